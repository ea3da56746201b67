/** /mine/download: the download queue — one active, the others waiting; pause, resume, delete. */
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { downloads, useDownloads } from '@src/app/downloads';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';

const STATUS = { queued: '等待中', active: '下载中', paused: '已暂停', done: '已完成' } as const;

export default function DownloadsPage() {
  const tasks = useDownloads();
  const navigate = useNavigate();
  return (
    <PageLayout title="我的下载" grey>
      {tasks.length === 0 ? (
        <EmptyState title="暂无下载" description="在家谱书等页面下载的文件会显示在这里">
          <Button size="small" onClick={() => navigate('/clan/book/index')}>
            去看看家谱书
          </Button>
        </EmptyState>
      ) : (
        <List>
          {tasks.map((t) => (
            <List.Item
              key={t.id}
              description={t.status === 'done' ? null : <ProgressBarLine percent={t.progress} />}
              extra={
                <div className="zp-row">
                  {(t.status === 'active' || t.status === 'paused') && (
                    <Button size="mini" onClick={() => downloads.togglePause(t.id)}>
                      {t.pause ? '继续' : '暂停'}
                    </Button>
                  )}
                  {t.status !== 'done' && (
                    <Button size="mini" color="danger" fill="outline" onClick={() => void downloads.abort(t.id)}>
                      删除
                    </Button>
                  )}
                </div>
              }
            >
              <div className="zp-row">
                <span className="zp-grow" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {t.fileName}
                </span>
                <Tag color={t.status === 'done' ? 'success' : t.status === 'paused' ? 'warning' : 'default'}>{STATUS[t.status]}</Tag>
              </div>
            </List.Item>
          ))}
        </List>
      )}
      <p className="zp-hint zp-section">同一时间只下载一个文件，其余文件排队等待。</p>
    </PageLayout>
  );
}
