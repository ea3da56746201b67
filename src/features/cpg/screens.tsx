import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { CPG_ROUTES } from './routes';

const catalog = () => import('./pages/CatalogPages');
const book = () => import('./pages/BookPages');
const vip = () => import('./pages/VipPages');
const mine = () => import('./pages/MinePages');
const from = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })), name);

export const CPG_SCREENS: Record<(typeof CPG_ROUTES)[number], Screen> = {
  '/seekroot/clue-book-list': from(catalog, 'ClueBookListPage'),
  '/seekroot/family-name': from(catalog, 'FamilyNamePage'),
  '/seekroot/cpg-all-list': from(catalog, 'CpgAllListPage'),
  '/seekroot/book-details': from(book, 'BookDetailsPage'),
  '/seekroot/read': from(book, 'ReadPage'),
  '/seekroot/vip-privilege': from(vip, 'VipPrivilegePage'),
  '/mine/cpg-vip': from(vip, 'MineCpgVipPage'),
  '/seekroot/my-cpg': from(mine, 'MyCpgPage'),
  '/seekroot/cpg-order-detail': from(mine, 'CpgOrderDetailPage'),
};
