/** The clan screens: home, 百家姓, a project's clans, a clan, member picking and editing, history, my family. */
import { eagerScreen, lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import HomePage from './pages/HomePage';
import type { CLAN_ROUTES } from './routes';

export const CLAN_SCREENS: Record<(typeof CLAN_ROUTES)[number], Screen> = {
  '/pages/index/index': eagerScreen(HomePage, 'HomePage'),
  '/pages/baijia/index': lazyScreen(() => import('./pages/BaijiaPage'), 'BaijiaPage'),
  '/clan/index': lazyScreen(() => import('./pages/ClanIndexPage'), 'ClanIndexPage'),
  '/clan/project-sort': lazyScreen(() => import('./pages/ProjectSortPage'), 'ProjectSortPage'),
  '/clan/detail': lazyScreen(() => import('./pages/ClanDetailPage'), 'ClanDetailPage'),
  '/clan/member/select': lazyScreen(() => import('./pages/MemberSelectPage'), 'MemberSelectPage'),
  '/clan/history': lazyScreen(() => import('./pages/HistoryPage'), 'HistoryPage'),
  '/clan/member/edit': lazyScreen(() => import('./pages/MemberEditPage'), 'MemberEditPage'),
  '/clan/elite': lazyScreen(() => import('./pages/ElitePage'), 'ElitePage'),
  '/subpages/caiding/family': lazyScreen(() => import('./pages/FamilyPage'), 'FamilyPage'),
};
