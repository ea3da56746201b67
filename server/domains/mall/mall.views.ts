/** Rows → contract shapes for the mall. */
import { AUTO_RECEIVE_MS, CARRIERS, ORDER_STATUS_NAMES, ORDER_TIMEOUT_MS, type CancelBy, type Order, type OrderStatus, type ProductCard, type Sku } from '@contract/mall';
import { isoOrNull } from '@model/datetime';
import type { ProductRow, SkuRow } from './mall-catalog.repo';
import type { OrderItemRow, OrderRow } from './mall-orders.repo';

export const toCard = (p: ProductRow): ProductCard => ({
  id: p.id, categoryId: p.categoryId, title: p.title, subtitle: p.subtitle, cover: p.images[0] ?? '', price: p.priceFen, sales: p.sales, onSale: p.onSale,
});

export const available = (s: SkuRow) => Math.max(0, s.stock - s.reserved);

export const toSku = (s: SkuRow): Sku => ({
  id: s.id, productId: s.productId, spec: s.spec, specText: s.specText, price: s.priceFen, available: available(s), image: s.image,
});

export function toOrder(o: OrderRow, items: OrderItemRow[]): Order {
  const status = o.status as OrderStatus;
  return {
    id: o.id, code: o.code, status, statusText: ORDER_STATUS_NAMES[status] ?? o.status, cancelBy: (o.cancelBy as CancelBy | null) ?? null,
    items: items.filter((i) => i.orderId === o.id).map((i) => ({
      id: i.id, skuId: i.skuId, productId: i.productId, title: i.title, specText: i.specText, image: i.image, price: i.priceFen, quantity: i.quantity, reviewed: i.reviewed,
    })),
    goods: o.goodsFen, shipping: o.shippingFen, discount: o.discountFen, total: o.totalFen, address: o.address, remark: o.remark,
    outTradeNo: o.outTradeNo, carrier: o.carrier, carrierName: o.carrier ? (CARRIERS[o.carrier] ?? o.carrier) : null, trackingNo: o.trackingNo,
    createdAt: o.createdAt.toISOString(), paidAt: isoOrNull(o.paidAt), shippedAt: isoOrNull(o.shippedAt), receivedAt: isoOrNull(o.receivedAt),
    cancelledAt: isoOrNull(o.cancelledAt),
    payDeadline: status === 'unpaid' ? new Date(o.createdAt.getTime() + ORDER_TIMEOUT_MS).toISOString() : null,
    autoReceiveAt: status === 'shipped' && o.shippedAt ? new Date(o.shippedAt.getTime() + AUTO_RECEIVE_MS).toISOString() : null,
  };
}

/** 张三 → 张*, 李小明 → 李*明, 13800001234-like names keep only ends. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? '匿'}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}
