/** Screens of the app frame: home, not-found, not-support, webview, downloads, about, version. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SYSTEM_ROUTES } from './routes';

export const SYSTEM_SCREENS: Record<(typeof SYSTEM_ROUTES)[number], Screen> = {
  '/pages/other/not-found': lazyScreen(() => import('./pages/NotFoundPage'), 'NotFoundPage'),
  '/pages/other/not-support': lazyScreen(() => import('./pages/NotSupportPage'), 'NotSupportPage'),
  '/pages/other/webview': lazyScreen(() => import('./pages/WebviewPage'), 'WebviewPage'),
  '/mine/download': lazyScreen(() => import('./pages/DownloadsPage'), 'DownloadsPage'),
  '/mine/set/about': lazyScreen(() => import('./pages/AboutPage'), 'AboutPage'),
  '/mine/set/version': lazyScreen(() => import('./pages/VersionPage'), 'VersionPage'),
};
