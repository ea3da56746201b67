/** The memorial (祭祀) routes with a built screen — every /sacrifice/* route of the table and /village/vr. */
export const SACRIFICE_ROUTES = [
  '/sacrifice/index', '/sacrifice/music', '/sacrifice/hall/index', '/sacrifice/edit', '/sacrifice/list', '/sacrifice/mine',
  '/sacrifice/ranking', '/sacrifice/history', '/sacrifice/detail', '/sacrifice/modern', '/sacrifice/abstract',
  '/sacrifice/tomb', '/sacrifice/tomb-vr', '/sacrifice/tomb-vr2', '/sacrifice/tomb-vr3', '/sacrifice/video',
  '/sacrifice/album', '/sacrifice/album-detail', '/sacrifice/article', '/sacrifice/article-detail', '/sacrifice/worship',
  '/sacrifice/pay', '/sacrifice/hall/edit', '/sacrifice/hall/select', '/sacrifice/hall/manage', '/sacrifice/hall/detail',
  '/sacrifice/hall/vr', '/sacrifice/hall/vr2', '/village/vr',
] as const;
