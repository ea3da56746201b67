/** 发现 routes with a built screen (spec routes.tsv "Find"). */
export const FIND_ROUTES = ['/find/index', '/find/list', '/find/details', '/find/video', '/find/ad', '/find/success'] as const;
