import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { CONTENT_ROUTES } from './routes';

const list = lazyScreen(() => import('./pages/ContentListPage'), 'ContentListPage');
const details = lazyScreen(() => import('./pages/ContentDetailsPage'), 'ContentDetailsPage');
const targets = lazyScreen(() => import('./pages/ContentTargetsPage'), 'ContentTargetsPage');

export const CONTENT_SCREENS: Record<(typeof CONTENT_ROUTES)[number], Screen> = {
  '/content/article-list': list,
  '/content/news-list': list,
  '/content/notice-list': list,
  '/content/details': details,
  '/content/news-details': details,
  '/content/notice-details': details,
  '/content/article-publish': lazyScreen(() => import('./pages/ArticlePublishPage'), 'ArticlePublishPage'),
  '/content/article-preview': lazyScreen(() => import('./pages/ArticlePreviewPage'), 'ArticlePreviewPage'),
  '/content/post-publish': lazyScreen(() => import('./pages/PostPublishPage'), 'PostPublishPage'),
  '/content/donation-list': lazyScreen(() => import('./pages/DonationListPage'), 'DonationListPage'),
  '/content/donation-want': lazyScreen(() => import('./pages/DonationWantPage'), 'DonationWantPage'),
  '/content/merit-list': lazyScreen(() => import('./pages/MeritListPage'), 'MeritListPage'),
  '/content/donation-mine': lazyScreen(() => import('./pages/DonationMinePage'), 'DonationMinePage'),
  '/content/donation-perfect': lazyScreen(() => import('./pages/DonationPerfectPage'), 'DonationPerfectPage'),
  '/content/donation-log': lazyScreen(() => import('./pages/DonationLogPage'), 'DonationLogPage'),
  '/content/donation-manage': lazyScreen(() => import('./pages/DonationManagePage'), 'DonationManagePage'),
  '/content/sync': targets,
  '/content/privacy': targets,
};
