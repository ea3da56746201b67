/** The points shop (积分商城): an item for points, with stock and a per-user limit, the product row locked while it is taken. */
import type * as c from '@contract/growth';
import type { Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { ledgerApply, ledgerBalance } from '../payments/index';
import { grant } from '../entitlements/index';
import { grantCoupon } from '../coupons/index';
import * as repo from './growth.repo';

const toProduct = (p: repo.PointProductRow, taken: number) => ({
  id: p.id, name: p.name, kind: p.kind, image: p.image, description: p.description, points: p.points, stock: p.stock,
  perUserLimit: p.perUserLimit, taken,
});

/** GET /pointProduct/list */
export async function list(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.pointProductList>> {
  const rows = await repo.pointProductPage(ctx.db, p.pageIndex, p.pageSize);
  const taken = await repo.takenCounts(ctx.db, ctx.user.id, rows.map((r) => r.id));
  return { ...toPage(rows.map((r) => toProduct(r, taken.get(r.id) ?? 0)), p.pageSize), points: await ledgerBalance(ctx.db, 'points', ctx.user.id) };
}

/** GET /pointProduct/changeCredit/:id */
export async function exchange(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.pointProductExchange>> {
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    const prod = await repo.pointProductById(tx, p.id, true);
    if (!prod || !prod.active) fail('商品不存在或已下架');
    if (prod.stock < 1) fail('已兑完');
    const taken = (await repo.takenCounts(tx, uid, [prod.id])).get(prod.id) ?? 0;
    if (taken >= prod.perUserLimit) fail(`每人限兑${prod.perUserLimit}件`);
    // only what can be handed over is exchanged: a frame is an avatar item for ever (the 头像框 page shows it owned);
    // a coupon (mall) or a print card (a coupon of scope print) is a copy in 我的优惠券, used at checkout / a print order
    const delivers = prod.kind === 'frame' ? !!prod.itemId : (prod.kind === 'coupon' || prod.kind === 'print') && !!prod.couponId;
    if (!delivers) fail('该商品暂不可兑换');
    const exId = await repo.insertExchange(tx, { userId: uid, productId: prod.id, points: prod.points, createdAt: now });
    const { balance } = await ledgerApply(tx, { book: 'points', userId: uid, delta: -prod.points, reason: `兑换：${prod.name}`, ref: `point-exchange:${exId}`, now });
    if (prod.kind === 'frame') await grant(tx, { userId: uid }, { kind: 'avatar-item', amount: prod.itemId!, days: null, source: `point-exchange:${exId}`, now });
    else await grantCoupon(tx, { couponId: prod.couponId!, userId: uid, now });
    await repo.takeStock(tx, prod.id);
    return { product: toProduct({ ...prod, stock: prod.stock - 1 }, taken + 1), balance };
  });
}
