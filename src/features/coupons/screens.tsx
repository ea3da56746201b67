import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { COUPON_ROUTES } from './routes';

export const COUPON_SCREENS: Record<(typeof COUPON_ROUTES)[number], Screen> = {
  '/mine/grade/coupon': lazyScreen(() => import('./pages/CouponPage'), 'CouponPage'),
};
