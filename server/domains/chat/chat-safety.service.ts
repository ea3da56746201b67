/** Blocks (屏蔽), 禁言 in groups, and reports (举报) of a message or a user with a snapshot. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/chat';
import { CHAT_MESSAGES as M } from '@contract/chat';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { isManager } from '../projects/index';
import * as repo from './chat.repo';
import { requireConversation } from './chat.access';
import { toMessages } from './chat.views';

/** POST /chat/block */
export async function block(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatBlock>): Promise<Reply<typeof c.chatBlock>> {
  if (p.userId === ctx.user.id) fail('不能屏蔽自己');
  if (!(await displayNames(ctx.db, [p.userId])).has(p.userId)) fail('用户不存在');
  await repo.setBlock(ctx.db, ctx.user.id, p.userId, p.block, ctx.adapters.clock.now());
  return { blocked: p.block };
}

/** GET /chat/blocks */
export async function blocks(ctx: Ctx<'user'>): Promise<Reply<typeof c.chatBlocks>> {
  const ids = await repo.blockedIds(ctx.db, ctx.user.id);
  const names = await displayNames(ctx.db, ids);
  return { list: ids.map((id) => ({ id, name: names.get(id)?.name ?? `用户${id}` })) };
}

/** POST /chat/silence: a group's admin / 协管员 silences a member for `minutes` (0 lifts it). */
export async function silence(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatSilence>): Promise<Reply<typeof c.chatSilence>> {
  const a = await requireConversation(ctx, p.id);
  if (!a.access || !isManager(a.access)) fail('仅管理员、协管员可以禁言');
  if (p.userId === ctx.user.id) fail('不能禁言自己');
  if (!(await repo.memberOf(ctx.db, a.conv.id, p.userId))) fail('该用户不在群里');
  const until = p.minutes ? new Date(ctx.adapters.clock.now().getTime() + p.minutes * 60_000) : null;
  await repo.updateMember(ctx.db, a.conv.id, p.userId, { silencedUntil: until });
  return { silencedUntil: until?.toISOString() ?? null };
}

/** POST /chat/report: a message (id + seq; its sender is reported) or a user (userId), with a snapshot. */
export async function report(ctx: Ctx<'user'>, p: ParsedParams<typeof c.chatReport>): Promise<Reply<typeof c.chatReport>> {
  const now = ctx.adapters.clock.now();
  if (p.id !== undefined && p.seq !== undefined) {
    const a = await requireConversation(ctx, p.id);
    const m = await repo.messageBySeq(ctx.db, a.conv.id, p.seq);
    if (!m || m.seq <= a.me.clearedSeq) fail(M.messageNotFound);
    if (m.senderId === ctx.user.id) fail('不能举报自己的消息');
    const before = await repo.reportOf(ctx.db, ctx.user.id, a.conv.id, m.seq);
    if (before) return { id: before };
    const [message] = await toMessages(ctx.db, [m]);
    const id = await repo.insertReport(ctx.db, {
      reporterId: ctx.user.id, conversationId: a.conv.id, seq: m.seq, targetUserId: m.senderId, category: p.category, reason: p.reason,
      snapshot: { message, body: m.body, kind: a.conv.kind }, createdAt: now,
    });
    return { id: id ?? (await repo.reportOf(ctx.db, ctx.user.id, a.conv.id, m.seq))! };
  }
  if (p.userId === undefined) fail('请选择要举报的消息或用户');
  if (p.userId === ctx.user.id) fail('不能举报自己');
  const names = await displayNames(ctx.db, [p.userId]);
  const u = names.get(p.userId);
  if (!u) fail('用户不存在');
  const id = await repo.insertReport(ctx.db, {
    reporterId: ctx.user.id, conversationId: p.id ?? null, seq: null, targetUserId: p.userId, category: p.category, reason: p.reason,
    snapshot: { user: { id: u.id, name: u.name } }, createdAt: now,
  });
  return { id: id! };
}
