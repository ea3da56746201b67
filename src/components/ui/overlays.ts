/**
 * antd-mobile's animated pieces (Toast, Dialog, PullToRefresh), with react-spring and @use-gesture under them: one
 * chunk loaded on the first toast, dialog or touch, not with the first screen (`npm run bench -- bundle`). Import it
 * only through `loadOverlays()` (src/components/ui/overlay-loader.ts).
 */
export { Dialog, PullToRefresh, Toast } from 'antd-mobile';
