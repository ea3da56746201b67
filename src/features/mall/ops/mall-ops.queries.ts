/** Server state of the mall console screens (contract/mall-ops.ts). */
import * as o from '@contract/mall-ops';
import * as m from '@contract/mall';
import { mutation } from '@src/lib/mutation';

const PRODUCTS = () => [o.opsProductList, m.productList, m.productDetail, m.catalogList];
export const opsCategorySave = mutation(o.opsCategorySave, { invalidates: PRODUCTS });
export const opsProductSave = mutation(o.opsProductSave, { invalidates: PRODUCTS });
export const opsProductOnSale = mutation(o.opsProductOnSale, { invalidates: PRODUCTS });
export const opsStockAdjust = mutation(o.opsStockAdjust, { invalidates: () => [...PRODUCTS(), o.opsStockLog] });
export const opsOrderShip = mutation(o.opsOrderShip, { invalidates: () => [o.opsOrderList] });
export const opsOrderCancel = mutation(o.opsOrderCancel, { invalidates: () => [o.opsOrderList] });
export const opsRefundApprove = mutation(o.opsRefundApprove, { invalidates: () => [o.opsRefundList, o.opsOrderList] });
export const opsRefundReject = mutation(o.opsRefundReject, { invalidates: () => [o.opsRefundList, o.opsOrderList] });
export const opsContactSave = mutation(o.opsContactSave, { invalidates: () => [m.mallContact] });
