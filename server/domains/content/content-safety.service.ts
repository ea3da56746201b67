/**
 * Safety of content: 屏蔽 (blacklist), reports (举报) into the moderators' queue, hide / restore and publish locks by
 * moderators (审核) with a log; the publish-lock check; a user's own activity log (/log/list).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import * as c from '@contract/content';
import { ACTIVITY_NAMES, CONTENT_TAGS, MOD_ACTION_NAMES } from '@contract/content';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { requireStaff } from '../staff/index';
import * as repo from './content.repo';
import { readablePost, toCard } from './content.service';

const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** GET /content/blacklist/add/:id */
export async function block(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentBlacklistAdd>> {
  if (p.id === ctx.user.id) fail('不能屏蔽自己');
  if (!(await displayNames(ctx.db, [p.id])).has(p.id)) fail('用户不存在');
  await repo.block(ctx.db, ctx.user.id, p.id, ctx.adapters.clock.now());
  return { blocked: true };
}

/** GET /content/blacklist/del/:id */
export async function unblock(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentBlacklistDel>> {
  await repo.unblock(ctx.db, ctx.user.id, p.id);
  return { blocked: false };
}

/** GET /content/blacklist/list */
export async function blocked(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentBlacklistList>): Promise<Reply<typeof c.contentBlacklistList>> {
  const rows = await repo.blockedPage(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((r) => ({ id: r.id, name: r.nickname || r.realName || `用户${r.id}`, photo: r.photo })), p.pageSize);
}

/** GET /content/tag/list */
export function tags(p: ParsedParams<typeof c.contentTagList>): Reply<typeof c.contentTagList> {
  const all = CONTENT_TAGS.map((name, i) => ({ id: i + 1, name, sort: i + 1 }));
  const from = (p.pageIndex - 1) * p.pageSize;
  return paged(all.slice(from, from + p.pageSize + 1), p.pageSize);
}

/** What a report names — a post, or one of its replies — and why: /content/report's params, or /report/add's for a reply. */
export type ReportOf = { id: number; replyId?: number; reason: string };

/** POST /content/report: one open report per reporter and post (or reply of it, replyId). */
export async function report(ctx: Ctx<'user'>, p: ReportOf): Promise<Reply<typeof c.contentReport>> {
  const { post } = await readablePost(ctx, p.id);
  let replyId: number | null = null;
  if (p.replyId !== undefined) {
    const r = await repo.locateReply(ctx.db, p.replyId);
    if (!r || r.deleted || r.contentId !== post.id) fail('评论不存在');
    if (r.userId === ctx.user.id) fail('不能举报自己的评论');
    replyId = r.id;
  } else if (post.authorId === ctx.user.id) fail('不能举报自己的内容');
  return { id: await repo.insertReport(ctx.db, { contentId: post.id, replyId, reporterId: ctx.user.id, reason: p.reason, at: ctx.adapters.clock.now() }) };
}

/** GET /user/is-publish-lock/:x (x = 0: me). */
export async function isLocked(ctx: Ctx<'user'>, p: ParsedParams<typeof c.isPublishLock>): Promise<Reply<typeof c.isPublishLock>> {
  const l = await repo.lockOf(ctx.db, p.x || ctx.user.id);
  return { locked: !!l, reason: l?.reason ?? '' };
}

/** POST /log/list */
export async function activity(ctx: Ctx<'user'>, p: ParsedParams<typeof c.logList>): Promise<Reply<typeof c.logList>> {
  const rows = await repo.activityPage(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((r) => ({ id: r.id, action: r.action, actionName: ACTIVITY_NAMES[r.action] ?? r.action, title: r.title, link: r.link, createdAt: r.createdAt.toISOString() })), p.pageSize);
}

// ——— the moderators' console ———

/** GET /ops/content/report/list */
export async function opsReports(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsContentReports>): Promise<Reply<typeof c.opsContentReports>> {
  await requireStaff(ctx, 'moderator');
  const rows = await repo.reportPage(ctx.db, p.status, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const list = [];
  for (const r of rows.slice(0, p.pageSize)) {
    const v = await repo.postView(ctx.db, 0, r.content_id);
    const reply = r.reply_id === null ? null : {
      id: r.reply_id, body: r.reply_body ?? '', userId: r.reply_user_id ?? 0, userName: r.reply_user_name ?? '', hidden: !!r.reply_hidden,
    };
    if (v) list.push({ id: r.id, content: toCard(v), reply, reporterName: r.reporter_name, reason: r.reason, status: r.status, createdAt: iso(r.created_at) });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

/** POST /ops/content/hide: hide (or restore) a post or one of its replies; its open reports are handled; logged. */
export async function opsHide(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsContentHide>): Promise<Reply<typeof c.opsContentHide>> {
  await requireStaff(ctx, 'moderator');
  if (p.replyId !== undefined) return opsHideReply(ctx, p.id, p.replyId, p.hidden, p.reason);
  const post = await repo.locatePost(ctx.db, p.id);
  if (!post || post.status === 'deleted' || post.status === 'draft') fail('内容不存在');
  const status = p.hidden ? 'hidden' : 'published';
  if (post.status === status) fail(p.hidden ? '该内容已隐藏' : '该内容未被隐藏');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setStatus(tx, post.id, status, now);
    await repo.handleReports(tx, post.id, ctx.user.id, now);
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: p.hidden ? 'hide' : 'restore', contentId: post.id, userId: post.authorId, reason: p.reason, at: now });
  });
  return { status };
}

async function opsHideReply(ctx: Ctx<'user'>, contentId: number, replyId: number, hidden: boolean, reason: string): Promise<Reply<typeof c.opsContentHide>> {
  const r = await repo.locateReply(ctx.db, replyId);
  if (!r || r.deleted || r.contentId !== contentId) fail('评论不存在');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.setReplyHidden(tx, r.id, hidden))) fail(hidden ? '该评论已隐藏' : '该评论未被隐藏');
    await repo.handleReports(tx, contentId, ctx.user.id, now, r.id);
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: hidden ? 'hide-reply' : 'restore-reply', contentId, userId: r.userId, reason, at: now });
  });
  return { status: hidden ? 'hidden' : 'published' };
}

