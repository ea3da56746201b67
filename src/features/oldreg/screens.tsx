/** Old-register screens (contract/oldreg.ts; our addition, entered from 添加族人 → 旧谱识别). */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { OLDREG_ROUTES } from './routes';

export const OLDREG_SCREENS: Record<(typeof OLDREG_ROUTES)[number], Screen> = {
  '/clan/admin/oldreg': lazyScreen(() => import('./pages/OldregListPage'), 'OldregListPage'),
  '/clan/admin/oldreg/detail': lazyScreen(() => import('./pages/OldregDetailPage'), 'OldregDetailPage'),
  '/clan/admin/oldreg/review': lazyScreen(() => import('./pages/OldregReviewPage'), 'OldregReviewPage'),
};
