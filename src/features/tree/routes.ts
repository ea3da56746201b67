/** The tree routes that have a built screen (their lazy components: ./screens.tsx). */
export const TREE_ROUTES = ['/pages/zupu/shupu/index', '/clan/tree/index', '/clan/tree/preview'] as const;
