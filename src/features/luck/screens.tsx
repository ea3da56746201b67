/** The luck screens: 运势 entry, 老黄历, 姓名测试, 起名. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { LUCK_ROUTES } from './routes';

export const LUCK_SCREENS: Record<(typeof LUCK_ROUTES)[number], Screen> = {
  '/luck/index': lazyScreen(() => import('./pages/LuckIndexPage'), 'LuckIndexPage'),
  '/luck/almanac/index': lazyScreen(() => import('./pages/AlmanacPage'), 'AlmanacPage'),
  '/luck/cm-detail': lazyScreen(() => import('./pages/NameAnalysisPage'), 'NameAnalysisPage'),
  '/luck/qm-detail': lazyScreen(() => import('./pages/NamePickingPage'), 'NamePickingPage'),
};
