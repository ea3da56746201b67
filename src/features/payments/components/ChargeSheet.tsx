/** 充值: pick an amount, pay through the sandbox, come back to the mine page which confirms. */
import { useState } from 'react';
import { Button, Popup, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { beginPayment } from '../pay-flow';
import { paymentsQueries, startCharge } from '../payments.queries';

export function ChargeSheet({ visible, onClose, returnTo, onPaid }: { visible: boolean; onClose: () => void; returnTo: string; onPaid: (outTradeNo: string) => void }) {
  const navigate = useNavigate();
  const q = useQuery({ ...paymentsQueries.chargeOptions(), enabled: visible });
  const [option, setOption] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (!option) return;
    setBusy(true);
    try {
      const start = await startCharge({ optionId: option });
      const next = beginPayment(start, returnTo);
      onClose();
      if (next.paid) onPaid(start.outTradeNo);
      else navigate(next.to, { replace: true });
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, padding: 16, minHeight: 240 }}>
      <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>钱包充值</h3>
      {q.isPending ? (
        <LoadingState lines={2} />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Selector
            columns={3}
            options={q.data.list.map((o) => ({ label: o.label, value: o.id }))}
            value={option ? [option] : []}
            onChange={(v) => setOption(v[0] ?? null)}
          />
          <Button block color="primary" style={{ marginTop: 16 }} disabled={!option} loading={busy} onClick={() => void pay()}>
            去支付
          </Button>
        </>
      )}
    </Popup>
  );
}
