import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { COLLECT_ROUTES } from './routes';

const page = (name: string, load: () => Promise<{ default: React.ComponentType<any> }>) => lazyScreen(load, name);

export const COLLECT_SCREENS: Record<(typeof COLLECT_ROUTES)[number], Screen> = {
  '/clan/collect/index': page('CollectIndexPage', () => import('./pages/CollectIndexPage')),
  '/clan/collect/create': page('CollectCreatePage', () => import('./pages/CollectCreatePage')),
  '/clan/collect/pre-create': page('PreCreatePage', () => import('./pages/PreCreatePage')),
  '/clan/collect/pre-create-list': page('PreCreateListPage', () => import('./pages/PreCreateListPage')),
  '/clan/collect/details': page('CollectDetailsPage', () => import('./pages/CollectDetailsPage')),
  '/clan/collect/share': page('CollectSharePage', () => import('./pages/CollectSharePage')),
  '/clan/collect/assist': page('AssistPage', () => import('./pages/AssistPage')),
  '/clan/collect/assist-details': page('AssistDetailsPage', () => import('./pages/AssistDetailsPage')),
  '/clan/collect/assist-edit': page('AssistEditPage', () => import('./pages/AssistEditPage')),
  '/clan/collect/assist-bind': page('AssistBindPage', () => import('./pages/AssistBindPage')),
  '/clan/collect/family': page('FamilyPage', () => import('./pages/FamilyPage')),
  '/clan/collect/family-create': page('FamilyCreatePage', () => import('./pages/FamilyCreatePage')),
  '/clan/collect/family-match': page('FamilyMatchPage', () => import('./pages/FamilyMatchPage')),
  '/clan/collect/member-map': page('MemberMapPage', () => import('./pages/MemberMapPage')),
  '/clan/collect/hongding': page('HongdingPage', () => import('./pages/HongdingPage')),
  '/clan/collect/hongding-list': page('HongdingListPage', () => import('./pages/HongdingListPage')),
  '/clan/collect/member-edit': page('MemberEditPage', () => import('./pages/MemberEditPage')),
  '/clan/collect/set-form': page('SetFormPage', () => import('./pages/SetFormPage')),
  '/clan/collect/over': page('CollectOverPage', () => import('./pages/CollectOverPage')),
  '/pages/scan/index': page('ScanPage', () => import('./pages/ScanPage')),
};