/** POST /ops/content/lock: restrict (or free) a user's publishing; logged. */
export async function opsLock(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsContentLock>): Promise<Reply<typeof c.opsContentLock>> {
  await requireStaff(ctx, 'moderator');
  if (!(await displayNames(ctx.db, [p.userId])).has(p.userId)) fail('用户不存在');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setLock(tx, p.userId, p.locked, { reason: p.reason, by: ctx.user.id, at: now });
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: p.locked ? 'lock' : 'unlock', userId: p.userId, reason: p.reason, at: now });
  });
  return { locked: p.locked };
}

/** GET /ops/content/log/list */
export async function opsLog(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsContentLog>): Promise<Reply<typeof c.opsContentLog>> {
  await requireStaff(ctx, 'moderator');
  const rows = await repo.modLogPage(ctx.db, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const names = await displayNames(ctx.db, rows.map((r) => r.staffId));
  return paged(rows.map((r) => ({
    id: r.id, staffName: names.get(r.staffId)?.name ?? `用户${r.staffId}`, action: r.action, actionName: MOD_ACTION_NAMES[r.action] ?? r.action,
    contentId: r.contentId, userId: r.userId, reason: r.reason, createdAt: r.createdAt.toISOString(),
  })), p.pageSize);
}

/** A report of a reply (评论, from /report/add): the same queue as /content/report with its replyId (hide/restore in /ops). */
export async function reportReply(ctx: Ctx<'user'>, p: { id: number; reason: string }): Promise<{ id: number }> {
  const r = await repo.locateReply(ctx.db, p.id);
  if (!r || r.deleted) fail('评论不存在');
  return report(ctx, { id: r.contentId, replyId: r.id, reason: p.reason.slice(0, 300) });
}
