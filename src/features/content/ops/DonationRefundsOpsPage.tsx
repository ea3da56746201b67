/** `#/ops/donation-refunds` (财务): refund a donation (every paid gift of it, through the payments core) and the refund log. */
import { useState } from 'react';
import * as d from '@contract/donations';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { fenToCurrency } from '@src/lib/format/numbers';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';

const refund = mutation(d.opsDonationRefund, { invalidates: () => [d.opsDonationRefundLog] });

export default function DonationRefundsOpsPage() {
  const log = useApiQuery(d.opsDonationRefundLog, { pageIndex: 1, pageSize: 100 });
  const [f, setF] = useState({ projectId: '', donationId: '', reason: '' });
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    const projectId = Number(f.projectId);
    const donationId = Number(f.donationId);
    if (!projectId || !donationId) return toast('请填写家族ID和捐款ID');
    if (!f.reason.trim()) return toast('请填写退款原因');
    if (!(await confirm({ content: `退还家族 ${projectId} 的捐款 ${donationId} 的全部已付款项？`, confirmText: '退款', danger: true }))) return;
    await refund({ projectId, donationId, reason: f.reason.trim() })
      .then((r) => toast(`已退款 ${fenToCurrency(r.refunded)}`, 'success'))
      .catch(() => {});
  };
  return (
    <section aria-label="捐款退款">
      <h1 className="zp-ops__h1">捐款退款</h1>
      <fieldset className="zp-ops__form">
        <legend>退还一笔捐款</legend>
        <label>家族ID <input value={f.projectId} onChange={set('projectId')} style={{ width: 80 }} /></label>
        <label>捐款ID <input value={f.donationId} onChange={set('donationId')} style={{ width: 80 }} /></label>
        <label>原因 <input value={f.reason} onChange={set('reason')} maxLength={200} /></label>
        <button type="button" onClick={() => void submit()}>退款</button>
      </fieldset>
      {log.isPending && <p>加载中…</p>}
      {log.isError && <p className="zp-ops__empty">加载失败</p>}
      {log.data && !log.data.list.length && <p className="zp-ops__empty">暂无退款</p>}
      {log.data && log.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>经办</th><th>家族ID</th><th>捐款ID</th><th>金额</th><th>原因</th></tr></thead>
            <tbody>{log.data.list.map((r) => (
              <tr key={r.id}><td><DateTime value={r.createdAt} /></td><td>{r.staffName}</td><td>{r.projectId}</td><td>{r.donationId}</td><td>{fenToCurrency(r.amount)}</td><td>{r.reason}</td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
