/** The buttons an order offers in its state: 取消订单 / 去支付 / 查看物流 / 确认收货 / 评价. */
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@contract/mall';
import { confirm, toast } from '@src/app/shell/feedback';
import { beginPayment } from '@src/features/payments/index';
import { orderCancel, orderReceipt, orderRepay } from '../mall.queries';

export function OrderActions({ o, detail }: { o: Order; detail?: boolean }) {
  const navigate = useNavigate();
  const details = `/mall/orderDetails?id=${o.id}`;
  const pay = async () => {
    try {
      const r = await orderRepay({ id: o.id, payType: 'sandbox' });
      if (!r.payment) return;
      const step = beginPayment(r.payment, details);
      if (!step.paid) navigate(step.to, { replace: !!detail });
    } catch { /* toasted */ }
  };
  const cancel = async () => {
    if (!(await confirm({ content: '确定取消这个订单吗？优惠券会退回', confirmText: '取消订单', cancelText: '再想想', danger: true }))) return;
    await orderCancel({ id: o.id }).then(() => toast('订单已取消')).catch(() => {});
  };
  const receive = async () => {
    if (!(await confirm({ content: '确认已经收到商品了吗？', confirmText: '确认收货' }))) return;
    await orderReceipt({ id: o.id }).then(() => toast('已确认收货', 'success')).catch(() => {});
  };
  return (
    <div className="zp-mall-actions" onClick={(e) => e.stopPropagation()}>
      {o.status === 'unpaid' && <Button size="small" onClick={() => void cancel()}>取消订单</Button>}
      {o.status === 'unpaid' && <Button size="small" color="danger" onClick={() => void pay()}>去支付</Button>}
      {!detail && ['shipped', 'received', 'reviewed'].includes(o.status) && <Button size="small" onClick={() => navigate(details)}>查看物流</Button>}
      {o.status === 'shipped' && <Button size="small" color="danger" onClick={() => void receive()}>确认收货</Button>}
      {o.status === 'received' && <Button size="small" color="warning" onClick={() => navigate(`/mine/order/comment?id=${o.id}`)}>评价</Button>}
    </div>
  );
}
