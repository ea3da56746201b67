/** 学堂 routes with a built screen (spec routes.tsv "Luck and school"). */
export const SCHOOL_ROUTES = ['/school/index', '/school/list', '/school/details', '/school/news'] as const;
