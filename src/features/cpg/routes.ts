/** Old-register routes with a built screen (spec routes.tsv "Seek roots" cpg rows and /mine/cpg-vip). */
export const CPG_ROUTES = [
  '/seekroot/clue-book-list', '/seekroot/family-name', '/seekroot/book-details', '/seekroot/read', '/seekroot/vip-privilege',
  '/seekroot/cpg-all-list', '/seekroot/cpg-order-detail', '/seekroot/my-cpg', '/mine/cpg-vip',
] as const;
