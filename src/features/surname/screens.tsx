import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { SURNAME_ROUTES } from './routes';

const lib = () => import('./pages/LibraryPages');
const one = () => import('./pages/SurnamePages');
const article = lazyScreen(() => import('./pages/ArticlePage'), 'ArticlePage');
const from = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })), name);

export const SURNAME_SCREENS: Record<(typeof SURNAME_ROUTES)[number], Screen> = {
  '/surname/index': from(lib, 'SurnameIndexPage'),
  '/surname/surname-pavilion': from(lib, 'PavilionPage'),
  '/surname/v2/search': from(lib, 'SearchPage'),
  '/surname/v2/index': from(one, 'SurnameHomePage'),
  '/surname/v2/basic': from(one, 'BasicPage'),
  '/surname/v2/source': from(one, 'SourcePage'),
  '/surname/v2/renwen': from(one, 'RenwenPage'),
  '/surname/v2/famous-person': from(one, 'FamousPersonPage'),
  '/surname/celebrity-list': from(one, 'CelebrityListPage'),
  '/surname/ancestor-list': from(one, 'AncestorListPage'),
  '/surname/temple': from(one, 'TemplePage'),
  '/surname/v2/pedigree': from(one, 'PedigreePage'),
  '/surname/v2/pedigree-details': from(one, 'PedigreeDetailsPage'),
  '/surname/v2/plaza': from(one, 'PlazaPage'),
  '/surname/details': article,
  '/surname/v2/article-details': article,
};
