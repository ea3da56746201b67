/** Accounts screens: login, register, password, QR login, debug, the personal centre, profile and settings. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { ACCOUNT_ROUTES } from './routes';

export const ACCOUNT_SCREENS: Record<(typeof ACCOUNT_ROUTES)[number], Screen> = {
  '/pages/account/index': lazyScreen(() => import('./pages/LoginPage'), 'LoginPage'),
  '/pages/account/register': lazyScreen(() => import('./pages/RegisterPage'), 'RegisterPage'),
  '/pages/account/forget-password': lazyScreen(() => import('./pages/ForgetPasswordPage'), 'ForgetPasswordPage'),
  '/pages/account/scan': lazyScreen(() => import('./pages/ScanLoginPage'), 'ScanLoginPage'),
  '/pages/other/debug': lazyScreen(() => import('./pages/DebugPage'), 'DebugPage'),
  '/pages/other/h5-auto': lazyScreen(() => import('./pages/H5AutoPage'), 'H5AutoPage'),
  '/mine/index': lazyScreen(() => import('./pages/MinePage'), 'MinePage'),
  '/mine/person/person': lazyScreen(() => import('./pages/ProfilePage'), 'ProfilePage'),
  '/mine/person/avatar': lazyScreen(() => import('./pages/AvatarPage'), 'AvatarPage'),
  '/mine/set/set': lazyScreen(() => import('./pages/SettingsPage'), 'SettingsPage'),
  '/mine/set/alter-phone': lazyScreen(() => import('./pages/AlterPhonePage'), 'AlterPhonePage'),
  '/mine/set/alter-password': lazyScreen(() => import('./pages/AlterPasswordPage'), 'AlterPasswordPage'),
  '/mine/set/logout-tips': lazyScreen(() => import('./pages/LogoutTipsPage'), 'LogoutTipsPage'),
  '/mine/set/logout-inspect': lazyScreen(() => import('./pages/LogoutInspectPage'), 'LogoutInspectPage'),
  '/mine/set/logout': lazyScreen(() => import('./pages/LogoutPage'), 'LogoutPage'),
  '/mine/set/account': lazyScreen(() => import('./pages/AccountSecurityPage'), 'AccountSecurityPage'),
  '/mine/person/index': lazyScreen(() => import('./pages/PersonPage'), 'PersonPage'),
};
