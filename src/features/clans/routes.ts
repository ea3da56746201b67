/** The clan routes that have a built screen (their lazy components: ./screens.tsx). */
export const CLAN_ROUTES = [
  '/pages/index/index',
  '/pages/baijia/index',
  '/clan/index',
  '/clan/detail',
  '/clan/member/select',
  '/clan/history',
  '/clan/member/edit',
  '/clan/elite',
  '/subpages/caiding/family',
  '/clan/project-sort',
] as const;
