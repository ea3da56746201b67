/**
 * Conversations: open (1:1, clan group, team group), the list, detail, read position, unread counts, pin, 免打扰
 * and delete (contract/chat.ts).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/chat';
import { CHAT_MESSAGES as M, type Conversation } from '@contract/chat';
import { chatTopic, userTopic } from '@contract/realtime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { findClan } from '../clans/index';
import { isManager } from '../projects/index';
import { registerChatUnread } from '../messages/index';
import * as repo from './chat.repo';
import { peerOf, requireConversation, requireGroupRole, type ConversationAccess } from './chat.access';
import { titleOf, toConversation, toMessages } from './chat.views';

async function view(ctx: Ctx<'user'>, a: ConversationAccess): Promise<Conversation> {
  const peer = peerOf(a.conv, ctx.user.id);
  const [last] = await toMessages(ctx.db, await repo.lastMessages(ctx.db, [a.conv]), a.conv);
  const names = await displayNames(ctx.db, [peer]);
  const unread = await repo.unreadOfMember(ctx.db, a.conv.id, ctx.user.id);
  return toConversation(a.conv, a.me, unread, last ?? null, await titleOf(ctx.db, a.conv, ctx.user.id, peer, names));
}

// the message centre's 聊天 count (/user/message/count) is chat's unread total
registerChatUnread(async (db, userId) => (await repo.unreadTotals(db, userId)).total);

/** POST /chat/open */
export async function open(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatOpen>): Promise<Reply<typeof c.chatOpen>> {
  const me = ctx.user.id;
  const now = ctx.adapters.clock.now();
  let conv: repo.ConversationRow;
  if (p.kind === 'direct') {
    if (p.targetId === me) fail(M.self);
    if (p.targetId === 1 || !(await displayNames(ctx.db, [p.targetId])).has(p.targetId)) fail('用户不存在');
    const [lo, hi] = me < p.targetId ? [me, p.targetId] : [p.targetId, me];
    conv = await repo.conversationByKey(ctx.db, { kind: 'direct', key: `d:${lo}:${hi}`, projectId: null, clanId: null, now });
    await repo.join(ctx.db, conv.id, lo, now);
    await repo.join(ctx.db, conv.id, hi, now);
    await repo.updateMember(ctx.db, conv.id, me, { hidden: false });
  } else if (p.kind === 'clan') {
    const clan = await findClan(ctx.db, p.targetId);
    if (!clan) fail('族谱不存在');
    await requireGroupRole(ctx, 'clan', clan.projectId);
    conv = await repo.conversationByKey(ctx.db, { kind: 'clan', key: `c:${clan.id}`, projectId: clan.projectId, clanId: clan.id, now });
  } else if (p.kind === 'service') {
    return openService(ctx);
  } else {
    await requireGroupRole(ctx, 'team', p.targetId);
    conv = await repo.conversationByKey(ctx.db, { kind: 'team', key: `t:${p.targetId}`, projectId: p.targetId, clanId: null, now });
  }
  const a = await requireConversation(ctx, conv.id);
  if (a.me.hidden) await repo.updateMember(ctx.db, conv.id, me, { hidden: false });
  return view(ctx, { ...a, me: { ...a.me, hidden: false } });
}

/** POST /chat/service/open: his one customer-service conversation (made the first time). */
export async function openService(ctx: Ctx<'user'>): Promise<Reply<typeof c.chatOpen>> {
  const me = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const conv = await repo.conversationByKey(ctx.db, { kind: 'service', key: `s:${me}`, projectId: null, clanId: null, now });
  await repo.ensureTicket(ctx.db, conv.id, me, now);
  const a = await requireConversation(ctx, conv.id);
  if (a.me.hidden) await repo.updateMember(ctx.db, conv.id, me, { hidden: false });
  return view(ctx, { ...a, me: { ...a.me, hidden: false } });
}

