/**
 * Product reviews (productComment/*): one per order item, by its buyer, after receipt and within REVIEW_WINDOW_MS of it;
 * 1–5 stars, text (tags and control characters removed) and up to 9 photos (our own uploads or https addresses).
 * When every item of an order is reviewed, the order is 已完成 (received → reviewed).
 */
import { REVIEW_WINDOW_MS, type Review } from '@contract/mall';
import { toPage, type Page } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import * as orders from './mall-orders.repo';
import * as repo from './mall-reviews.repo';
import type { ReviewRow } from './mall-reviews.repo';
import { maskName } from './mall.views';

const clean = (s: string) => s.replace(/<[^>]*>/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
const imageOk = (u: string) => /^\/files\/[\w./-]+$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u);

async function toReviews(ctx: Ctx, rows: ReviewRow[]): Promise<Review[]> {
  const names = await displayNames(ctx.db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id, name: maskName(names.get(r.userId)?.name ?? '用户'), stars: r.stars, content: r.content, images: r.images, specText: r.specText,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function list(ctx: Ctx, p: { id: number; filter: string; pageIndex: number; pageSize: number }): Promise<Page<Review>> {
  const rows = await repo.reviews(ctx.db, p.id, p.filter, p.pageIndex, p.pageSize);
  return toPage(await toReviews(ctx, rows), p.pageSize);
}

export async function stat(ctx: Ctx, p: { id: number }) {
  const rows = await repo.stat(ctx.db, p.id);
  const stars = [1, 2, 3, 4, 5].map((s) => rows.find((r) => r.stars === s)?.n ?? 0);
  const count = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return {
    count, average: count ? Math.round((sum / count) * 10) / 10 : 0, stars, withPhotos: rows.reduce((a, r) => a + r.photos, 0),
    goodRate: count ? Math.round(((stars[3] + stars[4]) / count) * 100) : 0,
  };
}

export async function add(ctx: Ctx<'user'>, p: { orderItemId: number; stars: number; content: string; images: string[] }): Promise<Review> {
  const item = await orders.itemById(ctx.db, p.orderItemId);
  const order = item && (await orders.ownOrder(ctx.db, ctx.user.id, item.orderId));
  if (!item || !order) fail('订单商品不存在');
  if (order.status !== 'received' && order.status !== 'reviewed') fail('确认收货后才能评价');
  const now = ctx.adapters.clock.now();
  if (order.receivedAt && now.getTime() - order.receivedAt.getTime() > REVIEW_WINDOW_MS) fail('已超过评价期限（收货后30天）');
  if (item.reviewed) fail('该商品已评价');
  if (p.images.some((u) => !imageOk(u))) fail('图片地址不正确');
  const content = clean(p.content);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.insertReview(tx, {
      orderItemId: item.id, productId: item.productId, userId: ctx.user.id, stars: p.stars, content, images: p.images, specText: item.specText, createdAt: now,
    });
    if (!r) fail('该商品已评价');
    await orders.markItemReviewed(tx, item.id);
    if ((await orders.unreviewedCount(tx, order.id)) === 0) await orders.move(tx, order.id, ['received'], { status: 'reviewed' });
    return r;
  });
  return (await toReviews(ctx, [row]))[0];
}
