import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SOCIAL_ROUTES } from './routes';

export const SOCIAL_SCREENS: Record<(typeof SOCIAL_ROUTES)[number], Screen> = {
  '/mine/message/follow': lazyScreen(() => import('./pages/FollowPage'), 'FollowPage'),
};
