/** `#/ops/withdrawals` (财务): withdrawals to review — approve (pays through the payout adapter) or reject (money back). */
import { useState } from 'react';
import { opsWithdrawList, WITHDRAW_STATUS_NAMES, type WithdrawStatus } from '@contract/growth';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { fenToCurrency } from '@src/lib/format';
import { approveWithdrawal, rejectWithdrawal } from '../growth.queries';

type Status = (typeof WithdrawStatus)['options'][number];

export default function WithdrawOpsPage() {
  const [status, setStatus] = useState<Status | ''>('pending');
  const q = useApiQuery(opsWithdrawList, { status: status || undefined, pageIndex: 1, pageSize: 100 });
  const [notes, setNotes] = useState<Record<number, string>>({});
  const approve = async (id: number, amount: number, name: string) => {
    if (!(await confirm({ title: '通过提现', content: `向 ${name} 打款 ${fenToCurrency(amount)}？` }))) return;
    await approveWithdrawal({ id }).then((w) => toast(w.status === 'paid' ? '已打款' : `打款失败：${w.note}`, w.status === 'paid' ? 'success' : 'fail')).catch(() => {});
  };
  const reject = async (id: number) => {
    const note = (notes[id] ?? '').trim();
    if (!note) return toast('请填写驳回原因');
    if (!(await confirm({ title: '驳回提现', content: '驳回后冻结金额退回用户钱包。确定驳回吗？' }))) return;
    await rejectWithdrawal({ id, note }).then(() => toast('已驳回', 'success')).catch(() => {});
  };
  return (
    <section aria-label="提现审核">
      <h1 className="zp-ops__h1">提现审核</h1>
      <label>状态 <select value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
        <option value="">全部</option>
        {(Object.keys(WITHDRAW_STATUS_NAMES) as Status[]).map((s) => <option key={s} value={s}>{WITHDRAW_STATUS_NAMES[s]}</option>)}
      </select></label>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无提现申请</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>用户</th><th>实名</th><th>金额</th><th>申请时间</th><th>状态</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((w) => (
              <tr key={w.id} data-withdrawal={w.id}>
                <td>{w.id}</td><td>{w.nickname}（{w.userId}）</td><td>{w.realName || '—'}</td><td>{fenToCurrency(w.amountFen)}</td>
                <td><DateTime value={w.createdAt} /></td><td>{WITHDRAW_STATUS_NAMES[w.status]}{w.note ? `：${w.note}` : ''}</td>
                <td>{w.status === 'pending' ? (
                  <>
                    <button type="button" onClick={() => void approve(w.id, w.amountFen, w.realName || w.nickname)}>通过并打款</button>{' '}
                    <input aria-label="驳回原因" placeholder="驳回原因" value={notes[w.id] ?? ''} maxLength={100} onChange={(e) => setNotes({ ...notes, [w.id]: e.target.value })} style={{ width: 100 }} />{' '}
                    <button type="button" onClick={() => void reject(w.id)}>驳回</button>
                  </>
                ) : '—'}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
