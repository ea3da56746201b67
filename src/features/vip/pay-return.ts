/** Back from the 模拟支付 page (`?payResult=&outTradeNo=`): confirm once by outTradeNo, then clear the params. */
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentResult } from '@contract/payments';
import { toast } from '@src/app/shell/feedback';

export function usePayReturn(confirm: (outTradeNo: string) => Promise<PaymentResult>, paidText: string): void {
  const [params, setParams] = useSearchParams();
  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo');
  const clear = useEffectEvent(() => {
    const next = new URLSearchParams(params);
    next.delete('payResult');
    next.delete('outTradeNo');
    setParams(next, { replace: true });
  });
  const run = useEffectEvent((no: string) => confirm(no));
  useEffect(() => {
    if (!payResult || !outTradeNo) return;
    clear();
    if (payResult !== 'paid') return toast('已取消支付');
    run(outTradeNo).then((r) => toast(r.paid ? paidText : '支付尚未完成', r.paid ? 'success' : undefined), () => {});
  }, [payResult, outTradeNo, paidText]);
}
