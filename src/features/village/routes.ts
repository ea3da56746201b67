/** Village routes with a built screen (spec routes.tsv "Village", /village/vr is the memorial feature's) and the place screens. */
export const VILLAGE_ROUTES = [
  '/village/index', '/village/details', '/village/people', '/village/hot', '/village/history', '/village/select',
  '/village/admin/index', '/village/admin/edit', '/village/admin/article-list', '/village/admin/media-list',
  '/village/admin/correct-list', '/village/admin/correct-detail', '/village/admin/vr-preview',
  '/choose-location', '/open-location',
] as const;
