/**
 * `#/ops/chat-reports` (审核): reports of chat messages and users (待处理 / 已处理) with what was reported; 隐藏消息,
 * 警告, 禁止发消息 (days), 驳回 — each asks first and is logged; 解除禁止; the log.
 */
import { useState } from 'react';
import * as cs from '@contract/chat-service';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';

const handle = mutation(cs.opsChatReportHandle, { invalidates: () => [cs.opsChatReports, cs.opsChatLog] });
const unban = mutation(cs.opsChatUnban, { invalidates: () => [cs.opsChatReports, cs.opsChatLog] });

type Action = (typeof cs.CHAT_MOD_ACTIONS)[number];

export default function ChatReportsOpsPage() {
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const q = useApiQuery(cs.opsChatReports, { status, pageIndex: 1, pageSize: 100 });
  const log = useApiQuery(cs.opsChatLog, { pageIndex: 1, pageSize: 50 });
  const [why, setWhy] = useState('');
  const [days, setDays] = useState('7');

  const act = async (id: number, action: Action, who: string) => {
    const d = Number(days);
    if (action === 'ban' && !(d >= 1 && d <= 3650)) return toast('请填写1–3650天');
    const what = action === 'ban' ? `禁止 ${who} 发消息 ${d} 天` : `${cs.CHAT_MOD_ACTION_NAMES[action]}（${who}）`;
    if (!(await confirm({ content: `${what}？`, confirmText: cs.CHAT_MOD_ACTION_NAMES[action], danger: action !== 'dismiss' }))) return;
    await handle({ id, action, days: d, reason: why.trim() }).then(() => toast('已处理', 'success')).catch(() => {});
  };
  const lift = async (userId: number, who: string) => {
    if (!(await confirm({ content: `解除 ${who} 的禁止发消息？`, confirmText: '解除' }))) return;
    await unban({ userId, reason: why.trim() }).then(() => toast('已解除', 'success')).catch(() => {});
  };

  return (
    <section aria-label="聊天举报">
      <h1 className="zp-ops__h1">聊天举报</h1>
      <div className="zp-ops__row" role="radiogroup" aria-label="状态">
        {(['open', 'handled'] as const).map((s) => (
          <label key={s}><input type="radio" checked={status === s} onChange={() => setStatus(s)} /> {s === 'open' ? '待处理' : '已处理'}</label>
        ))}
      </div>
      <div className="zp-ops__row">
        <span className="zp-ops__hint">处理时记录：</span>
        <label>理由 <input aria-label="处理理由" value={why} maxLength={200} placeholder="选填" style={{ width: 150 }} onChange={(e) => setWhy(e.target.value)} /></label>
        <label>禁止天数 <input aria-label="禁止天数" value={days} inputMode="numeric" style={{ width: 60 }} onChange={(e) => setDays(e.target.value)} /></label>
      </div>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无举报</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>类型</th><th>举报人</th><th>被举报</th><th>内容</th><th>说明</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((r) => (
              <tr key={r.id} data-testid="chat-report">
                <td><DateTime value={r.createdAt} /></td><td>{r.categoryName}</td><td>{r.reporter.name}</td>
                <td>{r.target.name}（ID {r.target.id}）{r.bannedUntil && <div className="zp-ops__tag">禁止至 <DateTime value={r.bannedUntil} /></div>}</td>
                <td>{r.message ? (r.message.image ? '[图片]' : r.message.text || r.message.preview) : '（举报用户）'}</td>
                <td>{r.reason}</td>
                <td>
                  {r.status === 'open' && <>
                    {r.message && <button type="button" onClick={() => void act(r.id, 'hide', r.target.name)}>隐藏消息</button>}
                    <button type="button" onClick={() => void act(r.id, 'warn', r.target.name)}>警告</button>
                    <button type="button" onClick={() => void act(r.id, 'ban', r.target.name)}>禁止发消息</button>
                    <button type="button" onClick={() => void act(r.id, 'dismiss', r.target.name)}>驳回</button>
                  </>}
                  {r.bannedUntil && <button type="button" onClick={() => void lift(r.target.id, r.target.name)}>解除禁止</button>}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <h2 className="zp-ops__h">处理日志</h2>
      {log.data && !log.data.list.length && <p className="zp-ops__empty">暂无记录</p>}
      {log.data && log.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>工作人员</th><th>操作</th><th>用户ID</th><th>理由</th></tr></thead>
            <tbody>{log.data.list.map((l) => (
              <tr key={l.id}><td><DateTime value={l.createdAt} /></td><td>{l.staffName}</td><td>{l.actionName}</td><td>{l.userId ?? ''}</td><td>{l.reason}</td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
