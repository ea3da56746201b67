/** The app-frame routes that have a built screen (their lazy components: ./screens.tsx). */
export const SYSTEM_ROUTES = [
  '/pages/other/not-found',
  '/pages/other/not-support',
  '/pages/other/webview',
  '/mine/download',
  '/mine/set/about',
  '/mine/set/version',
] as const;
