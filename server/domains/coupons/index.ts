/** Coupons for other domains: the mall's checkout and print orders apply, lock, use, release and return them; the points shop grants them. */
export { couponOptions, lockCoupon, useCoupon, releaseCoupon, returnCoupon, grantCoupon, type CouponChoice } from './coupons.service';
export type { CouponLine } from './coupon-rules';
