import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { VILLAGE_ROUTES } from './routes';

export const VILLAGE_SCREENS: Record<(typeof VILLAGE_ROUTES)[number], Screen> = {
  '/village/index': lazyScreen(() => import('./pages/VillageIndexPage').then((m) => ({ default: m.VillageIndexPage })), 'VillageIndexPage'),
  '/village/hot': lazyScreen(() => import('./pages/VillageIndexPage').then((m) => ({ default: m.VillageHotPage })), 'VillageHotPage'),
  '/village/select': lazyScreen(() => import('./pages/VillageIndexPage').then((m) => ({ default: m.VillageSelectPage })), 'VillageSelectPage'),
  '/village/details': lazyScreen(() => import('./pages/VillageDetailsPage').then((m) => ({ default: m.VillageDetailsPage })), 'VillageDetailsPage'),
  '/village/people': lazyScreen(() => import('./pages/VillagePeoplePage').then((m) => ({ default: m.VillagePeoplePage })), 'VillagePeoplePage'),
  '/village/history': lazyScreen(() => import('./pages/VillageHistoryPage').then((m) => ({ default: m.VillageHistoryPage })), 'VillageHistoryPage'),
  '/village/admin/index': lazyScreen(() => import('./pages/AdminIndexPage').then((m) => ({ default: m.VillageAdminIndexPage })), 'VillageAdminIndexPage'),
  '/village/admin/edit': lazyScreen(() => import('./pages/AdminEditPage').then((m) => ({ default: m.VillageAdminEditPage })), 'VillageAdminEditPage'),
  '/village/admin/article-list': lazyScreen(() => import('./pages/AdminArticlesPage').then((m) => ({ default: m.VillageAdminArticlesPage })), 'VillageAdminArticlesPage'),
  '/village/admin/media-list': lazyScreen(() => import('./pages/AdminMediaPage').then((m) => ({ default: m.VillageAdminMediaPage })), 'VillageAdminMediaPage'),
  '/village/admin/correct-list': lazyScreen(() => import('./pages/AdminCorrectionsPage').then((m) => ({ default: m.VillageAdminCorrectionsPage })), 'VillageAdminCorrectionsPage'),
  '/village/admin/correct-detail': lazyScreen(() => import('./pages/AdminCorrectionsPage').then((m) => ({ default: m.VillageAdminCorrectionDetailPage })), 'VillageAdminCorrectionDetailPage'),
  '/village/admin/vr-preview': lazyScreen(() => import('./pages/AdminVrPreviewPage').then((m) => ({ default: m.VillageAdminVrPreviewPage })), 'VillageAdminVrPreviewPage'),
  '/choose-location': lazyScreen(() => import('./pages/LocationPages').then((m) => ({ default: m.ChooseLocationPage })), 'ChooseLocationPage'),
  '/open-location': lazyScreen(() => import('./pages/LocationPages').then((m) => ({ default: m.OpenLocationPage })), 'OpenLocationPage'),
};
