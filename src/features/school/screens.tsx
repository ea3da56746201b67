import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SCHOOL_ROUTES } from './routes';

const index = lazyScreen(() => import('./pages/SchoolIndexPage'), 'SchoolIndexPage');

export const SCHOOL_SCREENS: Record<(typeof SCHOOL_ROUTES)[number], Screen> = {
  '/school/index': index,
  '/school/list': index,
  '/school/details': lazyScreen(() => import('./pages/SchoolDetailsPage'), 'SchoolDetailsPage'),
  '/school/news': lazyScreen(() => import('./pages/SchoolNewsPage'), 'SchoolNewsPage'),
};
