import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { ADDRESS_ROUTES } from './routes';

export const ADDRESS_SCREENS: Record<(typeof ADDRESS_ROUTES)[number], Screen> = {
  '/mine/address/index': lazyScreen(() => import('./pages/AddressListPage'), 'AddressListPage'),
  '/mine/address/edit': lazyScreen(() => import('./pages/AddressEditPage'), 'AddressEditPage'),
};
