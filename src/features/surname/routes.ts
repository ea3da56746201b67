/** Surname library routes with a built screen (spec routes.tsv "Surname", all 16). */
export const SURNAME_ROUTES = [
  '/surname/index', '/surname/surname-pavilion', '/surname/celebrity-list', '/surname/ancestor-list', '/surname/temple', '/surname/details',
  '/surname/v2/index', '/surname/v2/source', '/surname/v2/article-details', '/surname/v2/renwen', '/surname/v2/pedigree',
  '/surname/v2/pedigree-details', '/surname/v2/famous-person', '/surname/v2/basic', '/surname/v2/search', '/surname/v2/plaza',
] as const;
