import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { CPG_ROUTES } from './routes';

const catalog = () => import('./pages/CatalogPages');
const book = () => import('./pages/BookPages');
const vip = () => import('./pages/VipPages');
const mine = () => import('./pages/MinePages');

export const CPG_SCREENS: Record<(typeof CPG_ROUTES)[number], Screen> = {
  '/seekroot/clue-book-list': lazyScreen(() => catalog().then((m) => ({ default: m.ClueBookListPage })), 'ClueBookListPage'),
  '/seekroot/family-name': lazyScreen(() => catalog().then((m) => ({ default: m.FamilyNamePage })), 'FamilyNamePage'),
  '/seekroot/cpg-all-list': lazyScreen(() => catalog().then((m) => ({ default: m.CpgAllListPage })), 'CpgAllListPage'),
  '/seekroot/book-details': lazyScreen(() => book().then((m) => ({ default: m.BookDetailsPage })), 'BookDetailsPage'),
  '/seekroot/read': lazyScreen(() => book().then((m) => ({ default: m.ReadPage })), 'ReadPage'),
  '/seekroot/vip-privilege': lazyScreen(() => vip().then((m) => ({ default: m.VipPrivilegePage })), 'VipPrivilegePage'),
  '/mine/cpg-vip': lazyScreen(() => vip().then((m) => ({ default: m.MineCpgVipPage })), 'MineCpgVipPage'),
  '/seekroot/my-cpg': lazyScreen(() => mine().then((m) => ({ default: m.MyCpgPage })), 'MyCpgPage'),
  '/seekroot/cpg-order-detail': lazyScreen(() => mine().then((m) => ({ default: m.CpgOrderDetailPage })), 'CpgOrderDetailPage'),
};
