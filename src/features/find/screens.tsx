import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { FIND_ROUTES } from './routes';

const feed = lazyScreen(() => import('./pages/FindIndexPage'), 'FindIndexPage');
const details = lazyScreen(() => import('./pages/FindDetailsPage'), 'FindDetailsPage');

export const FIND_SCREENS: Record<(typeof FIND_ROUTES)[number], Screen> = {
  '/find/index': feed,
  '/find/list': feed,
  '/find/details': details,
  '/find/video': details,
  /** The spec's share path of a video (?id=): the same player. */
  '/pages/other/video': details,
  '/find/ad': lazyScreen(() => import('./pages/FindAdPage'), 'FindAdPage'),
  '/find/success': lazyScreen(() => import('./pages/FindSuccessPage'), 'FindSuccessPage'),
};
