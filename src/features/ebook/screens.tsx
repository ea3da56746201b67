import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { EBOOK_ROUTES } from './routes';

export const EBOOK_SCREENS: Record<(typeof EBOOK_ROUTES)[number], Screen> = {
  '/ebook/index': lazyScreen(() => import('./pages/EbookIndexPage'), 'EbookIndexPage'),
  '/ebook/basic-info': lazyScreen(() => import('./pages/EbookInfoPage'), 'EbookInfoPage'),
  '/ebook/details': lazyScreen(() => import('./pages/EbookDetailsPage'), 'EbookDetailsPage'),
  '/ebook/book/book': lazyScreen(() => import('./pages/EbookReaderPage'), 'EbookReaderPage'),
  '/ebook/book/pay': lazyScreen(() => import('./pages/EbookPayPage'), 'EbookPayPage'),
  '/ebook/shelf': lazyScreen(() => import('./pages/EbookShelfPage'), 'EbookShelfPage'),
};