/** GET /chat/conversations */
export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatConversations>): Promise<Reply<typeof c.chatConversations>> {
  const rows = await repo.conversationsOf(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const page = rows.slice(0, p.pageSize);
  const peers = page.map((r) => peerOf(r.c, ctx.user.id));
  const lasts = await toMessages(ctx.db, await repo.lastMessages(ctx.db, page.map((r) => r.c)));
  const names = await displayNames(ctx.db, peers);
  const out: Conversation[] = [];
  for (const [i, r] of page.entries()) {
    const last = lasts.find((m) => m.conversationId === r.c.id) ?? null;
    out.push(toConversation(r.c, r.m, r.unread, last, await titleOf(ctx.db, r.c, ctx.user.id, peers[i], names)));
  }
  return { list: out, hasNext: rows.length > p.pageSize };
}

/** GET /chat/conversation */
export async function detail(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatConversation>): Promise<Reply<typeof c.chatConversation>> {
  const a = await requireConversation(ctx, p.id);
  const base = await view(ctx, a);
  const peer = base.peer?.id ?? null;
  const peerRow = peer !== null ? await repo.memberOf(ctx.db, a.conv.id, peer) : undefined;
  const now = ctx.adapters.clock.now();
  return {
    ...base,
    peerReadSeq: peerRow ? peerRow.readSeq : null,
    blocked: peer !== null && await repo.isBlocked(ctx.db, ctx.user.id, peer),
    silencedUntil: a.me.silencedUntil && a.me.silencedUntil > now ? a.me.silencedUntil.toISOString() : null,
    canSilence: a.access !== null && isManager(a.access),
  };
}

/** GET /chat/readMessage: read up to seq (default: all). Publishes the read receipt and his new counts. */
export async function read(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatReadMessage>): Promise<Reply<typeof c.chatReadMessage>> {
  const a = await requireConversation(ctx, p.id);
  const readSeq = await repo.markRead(ctx.db, a.conv.id, ctx.user.id, p.seq ?? a.conv.lastSeq);
  const unread = await repo.unreadOfMember(ctx.db, a.conv.id, ctx.user.id);
  const { total } = await repo.unreadTotals(ctx.db, ctx.user.id);
  if (readSeq > a.me.readSeq) {
    if (a.conv.kind === 'direct') void ctx.req.server.hub.publish(chatTopic(a.conv.id), { type: 'chat.read', conversationId: a.conv.id, userId: ctx.user.id, readSeq });
    void ctx.req.server.hub.publish(userTopic(ctx.user.id), { type: 'chat.unread', conversationId: a.conv.id });
  }
  return { readSeq, unread, total };
}

/** GET /chat/unReadCount */
export function unreadCount(ctx: Ctx<'user'>): Promise<Reply<typeof c.chatUnReadCount>> {
  return repo.unreadTotals(ctx.db, ctx.user.id);
}

/** POST /chat/settings: pin, 免打扰. */
export async function settings(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatSettings>): Promise<Reply<typeof c.chatSettings>> {
  const a = await requireConversation(ctx, p.id);
  const set: { pinned?: boolean; muted?: boolean } = {};
  if (p.pinned !== undefined) set.pinned = p.pinned;
  if (p.muted !== undefined) set.muted = p.muted;
  if (!Object.keys(set).length) fail('请选择要修改的设置');
  await repo.updateMember(ctx.db, a.conv.id, ctx.user.id, set);
  void ctx.req.server.hub.publish(userTopic(ctx.user.id), { type: 'chat.unread', conversationId: a.conv.id });
  return view(ctx, { ...a, me: { ...a.me, ...set } });
}

/** POST /chat/delete: off his list, history cleared for him, all read. */
export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatDelete>): Promise<Reply<typeof c.chatDelete>> {
  const a = await requireConversation(ctx, p.id);
  await repo.clearFor(ctx.db, a.conv.id, ctx.user.id);
  void ctx.req.server.hub.publish(userTopic(ctx.user.id), { type: 'chat.unread', conversationId: a.conv.id });
  return { ok: true };
}
