/**
 * 发现: courses and videos by staff (运营), likes / collects / shares once per user, comments with likes, the video
 * bytes with HTTP Range, and the 修谱服务 sign-ups handled by staff (客服).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/find';
import { FIND_KIND_NAMES, FIND_ORDER_STATUS_NAMES, FIND_STATUS_NAMES } from '@contract/find';
import { chinaDayStart } from '../../../model/datetime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { cleanHtml } from '../book/index';
import { parseRange } from '../print/index';
import { requireStaff } from '../staff/index';
import { readerId, requireClean, requireMayPublish } from './content.service';
import * as repo from './content-find.repo';

type Item = Reply<typeof c.findGet>;
const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const toItem = (r: repo.ItemRow): Item => ({
  id: r.id, kind: r.kind as Item['kind'], kindName: FIND_KIND_NAMES[r.kind as Item['kind']] ?? r.kind, title: r.title, summary: r.summary,
  cover: r.cover, duration: r.duration, likeCount: r.likeCount, collectCount: r.collectCount, shareCount: r.shareCount,
  commentCount: r.commentCount, viewCount: r.viewCount, liked: r.liked, collected: r.collected, createdAt: r.createdAt.toISOString(),
  body: r.body, videoUrl: r.video ? `/app/api/find/video/file?id=${r.id}` : '',
});
const card = (r: repo.ItemRow) => {
  const { body: _b, videoUrl: _v, ...rest } = toItem(r);
  return rest;
};

async function liveItem(ctx: Ctx, id: number) {
  const r = await repo.itemById(ctx.db, readerId(ctx), id);
  if (!r || r.status !== 'published') fail('内容不存在');
  return r;
}

/** GET /find/list, /find/v2/list */
export async function list(ctx: Ctx, p: ParsedParams<typeof c.findList>): Promise<Reply<typeof c.findList>> {
  const rows = await repo.itemPage(ctx.db, readerId(ctx), p.kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(card), p.pageSize);
}

/** GET /find/collectList */
export async function collected(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findCollectList>): Promise<Reply<typeof c.findCollectList>> {
  const rows = await repo.collectedPage(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(card), p.pageSize);
}

/** GET /find/get/:id */
export async function get(ctx: Ctx, p: { id: number }): Promise<Item> {
  const r = await liveItem(ctx, p.id);
  await repo.addView(ctx.db, r.id);
  return toItem({ ...r, viewCount: r.viewCount + 1 });
}

/** POST /find/edit (运营) */
export async function edit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findEdit>): Promise<Item> {
  await requireStaff(ctx, 'operator');
  const body = cleanHtml(p.body);
  if (p.kind === 'video' && !p.video) fail('请上传视频');
  if (p.video && !p.video.startsWith('/files/')) fail('视频须为本站上传的文件');
  const v = { kind: p.kind, title: p.title, summary: p.summary, cover: p.cover, video: p.kind === 'video' ? p.video : '', duration: p.duration, body };
  let id = p.id;
  if (id === undefined) id = await repo.insertItem(ctx.db, { ...v, createdBy: ctx.user.id, createdAt: ctx.adapters.clock.now() });
  else {
    const before = await repo.itemById(ctx.db, 0, id);
    if (!before || (before.status !== 'published' && before.status !== 'hidden')) fail('内容不存在');
    await repo.updateItem(ctx.db, id, v);
  }
  return toItem((await repo.itemById(ctx.db, ctx.user.id, id))!);
}

/** GET /ops/find/list (运营): published and unpublished items, with what the edit form needs. */
export async function opsList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsFindList>): Promise<Reply<typeof c.opsFindList>> {
  await requireStaff(ctx, 'operator');
  const rows = await repo.opsItemPage(ctx.db, p.kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((r) => ({
    ...card(r), status: r.status as 'published' | 'hidden', statusName: FIND_STATUS_NAMES[r.status] ?? r.status, video: r.video, body: r.body,
  })), p.pageSize);
}

/** POST /ops/find/publish (运营): unpublish (gone from the find tab, kept for staff) or publish again. */
export async function opsPublish(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsFindPublish>): Promise<Reply<typeof c.opsFindPublish>> {
  await requireStaff(ctx, 'operator');
  const to = p.published ? 'published' : 'hidden';
  const r = await repo.itemById(ctx.db, 0, p.id);
  if (!r || (r.status !== 'published' && r.status !== 'hidden')) fail('内容不存在');
  if (!(await repo.moveItem(ctx.db, p.id, to))) fail(p.published ? '该内容已发布' : '该内容已下架');
  return { status: to };
}

/** POST /find/delete/:id (运营) */
export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.findDelete>> {
  await requireStaff(ctx, 'operator');
  await liveItem(ctx, p.id);
  await repo.updateItem(ctx.db, p.id, { status: 'deleted' });
  return { deleted: true };
}

/** POST /find/like/:id, /find/collect/:id, /find/share/:id */
export async function mark(ctx: Ctx<'user'>, id: number, m: repo.Mark, on: boolean): Promise<number> {
  await liveItem(ctx, id);
  return ctx.db.transaction((tx) => repo.setMark(tx, id, ctx.user.id, m, on, ctx.adapters.clock.now()));
}

