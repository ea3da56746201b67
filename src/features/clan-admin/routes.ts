/** The clan admin routes that have a built screen (their lazy components: ./screens.tsx). */
export const CLAN_ADMIN_ROUTES = [
  '/clan/correction', '/clan/bind',
  '/clan/admin/clan-edit', '/clan/admin/view-permission', '/clan/admin/view-password', '/clan/admin/correction',
  '/clan/admin/correction-details', '/clan/admin/notices', '/clan/admin/member-apply', '/clan/admin/bind-apply',
  '/clan/admin/members', '/clan/admin/log', '/clan/admin/permission', '/clan/admin/project-edit',
  '/clan/admin/manage-clan', '/clan/admin/clan-settings', '/clan/admin/family-member', '/clan/admin/member-contact',
  '/clan/admin/add-member', '/clan/admin/visitor', '/clan/admin/project-stat', '/clan/admin/clan-stat',
  '/clan/manager/index', '/clan/manager/create', '/clan/manager/details', '/clan/manager/admin',
  '/clan/team/index', '/clan/team/create', '/clan/team/details', '/clan/team/scope', '/clan/team/log-list', '/clan/team/inviteFriend',
] as const;
