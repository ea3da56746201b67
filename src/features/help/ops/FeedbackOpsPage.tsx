/** `#/ops/feedback` (客服): users' feedback with screenshots (待答复 / 已答复); 答复 tells the user in his message centre. */
import { useState } from 'react';
import * as h from '@contract/help';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';

const answer = mutation(h.opsFeedbackAnswer, { invalidates: () => [h.opsFeedbackList] });

export default function FeedbackOpsPage() {
  const [status, setStatus] = useState<'open' | 'answered'>('open');
  const q = useApiQuery(h.opsFeedbackList, { status, pageIndex: 1, pageSize: 100 });
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const send = async (id: number, who: string) => {
    const text = (drafts[id] ?? '').trim();
    if (!text) return toast('请填写答复');
    if (!(await confirm({ content: `答复 ${who} 的反馈？`, confirmText: '答复' }))) return;
    await answer({ id, answer: text }).then(() => toast('已答复', 'success')).catch(() => {});
  };
  return (
    <section aria-label="意见反馈">
      <h1 className="zp-ops__h1">意见反馈</h1>
      <p>
        {(['open', 'answered'] as const).map((s) => (
          <label key={s} style={{ marginRight: 12 }}><input type="radio" checked={status === s} onChange={() => setStatus(s)} /> {s === 'open' ? '待答复' : '已答复'}</label>
        ))}
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无反馈</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>用户</th><th>类型</th><th>内容</th><th>截图</th><th>联系方式</th><th>答复</th></tr></thead>
            <tbody>{q.data.list.map((f) => (
              <tr key={f.id}>
                <td><DateTime value={f.createdAt} /></td><td>{f.user.name}</td><td>{f.typeName}</td><td>{f.content}</td>
                <td>{f.images.map((u) => <a key={u} href={u} target="_blank" rel="noreferrer"><img src={u} alt="截图" style={{ width: 48, height: 48, objectFit: 'cover', marginRight: 4 }} /></a>)}</td>
                <td>{f.contact}</td>
                <td>{f.status === 'answered'
                  ? <>{f.answer}<div className="zp-ops__tag">{f.answeredBy}</div></>
                  : <><textarea aria-label="答复" rows={2} maxLength={1000} value={drafts[f.id] ?? ''} onChange={(e) => setDrafts({ ...drafts, [f.id]: e.target.value })} />
                    <button type="button" onClick={() => void send(f.id, f.user.name)}>答复</button></>}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
