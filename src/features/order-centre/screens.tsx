import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { ORDER_CENTRE_ROUTES } from './routes';

export const ORDER_CENTRE_SCREENS: Record<(typeof ORDER_CENTRE_ROUTES)[number], Screen> = {
  '/mine/order/index': lazyScreen(() => import('./pages/OrdersPage'), 'OrdersPage'),
  '/mine/order/details': lazyScreen(() => import('./pages/OrderDetailsRedirect'), 'OrderDetailsRedirect'),
  '/mine/order/comment': lazyScreen(() => import('./pages/OrderCommentPage'), 'OrderCommentPage'),
};
