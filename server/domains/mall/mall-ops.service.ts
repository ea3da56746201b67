/**
 * The mall in the operations console (contract/mall-ops.ts): staff with the 运营 role (or admin) manage categories and
 * products, adjust stock (never below what unpaid orders hold; every change logged with its reason), ship and cancel.
 */
import sanitizeHtml from 'sanitize-html';
import type { ParsedParams } from '@contract/common/index';
import { toPage, type Page } from '@contract/common/index';
import type * as c from '@contract/mall-ops';
import type { Category, Order } from '@contract/mall';
import type { OpsProduct } from '@contract/mall-ops';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { requireStaff } from '../staff/index';
import { displayNames } from '../accounts/index';
import * as repo from './mall-catalog.repo';
import * as orders from './mall-orders.repo';
import type { ProductRow, SkuRow } from './mall-catalog.repo';
import { toCard, toOrder, toSku } from './mall.views';
import { cancelUnpaid, listFor } from './orders.service';

const staff = (ctx: Ctx<'user'>) => requireStaff(ctx, 'operator');

const HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'span', 'img'],
  allowedAttributes: { img: ['src', 'alt'], p: ['style'], span: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/files\/|\/mall\/)/.test(frame.attribs.src ?? ''),
};
export const cleanDescription = (html: string) => sanitizeHtml(html, HTML).trim();

const opsSku = (s: SkuRow) => ({ ...toSku(s), stock: s.stock, reserved: s.reserved });

async function opsProduct(db: Tx, p: ProductRow): Promise<OpsProduct> {
  const skus = await repo.skusOf(db, p.id);
  return { ...toCard(p), images: p.images, description: p.descriptionHtml, specGroups: p.specGroups, skus: skus.map(opsSku), shipping: p.shippingFen };
}

export async function categorySave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsCategorySave>): Promise<Category> {
  await staff(ctx);
  if (p.id) fail('暂不支持修改分类');
  const r = await repo.insertCategory(ctx.db, { name: p.name, sort: p.sort });
  return { id: r.id, name: r.name, icon: r.icon };
}

export async function productList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsProductList>): Promise<Page<OpsProduct>> {
  await staff(ctx);
  const rows = await repo.products(ctx.db, { query: p.query, sort: 'new', onSaleOnly: false, pageIndex: p.pageIndex, pageSize: p.pageSize });
  const out: OpsProduct[] = [];
  for (const r of rows) out.push(await opsProduct(ctx.db, r));
  return toPage(out, p.pageSize);
}

export async function productSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsProductSave>): Promise<OpsProduct> {
  await staff(ctx);
  const groups = p.specGroups;
  const seen = new Set<string>();
  for (const s of p.skus) {
    if (s.spec.length !== groups.length || s.spec.some((v, i) => !groups[i].values.includes(v))) fail('规格价格与规格不一致');
    const key = s.spec.join('\u0001');
    if (seen.has(key)) fail('规格组合重复');
    seen.add(key);
  }
  const now = ctx.adapters.clock.now();
  const fields = {
    categoryId: p.categoryId, title: p.title, subtitle: p.subtitle, images: p.images, descriptionHtml: cleanDescription(p.description),
    specGroups: groups, shippingFen: p.shipping, updatedAt: now,
  };
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.categories(tx)).some((c) => c.id === p.categoryId)) fail('分类不存在');
    const prod = p.id ? await repo.updateProduct(tx, p.id, fields) : await repo.insertProduct(tx, { ...fields, createdAt: now });
    if (!prod) fail('商品不存在');
    const existing = await repo.skusOf(tx, prod.id);
    for (const s of p.skus) {
      const v = { spec: s.spec, specText: s.spec.join(' / ') || '默认', priceFen: s.price, image: s.image };
      if (s.id) {
        if (!existing.some((e) => e.id === s.id)) fail('规格不存在');
        await repo.updateSku(tx, s.id, v);
      } else {
        const sku = await repo.insertSku(tx, { ...v, productId: prod.id, stock: s.stock });
        if (s.stock) await repo.insertStockLog(tx, { skuId: sku.id, delta: s.stock, stockAfter: s.stock, reason: '初始库存', staffId: ctx.user.id, createdAt: now });
      }
    }
    await repo.refreshPrice(tx, prod.id);
    return opsProduct(tx, (await repo.productById(tx, prod.id))!);
  });
}

export async function productOnSale(ctx: Ctx<'user'>, p: { id: number; onSale: boolean }): Promise<OpsProduct> {
  await staff(ctx);
  const r = await repo.updateProduct(ctx.db, p.id, { onSale: p.onSale, updatedAt: ctx.adapters.clock.now() });
  if (!r) fail('商品不存在');
  return opsProduct(ctx.db, r);
}

export async function stockAdjust(ctx: Ctx<'user'>, p: { skuId: number; delta: number; reason: string }) {
  await staff(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.skuById(tx, p.skuId))) fail('规格不存在');
    const after = await repo.adjustStock(tx, p.skuId, p.delta);
    if (!after) fail('库存不能少于已被订单预留的数量');
    await repo.insertStockLog(tx, { skuId: p.skuId, delta: p.delta, stockAfter: after.stock, reason: p.reason, staffId: ctx.user.id, createdAt: ctx.adapters.clock.now() });
    return opsSku(after);
  });
}

export async function stockLog(ctx: Ctx<'user'>, p: { skuId: number; pageIndex: number; pageSize: number }) {
  await staff(ctx);
  const rows = await repo.stockLogs(ctx.db, p.skuId, p.pageIndex, p.pageSize);
  const names = await displayNames(ctx.db, rows.map((r) => r.staffId));
  return toPage(rows.map((r) => ({
    id: r.id, delta: r.delta, stockAfter: r.stockAfter, reason: r.reason, staff: r.staffId ? (names.get(r.staffId)?.name ?? '') : '系统', createdAt: r.createdAt.toISOString(),
  })), p.pageSize);
}

export async function orderList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsOrderList>): Promise<Page<Order>> {
  await staff(ctx);
  return listFor(ctx.db, null, p.status ? [p.status] : null, p.pageIndex, p.pageSize);
}

export async function ship(ctx: Ctx<'user'>, p: { id: number; carrier: string; trackingNo: string }): Promise<Order> {
  await staff(ctx);
  const o = await orders.locateOrder(ctx.db, p.id);
  if (!o) fail('订单不存在');
  if (o.status !== 'paid') fail(o.status === 'unpaid' ? '订单未支付，不能发货' : '订单已发货或已结束');
  const moved = await orders.move(ctx.db, o.id, ['paid'], { status: 'shipped', carrier: p.carrier, trackingNo: p.trackingNo.toUpperCase(), shippedAt: ctx.adapters.clock.now() });
  if (!moved) fail('订单已发货或已结束');
  await orders.dropTrace(ctx.db, o.id);
  return toOrder(moved, await orders.itemsOf(ctx.db, [o.id]));
}

export async function cancelOrder(ctx: Ctx<'user'>, p: { id: number }): Promise<Order> {
  await staff(ctx);
  const o = await orders.locateOrder(ctx.db, p.id);
  if (!o) fail('订单不存在');
  if (o.status !== 'unpaid') fail('只能取消待付款的订单');
  const after = await cancelUnpaid(ctx, o, 'staff');
  if (after.status !== 'cancelled') fail('订单已支付，不能取消');
  return toOrder(after, await orders.itemsOf(ctx.db, [o.id]));
}
