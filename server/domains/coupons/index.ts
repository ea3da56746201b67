/** Coupons for other domains: the mall's checkout applies, locks, uses and releases them. */
export { couponOptions, lockCoupon, useCoupon, releaseCoupon, returnCoupon, type CouponChoice } from './coupons.service';
export type { CouponLine } from './coupon-rules';
