export { TreeRenderer } from './TreeRenderer';
export type { TreeEvents, TreeRendererOptions } from './TreeRenderer';
export * from './types';
export * from './constants';
export { Lod, lodForScale } from './lod';
export { buildTreeIndex } from './layout/tree-index';
export { layoutTree } from './layout/tidy-layout';
export { CardGrid } from './spatial/grid';
export { hitTestScreen } from './spatial/hit-test';
