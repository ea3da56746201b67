/**
 * `#/ops/content-reports` (审核): the report queue (待处理 / 已处理) with 隐藏 and 恢复 of the reported post or reply, 禁止发布 /
 * 恢复发布 of a user, and the moderators' log. Every action asks first and is logged on the server.
 */
import { useState } from 'react';
import * as c from '@contract/content';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';

const hide = mutation(c.opsContentHide, { invalidates: () => [c.opsContentReports, c.opsContentLog] });
const lock = mutation(c.opsContentLock, { invalidates: () => [c.opsContentLog] });

export default function ContentReportsOpsPage() {
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const q = useApiQuery(c.opsContentReports, { status, pageIndex: 1, pageSize: 100 });
  const log = useApiQuery(c.opsContentLog, { pageIndex: 1, pageSize: 50 });
  const [userId, setUserId] = useState('');
  const [why, setWhy] = useState('');

  const act = async (id: number, hidden: boolean, title: string, replyId?: number) => {
    const what = replyId ? `评论“${title}”` : `“${title}”`;
    if (!(await confirm({ content: `${hidden ? '隐藏' : '恢复'}${what}？`, confirmText: hidden ? '隐藏' : '恢复', danger: hidden }))) return;
    await hide({ id, replyId, hidden, reason: why.trim() }).then(() => toast(hidden ? '已隐藏' : '已恢复', 'success')).catch(() => {});
  };
  const restrict = async (locked: boolean) => {
    const uid = Number(userId);
    if (!uid) return toast('请填写用户ID');
    if (!(await confirm({ content: `${locked ? '禁止' : '恢复'}用户 ${uid} 发布内容？`, confirmText: locked ? '禁止' : '恢复', danger: locked }))) return;
    await lock({ userId: uid, locked, reason: why.trim() }).then(() => toast('已处理', 'success')).catch(() => {});
  };

  return (
    <section aria-label="内容举报">
      <h1 className="zp-ops__h1">内容举报</h1>
      <fieldset className="zp-ops__form">
        <legend>处理</legend>
        <label>理由 <input value={why} onChange={(e) => setWhy(e.target.value)} maxLength={200} placeholder="记入日志" /></label>
        <label>用户ID <input value={userId} onChange={(e) => setUserId(e.target.value)} style={{ width: 80 }} /></label>
        <button type="button" onClick={() => void restrict(true)}>禁止发布</button>
        <button type="button" onClick={() => void restrict(false)}>恢复发布</button>
      </fieldset>
      <p>
        <label><input type="radio" checked={status === 'open'} onChange={() => setStatus('open')} /> 待处理</label>{' '}
        <label><input type="radio" checked={status === 'handled'} onChange={() => setStatus('handled')} /> 已处理</label>
      </p>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">{status === 'open' ? '没有待处理的举报' : '暂无记录'}</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>内容</th><th>作者</th><th>举报人</th><th>理由</th><th>状态</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((r) => (
              <tr key={r.id}>
                <td><DateTime value={r.createdAt} /></td>
                <td>
                  {r.reply && <div data-testid="reported-reply">评论：{r.reply.body}</div>}
                  <a href={`#/content/details?id=${r.content.id}`} target="_blank" rel="noreferrer">{r.reply ? '所在内容：' : ''}{r.content.title || r.content.summary || `#${r.content.id}`}</a>
                </td>
                <td>{r.reply ? `${r.reply.userName}（${r.reply.userId}）` : `${r.content.author.name}（${r.content.author.id}）`}</td>
                <td>{r.reporterName}</td>
                <td>{r.reason}</td>
                <td>{r.reply ? (r.reply.hidden ? '评论已隐藏' : '评论正常') : r.content.statusName}</td>
                <td>
                  {r.reply ? (
                    <button type="button" onClick={() => void act(r.content.id, !r.reply!.hidden, r.reply!.body, r.reply!.id)}>{r.reply.hidden ? '恢复评论' : '隐藏评论'}</button>
                  ) : (
                    <>
                      {r.content.status === 'published' && <button type="button" onClick={() => void act(r.content.id, true, r.content.title || r.content.summary)}>隐藏</button>}
                      {r.content.status === 'hidden' && <button type="button" onClick={() => void act(r.content.id, false, r.content.title || r.content.summary)}>恢复</button>}
                    </>
                  )}
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <h2>操作日志</h2>
      {log.data && !log.data.list.length && <p className="zp-ops__empty">暂无操作</p>}
      {log.data && log.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>审核员</th><th>操作</th><th>内容ID</th><th>用户ID</th><th>理由</th></tr></thead>
            <tbody>{log.data.list.map((l) => (
              <tr key={l.id}><td><DateTime value={l.createdAt} /></td><td>{l.staffName}</td><td>{l.actionName}</td><td>{l.contentId ?? ''}</td><td>{l.userId ?? ''}</td><td>{l.reason}</td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
