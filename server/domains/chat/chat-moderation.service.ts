/**
 * The moderators' queue of chat reports (/ops/chat/*, role moderator 审核; service may read and handle it too): hide
 * the reported message, warn the user (a notice in his message centre), ban him from sending chat messages for some
 * days, or dismiss — each handled in one transaction with its log line.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/chat-service';
import { CHAT_MOD_ACTION_NAMES, REPORT_CATEGORY_NAMES } from '@contract/chat-service';
import type { ChatMessage, ReportCategory } from '@contract/chat';
import { chatTopic } from '@contract/realtime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { publishMessage } from '../messages/index';
import { requireStaff } from '../staff/index';
import * as repo from './chat.repo';
import { toMessages } from './chat.views';

const ROLES = ['moderator', 'service'] as const;
const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });

/** GET /ops/chat/report/list */
export async function reports(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsChatReports>): Promise<Reply<typeof c.opsChatReports>> {
  await requireStaff(ctx, ROLES);
  const rows = (await repo.reportPage(ctx.db, p.status, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1));
  const names = await displayNames(ctx.db, rows.flatMap((r) => [r.reporterId, r.targetUserId]));
  const name = (id: number) => ({ id, name: names.get(id)?.name ?? `用户${id}` });
  const now = ctx.adapters.clock.now();
  const list = [];
  for (const r of rows.slice(0, p.pageSize)) {
    const ban = await repo.banOf(ctx.db, r.targetUserId);
    const snap = r.snapshot as { message?: ChatMessage };
    list.push({
      id: r.id, category: r.category, categoryName: REPORT_CATEGORY_NAMES[r.category as ReportCategory] ?? r.category, reason: r.reason,
      reporter: name(r.reporterId), target: name(r.targetUserId), message: snap.message ?? null,
      conversationId: r.conversationId, seq: r.seq, bannedUntil: ban && ban > now ? ban.toISOString() : null,
      status: r.status, createdAt: r.createdAt.toISOString(),
    });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

/** POST /ops/chat/report/handle */
export async function handle(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsChatReportHandle>): Promise<Reply<typeof c.opsChatReportHandle>> {
  await requireStaff(ctx, ROLES);
  const r = await repo.reportById(ctx.db, p.id);
  if (!r) fail('举报不存在');
  if (r.status !== 'open') fail('该举报已处理');
  if (p.action === 'hide' && (r.conversationId === null || r.seq === null)) fail('举报的是用户，没有可隐藏的消息');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (p.action === 'hide') await repo.hideMessage(tx, r.conversationId!, r.seq!, now);
    if (p.action === 'ban') await repo.setBan(tx, { userId: r.targetUserId, until: new Date(now.getTime() + p.days * 86_400_000), reason: p.reason, by: ctx.user.id, now });
    if (p.action === 'warn' || p.action === 'ban') {
      await publishMessage(ctx, tx, {
        userId: r.targetUserId, kind: 'notification',
        title: p.action === 'warn' ? '您因违反社区规范收到警告' : `您因违反社区规范被禁止发消息${p.days}天`,
        content: `举报类型：${REPORT_CATEGORY_NAMES[r.category as ReportCategory] ?? r.category}${p.reason ? `；说明：${p.reason}` : ''}。请文明交流。`,
      });
    }
    await repo.handleReports(tx, r);
    await repo.insertModLog(tx, { staffId: ctx.user.id, reportId: r.id, action: p.action, userId: r.targetUserId, conversationId: r.conversationId, seq: r.seq, reason: p.reason, createdAt: now });
  });
  if (p.action === 'hide') {
    const m = await repo.messageBySeq(ctx.db, r.conversationId!, r.seq!);
    const conv = await repo.conversationById(ctx.db, r.conversationId!);
    if (m && conv) void ctx.req.server.hub.publish(chatTopic(conv.id), { type: 'chat.recall', message: (await toMessages(ctx.db, [m], conv))[0] });
  }
  return { status: 'handled' };
}

/** POST /ops/chat/unban */
export async function unban(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsChatUnban>): Promise<Reply<typeof c.opsChatUnban>> {
  await requireStaff(ctx, ROLES);
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.liftBan(tx, p.userId))) fail('该用户没有被禁止发消息');
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: 'unban', userId: p.userId, reason: p.reason, createdAt: now });
  });
  return { ok: true };
}

/** GET /ops/chat/log/list */
export async function log(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsChatLog>): Promise<Reply<typeof c.opsChatLog>> {
  await requireStaff(ctx, ROLES);
  const rows = await repo.modLogPage(ctx.db, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const names = await displayNames(ctx.db, rows.map((r) => r.staffId));
  return paged(rows.map((r) => ({
    id: r.id, staffName: names.get(r.staffId)?.name ?? `用户${r.staffId}`, action: r.action,
    actionName: CHAT_MOD_ACTION_NAMES[r.action as keyof typeof CHAT_MOD_ACTION_NAMES] ?? r.action,
    userId: r.userId, reportId: r.reportId, reason: r.reason, createdAt: r.createdAt.toISOString(),
  })), p.pageSize);
}
