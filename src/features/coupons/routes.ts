/** Coupon routes with a built screen. */
export const COUPON_ROUTES = ['/mine/grade/coupon'] as const;
