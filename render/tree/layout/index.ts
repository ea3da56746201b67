export { buildTreeIndex } from './tree-index';
export type { TreeIndex, TreeStructure } from './tree-index';
export { layoutTree } from './tidy-layout';
