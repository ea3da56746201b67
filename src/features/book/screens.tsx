/** The clan book screens: samples, the plan (format with live previews, cover, info), progress, the pdf.js reader, orders, chapters. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { BOOK_ROUTES } from './routes';

const orderConfirm = lazyScreen(() => import('./pages/OrderConfirmPage'), 'OrderConfirmPage');
const essayPreview = lazyScreen(() => import('./pages/EssayPreviewPage'), 'EssayPreviewPage');

export const BOOK_SCREENS: Record<(typeof BOOK_ROUTES)[number], Screen> = {
  '/clan/book/index': lazyScreen(() => import('./pages/BookIndexPage'), 'BookIndexPage'),
  '/clan/book/details': lazyScreen(() => import('./pages/BookDetailsPage'), 'BookDetailsPage'),
  '/clan/book/read': lazyScreen(() => import('./pages/BookReadPage'), 'BookReadPage'),
  '/clan/book/download': lazyScreen(() => import('./pages/BookDownloadPage'), 'BookDownloadPage'),
  '/clan/book/sample-confirm': lazyScreen(() => import('./pages/SampleConfirmPage'), 'SampleConfirmPage'),
  '/clan/book/create': lazyScreen(() => import('./pages/BookCreatePage'), 'BookCreatePage'),
  '/clan/book/create-detail': lazyScreen(() => import('./pages/BookCreateDetailPage'), 'BookCreateDetailPage'),
  '/clan/book/publish': lazyScreen(() => import('./pages/BookPublishPage'), 'BookPublishPage'),
  '/clan/book/publish-success': lazyScreen(() => import('./pages/BookPublishSuccessPage'), 'BookPublishSuccessPage'),
  '/clan/book/order-create': lazyScreen(() => import('./pages/OrderCreatePage'), 'OrderCreatePage'),
  '/clan/book/order-confirm': orderConfirm,
  '/clan/book/info-edit': lazyScreen(() => import('./pages/BookInfoEditPage'), 'BookInfoEditPage'),
  '/clan/book/cover': lazyScreen(() => import('./pages/BookCoverPage'), 'BookCoverPage'),
  '/clan/book/format': lazyScreen(() => import('./pages/BookFormatPage'), 'BookFormatPage'),
  '/clan/essay/index': lazyScreen(() => import('./pages/EssayIndexPage'), 'EssayIndexPage'),
  '/clan/essay/edit': lazyScreen(() => import('./pages/EssayEditPage'), 'EssayEditPage'),
  '/clan/essay/category': lazyScreen(() => import('./pages/EssayCategoryPage'), 'EssayCategoryPage'),
  '/clan/essay/editor': lazyScreen(() => import('./pages/EssayEditorPage'), 'EssayEditorPage'),
  '/clan/essay/preview': essayPreview,
  '/clan/essay/preview2': essayPreview,
  '/clan/shop/order': lazyScreen(() => import('./pages/ShopOrderPage'), 'ShopOrderPage'),
  '/clan/shop/order-confirm': orderConfirm,
};
