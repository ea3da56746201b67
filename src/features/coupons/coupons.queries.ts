/** Server state of coupons (contract/coupons.ts). */
import * as cp from '@contract/coupons';
import { mutation } from '@src/lib/mutation';

export const receiveCoupon = mutation(cp.couponReceive, { invalidates: () => [cp.couponIssueList, cp.couponList, cp.couponProduct] });
