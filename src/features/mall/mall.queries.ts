/** Server state of the mall (contract/mall.ts): catalogue, cart, checkout, orders, reviews, express. */
import * as m from '@contract/mall';
import * as cp from '@contract/coupons';
import * as oc from '@contract/order-centre';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const mallQueries = {
  categories: () => callQuery(m.catalogList, {}),
  product: (id: number) => callQuery(m.productDetail, { id }),
  order: (id: number) => callQuery(m.orderDetail, { id }),
  cart: () => callQuery(m.cartList, {}),
  cartNum: () => callQuery(m.cartNum, {}),
  stat: (id: number) => callQuery(m.reviewStat, { id }),
  express: (x: number) => callQuery(m.expressInfo, { x }, { call: { silent: true } }),
  refunds: (id: number) => callQuery(m.refundList, { id }),
  contact: () => callQuery(m.mallContact, {}),
};

const CART = () => [m.cartList, m.cartNum];
const ORDER_READS = () => [m.orderList, m.orderDetail, oc.centreList, oc.centreCounts, m.cartList, m.cartNum];

export const cartAdd = mutation(m.cartAdd, { invalidates: CART });
export const cartDelete = mutation(m.cartDelete, { invalidates: CART });
export const cartChangeNum = mutation(m.cartChangeNum, { invalidates: CART });
export const cartChangeSku = mutation(m.cartChangeSku, { invalidates: CART });
export const cartSelect = mutation(m.cartSelect, { invalidates: CART });
export const cartMoveToCollect = mutation(m.cartMoveToCollect, { invalidates: () => [...CART(), m.collectList] });
export const collectAdd = mutation(m.collectAdd, { invalidates: (_r, p) => [[m.productDetail, { id: p.productId }], m.collectList] });
export const collectDelete = mutation(m.collectDelete, { invalidates: (_r, p) => [[m.productDetail, { id: p.productId }], m.collectList] });
export const checkoutFromCart = mutation(m.checkoutFromCart);
export const checkoutFromSku = mutation(m.checkoutFromSku);
export const orderCreate = mutation(m.orderCreate, { invalidates: () => [...ORDER_READS(), cp.couponList, m.productDetail] });
export const orderConfirm = mutation(m.orderConfirm, { invalidates: ORDER_READS });
export const orderCancel = mutation(m.orderCancel, { invalidates: () => [...ORDER_READS(), cp.couponList] });
export const orderRepay = mutation(m.orderRepay, { invalidates: ORDER_READS });
export const orderReceipt = mutation(m.orderConfirmReceipt, { invalidates: ORDER_READS });
export const reviewAdd = mutation(m.reviewAdd, { invalidates: () => [...ORDER_READS(), m.reviewList, m.reviewStat] });
export const refundApply = mutation(m.refundApply, { invalidates: () => [...ORDER_READS(), m.refundList] });
export const refundCancel = mutation(m.refundCancel, { invalidates: () => [...ORDER_READS(), m.refundList] });
export const couponReceive = mutation(cp.couponReceive, { invalidates: () => [cp.couponProduct, cp.couponIssueList, cp.couponList] });

/** A fresh idempotency key for one visit of the order form (a double tap or a retry makes one order). */
export const newClientKey = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
