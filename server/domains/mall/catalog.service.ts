/** The catalogue as buyers see it (contract/mall.ts): categories, products on sale, SKUs, collects. */
import type { ParsedParams } from '@contract/common/index';
import { toPage, type Page } from '@contract/common/index';
import type * as c from '@contract/mall';
import { FREE_SHIPPING_FEN, type Category, type ProductCard, type ProductDetail, type Sku } from '@contract/mall';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './mall-catalog.repo';
import { toCard, toSku } from './mall.views';

const loggedIn = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : null);

export async function categories(ctx: Ctx): Promise<{ list: Category[] }> {
  return { list: (await repo.categories(ctx.db)).map((r) => ({ id: r.id, name: r.name, icon: r.icon })) };
}

export async function list(ctx: Ctx, p: ParsedParams<typeof c.productList>): Promise<Page<ProductCard>> {
  const rows = await repo.products(ctx.db, { ...p, onSaleOnly: true });
  return toPage(rows.map(toCard), p.pageSize);
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<ProductDetail> {
  const prod = await repo.productById(ctx.db, p.id);
  if (!prod) fail('商品不存在');
  const uid = loggedIn(ctx);
  const skus = await repo.skusOf(ctx.db, prod.id);
  return {
    ...toCard(prod), images: prod.images, description: prod.descriptionHtml, specGroups: prod.specGroups, skus: skus.map(toSku),
    shipping: prod.priceFen >= FREE_SHIPPING_FEN ? 0 : prod.shippingFen, collected: uid ? await repo.isCollected(ctx.db, uid, prod.id) : false,
  };
}

export async function sku(ctx: Ctx, p: { id: number }): Promise<Sku> {
  const s = await repo.skuById(ctx.db, p.id);
  if (!s) fail('商品规格不存在');
  return toSku(s);
}

export async function collectAdd(ctx: Ctx<'user'>, p: { productId: number }): Promise<{ collected: true }> {
  if (!(await repo.productById(ctx.db, p.productId))) fail('商品不存在');
  await repo.collect(ctx.db, ctx.user.id, p.productId, ctx.adapters.clock.now());
  return { collected: true };
}

export async function collectDelete(ctx: Ctx<'user'>, p: { productId: number }): Promise<{ collected: false }> {
  await repo.uncollect(ctx.db, ctx.user.id, [p.productId]);
  return { collected: false };
}

export async function collectList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Page<ProductCard>> {
  return toPage((await repo.collected(ctx.db, ctx.user.id, p.pageIndex, p.pageSize)).map(toCard), p.pageSize);
}
