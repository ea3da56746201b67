import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { MALL_ROUTES } from './routes';

export const MALL_SCREENS: Record<(typeof MALL_ROUTES)[number], Screen> = {
  '/mall/index': lazyScreen(() => import('./pages/MallIndexPage'), 'MallIndexPage'),
  '/mall/search': lazyScreen(() => import('./pages/MallIndexPage'), 'MallSearchPage'),
  '/mall/goodsDetails': lazyScreen(() => import('./pages/GoodsDetailsPage'), 'GoodsDetailsPage'),
  '/mall/comment-list': lazyScreen(() => import('./pages/CommentListPage'), 'CommentListPage'),
  '/mall/cart': lazyScreen(() => import('./pages/CartPage'), 'CartPage'),
  '/mall/order': lazyScreen(() => import('./pages/MallOrdersPage'), 'MallOrdersPage'),
  '/mall/orderConfirm': lazyScreen(() => import('./pages/OrderConfirmPage'), 'MallOrderConfirmPage'),
  '/mall/orderDetails': lazyScreen(() => import('./pages/OrderDetailsPage'), 'MallOrderDetailsPage'),
  '/mall/comment-publish': lazyScreen(() => import('./pages/CommentPublishPage'), 'CommentPublishPage'),
};
