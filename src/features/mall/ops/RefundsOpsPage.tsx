/** `#/ops/mall-refunds` (财务): refund requests of mall orders, pending first; approve (refund through the payment) or reject with a reason. */
import { useState } from 'react';
import { opsRefundList, type OpsRefund } from '@contract/mall-ops';
import { ORDER_STATUS_NAMES, REFUND_STATUS_NAMES, type RefundStatus } from '@contract/mall';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { opsRefundApprove, opsRefundReject } from './mall-ops.queries';

function Decide({ r }: { r: OpsRefund }) {
  const [reason, setReason] = useState('');
  const approve = async () => {
    const back = r.fromStatus === 'paid' ? '，商品回到库存' : '';
    const coupon = r.amount === r.order.total && r.order.discount > 0 ? '，优惠券退回' : '';
    if (!(await confirm({ content: `同意退款 ${fenToCurrency(r.amount)}？款项原路退回${back}${coupon}`, confirmText: '同意退款', danger: true }))) return;
    await opsRefundApprove({ id: r.id }).then(() => toast('已退款', 'success')).catch(() => {});
  };
  const reject = async () => {
    if (!reason.trim()) return toast('请填写拒绝原因');
    await opsRefundReject({ id: r.id, reason: reason.trim() }).then(() => toast('已拒绝', 'success')).catch(() => {});
  };
  return (
    <span className="zp-ops__inline">
      <button type="button" onClick={() => void approve()}>同意退款</button>
      <input aria-label="拒绝原因" placeholder="拒绝原因" value={reason} onChange={(e) => setReason(e.target.value)} />
      <button type="button" onClick={() => void reject()}>拒绝</button>
    </span>
  );
}

export default function RefundsOpsPage() {
  const [status, setStatus] = useState<RefundStatus | ''>('pending');
  const q = useApiQuery(opsRefundList, { status: status || undefined, pageIndex: 1, pageSize: 100 });
  return (
    <section aria-label="退款审核">
      <h1 className="zp-ops__h1">商城退款审核</h1>
      <p>
        <label>状态 <select aria-label="状态" value={status} onChange={(e) => setStatus(e.target.value as RefundStatus | '')}>
          <option value="">全部</option>
          {Object.entries(REFUND_STATUS_NAMES).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
        </select></label>
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无退款申请</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>订单号</th><th>买家</th><th>商品</th><th>实付 / 申请退款</th><th>原因</th><th>凭证</th><th>申请时订单</th><th>状态</th><th>申请时间</th><th>操作</th></tr></thead>
            <tbody>
              {q.data.list.map((r) => (
                <tr key={r.id}>
                  <td>{r.order.code}</td>
                  <td>{r.buyer}</td>
                  <td>{r.order.items.map((i) => <div key={i.id}>{i.title} {i.specText} ×{i.quantity}</div>)}</td>
                  <td>{fenToCurrency(r.order.total)} / <b>{fenToCurrency(r.amount)}</b></td>
                  <td>{r.reason}{r.content && <div>{r.content}</div>}</td>
                  <td>{r.images.map((src) => <a key={src} href={src} target="_blank" rel="noreferrer"><img src={src} alt="凭证" width={48} height={48} style={{ objectFit: 'cover', marginRight: 4 }} /></a>)}</td>
                  <td>{ORDER_STATUS_NAMES[r.fromStatus]}</td>
                  <td>{r.statusText}{r.rejectReason && <div>原因：{r.rejectReason}</div>}{r.staff && <div>{r.staff}</div>}</td>
                  <td><DateTime value={r.createdAt} /></td>
                  <td>{r.status === 'pending' && <Decide r={r} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
