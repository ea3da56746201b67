/** 采丁 routes with a built screen (their lazy components: ./screens.tsx). */
export const COLLECT_ROUTES = [
  '/clan/collect/index', '/clan/collect/create', '/clan/collect/pre-create', '/clan/collect/pre-create-list',
  '/clan/collect/details', '/clan/collect/share', '/clan/collect/assist', '/clan/collect/assist-details',
  '/clan/collect/assist-edit', '/clan/collect/assist-bind', '/clan/collect/family', '/clan/collect/family-create',
  '/clan/collect/family-match', '/clan/collect/member-map', '/clan/collect/hongding', '/clan/collect/hongding-list',
  '/clan/collect/member-edit', '/clan/collect/set-form', '/clan/collect/over', '/pages/scan/index',
] as const;