/** GET /find/video/file?id=: the video's bytes, whole or one range (the player seeks with Range). */
export async function sendVideo(ctx: Ctx, p: { id: number }, req: FastifyRequest, reply: FastifyReply) {
  const r = await liveItem(ctx, p.id);
  if (!r.video.startsWith('/files/')) fail('该内容没有视频');
  const key = r.video.slice('/files/'.length);
  const storage = ctx.adapters.storage;
  let size: number;
  let buf: Buffer | null = null;
  let path: string | null = null;
  if (storage.root) {
    path = normalize(join(storage.root, key));
    if (!path.startsWith(normalize(storage.root) + sep)) fail('视频不存在');
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) fail('视频不存在');
    size = st.size;
  } else {
    buf = await storage.get(key).catch(() => null);
    if (!buf) fail('视频不存在');
    size = buf.length;
  }
  const ext = (/\.(\w+)$/.exec(key)?.[1] ?? '').toLowerCase();
  const type = ({ mov: 'video/quicktime', '3gp': 'video/3gpp', avi: 'video/x-msvideo', mp3: 'audio/mpeg', wav: 'audio/wav' } as Record<string, string>)[ext] ?? 'video/mp4';
  reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).type('application/json; charset=utf-8').send({ msg: 0, msbox: '请求的范围无效' });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : size - 1;
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-type', type).header('content-length', String(size === 0 ? 0 : end - start + 1));
  if (size === 0) return reply.send();
  if (buf) return reply.send(buf.subarray(start, end + 1));
  return reply.send(createReadStream(path!, { start, end }));
}

const toComment = (r: repo.CommentView) => ({
  id: r.id, userName: r.user_name, userPhoto: r.user_photo, body: r.body, likeCount: r.like_count, liked: r.liked, createdAt: iso(r.created_at),
});

/** GET /findComment/comments/:id */
export async function comments(ctx: Ctx, p: ParsedParams<typeof c.findComments>): Promise<Reply<typeof c.findComments>> {
  await liveItem(ctx, p.id);
  const rows = await repo.commentPage(ctx.db, readerId(ctx), p.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toComment), p.pageSize);
}

/** POST /findComment/add */
export async function addComment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findCommentAdd>): Promise<Reply<typeof c.findCommentAdd>> {
  await requireMayPublish(ctx);
  requireClean(p.body);
  await liveItem(ctx, p.id);
  const id = await ctx.db.transaction((tx) => repo.insertComment(tx, { itemId: p.id, userId: ctx.user.id, body: p.body, at: ctx.adapters.clock.now() }));
  return toComment((await repo.commentView(ctx.db, ctx.user.id, id))!);
}

/** POST /findComment/addLike */
export async function likeComment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findCommentLike>): Promise<Reply<typeof c.findCommentLike>> {
  if (!(await repo.commentExists(ctx.db, p.id))) fail('评论不存在');
  const n = await ctx.db.transaction((tx) => repo.setCommentLike(tx, p.id, ctx.user.id, p.value, ctx.adapters.clock.now()));
  return { liked: p.value, likeCount: n };
}

const toOrder = (r: repo.OrderRow): Reply<typeof c.findOrderGet> => ({
  id: r.id, name: r.name, phone: r.phone, surname: r.surname, region: r.region, message: r.message, status: r.status as 'new',
  statusName: FIND_ORDER_STATUS_NAMES[r.status] ?? r.status, note: r.note, createdAt: r.createdAt.toISOString(),
});

export const ORDERS_PER_DAY = 3;

/** POST /find/order/edit: a sign-up; at most 3 a day per user. */
export async function orderAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findOrderEdit>): Promise<Reply<typeof c.findOrderEdit>> {
  requireClean(p.name, p.region, p.message);
  const now = ctx.adapters.clock.now();
  if ((await repo.ordersToday(ctx.db, ctx.user.id, chinaDayStart(now))) >= ORDERS_PER_DAY) fail('今天已提交多次，我们会尽快联系您');
  return toOrder(await repo.insertOrder(ctx.db, { userId: ctx.user.id, ...p, at: now }));
}

/** GET /find/order/list (客服) */
export async function orderList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.findOrderList>): Promise<Reply<typeof c.findOrderList>> {
  await requireStaff(ctx, 'service');
  const rows = await repo.orderPage(ctx.db, p.status, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toOrder), p.pageSize);
}

/** GET /find/order/get/:id (客服) */
export async function orderGet(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.findOrderGet>> {
  await requireStaff(ctx, 'service');
  const r = await repo.orderById(ctx.db, p.id);
  if (!r) fail('报名不存在');
  return toOrder(r);
}

/** POST /ops/find/order/handle (客服) */
export async function orderHandle(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsFindOrderHandle>): Promise<Reply<typeof c.opsFindOrderHandle>> {
  await requireStaff(ctx, 'service');
  if (!(await repo.orderById(ctx.db, p.id))) fail('报名不存在');
  await repo.handleOrder(ctx.db, p.id, { status: p.status, note: p.note, by: ctx.user.id });
  return toOrder((await repo.orderById(ctx.db, p.id))!);
}
