/** The clan admin screens: corrections and binds, the /clan/admin/* pages and the 协管员 team (/clan/manager/*). */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { CLAN_ADMIN_ROUTES } from './routes';

export const CLAN_ADMIN_SCREENS: Record<(typeof CLAN_ADMIN_ROUTES)[number], Screen> = {
  '/clan/correction': lazyScreen(() => import('./pages/CorrectionPage'), 'CorrectionPage'),
  '/clan/bind': lazyScreen(() => import('./pages/BindPage'), 'BindPage'),
  '/clan/admin/clan-edit': lazyScreen(() => import('./pages/ClanEditPage'), 'ClanEditPage'),
  '/clan/admin/view-permission': lazyScreen(() => import('./pages/ViewPermissionPage'), 'ViewPermissionPage'),
  '/clan/admin/view-password': lazyScreen(() => import('./pages/ViewPasswordPage'), 'ViewPasswordPage'),
  '/clan/admin/correction': lazyScreen(() => import('./pages/AdminCorrectionPage'), 'AdminCorrectionPage'),
  '/clan/admin/correction-details': lazyScreen(() => import('./pages/CorrectionDetailsPage'), 'CorrectionDetailsPage'),
  '/clan/admin/notices': lazyScreen(() => import('./pages/NoticesPage'), 'NoticesPage'),
  '/clan/admin/member-apply': lazyScreen(() => import('./pages/MemberApplyPage'), 'MemberApplyPage'),
  '/clan/admin/bind-apply': lazyScreen(() => import('./pages/BindApplyPage'), 'BindApplyPage'),
  '/clan/admin/members': lazyScreen(() => import('./pages/MembersPage'), 'MembersPage'),
  '/clan/admin/log': lazyScreen(() => import('./pages/LogPage'), 'LogPage'),
  '/clan/admin/permission': lazyScreen(() => import('./pages/PermissionPage'), 'PermissionPage'),
  '/clan/admin/project-edit': lazyScreen(() => import('./pages/ProjectEditPage'), 'ProjectEditPage'),
  '/clan/admin/manage-clan': lazyScreen(() => import('./pages/ManageClanPage'), 'ManageClanPage'),
  '/clan/admin/clan-settings': lazyScreen(() => import('./pages/ClanSettingsPage'), 'ClanSettingsPage'),
  '/clan/admin/family-member': lazyScreen(() => import('./pages/FamilyMemberPage'), 'FamilyMemberPage'),
  '/clan/admin/member-contact': lazyScreen(() => import('./pages/MemberContactPage'), 'MemberContactPage'),
  '/clan/admin/add-member': lazyScreen(() => import('./pages/AddMemberPage'), 'AddMemberPage'),
  '/clan/admin/visitor': lazyScreen(() => import('./pages/VisitorPage'), 'VisitorPage'),
  '/clan/admin/project-stat': lazyScreen(() => import('./pages/ProjectStatPage'), 'ProjectStatPage'),
  '/clan/admin/clan-stat': lazyScreen(() => import('./pages/ClanStatPage'), 'ClanStatPage'),
  '/clan/manager/index': lazyScreen(() => import('./pages/ManagerIndexPage'), 'ManagerIndexPage'),
  '/clan/manager/create': lazyScreen(() => import('./pages/ManagerCreatePage'), 'ManagerCreatePage'),
  '/clan/manager/details': lazyScreen(() => import('./pages/ManagerDetailsPage'), 'ManagerDetailsPage'),
  '/clan/manager/admin': lazyScreen(() => import('./pages/ManagerAdminPage'), 'ManagerAdminPage'),
  // 修谱团队 (/clan/team/*): the team screens over /clan-team/*; list, add and details are the 协管员 ones
  '/clan/team/index': lazyScreen(() => import('./pages/ManagerIndexPage'), 'ManagerIndexPage'),
  '/clan/team/create': lazyScreen(() => import('./pages/ManagerCreatePage'), 'ManagerCreatePage'),
  '/clan/team/details': lazyScreen(() => import('./pages/ManagerDetailsPage'), 'ManagerDetailsPage'),
  '/clan/team/scope': lazyScreen(() => import('./pages/TeamScopePage'), 'TeamScopePage'),
  '/clan/team/log-list': lazyScreen(() => import('./pages/TeamLogListPage'), 'TeamLogListPage'),
  '/clan/team/inviteFriend': lazyScreen(() => import('./pages/TeamInvitePage'), 'TeamInvitePage'),
};
