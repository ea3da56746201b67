/**
 * The tree screens; pixi.js loads inside them (TreeCanvas imports the engine lazily), only on these routes.
 * /pages/zupu/shupu/index is the clan tree or, with ?familyId / ?family=1, the family-tree view (GET /family/tree);
 * the preview is read only.
 */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { TREE_ROUTES } from './routes';

const tree = lazyScreen(() => import('./pages/TreePage'), 'TreePage');

export const TREE_SCREENS: Record<(typeof TREE_ROUTES)[number], Screen> = {
  '/pages/zupu/shupu/index': lazyScreen(() => import('./pages/ShupuPage'), 'ShupuPage'),
  '/clan/tree/index': tree,
  '/clan/tree/preview': tree,
};
