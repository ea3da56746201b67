/** Seek-roots routes with a built screen (spec routes.tsv "Seek roots"; the cpg pages are the cpg feature's). */
export const SEEKROOT_ROUTES = [
  '/seekroot/index', '/seekroot/seekroot', '/seekroot/details', '/seekroot/publish', '/seekroot/my-seekroot',
] as const;
