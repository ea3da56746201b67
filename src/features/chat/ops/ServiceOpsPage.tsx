/**
 * `#/ops/service` (客服): the queue of customer-service conversations (进行中 / 我的 / 已结束, 未回复 first), one
 * conversation's messages (live over `chat:<id>`, polled as the fallback), 回复 with 快捷回复, 接单 / 放回队列,
 * 结束会话, and the canned answers kept here.
 */
import { useEffect, useRef, useState } from 'react';
import * as cs from '@contract/chat-service';
import type { ChatMessage } from '@contract/chat';
import { chatTopic } from '@contract/realtime';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';
import { useTopic } from '@src/lib/realtime';
import { newClientId } from '../timeline';
import { fetchServiceMessages } from '../chat.queries';
import './service-ops.css';

const stale = () => [cs.opsServiceList];
const send = mutation(cs.opsServiceSend, { invalidates: stale });
const assign = mutation(cs.opsServiceAssign, { invalidates: stale });
const close = mutation(cs.opsServiceClose, { invalidates: stale });
const saveReply = mutation(cs.opsServiceReplySave, { invalidates: () => [cs.opsServiceReplies] });
const deleteReply = mutation(cs.opsServiceReplyDelete, { invalidates: () => [cs.opsServiceReplies] });

type Queue = 'open' | 'mine' | 'closed';
const QUEUES: [Queue, string][] = [['open', '进行中'], ['mine', '我的'], ['closed', '已结束']];

function Conversation({ id, onClosed }: { id: number; onClosed: () => void }) {
  const [ticket, setTicket] = useState<cs.ServiceTicket | null>(null);
  const [list, setList] = useState<ChatMessage[]>([]);
  const [error, setError] = useState('');
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const last = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  const replies = useApiQuery(cs.opsServiceReplies, {});

  const load = async (fresh = false) => {
    try {
      const r = await fetchServiceMessages(fresh ? { id, size: 100 } : { id, after: last.current, size: 100 });
      setTicket(r.ticket);
      setError('');
      if (fresh || r.list.length) {
        setList((old) => {
          const all = fresh ? r.list : [...old.filter((m) => !r.list.some((n) => n.seq === m.seq)), ...r.list];
          last.current = all.length ? all[all.length - 1].seq : 0;
          return all.sort((a, b) => a.seq - b.seq);
        });
        requestAnimationFrame(() => box.current?.scrollTo({ top: box.current.scrollHeight }));
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : '加载失败');
    }
  };
  const { live } = useTopic(chatTopic(id), (e: { type?: string; message?: ChatMessage }) => {
    if (e?.type === 'chat.recall' && e.message) setList((old) => old.map((m) => (m.seq === e.message!.seq ? e.message! : m)));
    else void load();
  });
  useEffect(() => { last.current = 0; setList([]); void load(true); }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const t = setInterval(() => void load(), live ? 30_000 : 4000);
    return () => clearInterval(t);
  }, [id, live]); // eslint-disable-line react-hooks/exhaustive-deps

  const reply = async () => {
    const text = draft.trim();
    if (!text) return toast('请输入回复内容');
    setBusy(true);
    try {
      await send({ id, clientId: newClientId(), text });
      setDraft('');
      await load();
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const take = async (mine: boolean) => { await assign({ id, mine }).then((t) => setTicket(t)).catch(() => {}); };
  const end = async () => {
    if (!(await confirm({ content: '结束这个会话？用户再次发消息时会重新进入队列。', confirmText: '结束会话', danger: true }))) return;
    await close({ id }).then((t) => { setTicket(t); toast('已结束', 'success'); onClosed(); }).catch(() => {});
  };

  if (error && !ticket) return <p className="zp-ops__empty">{error}</p>;
  if (!ticket) return <p>加载中…</p>;
  return (
    <section className="zp-svc__room" aria-label="客服会话">
      <header className="zp-svc__head">
        <b>{ticket.user.name}</b> <span>{ticket.user.phone}</span> <span className="zp-ops__tag">{ticket.statusName}</span>
        <span>{ticket.assignee ? `接待：${ticket.assignee.name}` : '未分配'}</span>
        <span className="zp-svc__grow" />
        {ticket.status === 'open' && !ticket.assignee && <button type="button" onClick={() => void take(true)}>接单</button>}
        {ticket.status === 'open' && ticket.assignee && <button type="button" onClick={() => void take(false)}>放回队列</button>}
        {ticket.status === 'open' && <button type="button" onClick={() => void end()}>结束会话</button>}
      </header>
      <div className="zp-svc__messages" ref={box} aria-label="消息">
        {!list.length && <p className="zp-ops__empty">用户还没有发消息</p>}
        {list.map((m) => (
          <div key={m.seq} className={`zp-svc__msg ${m.sender.id === ticket.user.id ? '' : 'zp-svc__msg--staff'}`} data-testid="service-message">
            <div className="zp-svc__meta">{m.sender.name} · <DateTime value={m.createdAt} /></div>
            <div className="zp-svc__bubble">
              {m.image ? <a href={m.image.url} target="_blank" rel="noreferrer"><img src={m.image.thumbUrl} alt="图片" /></a> : m.type === 'text' ? m.text : m.preview}
            </div>
          </div>
        ))}
      </div>
      {ticket.status === 'open' ? (
        <div className="zp-svc__compose">
          <select aria-label="快捷回复" value="" onChange={(e) => { const r = replies.data?.list.find((x) => String(x.id) === e.target.value); if (r) setDraft(r.text); }}>
            <option value="">快捷回复…</option>
            {replies.data?.list.map((r) => <option key={r.id} value={r.id}>{r.title}</option>)}
          </select>
          <textarea aria-label="回复内容" value={draft} maxLength={2000} rows={3} onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void reply(); }} />
          <button type="button" disabled={busy} onClick={() => void reply()}>发送</button>
        </div>
      ) : <p className="zp-ops__empty">会话已结束</p>}
    </section>
  );
}

