/**
 * /sacrifice/pay (?id= hall, ?itemId=, ?quantity=, ?returnTo=): a priced offering — quantity, 寄语, how to pay
 * (模拟支付 or 余额) — through the payments core: pool/payment starts it, the provider's page takes the money, and
 * back here (?payResult=&outTradeNo=) pool/payment/confirm records the offering (idempotent); then back to returnTo.
 */
import { Button, Input, List, Radio, Result, Stepper } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { fenToCurrency } from '@src/lib/format';
import { beginPayment, useBalance } from '@src/features/payments/index';
import { confirmOffering, makeOffering, sacrificeQueries } from '../sacrifice.queries';
import { intParam } from '../sacrifice-model';
import { payScreenPath, safeReturnTo } from '../pay-return';
import '../sacrifice.css';

export default function PayPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hallId = intParam(params, 'id') ?? 0;
  const itemId = intParam(params, 'itemId') ?? 0;
  const returnTo = safeReturnTo(params.get('returnTo'), hallId);
  const [quantity, setQuantity] = useState(Math.min(99, intParam(params, 'quantity') ?? 1));
  const [message, setMessage] = useState('');
  const [payType, setPayType] = useState<'sandbox' | 'wallet'>('sandbox');
  const [busy, setBusy] = useState(false);
  const hall = useQuery({ ...sacrificeQueries.hall(hallId), enabled: !!hallId });
  const items = useQuery({ ...sacrificeQueries.items(hallId), enabled: !!hallId });
  const balance = useBalance();
  const item = items.data?.list.find((i) => i.id === itemId);

  const done = (ok: boolean) => {
    if (!ok) return;
    toast('祭拜成功，供品已摆上供桌', 'success');
    navigate(returnTo, { replace: true });
  };
  const onConfirmed = useEffectEvent(done);

  // Back from the provider: confirm once by outTradeNo.
  const confirmed = useRef('');
  const outTradeNo = params.get('outTradeNo') ?? '';
  const payResult = params.get('payResult');
  useEffect(() => {
    if (!outTradeNo || confirmed.current === outTradeNo) return;
    confirmed.current = outTradeNo;
    if (payResult !== 'paid') { toast('已取消支付'); return; }
    confirmOffering({ outTradeNo })
      .then((r) => (r.paid && r.offering ? onConfirmed(true) : toast('尚未支付成功，请稍后在祭拜记录中查看')))
      .catch(() => {});
  }, [outTradeNo, payResult]);

  const pay = async () => {
    if (!item) return;
    setBusy(true);
    try {
      const r = await makeOffering({ id: hallId, itemId, quantity, message: message.trim() || undefined, payType });
      if (r.offering) return done(true);
      if (!r.payment) return;
      const step = beginPayment(r.payment, payScreenPath({ hallId, itemId, quantity, returnTo }));
      if (step.paid) {
        const c = await confirmOffering({ outTradeNo: r.payment.outTradeNo });
        done(c.paid);
      } else navigate(step.to, { replace: true }); // the result replaces this form in history (issue 14: back never shows it again)
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };

  let body;
  if (!hallId || !itemId) body = <EmptyState title="缺少纪念馆或供品" />;
  else if (items.isPending || hall.isPending) body = <LoadingState />;
  else if (items.isError || hall.isError) body = <ErrorState error={items.error ?? hall.error} onRetry={() => { void items.refetch(); void hall.refetch(); }} />;
  else if (!item) body = <Result status="warning" title="供品已下架" description="请回到祭拜页重新选择" />;
  else {
    const sum = item.price * quantity;
    const wallet = balance.data?.clanBalance;
    body = (
      <>
        <List header={`敬献给 ${hall.data?.name ?? ''}`}>
          <List.Item extra={fenToCurrency(item.price)} description={item.description || `供奉 ${item.hours} 小时`}>{item.categoryName} · {item.name}</List.Item>
          <List.Item extra={<Stepper min={1} max={99} value={quantity} onChange={(v) => setQuantity(v || 1)} />}>数量</List.Item>
          <List.Item><Input placeholder="寄语（选填）" maxLength={100} value={message} onChange={setMessage} /></List.Item>
        </List>
        <List header="支付方式">
          <Radio.Group value={payType} onChange={(v) => setPayType(v as 'sandbox' | 'wallet')}>
            <List.Item extra={<Radio value="sandbox" />}>模拟支付（不产生真实扣款）</List.Item>
            <List.Item extra={<Radio value="wallet" disabled={wallet !== undefined && wallet < sum} />}
              description={wallet !== undefined ? `可用 ${fenToCurrency(wallet)}${wallet < sum ? '，余额不足' : ''}` : undefined}>余额支付</List.Item>
          </Radio.Group>
        </List>
        <div className="sf-form-foot">
          <Button block color="primary" loading={busy} onClick={() => void pay()}>支付 {fenToCurrency(sum)} 并敬献</Button>
        </div>
      </>
    );
  }
  return <PageLayout title="祭品支付" className="sf-page" grey>{body}</PageLayout>;
}
