/** `#/ops/find-orders` (客服): 修谱服务 sign-ups from the ad page — call them, then mark 已联系 / 已完成 with a note. */
import { useState } from 'react';
import * as f from '@contract/find';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';

const handle = mutation(f.opsFindOrderHandle, { invalidates: () => [f.findOrderList, f.findOrderGet] });

export default function FindOrdersOpsPage() {
  const [status, setStatus] = useState<'' | 'new' | 'contacted' | 'done'>('new');
  const q = useApiQuery(f.findOrderList, { ...(status ? { status } : {}), pageIndex: 1, pageSize: 100 });
  const [notes, setNotes] = useState<Record<number, string>>({});
  const act = async (o: { id: number; name: string }, next: 'contacted' | 'done') => {
    if (!(await confirm({ content: `将 ${o.name} 的报名标记为${f.FIND_ORDER_STATUS_NAMES[next]}？`, confirmText: '确定' }))) return;
    await handle({ id: o.id, status: next, note: notes[o.id] ?? '' }).then(() => toast('已更新', 'success')).catch(() => {});
  };
  return (
    <section aria-label="修谱服务报名">
      <h1 className="zp-ops__h1">修谱服务报名</h1>
      <p>
        {(['new', 'contacted', 'done', ''] as const).map((s) => (
          <label key={s || 'all'} style={{ marginRight: 12 }}><input type="radio" checked={status === s} onChange={() => setStatus(s)} /> {s ? f.FIND_ORDER_STATUS_NAMES[s] : '全部'}</label>
        ))}
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无报名</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>姓名</th><th>手机号</th><th>姓氏</th><th>地区</th><th>需求</th><th>状态</th><th>备注</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((o) => (
              <tr key={o.id}>
                <td><DateTime value={o.createdAt} /></td><td>{o.name}</td><td>{o.phone}</td><td>{o.surname}</td><td>{o.region}</td><td>{o.message}</td><td>{o.statusName}</td>
                <td><input defaultValue={o.note} onChange={(e) => setNotes({ ...notes, [o.id]: e.target.value })} maxLength={200} /></td>
                <td>
                  {o.status === 'new' && <button type="button" onClick={() => void act(o, 'contacted')}>已联系</button>}
                  {o.status !== 'done' && <button type="button" onClick={() => void act(o, 'done')}>完成</button>}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
