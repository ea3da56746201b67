/**
 * Checkout and order creation (contract/mall.ts). `create` in one transaction: the coupon is locked (unused → locked),
 * each SKU reserved by one conditional UPDATE (`reserved + q WHERE stock − reserved >= q`, in SKU order so two orders
 * never wait on each other), the order and its item snapshots inserted, the cart lines removed and the payment created
 * (payments domain, target 'mall-order'). Any refusal rolls all of it back. The client key makes it idempotent: the
 * same key answers the order it made and its pending payment, and reserves nothing again.
 */
import type { ParsedParams } from '@contract/common/index';
import type * as c from '@contract/mall';
import { FREE_SHIPPING_FEN, MAX_QUANTITY, type Checkout, type Order } from '@contract/mall';
import type { PaymentStart } from '@contract/payments';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { MAX_PAYMENT_FEN, createPayment } from '../payments/index';
import { addressOf } from '../addresses/index';
import { couponOptions, lockCoupon, type CouponLine } from '../coupons/index';
import * as catalog from './mall-catalog.repo';
import * as cart from './mall-cart.repo';
import * as orders from './mall-orders.repo';
import type { ProductRow, SkuRow } from './mall-catalog.repo';
import { available, toOrder } from './mall.views';

export const MALL_TARGET = 'mall-order';
export const couponRef = (code: string) => `mall:${code}`;

interface Line { sku: SkuRow; product: ProductRow; quantity: number }
type Source = { from: 'cart' } | { from: 'sku'; skuId: number; quantity: number };

/** The lines to buy, checked: on sale, enough available. */
async function gather(db: Tx, userId: number, src: Source): Promise<Line[]> {
  let lines: Line[];
  if (src.from === 'cart') {
    lines = (await cart.lines(db, userId, { selectedOnly: true })).map((l) => ({ sku: l.sku, product: l.product, quantity: l.item.quantity }));
    if (!lines.length) fail('请选择要结算的商品');
  } else {
    const sku = await catalog.skuById(db, src.skuId);
    const product = sku && (await catalog.productById(db, sku.productId));
    if (!sku || !product) fail('商品不存在');
    lines = [{ sku, product, quantity: src.quantity }];
  }
  for (const l of lines) {
    if (!l.product.onSale) fail(`「${l.product.title}」已下架`);
    if (l.quantity > MAX_QUANTITY) fail(`每件商品最多购买${MAX_QUANTITY}件`);
    if (l.quantity > available(l.sku)) fail(available(l.sku) > 0 ? `「${l.product.title}」库存不足，仅剩${available(l.sku)}件` : `「${l.product.title}」已售罄`);
  }
  return lines;
}

function amounts(lines: Line[]) {
  const goods = lines.reduce((s, l) => s + l.sku.priceFen * l.quantity, 0);
  const shipping = goods >= FREE_SHIPPING_FEN ? 0 : Math.max(0, ...lines.map((l) => l.product.shippingFen));
  return { goods, shipping };
}

const couponLines = (lines: Line[]): CouponLine[] =>
  lines.map((l) => ({ productId: l.product.id, categoryId: l.product.categoryId, amountFen: l.sku.priceFen * l.quantity }));

/** At least 1 fen is paid: a coupon never takes the whole order. */
const capDiscount = (off: number, goods: number, shipping: number) => Math.max(0, Math.min(off, goods + shipping - 1));

const toLine = (l: Line) => ({
  skuId: l.sku.id, productId: l.product.id, title: l.product.title, specText: l.sku.specText, image: l.sku.image || l.product.images[0] || '',
  price: l.sku.priceFen, quantity: l.quantity,
});

async function preview(ctx: Ctx<'user'>, src: Source, p: { addressId?: number; userCouponId?: number }): Promise<Checkout> {
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const lines = await gather(ctx.db, uid, src);
  const { goods, shipping } = amounts(lines);
  const options = await couponOptions(ctx.db, uid, couponLines(lines), now);
  const chosen = p.userCouponId === 0 ? null : p.userCouponId ? options.find((o) => o.userCouponId === p.userCouponId) : options[0];
  if (p.userCouponId && !chosen) fail('优惠券不可用');
  const discount = chosen ? capDiscount(chosen.discount, goods, shipping) : 0;
  const address = await addressOf(ctx.db, uid, p.addressId);
  if (p.addressId && !address) fail('收货地址不存在');
  return {
    items: lines.map(toLine), goods, shipping, discount, total: goods + shipping - discount, address,
    coupons: options.map(({ userCouponId, title, discount: d, rule, validTo }) => ({ userCouponId, title, discount: d, rule, validTo })),
    userCouponId: chosen?.userCouponId ?? null,
  };
}

export const fromCart = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.checkoutFromCart>) => preview(ctx, { from: 'cart' }, p);
export const fromSku = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.checkoutFromSku>) => preview(ctx, { from: 'sku', skuId: p.skuId, quantity: p.quantity }, p);

