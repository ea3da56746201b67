import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SEEKROOT_ROUTES } from './routes';

export const SEEKROOT_SCREENS: Record<(typeof SEEKROOT_ROUTES)[number], Screen> = {
  '/seekroot/index': lazyScreen(() => import('./pages/SeekHomePage'), 'SeekHomePage'),
  '/seekroot/seekroot': lazyScreen(() => import('./pages/SeekSquarePage'), 'SeekSquarePage'),
  '/seekroot/details': lazyScreen(() => import('./pages/SeekDetailsPage'), 'SeekDetailsPage'),
  '/seekroot/publish': lazyScreen(() => import('./pages/SeekPublishPage'), 'SeekPublishPage'),
  '/seekroot/my-seekroot': lazyScreen(() => import('./pages/SeekMinePage'), 'SeekMinePage'),
};
