/** /mall/order?status=: my mall orders by state (全部/待付款/待发货/待收货/待评价). */
import { List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { orderList, ORDER_STATUS, type OrderStatus } from '@contract/mall';
import { fenToCurrency } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { OrderActions } from '../components/OrderActions';
import '../mall.css';

const TABS: [string, string][] = [['', '全部'], ['unpaid', '待付款'], ['paid', '待发货'], ['shipped', '待收货'], ['received', '待评价']];

export default function MallOrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('status') ?? '';
  const status = (ORDER_STATUS as readonly string[]).includes(raw) ? (raw as OrderStatus) : undefined;
  const list = useApiInfinite(orderList, { status });
  return (
    <PageLayout title="商城订单" grey>
      <Tabs activeKey={status ?? ''} onChange={(k) => setParams(k ? { status: k } : {}, { replace: true })}>
        {TABS.map(([k, t]) => <Tabs.Tab key={k} title={t} />)}
      </Tabs>
      <PagedList query={list} empty="暂无订单">
        {(o) => (
          <div key={o.id} className="zp-mall-section" role="link" onClick={() => navigate(`/mall/orderDetails?id=${o.id}`)}>
            <div className="zp-mall-row zp-mall-muted"><span>{o.code}</span><span style={{ color: '#d4380d' }}>{o.statusText}</span></div>
            {o.items.map((i) => (
              <div key={i.id} className="zp-mall-line" style={{ marginTop: 8 }}>
                <img src={i.image} alt="" />
                <div className="zp-mall-line__body"><span className="zp-mall-line__title">{i.title}</span><span className="zp-mall-muted">{i.specText} ×{i.quantity}</span></div>
              </div>
            ))}
            <div className="zp-mall-row" style={{ margin: '8px 0' }}><span /><span>实付 <span className="zp-mall-price">{fenToCurrency(o.total)}</span></span></div>
            <OrderActions o={o} />
          </div>
        )}
      </PagedList>
      <List />
    </PageLayout>
  );
}
