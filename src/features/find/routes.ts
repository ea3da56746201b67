/** 发现 routes with a built screen (spec routes.tsv "Find", and the video share path /pages/other/video). */
export const FIND_ROUTES = ['/find/index', '/find/list', '/find/details', '/find/video', '/find/ad', '/find/success', '/pages/other/video'] as const;