/** Thrown inside the transaction when a parallel request with the same key made the order first (rolls ours back). */
class SameKey extends Error {}

type Created = { order: Order; payment: PaymentStart | null };

export async function create(ctx: Ctx<'user'>, p: ParsedParams<typeof c.orderCreate>): Promise<Created> {
  const uid = ctx.user.id;
  const again = await orders.byKey(ctx.db, uid, p.clientKey);
  if (again) return replay(ctx, again, p.payType);
  if (p.from === 'sku' && (!p.skuId || !p.quantity)) fail('请选择商品规格和数量');
  const src: Source = p.from === 'cart' ? { from: 'cart' } : { from: 'sku', skuId: p.skuId!, quantity: p.quantity! };
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.adapters.clock.now();
      const address = await addressOf(tx, uid, p.addressId);
      if (!address) fail('请选择收货地址');
      const lines = await gather(tx, uid, src);
      const { goods, shipping } = amounts(lines);
      const code = `M${ctx.adapters.ids.outTradeNo(now).replace(/^ZP/, '')}`;
      let discount = 0;
      let userCouponId: number | null = null;
      const couponId = p.userCouponId ?? (await couponOptions(tx, uid, couponLines(lines), now))[0]?.userCouponId ?? 0;
      if (couponId) {
        discount = capDiscount(await lockCoupon(tx, uid, couponId, couponLines(lines), couponRef(code), now), goods, shipping);
        userCouponId = couponId;
      }
      const total = goods + shipping - discount;
      if (total > MAX_PAYMENT_FEN) fail('订单金额过大，请分开下单');
      const order = await orders.insertOrder(tx, {
        code, userId: uid, clientKey: p.clientKey, status: 'unpaid', goodsFen: goods, shippingFen: shipping, discountFen: discount, totalFen: total,
        userCouponId, address: { name: address.name, phone: address.phone, province: address.province, city: address.city, county: address.county, detail: address.detail },
        remark: (p.remark ?? '').replace(/<[^>]*>/g, '').replace(/[\u0000-\u001f\u007f]/g, ''), createdAt: now,
      });
      if (!order) throw new SameKey();
      const items = await orders.insertItems(tx, lines.map((l) => ({
        orderId: order.id, skuId: l.sku.id, productId: l.product.id, title: l.product.title, specText: l.sku.specText,
        image: l.sku.image || l.product.images[0] || '', priceFen: l.sku.priceFen, quantity: l.quantity,
      })));
      if (p.from === 'cart') await cart.removeSkus(tx, uid, lines.map((l) => l.sku.id));
      const titles = lines.map((l) => l.product.title);
      // A provider payment is opened before the stock is reserved, a wallet payment (paid at once: it sells the
      // reservation) after. Reserving last keeps the SKU rows locked only until the commit (one hot SKU serialises
      // its buyers on that lock).
      let payment = p.payType === 'wallet' ? null : await pay(ctx, tx, order, titles, p.payType);
      for (const l of [...lines].sort((a, b) => a.sku.id - b.sku.id)) {
        if (!(await catalog.reserve(tx, l.sku.id, l.quantity))) fail(`「${l.product.title}」库存不足`);
      }
      payment ??= await pay(ctx, tx, order, titles, p.payType);
      const after = (await orders.locateOrder(tx, order.id))!;
      return { order: toOrder(after, items), payment };
    });
  } catch (e) {
    if (!(e instanceof SameKey)) throw e;
    return replay(ctx, (await orders.byKey(ctx.db, uid, p.clientKey))!, p.payType);
  }
}

const subjectOf = (titles: string[]) => `商城订单：${titles[0]}${titles.length > 1 ? `等${titles.length}件` : ''}`;

/** Start (or answer the pending) payment of an unpaid order, and keep its trade number on the order. */
export async function pay(ctx: Ctx<'user'>, tx: Tx, order: orders.OrderRow, titles: string[], payType: 'sandbox' | 'wallet'): Promise<PaymentStart> {
  const start = await createPayment(ctx, tx, { userId: order.userId, amountFen: order.totalFen, subject: subjectOf(titles), targetType: MALL_TARGET, targetId: order.id, payType });
  if (start.status === 'pending') await orders.setFields(tx, order.id, ['unpaid'], { outTradeNo: start.outTradeNo });
  return start;
}

/** The same client key again: its order, and its pending payment while unpaid. */
async function replay(ctx: Ctx<'user'>, order: orders.OrderRow, payType: 'sandbox' | 'wallet'): Promise<Created> {
  const items = await orders.itemsOf(ctx.db, [order.id]);
  if (order.status !== 'unpaid') return { order: toOrder(order, items), payment: null };
  const payment = await ctx.db.transaction((tx) => pay(ctx, tx, order, items.map((i) => i.title), payType));
  const after = (await orders.locateOrder(ctx.db, order.id))!;
  return { order: toOrder(after, items), payment: payment.status === 'pending' || payment.status === 'paid' ? payment : null };
}
