/**
 * Messages: send (idempotent by clientId; blocks, 禁言 and the sensitive-word filter), history by seq, recall within
 * 2 minutes. Events go out after the commit: `chat:<id>` (the message) and, in 1:1, `user:<peer>` (his badge).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/chat';
import { CHAT_MESSAGES as M, EMOJI, RECALL_WINDOW_MS, type ChatMessage } from '@contract/chat';
import { chatTopic, userTopic } from '@contract/realtime';
import type { Ctx } from '../../http/context';
import { isUniqueViolation } from '../../db/errors';
import { fail } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { ownImage } from '../files/index';
import { clanAccess } from '../clans/index';
import { locateMember } from '../clan-members/index';
import { requireProjectRole } from '../projects/index';
import * as repo from './chat.repo';
import { peerOf, requireConversation, serviceOwner } from './chat.access';
import { toMessages } from './chat.views';

type SendParams = ParsedParams<typeof c.chatSend>;

/** The stored body of a message of each type, checked. */
async function bodyOf(ctx: Ctx<'user'>, p: SendParams): Promise<Record<string, unknown>> {
  switch (p.type) {
    case 'text': {
      const text = (p.text ?? '').trim();
      if (!text) fail(M.empty);
      if (findSensitive(text).length) fail(SENSITIVE_MESSAGE);
      return { text };
    }
    case 'emoji':
      if (!EMOJI.includes(p.text as (typeof EMOJI)[number])) fail('没有这个表情');
      return { text: p.text };
    case 'image': {
      const f = p.fileId ? await ownImage(ctx, p.fileId) : undefined;
      if (!f) fail(M.imageNotFound);
      return { fileId: f.id, url: f.url, thumbUrl: f.thumbUrl ?? f.url, width: f.width ?? null, height: f.height ?? null };
    }
    case 'card': {
      const m = p.memberId ? await locateMember(ctx.db, p.memberId) : undefined;
      if (!m) fail('族人不存在');
      await requireProjectRole(ctx, m.projectId, 'visitor');
      return { memberId: m.id, projectId: m.projectId, clanId: m.clanId, name: m.fullName, generation: m.generation };
    }
    case 'clan': {
      if (!p.clanId) fail('请选择族谱');
      const { clan } = await clanAccess(ctx, p.clanId);
      return { clanId: clan.id, projectId: clan.projectId, name: clan.name };
    }
  }
}

async function one(ctx: Ctx, row: repo.MessageRow, conv?: repo.ConversationRow): Promise<ChatMessage> {
  return (await toMessages(ctx.db, [row], conv))[0];
}

/** POST /chat/send */
export async function send(ctx: Ctx<'user'>, p: SendParams): Promise<Reply<typeof c.chatSend>> {
  const me = ctx.user.id;
  const a = await requireConversation(ctx, p.id);
  const again = await repo.messageByClientId(ctx.db, a.conv.id, me, p.clientId);
  if (again) return one(ctx, again, a.conv);
  const now = ctx.adapters.clock.now();
  if (a.me.silencedUntil && a.me.silencedUntil > now) fail(M.silenced);
  const ban = await repo.banOf(ctx.db, me);
  if (ban && ban > now) fail(M.banned);
  const peer = peerOf(a.conv, me);
  if (peer !== null) {
    if (await repo.isBlocked(ctx.db, peer, me)) fail(M.blockedByPeer);
    if (await repo.isBlocked(ctx.db, me, peer)) fail(M.blockedPeer);
  }
  const body = await bodyOf(ctx, p);
  let row: repo.MessageRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const seq = await repo.nextSeq(tx, a.conv.id, now);
      const r = await repo.insertMessage(tx, { conversationId: a.conv.id, seq, senderId: me, clientId: p.clientId, type: p.type, body, createdAt: now });
      await repo.markRead(tx, a.conv.id, me, seq);
      await repo.unhide(tx, a.conv.id);
      if (a.conv.kind === 'service') {
        if (a.staff) {
          await repo.staffRead(tx, a.conv.id, seq);
          await repo.claimTicket(tx, a.conv.id, me);
        } else await repo.reopenTicket(tx, a.conv.id, now);
      }
      return r;
    });
  } catch (e) {
    // the same clientId sent twice at once: the other request stored it
    if (!isUniqueViolation(e)) throw e;
    const first = await repo.messageByClientId(ctx.db, a.conv.id, me, p.clientId);
    if (!first) throw e;
    return one(ctx, first, a.conv);
  }
  const message = await one(ctx, row, a.conv);
  void ctx.req.server.hub.publish(chatTopic(a.conv.id), { type: 'chat.message', message });
  // a 客服's answer moves the user's badge
  if (a.staff) void ctx.req.server.hub.publish(userTopic(serviceOwner(a.conv)), { type: 'chat.unread', conversationId: a.conv.id });
  if (peer !== null) void ctx.req.server.hub.publish(userTopic(peer), { type: 'chat.unread', conversationId: a.conv.id });
  return message;
}

/** GET /chat/messages: ascending; `before` pages back, `after` fetches what came since. Cleared history stays hidden. */
export async function history(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatMessages>): Promise<Reply<typeof c.chatMessages>> {
  const a = await requireConversation(ctx, p.id);
  const floor = a.me.clearedSeq;
  let rows: repo.MessageRow[];
  let hasMore: boolean;
  if (p.after !== undefined) {
    rows = await repo.messagesAfter(ctx.db, a.conv.id, Math.max(p.after, floor), p.size + 1);
    hasMore = rows.length > p.size;
    rows = rows.slice(0, p.size);
  } else {
    rows = await repo.messagesBefore(ctx.db, a.conv.id, p.before ?? a.conv.lastSeq + 1, floor, p.size + 1);
    hasMore = rows.length > p.size;
    rows = rows.slice(0, p.size).reverse();
  }
  if (a.staff && rows.length) await repo.staffRead(ctx.db, a.conv.id, rows[rows.length - 1].seq);
  return { list: await toMessages(ctx.db, rows, a.conv), hasMore, lastSeq: a.conv.lastSeq };
}

/** POST /chat/recall: his own message, within 2 minutes; kept as "XX撤回了一条消息". */
export async function recall(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatRecall>): Promise<Reply<typeof c.chatRecall>> {
  const a = await requireConversation(ctx, p.id);
  const m = await repo.messageBySeq(ctx.db, a.conv.id, p.seq);
  if (!m || m.seq <= a.me.clearedSeq) fail(M.messageNotFound);
  if (m.senderId !== ctx.user.id) fail(M.recallOthers);
  if (m.recalledAt || m.hiddenAt) return one(ctx, m, a.conv);
  const now = ctx.adapters.clock.now();
  if (now.getTime() - m.createdAt.getTime() > RECALL_WINDOW_MS) fail(M.recallLate);
  const done = await repo.recall(ctx.db, a.conv.id, p.seq, now);
  const message = await one(ctx, done ?? (await repo.messageBySeq(ctx.db, a.conv.id, p.seq))!, a.conv);
  if (done) {
    void ctx.req.server.hub.publish(chatTopic(a.conv.id), { type: 'chat.recall', message });
    const peer = peerOf(a.conv, ctx.user.id);
    if (peer !== null) void ctx.req.server.hub.publish(userTopic(peer), { type: 'chat.unread', conversationId: a.conv.id });
  }
  return message;
}
