/** /mine/order/index?state=: every order I have (商城, 族谱印制 …) in one list by state; each opens its own details page. */
import { Badge, Button, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { centreList, CENTRE_STATE, type CentreOrder, type CentreState } from '@contract/order-centre';
import { beginPayment } from '@src/features/payments/index';
import { confirm, toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { centreCancel, centreDelete, centreQueries, centreReceipt, centreRepay } from '../order-centre.queries';
import './order-centre.css';

const TABS: [CentreState | '', string][] = [['', '全部'], ['unpaid', '待付款'], ['paid', '待发货'], ['shipped', '待收货'], ['review', '待评价'], ['refund', '退款/售后']];

function Actions({ o }: { o: CentreOrder }) {
  const navigate = useNavigate();
  const ref = { type: o.type, id: o.id };
  const pay = async () => {
    try {
      const start = await centreRepay({ ...ref, payType: 'sandbox' });
      const step = beginPayment(start, o.detailPath);
      if (!step.paid) navigate(step.to);
    } catch { /* toasted */ }
  };
  const ask = async (text: string, ok: string, run: () => Promise<unknown>, danger = false) => {
    if (!(await confirm({ content: text, confirmText: ok, danger }))) return;
    await run().then(() => toast('已完成')).catch(() => {});
  };
  return (
    <div className="zp-oc-actions" onClick={(e) => e.stopPropagation()}>
      {o.actions.includes('delete') && <Button size="small" fill="none" onClick={() => void ask('删除后将不在列表中显示，确定删除吗？', '删除', () => centreDelete(ref), true)}>删除订单</Button>}
      {o.actions.includes('cancel') && <Button size="small" onClick={() => void ask('确定取消这个订单吗？', '取消订单', () => centreCancel(ref), true)}>取消订单</Button>}
      {o.actions.includes('express') && <Button size="small" onClick={() => navigate(o.detailPath)}>查看物流</Button>}
      {o.actions.includes('receipt') && <Button size="small" color="danger" onClick={() => void ask('确认已经收到了吗？', '确认收货', () => centreReceipt(ref))}>确认收货</Button>}
      {o.actions.includes('review') && <Button size="small" color="warning" onClick={() => navigate(`/mine/order/comment?id=${o.id}`)}>评价</Button>}
      {o.actions.includes('pay') && <Button size="small" color="danger" onClick={() => void pay()}>去支付</Button>}
    </div>
  );
}

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('state') ?? '';
  const state = (CENTRE_STATE as readonly string[]).includes(raw) ? (raw as CentreState) : undefined;
  const counts = useQuery(centreQueries.counts()).data?.counts;
  const list = useApiInfinite(centreList, { state });
  return (
    <PageLayout title="我的订单" grey>
      <Tabs activeKey={state ?? ''} onChange={(k) => setParams(k ? { state: k } : {}, { replace: true })}>
        {TABS.map(([k, t]) => (
          <Tabs.Tab key={k} title={k && counts?.[k] ? <Badge content={counts[k]} style={{ '--right': '-10px', '--top': '-2px' }}>{t}</Badge> : t} />
        ))}
      </Tabs>
      <PagedList query={list} empty="暂无订单">
        {(o) => (
          <div key={`${o.type}-${o.id}`} className="zp-oc-card" role="link" onClick={() => navigate(o.detailPath)}>
            <div className="zp-oc-row"><span><Tag color="primary" fill="outline">{o.typeName}</Tag> <span className="zp-oc-muted">{o.code}</span></span><span className="zp-oc-state">{o.stateText}</span></div>
            <div className="zp-oc-main">
              {o.image ? <img src={o.image} alt="" /> : <div className="zp-oc-noimg">{o.typeName.slice(0, 2)}</div>}
              <div className="zp-oc-body"><div className="zp-oc-title">{o.title}</div><div className="zp-oc-muted">{o.summary}</div><div className="zp-oc-muted"><DateTime value={o.createdAt} /></div></div>
            </div>
            <div className="zp-oc-row"><span /><span>合计 <b className="zp-oc-price">{fenToCurrency(o.amount)}</b></span></div>
            {o.actions.length > 0 && <Actions o={o} />}
          </div>
        )}
      </PagedList>
    </PageLayout>
  );
}
