/** Coupons for other domains: the mall's checkout and print orders apply, lock, use and release them; the points shop grants them. */
export { couponOptions, lockCoupon, useCoupon, releaseCoupon, grantCoupon, type CouponChoice } from './coupons.service';
export type { CouponLine } from './coupon-rules';
