/**
 * /content/article-list (广场 · 关注 · 家族, ?projectId= opens a clan's feed), /content/news-list (新闻) and
 * /content/notice-list (网站公告, /data/notice): `{list, hasNext}` pages of cards; 发布 opens the post or article form.
 */
import { useState } from 'react';
import { ActionSheet, Button, Selector, Tabs } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/content';
import * as pj from '@contract/projects';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { ContentCardRow } from '../components/ContentCardRow';
import { noticeReadAll } from '../content.queries';
import { toast } from '@src/app/shell/feedback';
import '../content.css';

function Feed({ params }: { params: { projectId?: number; follow?: boolean; tag?: (typeof c.CONTENT_TAGS)[number]; contentType?: c.ContentType } }) {
  const query = useApiInfinite(c.contentV2List, params);
  return <PagedList query={query} empty={params.follow ? '关注的人还没有发布内容' : '还没有内容，来发布第一条吧'}>{(item) => <ContentCardRow key={item.id} item={item} />}</PagedList>;
}

function Notices() {
  const query = useApiInfinite(c.dataNotice, {});
  const unread = query.data?.pages[0]?.unread ?? 0;
  const [busy, setBusy] = useState(false);
  const readAll = async () => {
    setBusy(true);
    try { await noticeReadAll({}); toast('已全部标为已读', 'success'); } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <>
      <div className="zp-content-section zp-notice-bar" data-testid="notice-unread">
        <span>{unread > 0 ? `${unread} 条未读` : '公告已全部读过'}</span>
        <Button size="mini" fill="outline" disabled={unread === 0 || busy} loading={busy} onClick={() => void readAll()}>全部已读</Button>
      </div>
      <PagedList query={query} empty="暂无公告">{(item) => <ContentCardRow key={item.id} item={item} unread={!item.read} />}</PagedList>
    </>
  );
}

function ClanFeed({ projectId, choose }: { projectId: number; choose: (id: number) => void }) {
  const mine = useApiQuery(pj.listAll, { pageSize: 100 });
  const clans = mine.data?.list ?? [];
  const current = projectId || clans[0]?.id || 0;
  return (
    <>
      {clans.length > 0 && (
        <div className="zp-content-section">
          <Selector columns={2} options={clans.map((p) => ({ label: p.name, value: p.id }))} value={current ? [current] : []} onChange={(v) => v[0] && choose(v[0])} />
        </div>
      )}
      {current ? <Feed params={{ projectId: current }} /> : <div className="zp-content-empty">还没有加入家族</div>}
    </>
  );
}

export default function ContentListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [publishing, setPublishing] = useState(false);
  const projectId = Number(params.get('projectId')) || 0;
  const tab = params.get('tab') ?? (projectId ? 'clan' : 'square');
  const [tag, setTag] = useState<(typeof c.CONTENT_TAGS)[number] | undefined>();
  if (pathname === '/content/notice-list') return <PageLayout title="网站公告" grey><Notices /></PageLayout>;
  if (pathname === '/content/news-list') return <PageLayout title="家族新闻" grey><Feed params={{ contentType: 'news' }} /></PageLayout>;
  const publish = (
    <Button size="mini" color="primary" data-testid="content-publish" onClick={() => setPublishing(true)}>发布</Button>
  );
  return (
    <PageLayout title="宗亲圈" grey right={publish}>
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'clan' && projectId ? { tab: k, projectId: String(projectId) } : { tab: k }, { replace: true })}>
        <Tabs.Tab key="square" title="广场" />
        <Tabs.Tab key="follow" title="关注" />
        <Tabs.Tab key="clan" title="家族" />
      </Tabs>
      {tab === 'square' && (
        <>
          <div className="zp-content-tags">
            {c.CONTENT_TAGS.map((t) => (
              <button key={t} type="button" className={`zp-content-chip${tag === t ? ' is-active' : ''}`} onClick={() => setTag(tag === t ? undefined : t)}>{t}</button>
            ))}
          </div>
          <Feed params={tag ? { tag } : {}} />
        </>
      )}
      {tab === 'follow' && <Feed params={{ follow: true }} />}
      {tab === 'clan' && <ClanFeed projectId={projectId} choose={(id) => setParams({ tab: 'clan', projectId: String(id) }, { replace: true })} />}
      <ActionSheet
        visible={publishing}
        onClose={() => setPublishing(false)}
        cancelText="取消"
        actions={[
          { key: 'post', text: '发动态（文字、照片）', onClick: () => navigate(`/content/post-publish${projectId ? `?projectId=${projectId}` : ''}`) },
          { key: 'article', text: '写文章', onClick: () => navigate(`/content/article-publish${projectId ? `?projectId=${projectId}` : ''}`) },
        ]}
      />
    </PageLayout>
  );
}
