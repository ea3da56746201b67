import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { VIP_ROUTES } from './routes';

export const VIP_SCREENS: Record<(typeof VIP_ROUTES)[number], Screen> = {
  '/mine/member/vip': lazyScreen(() => import('./pages/VipPage'), 'VipPage'),
  '/mine/member/buy-log': lazyScreen(() => import('./pages/BuyLogPage'), 'BuyLogPage'),
  '/mine/member/people': lazyScreen(() => import('./pages/PeoplePage'), 'PeoplePage'),
  '/mine/member/output': lazyScreen(() => import('./pages/OutputPage'), 'OutputPage'),
  '/mine/member/output-log': lazyScreen(() => import('./pages/OutputLogPage'), 'OutputLogPage'),
  '/mine/person/rahmen': lazyScreen(() => import('./pages/RahmenPage'), 'RahmenPage'),
};
