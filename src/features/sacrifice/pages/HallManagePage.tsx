/**
 * /sacrifice/hall/manage (?id= hall): the tablets in pages of 10 (index from 1) — unbind one from its member, delete
 * the page shown (both with confirmation), add or rebind through the member search (/sacrifice/hall/select).
 */
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tabletList, type Tablet } from '@contract/hall';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { intParam } from '../sacrifice-model';
import { deleteTabletPage, unbindTablet } from '../sacrifice.queries';
import '../sacrifice.css';

const PAGE = 10;

export default function HallManagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hallId = intParam(params, 'id');
  const [pageIndex, setPageIndex] = useState(1);
  const q = useApiQuery(tabletList, { hallId: hallId ?? 0, pageIndex, pageSize: PAGE }, { enabled: !!hallId });

  const unbind = async (t: Tablet) => {
    if (!(await confirm({ content: `解除“${t.name}”牌位与族人的绑定？牌位保留原有文字。`, confirmText: '解除绑定', danger: true }))) return;
    try {
      await unbindTablet({ id: t.id });
      toast('已解除绑定');
    } catch { /* toasted */ }
  };
  const deletePage = async (count: number) => {
    if (!hallId || !(await confirm({ content: `删除本页的 ${count} 个牌位？删除后无法恢复。`, confirmText: '删除', danger: true }))) return;
    try {
      const r = await deleteTabletPage({ hallId, pageIndex, pageSize: PAGE });
      toast(`已删除 ${r.deleted} 个牌位`);
      setPageIndex((p) => Math.max(1, p - (count === r.deleted && pageIndex > 1 ? 1 : 0)));
    } catch { /* toasted */ }
  };

  return (
    <PageLayout title="牌位管理" className="sf-page" grey
      right={hallId ? <span className="sf-navlink" onClick={() => navigate(`/sacrifice/hall/select?hallId=${hallId}`)}>立牌位</span> : undefined}>
      {!hallId ? <EmptyState title="未指定祠堂" /> : (
        <QueryView query={q}>
          {(d) => (
            <>
              {d.list.length === 0 ? (
                <EmptyState title="还没有牌位">
                  <Button color="primary" onClick={() => navigate(`/sacrifice/hall/select?hallId=${hallId}`)}>为先人立牌位</Button>
                </EmptyState>
              ) : (
                <List header={`共 ${d.total} 个牌位`}>
                  {d.list.map((t) => (
                    <List.Item key={t.id} prefix={<span className="sf-rank">{t.index}</span>} description={t.text.centre}
                      extra={(
                        <>
                          <Tag fill="outline">{t.generation} 世</Tag>
                          {t.memberId
                            ? <Button size="mini" fill="none" color="danger" onClick={() => void unbind(t)}>解绑</Button>
                            : <Button size="mini" fill="none" color="primary" onClick={() => navigate(`/sacrifice/hall/select?hallId=${hallId}&tabletId=${t.id}`)}>绑定</Button>}
                        </>
                      )}>
                      {t.name}{t.memberId ? '' : '（未绑定）'}
                    </List.Item>
                  ))}
                </List>
              )}
              <div className="sf-actions__row" style={{ justifyContent: 'space-between' }}>
                <Button size="small" disabled={pageIndex <= 1} onClick={() => setPageIndex(pageIndex - 1)}>上一页</Button>
                <span className="zp-state__hint" style={{ margin: 0 }}>第 {pageIndex} 页</span>
                <Button size="small" disabled={!d.hasNext} onClick={() => setPageIndex(pageIndex + 1)}>下一页</Button>
              </div>
              {d.list.length > 0 && (
                <div className="sf-form-foot"><Button color="danger" fill="outline" onClick={() => void deletePage(d.list.length)}>删除本页牌位</Button></div>
              )}
            </>
          )}
        </QueryView>
      )}
    </PageLayout>
  );
}
