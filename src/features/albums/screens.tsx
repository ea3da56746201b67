import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { ALBUM_ROUTES } from './routes';

export const ALBUM_SCREENS: Record<(typeof ALBUM_ROUTES)[number], Screen> = {
  '/clan/album/index': lazyScreen(() => import('./pages/AlbumIndexPage'), 'AlbumIndexPage'),
  '/clan/album/details': lazyScreen(() => import('./pages/AlbumDetailsPage'), 'AlbumDetailsPage'),
  '/clan/album/settings': lazyScreen(() => import('./pages/AlbumSettingsPage'), 'AlbumSettingsPage'),
  '/clan/album/upload': lazyScreen(() => import('./pages/AlbumUploadPage'), 'AlbumUploadPage'),
  '/clan/album/slide': lazyScreen(() => import('./pages/AlbumSlidePage'), 'AlbumSlidePage'),
  '/clan/activity/details': lazyScreen(() => import('./pages/ActivityDetailsPage'), 'ActivityDetailsPage'),
};
