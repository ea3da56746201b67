/** #/pay/sandbox?outTradeNo=: the sandbox provider's "模拟支付" page — 确认支付 or 取消支付, then back. */
import { useState } from 'react';
import { Button, List, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fenToCurrency } from '@src/lib/format';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import { finishPayment, type PayResult } from '../pay-flow';
import { paymentsQueries, sandboxAnswer } from '../payments.queries';

const STATUS_TEXT = { pending: '待支付', paid: '已支付', cancelled: '已取消', closed: '已关闭', expired: '已过期', refunded: '已退款' } as const;

export default function SandboxPayPage() {
  const [params] = useSearchParams();
  const outTradeNo = params.get('outTradeNo')?.trim() ?? '';
  const navigate = useNavigate();
  const back = useBack();
  const q = useQuery({ ...paymentsQueries.sandbox(outTradeNo), enabled: !!outTradeNo, staleTime: 0 });
  const [busy, setBusy] = useState<'' | 'pay' | 'cancel'>('');

  const leave = (result: PayResult) => {
    const to = finishPayment(outTradeNo, result);
    if (to) navigate(to, { replace: true });
    else back();
  };

  const act = async (action: 'pay' | 'cancel') => {
    if (action === 'cancel' && !(await confirm({ content: '确定取消这笔支付吗？', confirmText: '取消支付', cancelText: '再想想', danger: true }))) return;
    setBusy(action);
    try {
      const r = await sandboxAnswer({ outTradeNo, action });
      toast(r.paid ? '支付成功' : '已取消支付', r.paid ? 'success' : undefined);
      leave(r.paid ? 'paid' : 'cancelled');
    } catch {
      void q.refetch();
    } finally {
      setBusy('');
    }
  };

  let body: React.ReactNode;
  if (!outTradeNo) body = <Result status="error" title="缺少订单号" description="无法找到要支付的订单" />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    const p = q.data;
    const pending = p.status === 'pending';
    body = (
      <>
        <div className="zp-pay-amount">
          <span className="zp-sandbox-tag">模拟支付 · 不会产生真实扣款</span>
          <div className="zp-pay-amount__num">{fenToCurrency(p.amount)}</div>
          <div className="zp-pay-amount__subject">{p.subject}</div>
        </div>
        <List>
          <List.Item extra={p.outTradeNo}>订单号</List.Item>
          <List.Item extra={STATUS_TEXT[p.status]}>状态</List.Item>
          <List.Item extra={<DateTime value={p.createdAt} />}>创建时间</List.Item>
        </List>
        <div className="zp-actions">
          {pending ? (
            <>
              <Button block color="primary" size="large" loading={busy === 'pay'} disabled={!!busy} onClick={() => void act('pay')}>
                确认支付
              </Button>
              <Button block loading={busy === 'cancel'} disabled={!!busy} onClick={() => void act('cancel')}>
                取消支付
              </Button>
            </>
          ) : (
            <Button block color="primary" onClick={() => leave(p.status === 'paid' ? 'paid' : 'cancelled')}>
              返回
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <PageLayout title="模拟支付" onBack={() => (q.data?.status === 'pending' ? void act('cancel') : back())}>
      {body}
    </PageLayout>
  );
}
