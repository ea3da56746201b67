/** /clan/essay/index: the book's chapters — 谱序/凡例/家训/跋 (clanArticle) and 谱文 by catalogue, with order and delete. */
import { Button, List, SwipeAction, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { articleChapters, catalogList, pwList } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useBookIds, deleteArticle, deletePw, sortPw } from '../book.queries';
import { bySort, groupByCatalog, moveId } from '../chapters';
import '../book.css';

export default function EssayIndexPage() {
  const navigate = useNavigate();
  const { projectId, clanId } = useBookIds();
  const articles = useApiQuery(articleChapters, { projectId: projectId ?? 0 }, { enabled: !!projectId });
  const pws = useApiQuery(pwList, { id: clanId ?? 0 }, { enabled: !!clanId });
  const catalogs = useApiQuery(catalogList, { clanId: clanId ?? 0 }, { enabled: !!clanId });
  if (!projectId || !clanId) return <PageLayout title="谱文"><EmptyState title="请先进入一个族谱" /></PageLayout>;
  const q = `clanId=${clanId}&projectId=${projectId}`;

  const remove = async (what: string, fn: () => Promise<unknown>) => {
    if (!(await confirm({ title: '删除', content: `确定删除“${what}”吗？删除后不能恢复。`, confirmText: '删除', danger: true }))) return;
    try {
      await fn();
      toast('已删除', 'success');
    } catch {
      /* shown */
    }
  };
  /** Move within its catalogue group; the whole order (every 谱文) is sent. */
  const move = async (groups: { items: { id: number }[] }[], id: number, dir: -1 | 1) => {
    const ids = groups.flatMap((g) => g.items.map((i) => i.id));
    const next = groups.flatMap((g) => moveId(g.items.map((i) => i.id), id, dir));
    if (next.join() === ids.join()) return;
    try {
      await sortPw({ clanId, ids: next });
    } catch {
      /* shown */
    }
  };

  return (
    <PageLayout title="谱序与谱文" grey right={<span onClick={() => navigate(`/clan/essay/category?${q}`)}>目录</span>}>
      <div className="book-page">
        <div className="book-actions">
          <Button color="primary" size="small" onClick={() => navigate(`/clan/essay/edit?${q}`)}>新增谱序等</Button>
          <Button size="small" onClick={() => navigate(`/clan/essay/editor?${q}`)}>新增谱文</Button>
        </div>
        <QueryView query={articles}>
          {(d) =>
            d.list.length === 0 ? <EmptyState title="还没有谱序、凡例" /> : (
              <List header="谱序·凡例·家训·跋（印在世系前后）">
                {bySort(d.list).map((a) => (
                  <SwipeAction key={a.id} rightActions={[{ key: 'del', text: '删除', color: 'danger', onClick: () => void remove(a.title, () => deleteArticle({ id: a.id })) }]}>
                    <List.Item prefix={<Tag>{a.kindName}</Tag>} description={`${a.author || '佚名'} · ${a.length}字`} onClick={() => navigate(`/clan/essay/edit?${q}&id=${a.id}`)}
                      extra={<span onClick={(e) => { e.stopPropagation(); navigate(`/clan/essay/preview2?id=${a.id}`); }}>预览</span>}>
                      {a.title}
                    </List.Item>
                  </SwipeAction>
                ))}
              </List>
            )
          }
        </QueryView>
        <QueryView query={pws}>
          {(d) => {
            const groups = groupByCatalog(d.list, catalogs.data?.list ?? []);
            return d.list.length === 0 ? <EmptyState title="还没有谱文" /> : (
              <>
                {groups.map((g) => (
                  <List key={g.id ?? 'none'} header={`谱文 · ${g.name}`}>
                    {g.items.map((p) => (
                      <SwipeAction key={p.id} rightActions={[{ key: 'del', text: '删除', color: 'danger', onClick: () => void remove(p.title, () => deletePw({ id: p.id })) }]}>
                        <List.Item description={`${p.author || '佚名'} · ${p.length}字`} onClick={() => navigate(`/clan/essay/editor?${q}&id=${p.id}`)}
                          extra={
                            <span className="book-actions" style={{ margin: 0 }} onClick={(e) => e.stopPropagation()}>
                              <Button size="mini" aria-label="上移" onClick={() => void move(groups, p.id, -1)}>↑</Button>
                              <Button size="mini" aria-label="下移" onClick={() => void move(groups, p.id, 1)}>↓</Button>
                              <Button size="mini" onClick={() => navigate(`/clan/essay/preview?id=${p.id}`)}>预览</Button>
                            </span>
                          }>
                          {p.title}
                        </List.Item>
                      </SwipeAction>
                    ))}
                  </List>
                ))}
              </>
            );
          }}
        </QueryView>
      </div>
    </PageLayout>
  );
}
