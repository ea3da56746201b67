/**
 * The tree routes that have a built screen (their lazy components: ./screens.tsx). The family-tree view of
 * GET /family/tree has no route of its own in routes.tsv: it is /pages/zupu/shupu/index?familyId=… (family-view.ts).
 */
export const TREE_ROUTES = ['/pages/zupu/shupu/index', '/clan/tree/index', '/clan/tree/preview'] as const;
