/** The tree screens: one page (the preview is read only); pixi.js loads inside it, only on these routes. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { TREE_ROUTES } from './routes';

const tree = lazyScreen(() => import('./pages/TreePage'), 'TreePage');

export const TREE_SCREENS: Record<(typeof TREE_ROUTES)[number], Screen> = {
  '/pages/zupu/shupu/index': tree,
  '/clan/tree/index': tree,
  '/clan/tree/preview': tree,
};
