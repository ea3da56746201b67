/**
 * Staff (工作人员) and the operations console (运营后台, client `#/ops/*`) — issue #11 point 7.
 *
 * Site-level roles, apart from project roles (contract/projects.ts ROLE_RANK): a staff role is held by a user for the
 * whole site, not for one project. Checked in services with `requireStaff(ctx, role)` (server/domains/staff/index.ts):
 * - admin 超级管理员: passes every staff check; the only role that may see who holds which role.
 * - operator 运营: catalogue, content, banners.
 * - service 客服: answers customers.
 * - moderator 审核: reports, reviews.
 * - finance 财务: refunds, withdrawals.
 * Roles are granted and revoked ONLY from the command line on the server's database
 * (`npm run staff -- grant <phone> <role>`, `revoke <phone> <role>`, `list`), never through the API.
 *
 * OUR ADDITIONS: none of the /ops/* paths is in spec/api-calls.tsv. Every /ops call is `access: 'user'` (a guest or no
 * token: HTTP 401) and answers msg 0 "无权限：仅限工作人员" to a logged-in user who holds no staff role. Later domains
 * add their console calls here (under /ops/<domain>/…) and list them in OPS_CALLS.
 */
import { z } from 'zod';
import { call } from './common/index';
import { MALL_OPS_CALLS } from './mall-ops';
import { opsCouponList, opsCouponSave } from './coupons';
import { opsWithdrawList, opsWithdrawApprove, opsWithdrawReject } from './growth';
import { opsEditionCodes, opsEditionCodesCreate } from './vip';
import { CONTENT_OPS_CALLS } from './content';
import { DONATION_OPS_CALLS } from './donations';
import { FIND_OPS_CALLS } from './find';
import { SCHOOL_OPS_CALLS } from './school';
import { SEEK_ROOT_OPS_CALLS } from './seek-root';
import { CPG_OPS_CALLS } from './cpg';
import { SURNAME_OPS_CALLS } from './surname';
import { SERVICE_OPS_CALLS } from './chat-service';
import { HELP_OPS_CALLS } from './help';

export const STAFF_ROLES = ['admin', 'operator', 'service', 'moderator', 'finance'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: '超级管理员',
  operator: '运营',
  service: '客服',
  moderator: '审核',
  finance: '财务',
};

/** What each role is for (shown on the console's home). */
export const STAFF_ROLE_DUTIES: Record<StaffRole, string> = {
  admin: '管理工作人员，可使用全部功能',
  operator: '目录、内容、横幅',
  service: '答复用户咨询',
  moderator: '举报、审核',
  finance: '退款、提现',
};

/** The answer of every /ops call to a logged-in user without a staff role (and of a call his roles do not cover). */
export const NOT_STAFF = '无权限：仅限工作人员';

export const StaffMe = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** His roles, in STAFF_ROLES order (never empty: a non-staff user gets msg 0). */
  roles: z.array(StaffRole),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const StaffMember = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Masked (138****8000). */
  phone: z.string(),
  roles: z.array(z.object({ role: StaffRole, grantedAt: z.string(), grantedBy: z.string() })),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const opsMe = call({
  method: 'GET',
  path: '/ops/me',
  access: 'user',
  params: z.object({}),
  reply: StaffMe,
  summary: '【本项目新增】我的工作人员角色（非工作人员 msg 0 无权限）；运营后台据此显示菜单',
});

export const opsStaffList = call({
  method: 'GET',
  path: '/ops/staff/list',
  access: 'user',
  params: z.object({}),
  reply: z.object({ list: z.array(StaffMember) }),
  summary: '【本项目新增】全部工作人员及其角色（仅超级管理员）；授予与撤销只在服务器命令行 npm run staff',
});

/** Every /ops call (the staff test iterates over them: a non-staff user gets msg 0 on each). */
// one line per domain: parallel branches add lines, not edits
export const OPS_CALLS = [
  opsMe, opsStaffList, ...MALL_OPS_CALLS, opsCouponList, opsCouponSave,
  opsWithdrawList, opsWithdrawApprove, opsWithdrawReject,
  opsEditionCodes, opsEditionCodesCreate,
  ...CONTENT_OPS_CALLS, ...DONATION_OPS_CALLS, ...FIND_OPS_CALLS, ...SCHOOL_OPS_CALLS,
  ...SEEK_ROOT_OPS_CALLS,
  ...CPG_OPS_CALLS,
  ...SURNAME_OPS_CALLS,
  ...SERVICE_OPS_CALLS, ...HELP_OPS_CALLS,
] as const;
