/** `#/ops/mall-orders` (运营): mall orders by state; ship a paid one with a carrier and tracking number; cancel an unpaid one. */
import { useState } from 'react';
import { opsOrderList } from '@contract/mall-ops';
import { CARRIERS, type Order, type OrderStatus } from '@contract/mall';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsOrderCancel, opsOrderShip } from './mall-ops.queries';

function Ship({ o }: { o: Order }) {
  const [carrier, setCarrier] = useState('SF');
  const [no, setNo] = useState('');
  const submit = async () => {
    if (!/^[A-Za-z0-9]{6,30}$/.test(no.trim())) return toast('快递单号为6–30位字母或数字');
    await opsOrderShip({ id: o.id, carrier, trackingNo: no.trim() }).then(() => toast('已发货', 'success')).catch(() => {});
  };
  return (
    <span className="zp-ops__inline">
      <select aria-label="快递公司" value={carrier} onChange={(e) => setCarrier(e.target.value)}>{Object.entries(CARRIERS).map(([k, v]) => <option key={k} value={k}>{v}</option>)}</select>
      <input aria-label="快递单号" placeholder="快递单号" value={no} onChange={(e) => setNo(e.target.value)} />
      <button type="button" onClick={() => void submit()}>发货</button>
    </span>
  );
}

export default function OrdersOpsPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('paid');
  const q = useApiQuery(opsOrderList, { status: status || undefined, pageIndex: 1, pageSize: 100 });
  const cancel = async (o: Order) => {
    if (!(await confirm({ content: `取消订单 ${o.code}？库存和优惠券会退回`, confirmText: '取消订单', danger: true }))) return;
    await opsOrderCancel({ id: o.id }).catch(() => {});
  };
  return (
    <section aria-label="商城订单">
      <h1 className="zp-ops__h1">商城订单</h1>
      <p>
        <label>状态 <select aria-label="状态" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
          <option value="">全部</option><option value="unpaid">待付款</option><option value="paid">待发货</option><option value="shipped">待收货</option>
          <option value="received">待评价</option><option value="reviewed">已完成</option><option value="cancelled">已取消</option><option value="refunding">退款中</option><option value="refunded">已退款</option>
        </select></label>
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无订单</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>订单号</th><th>商品</th><th>实付</th><th>收货人</th><th>状态</th><th>下单时间</th><th>操作</th></tr></thead>
            <tbody>
              {q.data.list.map((o) => (
                <tr key={o.id}>
                  <td>{o.code}</td>
                  <td>{o.items.map((i) => <div key={i.id}>{i.title} {i.specText} ×{i.quantity}</div>)}</td>
                  <td>{fenToCurrency(o.total)}</td>
                  <td>{o.address.name} {o.address.phone}<br />{o.address.province}{o.address.city}{o.address.county}{o.address.detail}</td>
                  <td>{o.statusText}{o.trackingNo && <div>{o.carrierName} {o.trackingNo}</div>}</td>
                  <td><DateTime value={o.createdAt} /></td>
                  <td>{o.status === 'paid' && <Ship o={o} />}{o.status === 'unpaid' && <button type="button" onClick={() => void cancel(o)}>取消</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
