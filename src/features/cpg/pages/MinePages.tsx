/**
 * My old registers:
 * - /seekroot/my-cpg (?tab=bought|collect|history|orders): bought books, collected books, read history with the
 *   page reached, and the 古谱 orders;
 * - /seekroot/cpg-order-detail?id=: one order (会员 or 单本) — cancel while unpaid, delete once cancelled/refunded.
 */
import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/cpg';
import { fenToCurrency } from '@src/lib/format';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { confirm, toast } from '@src/app/shell/feedback';
import { cancelOrder, deleteOrder } from '../cpg.queries';
import { BookRow } from '../components';
import '../cpg.css';

const TABS = [
  { key: 'bought', title: '已购', call: c.cpgMyList, empty: '还没有购买古谱' },
  { key: 'collect', title: '收藏', call: c.cpgCollectList, empty: '还没有收藏古谱' },
  { key: 'history', title: '阅读历史', call: c.cpgReadList, empty: '还没有阅读记录' },
] as const;

function Shelf({ tab }: { tab: (typeof TABS)[number] }) {
  const navigate = useNavigate();
  const list = useApiInfinite(tab.call, {});
  return (
    <PagedList query={list} empty={tab.empty}>
      {(b) => (
        <BookRow key={b.id} b={b} onOpen={() => navigate(`/seekroot/read?id=${b.id}&page=${Math.max(1, b.progress)}`)}
          extra={<div className="zp-cpg-muted">{b.progress > 0 ? `读到第${b.progress}页` : '未开始阅读'}</div>} />
      )}
    </PagedList>
  );
}

function Orders() {
  const navigate = useNavigate();
  const list = useApiInfinite(c.cpgAllOrders, {});
  return (
    <PagedList query={list} empty="暂无古谱订单">
      {(o) => (
        <div key={o.id} className="zp-cpg-card" role="link" onClick={() => navigate(`/seekroot/cpg-order-detail?id=${o.id}`)}>
          <div className="zp-cpg-kv"><span>{o.kind === 'vip' ? '古谱会员' : '单本古谱'}</span><span>{o.statusText}</span></div>
          <div className="zp-cpg-kv"><span>{o.title}</span><span>{o.amount > 0 ? fenToCurrency(o.amount) : '兑换'}</span></div>
          <div className="zp-cpg-muted"><DateTime value={o.createdAt} /></div>
        </div>
      )}
    </PagedList>
  );
}

export function MyCpgPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') || 'bought';
  const shelf = TABS.find((t) => t.key === tab);
  return (
    <PageLayout title="我的古谱" grey>
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        {TABS.map((t) => <Tabs.Tab key={t.key} title={t.title} />)}
        <Tabs.Tab key="orders" title="订单" />
      </Tabs>
      <div className="zp-cpg">{shelf ? <Shelf key={shelf.key} tab={shelf} /> : <Orders />}</div>
    </PageLayout>
  );
}

export function CpgOrderDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ok = Number.isInteger(id) && id > 0;
  const q = useApiQuery(c.cpgAllOrderDetail, { id }, { enabled: ok });
  const cancel = async (orderId: number) => {
    if (!(await confirm('确定取消此订单？'))) return;
    await cancelOrder({ id: orderId }).then(() => toast('已取消')).catch(() => {});
  };
  const remove = async (orderId: number) => {
    if (!(await confirm('确定删除此订单？删除后不可恢复'))) return;
    await deleteOrder({ id: orderId }).then(() => { toast('已删除'); navigate('/seekroot/my-cpg?tab=orders', { replace: true }); }).catch(() => {});
  };
  if (!ok) return <PageLayout title="订单详情"><EmptyState title="订单不存在" /></PageLayout>;
  return (
    <PageLayout title="订单详情" grey>
      <div className="zp-cpg">
        <QueryView query={q}>
          {(o) => (
            <>
              <div className="zp-cpg-card">
                <div className="zp-cpg-kv"><span>订单状态</span><span data-testid="cpg-order-status">{o.statusText}</span></div>
                <div className="zp-cpg-kv"><span>类型</span><span>{o.kind === 'vip' ? '古谱会员' : '单本古谱'}</span></div>
                <div className="zp-cpg-kv"><span>内容</span><span>{o.title}</span></div>
                <div className="zp-cpg-kv"><span>金额</span><span>{o.amount > 0 ? fenToCurrency(o.amount) : '兑换码'}</span></div>
                {o.outTradeNo && <div className="zp-cpg-kv"><span>订单号</span><span>{o.outTradeNo}</span></div>}
                <div className="zp-cpg-kv"><span>下单时间</span><span><DateTime value={o.createdAt} /></span></div>
                {o.paidAt && <div className="zp-cpg-kv"><span>支付时间</span><span><DateTime value={o.paidAt} /></span></div>}
                {o.endsAt && <div className="zp-cpg-kv"><span>有效期至</span><span><DateTime value={o.endsAt} format="date" /></span></div>}
              </div>
              <div className="zp-cpg-actions">
                {o.bookId && o.status === 'paid' && <Button color="primary" onClick={() => navigate(`/seekroot/read?id=${o.bookId}`)}>去阅读</Button>}
                {o.kind === 'book' && o.status === 'unpaid' && (
                  <Button onClick={() => void cancel(o.id)}>取消订单</Button>
                )}
                {o.kind === 'book' && (o.status === 'cancelled' || o.status === 'refunded') && (
                  <Button color="danger" onClick={() => void remove(o.id)}>删除订单</Button>
                )}
              </div>
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
