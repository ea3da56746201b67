/**
 * /pages/chat/index?id=: one conversation. History by seq (查看更早的消息), live messages, recalls and read
 * receipts over `chat:<id>`; after a reconnect (or while not live, every few seconds) it asks for what came after the
 * last seq it holds. Sends are idempotent by clientId: a failed send is retried with the same id.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionSheet, Button, Input, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EMOJI, RECALL_WINDOW_MS, type ChatEvent, type ChatMessage, type MessageType } from '@contract/chat';
import { SERVICE_WELCOME } from '@contract/chat-service';
import { FILE_TYPE } from '@contract/files';
import { chatTopic } from '@contract/realtime';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { confirm, copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { acceptFor, PICK_ERROR, uploadFile } from '@src/lib/upload';
import { useTopic } from '@src/lib/realtime';
import { blockUser, changeSettings, chatQueries, deleteConversation, fetchMessages, readMessages, recallMessage, sendMessage } from '../chat.queries';
import { contiguousLast, hasGap, mergeMessages, newClientId } from '../timeline';
import { MessageItem, type Shown } from '../components/MessageItem';
import '../chat.css';

interface Outgoing { clientId: string; type: MessageType; text?: string; fileId?: number; preview: string; failed: boolean }

const POLL_MS = 5000;

export default function ChatPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom);
  const detail = useQuery({ ...chatQueries.conversation(id), enabled: id > 0 });
  const [list, setList] = useState<ChatMessage[]>([]);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [peerRead, setPeerRead] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const [emoji, setEmoji] = useState(false);
  const [menu, setMenu] = useState(false);
  const [picked, setPicked] = useState<Shown | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const listRef = useRef(list);
  useEffect(() => { listRef.current = list; });

  const toBottom = () => requestAnimationFrame(() => scroller.current?.scrollTo({ top: scroller.current.scrollHeight }));

  // the newest page first
  useEffect(() => {
    if (!(id > 0)) return;
    let gone = false;
    fetchMessages({ id, size: 30 }).then((r) => {
      if (gone) return;
      setList(r.list);
      setHasMore(r.hasMore);
      setLoaded(true);
      toBottom();
    }, () => setLoaded(true));
    return () => { gone = true; };
  }, [id]);

  useEffect(() => { if (detail.data) setPeerRead(detail.data.peerReadSeq); }, [detail.data]);

  /** What came after the last seq held without a gap (a reconnect, a missed event, the fallback poll). */
  const catchUp = useCallback(async () => {
    const after = contiguousLast(listRef.current);
    try {
      const r = await fetchMessages({ id, after, size: 100 });
      if (r.list.length) {
        setList((l) => mergeMessages(l, r.list));
        toBottom();
      }
    } catch { /* shown */ }
  }, [id]);

  // useTopic keeps the latest handler (a ref): a plain function sees this render's state
  const onEvent = (e: ChatEvent) => {
    if (e.type === 'chat.read') {
      if (e.userId !== me?.id) setPeerRead((x) => Math.max(x ?? 0, e.readSeq));
      return;
    }
    if (e.type === 'chat.message' && hasGap(listRef.current, e.message)) void catchUp();
    setList((l) => mergeMessages(l, [e.message]));
    if (e.type === 'chat.message') toBottom();
  };
  const { live } = useTopic<ChatEvent>(id > 0 ? chatTopic(id) : null, (e) => onEvent(e));

  // live again after a drop: fetch what was missed; not live: poll
  const wasLive = useRef(false);
  useEffect(() => {
    if (live && !wasLive.current && loaded) void catchUp();
    wasLive.current = live;
    if (live) return;
    const t = setInterval(() => void catchUp(), POLL_MS);
    return () => clearInterval(t);
  }, [live, loaded, catchUp]);

  // read what is shown
  const lastSeq = list.length ? list[list.length - 1].seq : 0;
  const readTo = useRef(0);
  useEffect(() => {
    if (!(id > 0) || !lastSeq || lastSeq <= readTo.current || document.visibilityState === 'hidden') return;
    readTo.current = lastSeq;
    readMessages({ id, seq: lastSeq }).catch(() => { readTo.current = 0; });
  }, [id, lastSeq]);

  const send = async (o: Outgoing) => {
    setOutbox((b) => [...b.filter((x) => x.clientId !== o.clientId), { ...o, failed: false }]);
    toBottom();
    try {
      const m = await sendMessage({ id, clientId: o.clientId, type: o.type, text: o.text, fileId: o.fileId });
      setList((l) => mergeMessages(l, [m]));
      setOutbox((b) => b.filter((x) => x.clientId !== o.clientId));
    } catch {
      setOutbox((b) => b.map((x) => (x.clientId === o.clientId ? { ...x, failed: true } : x)));
    }
  };

  const sendText = () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    void send({ clientId: newClientId(), type: 'text', text, preview: text, failed: false });
  };

  const onPickImage = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return toast(PICK_ERROR);
    try {
      const up = await uploadFile(f, { type: FILE_TYPE.image });
      await send({ clientId: newClientId(), type: 'image', fileId: up.id, preview: '[图片]', failed: false });
    } catch { /* shown */ }
  };

  const older = async () => {
    if (!list.length) return;
    const el = scroller.current;
    const before = el?.scrollHeight ?? 0;
    try {
      const r = await fetchMessages({ id, before: list[0].seq, size: 30 });
      setList((l) => mergeMessages(l, r.list));
      setHasMore(r.hasMore);
      requestAnimationFrame(() => { if (el) el.scrollTop = el.scrollHeight - before; });
    } catch { /* shown */ }
  };

  const shown: Shown[] = useMemo(() => {
    const mine = (m: ChatMessage) => m.sender.id === me?.id;
    const myLast = [...list].reverse().find((m) => mine(m) && m.type !== 'recalled')?.seq;
    const out: Shown[] = list.map((m) => ({ m, mine: mine(m), ...(peerRead !== null && m.seq === myLast ? { read: peerRead >= m.seq } : {}) }));
    for (const o of outbox) {
      out.push({
        m: { conversationId: id, seq: 0, clientId: o.clientId, sender: { id: me?.id ?? 0, name: me?.nickname ?? '我' }, type: o.type, text: o.text ?? o.preview, image: null, card: null, clan: null, preview: o.preview, createdAt: '' },
        mine: true, pending: !o.failed, failed: o.failed,
      });
    }
    return out;
  }, [list, outbox, me, peerRead, id]);

  const press = (s: Shown) => {
    if (s.failed) {
      const o = outbox.find((x) => x.clientId === s.m.clientId);
      if (o) void send(o);
      return;
    }
    if (!s.pending) setPicked(s);
  };

  const c = detail.data;
  const pickedActions = picked ? [
    ...(picked.m.type === 'text' ? [{ key: 'copy', text: '复制' }] : []),
    ...(picked.mine && Date.now() - Date.parse(picked.m.createdAt) <= RECALL_WINDOW_MS ? [{ key: 'recall', text: '撤回' }] : []),
    ...(!picked.mine ? [{ key: 'report', text: '举报', danger: true }] : []),
  ] : [];
  const onPicked = async (key: string | number) => {
    const s = picked;
    setPicked(null);
    if (!s) return;
    try {
      if (key === 'copy') await copyText(s.m.text);
      if (key === 'recall') {
        const r = await recallMessage({ id, seq: s.m.seq });
        setList((l) => mergeMessages(l, [r]));
      }
      if (key === 'report') navigate(`/pages/chat/report?id=${id}&seq=${s.m.seq}`);
    } catch { /* shown */ }
  };

  const menuActions = c ? [
    { key: 'pin', text: c.pinned ? '取消置顶' : '置顶聊天' },
    { key: 'mute', text: c.muted ? '关闭消息免打扰' : '消息免打扰' },
    ...(c.peer ? [{ key: 'block', text: c.blocked ? '解除屏蔽' : '屏蔽对方' }, { key: 'report', text: '举报对方' }] : []),
    { key: 'delete', text: '删除聊天', danger: true },
  ] : [];
  const onMenu = async (key: string | number) => {
    setMenu(false);
    if (!c) return;
    try {
      if (key === 'pin') await changeSettings({ id, pinned: !c.pinned });
      if (key === 'mute') await changeSettings({ id, muted: !c.muted });
      if (key === 'block' && c.peer) {
        if (!c.blocked && !(await confirm(`屏蔽后将不再收到${c.peer.name}的消息，确定屏蔽吗？`))) return;
        await blockUser({ userId: c.peer.id, block: !c.blocked });
        toast(c.blocked ? '已解除屏蔽' : '已屏蔽', 'success');
      }
      if (key === 'report' && c.peer) navigate(`/pages/chat/report?userId=${c.peer.id}&id=${id}`);
      if (key === 'delete') {
        if (!(await confirm('删除后将清空你这边的聊天记录，确定删除吗？'))) return;
        await deleteConversation({ id });
        navigate(-1);
      }
    } catch { /* shown */ }
  };

  if (!(id > 0)) return <PageLayout title="聊天"><ErrorState error={new Error('会话不存在')} /></PageLayout>;
  return (
    <PageLayout title={c ? c.title : '聊天'} right={c ? <a onClick={() => setMenu(true)} aria-label="聊天设置">···</a> : undefined}>
      {detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !loaded || detail.isPending ? (
        <LoadingState />
      ) : (
        <div className="zp-chat-page">
          <div className="zp-chat-scroll" ref={scroller} data-testid="chat-scroll">
            {hasMore && <div className="zp-chat-more" role="button" onClick={() => void older()}>查看更早的消息</div>}
            {c?.kind === 'service' && <div className="zp-chat-notice">{SERVICE_WELCOME}</div>}
            {!shown.length && c?.kind !== 'service' && <div className="zp-chat-notice">还没有消息，打个招呼吧</div>}
            {shown.map((s) => <MessageItem key={s.m.seq || s.m.clientId} s={s} showName={c?.kind !== 'direct'} onPress={press} />)}
          </div>
          {c?.silencedUntil && <div className="zp-chat-notice">你已被禁言</div>}
          <div className="zp-chat-bar">
            <Input placeholder="说点什么…" value={draft} onChange={setDraft} onEnterPress={sendText} maxLength={2000} aria-label="消息" />
            <Button size="small" fill="none" onClick={() => setEmoji(true)}>表情</Button>
            <Button size="small" fill="none" onClick={() => file.current?.click()}>图片</Button>
            <Button size="small" color="primary" onClick={sendText} disabled={!draft.trim()}>发送</Button>
          </div>
          <input ref={file} type="file" accept={acceptFor(FILE_TYPE.image)} hidden onChange={(e) => void onPickImage(e)} data-testid="chat-image-input" />
        </div>
      )}
      <Popup visible={emoji} onMaskClick={() => setEmoji(false)}>
        <div className="zp-chat-emoji">
          {EMOJI.map((e) => (
            <Button key={e} size="small" onClick={() => { setEmoji(false); void send({ clientId: newClientId(), type: 'emoji', text: e, preview: `[${e}]`, failed: false }); }}>{e}</Button>
          ))}
        </div>
      </Popup>
      <ActionSheet visible={!!picked} actions={pickedActions} onAction={(a) => void onPicked(a.key)} onClose={() => setPicked(null)} cancelText="取消" />
      <ActionSheet visible={menu} actions={menuActions} onAction={(a) => void onMenu(a.key)} onClose={() => setMenu(false)} cancelText="取消" />
    </PageLayout>
  );
}
