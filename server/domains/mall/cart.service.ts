/**
 * The cart (contract/mall.ts "Cart"): quantities are checked against what is available (stock − reserved) with a clear
 * message; a product taken off sale stays in the cart marked 已下架 and cannot be checked out.
 */
import { MAX_QUANTITY, type CartItem } from '@contract/mall';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './mall-cart.repo';
import type { CartLine } from './mall-cart.repo';
import * as catalog from './mall-catalog.repo';
import { available } from './mall.views';

export function toCartItem(l: CartLine): CartItem {
  const avail = available(l.sku);
  const state = !l.product.onSale ? 'off_sale' : avail === 0 ? 'sold_out' : avail < l.item.quantity ? 'short' : 'ok';
  return {
    id: l.item.id, skuId: l.sku.id, productId: l.product.id, title: l.product.title, specText: l.sku.specText,
    image: l.sku.image || l.product.images[0] || '', price: l.sku.priceFen, quantity: l.item.quantity, selected: l.item.selected,
    available: avail, state,
  };
}

const shortText = (avail: number) => (avail > 0 ? `库存不足，最多购买${avail}件` : '该商品已售罄');

export async function list(ctx: Ctx<'user'>): Promise<{ list: CartItem[] }> {
  return { list: (await repo.lines(ctx.db, ctx.user.id)).map(toCartItem) };
}

export async function num(ctx: Ctx): Promise<{ num: number }> {
  if (!ctx.user || ctx.user.isGuest) return { num: 0 };
  return { num: await repo.count(ctx.db, ctx.user.id) };
}

export async function add(ctx: Ctx<'user'>, p: { skuId: number; quantity: number }): Promise<{ num: number }> {
  const uid = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const sku = await catalog.skuById(tx, p.skuId);
    const prod = sku && (await catalog.productById(tx, sku.productId));
    if (!sku || !prod) fail('商品不存在');
    if (!prod.onSale) fail('商品已下架');
    const have = (await repo.itemBySku(tx, uid, sku.id))?.quantity ?? 0;
    const want = have + p.quantity;
    if (want > MAX_QUANTITY) fail(`每件商品最多购买${MAX_QUANTITY}件`);
    const avail = available(sku);
    if (want > avail) fail(avail === 0 ? '该商品已售罄' : avail > have ? `库存不足，最多还能加购${avail - have}件` : `库存不足，购物车中已有${have}件`);
    await repo.addQuantity(tx, uid, sku.id, p.quantity, ctx.adapters.clock.now());
    return { num: await repo.count(tx, uid) };
  });
}

export async function changeNum(ctx: Ctx<'user'>, p: { id: number; quantity: number }): Promise<CartItem> {
  const [line] = await repo.lines(ctx.db, ctx.user.id, { ids: [p.id] });
  if (!line) fail('购物车中没有该商品');
  if (p.quantity > line.item.quantity && p.quantity > available(line.sku)) fail(shortText(available(line.sku)));
  await repo.setQuantity(ctx.db, ctx.user.id, p.id, p.quantity);
  const [after] = await repo.lines(ctx.db, ctx.user.id, { ids: [p.id] });
  return toCartItem(after);
}

export async function changeSku(ctx: Ctx<'user'>, p: { id: number; skuId: number }): Promise<{ list: CartItem[] }> {
  const uid = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    const item = await repo.itemById(tx, uid, p.id);
    if (!item) fail('购物车中没有该商品');
    if (item.skuId === p.skuId) return;
    const [from, to] = [await catalog.skuById(tx, item.skuId), await catalog.skuById(tx, p.skuId)];
    if (!to || !from || to.productId !== from.productId) fail('商品规格不存在');
    const there = await repo.itemBySku(tx, uid, to.id);
    const q = item.quantity + (there?.quantity ?? 0);
    if (q > available(to)) fail(shortText(available(to)));
    if (there) {
      await repo.remove(tx, uid, [item.id]);
      await repo.setQuantity(tx, uid, there.id, Math.min(q, MAX_QUANTITY));
    } else {
      await repo.setSku(tx, uid, item.id, to.id);
    }
  });
  return list(ctx);
}

export async function select(ctx: Ctx<'user'>, p: { ids?: number[]; all?: boolean; selected: boolean }): Promise<{ list: CartItem[] }> {
  if (!p.all && !p.ids?.length) fail('请选择商品');
  await repo.select(ctx.db, ctx.user.id, p.all ? null : p.ids!, p.selected);
  return list(ctx);
}

export async function remove(ctx: Ctx<'user'>, p: { ids: number[] }): Promise<{ num: number }> {
  await repo.remove(ctx.db, ctx.user.id, p.ids);
  return { num: await repo.count(ctx.db, ctx.user.id) };
}

export async function moveToCollect(ctx: Ctx<'user'>, p: { ids: number[] }): Promise<{ num: number }> {
  const uid = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const lines = await repo.lines(tx, uid, { ids: p.ids });
    if (!lines.length) fail('购物车中没有该商品');
    const now = ctx.adapters.clock.now();
    for (const l of lines) await catalog.collect(tx, uid, l.product.id, now);
    await repo.remove(tx, uid, lines.map((l) => l.item.id));
    return { num: await repo.count(tx, uid) };
  });
}
