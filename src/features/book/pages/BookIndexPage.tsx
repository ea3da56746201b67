/** /clan/book/index: the clan's book samples (with generation progress) and published e-books; the ways into making one. */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { bookList } from '@contract/book';
import { sampleList } from '@contract/print';
import { get as projectGet, ROLE_RANK } from '@contract/projects';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { isLoggedIn } from '@src/app/guard';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { SampleCard } from '../components/SampleCard';
import { useBookIds, applyJobEventToList } from '../book.queries';
import { useJobEvents } from '../use-job-events';
import '../book.css';

export default function BookIndexPage() {
  const navigate = useNavigate();
  const { projectId, clanId } = useBookIds();
  const user = useAtomValue(userInfoAtom);
  const loggedIn = isLoggedIn(user);
  const listParams = { projectId: projectId ?? 0 };
  // job progress over the realtime connection; the list is polled as the fallback (rarely while events flow)
  const live = useJobEvents(projectId && loggedIn ? projectId : null, (e) => applyJobEventToList(projectId ?? 0, e));
  const samples = useApiQuery(sampleList, listParams, {
    enabled: !!projectId && loggedIn,
    refetchInterval: (q) => (q.state.data?.list.some((s) => s.job.status === 'queued' || s.job.status === 'running') ? (live ? 10_000 : 2000) : false),
  });
  const project = useApiQuery(projectGet, { id: projectId ?? 0 }, { enabled: !!projectId && loggedIn, call: { silent: true } });
  // making, confirming, ordering and publishing need 管理员 or 协管员 (the server checks again)
  const canManage = !!project.data?.role && ROLE_RANK[project.data.role] >= ROLE_RANK.manager;
  const books = useApiInfinite(bookList, { projectId: projectId ?? undefined });
  const q = clanId ? `?clanId=${clanId}${projectId ? `&projectId=${projectId}` : ''}` : '';

  return (
    <PageLayout title="家谱书" grey>
      <div className="book-page">
        {projectId && loggedIn && (
          <>
            <div className="book-actions">
              {canManage && <Button color="primary" onClick={() => navigate(`/clan/book/create${q}`)}>制作家谱书</Button>}
              <Button onClick={() => navigate(`/clan/essay/index${q}`)}>谱序与谱文</Button>
              <Button onClick={() => navigate('/clan/shop/order')}>印刷订单</Button>
            </div>
            <h3 style={{ margin: 0 }}>样本</h3>
            <QueryView query={samples} empty={(d) => d.list.length === 0}>
              {(d) => d.list.map((s) => <SampleCard key={s.id} sample={s} canManage={canManage} onChanged={() => void samples.refetch()} />)}
            </QueryView>
          </>
        )}
        <h3 style={{ margin: 0 }}>电子族谱</h3>
        <PagedList query={books} list empty="还没有发布的电子族谱">
          {(b) => (
            <List.Item key={b.id} description={`${b.formatName} · ${b.pages}页 · 阅读${b.readCount}`} onClick={() => navigate(`/clan/book/details?id=${b.id}`)}>
              {b.title}
            </List.Item>
          )}
        </PagedList>
      </div>
    </PageLayout>
  );
}
