import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { MESSAGE_ROUTES } from './routes';

export const MESSAGE_SCREENS: Record<(typeof MESSAGE_ROUTES)[number], Screen> = {
  '/mine/set/message': lazyScreen(() => import('./pages/MessageSettingsPage'), 'MessageSettingsPage'),
};
