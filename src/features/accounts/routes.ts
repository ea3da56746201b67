/** The accounts routes that have a built screen (their lazy components: ./screens.tsx). */
export const ACCOUNT_ROUTES = [
  '/pages/account/index',
  '/pages/account/register',
  '/pages/account/forget-password',
  '/pages/account/scan',
  '/pages/other/debug',
  '/pages/other/h5-auto',
  '/mine/index',
  '/mine/person/person',
  '/mine/person/avatar',
  '/mine/set/set',
  '/mine/set/alter-phone',
  '/mine/set/alter-password',
  '/mine/set/logout-tips',
  '/mine/set/logout-inspect',
  '/mine/set/logout',
] as const;