function CannedReplies() {
  const q = useApiQuery(cs.opsServiceReplies, {});
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const add = async () => {
    if (!title.trim() || !text.trim()) return toast('请填写标题和内容');
    await saveReply({ title, text }).then(() => { setTitle(''); setText(''); toast('已添加', 'success'); }).catch(() => {});
  };
  const remove = async (r: { id: number; title: string }) => {
    if (!(await confirm({ content: `删除快捷回复“${r.title}”？`, confirmText: '删除', danger: true }))) return;
    await deleteReply({ id: r.id }).catch(() => {});
  };
  return (
    <details className="zp-svc__canned">
      <summary>快捷回复管理（{q.data?.list.length ?? 0}）</summary>
      <ul>{q.data?.list.map((r) => <li key={r.id}><b>{r.title}</b>：{r.text} <button type="button" onClick={() => void remove(r)}>删除</button></li>)}</ul>
      <p>
        <input aria-label="快捷回复标题" placeholder="标题" value={title} maxLength={30} onChange={(e) => setTitle(e.target.value)} />
        <input aria-label="快捷回复内容" placeholder="内容" value={text} maxLength={500} onChange={(e) => setText(e.target.value)} style={{ width: '50%' }} />
        <button type="button" onClick={() => void add()}>添加</button>
      </p>
    </details>
  );
}

export default function ServiceOpsPage() {
  const [queue, setQueue] = useState<Queue>('open');
  const [picked, setPicked] = useState<number | null>(null);
  const q = useApiQuery(cs.opsServiceList, { status: queue, pageIndex: 1, pageSize: 100 }, { refetchInterval: 5000 });
  return (
    <section aria-label="在线客服">
      <h1 className="zp-ops__h1">在线客服</h1>
      <p>
        {QUEUES.map(([k, name]) => (
          <label key={k} style={{ marginRight: 12 }}><input type="radio" checked={queue === k} onChange={() => setQueue(k)} /> {name}</label>
        ))}
      </p>
      <div className="zp-svc">
        <ul className="zp-svc__queue" aria-label="会话队列">
          {q.isPending && <li>加载中…</li>}
          {q.isError && <li className="zp-ops__empty">加载失败</li>}
          {q.data && !q.data.list.length && <li className="zp-ops__empty">暂无会话</li>}
          {q.data?.list.map((t) => (
            <li key={t.conversationId}>
              <button type="button" className={`zp-svc__ticket ${picked === t.conversationId ? 'zp-svc__ticket--on' : ''}`} onClick={() => setPicked(t.conversationId)} data-testid="service-ticket">
                <span className="zp-svc__who">{t.user.name}{t.unanswered > 0 && <span className="zp-svc__badge">{t.unanswered}</span>}</span>
                <span className="zp-svc__last">{t.last?.preview ?? '（无消息）'}</span>
                <span className="zp-svc__last">{t.assignee ? `接待：${t.assignee.name}` : '未分配'} · <DateTime value={t.lastAt} /></span>
              </button>
            </li>
          ))}
        </ul>
        {picked ? <Conversation key={picked} id={picked} onClosed={() => void q.refetch()} /> : <p className="zp-ops__empty zp-svc__room">请选择左侧的会话</p>}
      </div>
      <CannedReplies />
    </section>
  );
}
