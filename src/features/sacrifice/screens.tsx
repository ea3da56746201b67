/** The memorial screens (lazy). The 3D ones (tomb-vr*, hall/vr*, /village/vr) load three.js inside their page only. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SACRIFICE_ROUTES } from './routes';

const memorial = lazyScreen(() => import('./pages/MemorialPage'), 'MemorialPage');
const tombVr = lazyScreen(() => import('./pages/TombVrPage'), 'TombVrPage');
const hallVr = lazyScreen(() => import('./pages/HallVrPage'), 'HallVrPage');
const lifetime = lazyScreen(() => import('./pages/LifetimeListPage'), 'LifetimeListPage');

export const SACRIFICE_SCREENS: Record<(typeof SACRIFICE_ROUTES)[number], Screen> = {
  '/sacrifice/index': lazyScreen(() => import('./pages/IndexPage'), 'SacrificeIndexPage'),
  '/sacrifice/music': lazyScreen(() => import('./pages/MusicPage'), 'MusicPage'),
  '/sacrifice/hall/index': lazyScreen(() => import('./pages/HallIndexPage'), 'HallIndexPage'),
  '/sacrifice/edit': lazyScreen(() => import('./pages/EditPage'), 'SacrificeEditPage'),
  '/sacrifice/list': lazyScreen(() => import('./pages/ListPage'), 'SacrificeListPage'),
  '/sacrifice/mine': lazyScreen(() => import('./pages/MinePage'), 'SacrificeMinePage'),
  '/sacrifice/ranking': lazyScreen(() => import('./pages/RankingPage'), 'RankingPage'),
  '/sacrifice/history': lazyScreen(() => import('./pages/HistoryPage'), 'HistoryPage'),
  '/sacrifice/detail': memorial,
  '/sacrifice/modern': memorial,
  '/sacrifice/abstract': memorial,
  '/sacrifice/tomb': lazyScreen(() => import('./pages/TombPage'), 'TombPage'),
  '/sacrifice/tomb-vr': tombVr,
  '/sacrifice/tomb-vr2': tombVr,
  '/sacrifice/tomb-vr3': tombVr,
  '/sacrifice/video': lifetime,
  '/sacrifice/album': lifetime,
  '/sacrifice/album-detail': lazyScreen(() => import('./pages/AlbumDetailPage'), 'AlbumDetailPage'),
  '/sacrifice/article': lifetime,
  '/sacrifice/article-detail': lazyScreen(() => import('./pages/ArticleDetailPage'), 'ArticleDetailPage'),
  '/sacrifice/worship': lazyScreen(() => import('./pages/WorshipPage'), 'WorshipPage'),
  '/sacrifice/pay': lazyScreen(() => import('./pages/PayPage'), 'SacrificePayPage'),
  '/sacrifice/hall/edit': lazyScreen(() => import('./pages/HallEditPage'), 'HallEditPage'),
  '/sacrifice/hall/select': lazyScreen(() => import('./pages/HallSelectPage'), 'HallSelectPage'),
  '/sacrifice/hall/manage': lazyScreen(() => import('./pages/HallManagePage'), 'HallManagePage'),
  '/sacrifice/hall/detail': lazyScreen(() => import('./pages/HallDetailPage'), 'HallDetailPage'),
  '/sacrifice/hall/vr': hallVr,
  '/sacrifice/hall/vr2': hallVr,
  '/village/vr': lazyScreen(() => import('./pages/VillageVrPage'), 'VillageVrPage'),
};
