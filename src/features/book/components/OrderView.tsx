/**
 * A print order and its state (待支付 → 已支付/印制中 → 已发货 → 已完成; 已取消): pay through the payments flow (the sandbox
 * page comes back here with ?payResult=&outTradeNo=, which is confirmed once), cancel, confirm receipt.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, List, Steps, Tag } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { orderGet } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { ORDER_STEPS, orderStateView, yuan } from '../order-state';
import { cancelOrder, completeOrder, confirmOrderPayment, startOrderPayment } from '../book.queries';
import { bookCounts, countLabel } from '@layouts/pdf/page-count';

export function OrderView({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const q = useApiQuery(orderGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0 });
  const [busy, setBusy] = useState('');
  const confirmed = useRef('');

  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo');
  useEffect(() => {
    if (payResult !== 'paid' || !outTradeNo || confirmed.current === outTradeNo) return;
    confirmed.current = outTradeNo;
    void confirmOrderPayment({ outTradeNo }).then(
      (r) => {
        toast(r.paid ? '支付成功' : '支付未完成', r.paid ? 'success' : undefined);
        setParams((p) => { p.delete('payResult'); p.delete('outTradeNo'); return p; }, { replace: true });
      },
      () => undefined,
    );
  }, [payResult, outTradeNo, q, setParams]);

  if (!id) return <EmptyState title="没有指定订单" />;

  const run = async (key: string, fn: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await fn();
    } catch {
      /* shown */
    } finally {
      setBusy('');
    }
  };
  const pay = () =>
    run('pay', async () => {
      const start = await startOrderPayment({ id, payType: 'sandbox' });
      const next = beginPayment(start, `${location.pathname}?id=${id}`);
      if (next.paid) {
        await confirmOrderPayment({ outTradeNo: start.outTradeNo });
        toast('支付成功', 'success');
      } else navigate(next.to, { replace: true });
    });
  const cancel = async () => {
    if (!(await confirm({ title: '取消订单', content: '确定取消这个印刷订单吗？', confirmText: '取消订单', cancelText: '再想想', danger: true }))) return;
    await run('cancel', () => cancelOrder({ id }));
  };
  const complete = async () => {
    if (!(await confirm('确认已经收到印好的族谱了吗？'))) return;
    await run('complete', () => completeOrder({ id }));
  };

  return (
    <QueryView query={q}>
      {(o) => {
        const v = orderStateView(o);
        return (
          <div className="book-page">
            <div className="book-card" data-testid="order-state">
              <div className="book-card__title">
                <Tag color={v.color}>{v.label}</Tag> {o.clanName}
              </div>
              <div className="book-muted">{v.hint}</div>
              {v.step >= 0 && <Steps current={Math.min(v.step, ORDER_STEPS.length - 1)}>{ORDER_STEPS.map((s) => <Steps.Step key={s} title={s} />)}</Steps>}
            </div>
            <List header="订单信息">
              <List.Item extra={o.orderNo}>订单号</List.Item>
              <List.Item extra={`${o.sampleName} · ${o.formatName}`}>样本</List.Item>
              <List.Item extra={`${o.paper} · ${o.binding === 'thread' ? '线装' : '精装'} · ${countLabel(bookCounts(o.pages, o.binding, false))}`}>规格</List.Item>
              <List.Item extra={`${o.quantity}本 × ￥${yuan(o.unitPrice)}`}>数量</List.Item>
              <List.Item extra={`￥${yuan(o.shipping)}`}>运费</List.Item>
              {o.discount > 0 && <List.Item extra={`-￥${yuan(o.discount)}`}>印刷折扣卡</List.Item>}
              <List.Item extra={<strong>￥{yuan(o.amount)}</strong>}>合计</List.Item>
              <List.Item extra={o.expressName}>物流</List.Item>
              <List.Item description={o.consignee.address}>{o.consignee.name} {o.consignee.phone}</List.Item>
              {o.remark && <List.Item extra={o.remark}>备注</List.Item>}
              <List.Item extra={<DateTime value={o.createdAt} />}>下单时间</List.Item>
              {o.paidAt && <List.Item extra={<DateTime value={o.paidAt} />}>支付时间</List.Item>}
            </List>
            {v.actions.length > 0 && (
              <div className="book-bottom">
                {v.actions.includes('cancel') && <Button loading={busy === 'cancel'} onClick={() => void cancel()}>取消订单</Button>}
                {v.actions.includes('pay') && <Button color="primary" loading={busy === 'pay'} onClick={() => void pay()}>去支付 ￥{yuan(o.amount)}</Button>}
                {v.actions.includes('complete') && <Button color="primary" loading={busy === 'complete'} onClick={() => void complete()}>确认收货</Button>}
              </div>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
