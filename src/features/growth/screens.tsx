import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { GROWTH_ROUTES } from './routes';

export const GROWTH_SCREENS: Record<(typeof GROWTH_ROUTES)[number], Screen> = {
  '/mine/task/index': lazyScreen(() => import('./pages/TaskIndexPage'), 'TaskIndexPage'),
  '/mine/task/rule': lazyScreen(() => import('./pages/TaskRulePage'), 'TaskRulePage'),
  '/mine/task/point-detail': lazyScreen(() => import('./pages/PointDetailPage'), 'PointDetailPage'),
  '/mine/task/coin': lazyScreen(() => import('./pages/CoinPage'), 'CoinPage'),
  '/mine/task/coin-detail': lazyScreen(() => import('./pages/CoinDetailPage'), 'CoinDetailPage'),
  '/mine/task/coin-rule': lazyScreen(() => import('./pages/CoinRulePage'), 'CoinRulePage'),
  '/mine/hongbao/index': lazyScreen(() => import('./pages/HongbaoPage'), 'HongbaoPage'),
  '/mine/grade/index': lazyScreen(() => import('./pages/GradePage'), 'GradePage'),
  '/mine/agent/index': lazyScreen(() => import('./pages/AgentPage'), 'AgentPage'),
};
