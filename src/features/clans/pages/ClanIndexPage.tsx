/**
 * A project's clans (/clan/index?id=<projectId>): after the access check (view password when asked), the project
 * (surname, area, privacy, my role, counts) and its clans (族谱: 堂号, members) → /clan/detail; admins reach the
 * project and clan admin screens; the newest 家族公告 leads to all of them; 家族空间 leads to the albums and activities. Opening records the visit (/project/add-history).
 */
import { Button, List } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { detail, ROLE_NAMES } from '@contract/projects';
import { noticeList } from '@contract/notices';
import { activityList } from '@contract/albums';
import { formatDateTime } from '@src/lib/format/datetime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { ProjectGate } from '../components/ProjectGate';
import { PRIVACY_NAMES } from '../home-model';
import '../clans.css';
import { favoriteProject, recordProjectVisit } from '../clans.queries';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The newest (or pinned) 家族公告, a tap from all of them. */
function LatestNotice({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(noticeList, { projectId, pageIndex: 1, pageSize: 1 }, { call: { silent: true } });
  const n = q.data?.list[0];
  return (
    <List header="家族公告">
      <List.Item onClick={() => navigate(`/clan/admin/notices?projectId=${projectId}`)} description={n ? formatDateTime(n.createdAt) : undefined}>
        {n ? n.title : <span className="cl-muted">暂无公告</span>}
      </List.Item>
    </List>
  );
}

/** 家族空间: the clans' albums and the family's activities (the newest three; editors publish one). */
function FamilySpace({ projectId, clans, canEdit }: { projectId: number; clans: { id: number; name: string }[]; canEdit: boolean }) {
  const navigate = useNavigate();
  const q = useApiQuery(activityList, { projectId }, { call: { silent: true } });
  const acts = (q.data ?? []).slice(0, 3);
  return (
    <List header="家族空间">
      {clans.map((c) => (
        <List.Item key={c.id} onClick={() => navigate(`/clan/album/index?clanId=${c.id}&projectId=${projectId}`)}>
          {clans.length > 1 ? `${c.name} · 相册` : '家族相册'}
        </List.Item>
      ))}
      {acts.map((a) => (
        <List.Item key={`a${a.id}`} description={`${a.kind} · ${a.day}${a.place ? ` · ${a.place}` : ''} · ${a.total}人报名`}
          onClick={() => navigate(`/clan/activity/details?projectId=${projectId}&id=${a.id}`)}>
          {a.title}
        </List.Item>
      ))}
      {acts.length === 0 && !canEdit && <List.Item><span className="cl-muted">暂无家族活动</span></List.Item>}
      {canEdit && <List.Item onClick={() => navigate(`/clan/activity/details?projectId=${projectId}`)}>发布家族活动（祭祖、修谱会议、宗亲会）</List.Item>}
    </List>
  );
}

function ProjectView({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(detail, { id });
  useEffect(() => { void recordProjectVisit({ id }).catch(() => undefined); }, [id]);
  return (
    <QueryView query={q}>
      {(p) => (
        <div className="cl-page">
          <div className="cl-card">
            <div className="cl-row" style={{ justifyContent: 'space-between' }}>
              <div style={{ fontSize: 18, fontWeight: 600 }}>{p.name}</div>
              {!p.isExample && (
                <Button size="mini" fill="none" onClick={() => void favoriteProject({ id, favorite: p.favorite ? 0 : 1 }).catch(() => undefined)}>
                  {p.favorite ? '★ 已收藏' : '☆ 收藏'}
                </Button>
              )}
            </div>
            <div className="cl-muted">
              {[`${p.surname}氏`, p.area, PRIVACY_NAMES[p.privacy], p.role ? `我是${ROLE_NAMES[p.role]}` : '访客'].filter(Boolean).join(' · ')}
            </div>
            <div className="cl-muted">{p.clanCount}部族谱 · {p.memberCount.toLocaleString('zh-CN')}人</div>
            {p.canEdit && (
              <div className="cl-row" style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => navigate(`/clan/admin/project-edit?id=${id}`)}>家族设置</Button>
                <Button size="small" onClick={() => navigate(`/clan/admin/clan-edit?projectId=${id}&new=1`)}>新建族谱</Button>
                <Button size="small" onClick={() => navigate(`/clan/admin/permission?projectId=${id}`)}>成员权限</Button>
              </div>
            )}
          </div>
          <LatestNotice projectId={id} />
          {(p.clans.length > 0 || p.canEdit) && <FamilySpace projectId={id} clans={p.clans} canEdit={p.canEdit} />}
          <div className="cl-subtitle">族谱</div>
          {p.clans.length === 0 ? (
            <EmptyState title="还没有族谱" description={p.canEdit ? '点击“新建族谱”开始修谱' : '管理员尚未创建族谱'} />
          ) : (
            <List>
              {p.clans.map((c) => (
                <List.Item key={c.id} onClick={() => navigate(`/clan/detail?id=${c.id}&projectId=${id}`)}
                  description={`${c.hall ? `${c.hall} · ` : ''}${c.memberCount.toLocaleString('zh-CN')}人`}>
                  {c.name}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      )}
    </QueryView>
  );
}

export default function ClanIndexPage() {
  const [params] = useSearchParams();
  const id = num(params.get('id')) ?? num(params.get('projectId'));
  return (
    <PageLayout title="家族" grey>
      {id ? <ProjectGate projectId={id}><ProjectView id={id} /></ProjectGate> : <EmptyState title="缺少家族编号" />}
    </PageLayout>
  );
}
