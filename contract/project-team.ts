/**
 * The project's team (家族团队: 协管员 managers, 协作者 collaborators, members with a role) and the project
 * packages (spec §7 "Packages and clan team", "Projects and clans" /project-admin/*).
 *
 * A team row (`id`) is one user's place in one project: his role, custom role, branch (collaborators edit only
 * the descendants of `branchRootId`), status and remarks. /clan-team/* and /project-admin/* address the same rows.
 * - status: 1 正常 (active), 0 停用 (disabled: he keeps reading as a member but loses his team permissions).
 * - The owner's row cannot be disabled, removed or changed.
 * - Team changes are written to the team log (/clan-team/log/list).
 * Member capacity (成员上限): a project holds at most FREE_MEMBER_QUOTA (2000, server/domains/projects/purchases.service.ts)
 * + `projects.member_quota` (raised by 成员扩容 packages) clan members over all its clans — the `memberQuota` that
 * /project/package/home and /balance already show. The spec (§9) names no limit; the base of 2000 is the one this
 * app shows its users, and the packages say "可多录入 5000 位成员" (more on top of a base), so the limit enforced is
 * exactly the capacity shown. (Reading "0 = unlimited unless a package was bought" was rejected: buying a package
 * would then lower the capacity of a large family.) Adding a member beyond it (/clan-member/save, save-child,
 * Excel confirm) answers "家族成员已达上限（N人），请购买成员扩容套餐后再添加". Featured examples (identity 6,
 * curated by the operator and seeded directly) are not capped. Editing or deleting members is never refused.
 * Packages are bought through the payments core (contract/payments.ts): POST /project/package/payment answers a
 * PaymentStart; after the 模拟支付 page the client polls /project/package/payment/confirm or /status.
 */
import { z } from 'zod';
import { call, id, page, paging, text } from './common/index';
import { PayType, PaymentResult, PaymentStart } from './payments';
import { ProjectRole } from './projects';

export const TEAM_STATUS = { active: 1, disabled: 0 } as const;
export const TeamStatus = z.coerce.number().int().refine((v) => v === 0 || v === 1).describe('状态');

/** Team roles that can be given (admin only by the owner). */
export const TeamRole = z.enum(['admin', 'manager', 'collaborator', 'member']).describe('角色');

export const TeamMember = z.object({
  /** Team row id (memberId of /permission/role/set). */
  id: z.number().int(),
  projectId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** 138****8000 */
  phone: z.string(),
  role: ProjectRole,
  /** 管理员 / 协管员 / … or the custom role's name. */
  roleName: z.string(),
  roleId: z.number().int().nullable(),
  /** Collaborator scope: the member (and all descendants) he may edit; name for display. */
  branchRootId: z.number().int().nullable(),
  branchRootName: z.string().nullable(),
  status: z.number().int(),
  remarks: z.string(),
  isOwner: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMemberDetail = TeamMember.extend({
  permissions: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Changes he made to clan members (operation log rows). */
  editCount: z.number().int(),
});

export const TeamLog = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  targetUserId: z.number().int(),
  targetName: z.string(),
  /** add | edit | status | remarks | role | delete */
  action: z.string(),
  /** Chinese sentence, e.g. "将 张三 设为协作者（分支：陈大有）". */
  text: z.string(),
  at: z.string(),
});

const projectId = () => id('家族ID');
const teamId = () => id('团队成员ID');

export const teamList = call({
  method: 'GET', path: '/clan-team/list', access: 'user',
  params: z.object({ projectId: projectId(), role: TeamRole.optional(), ...paging }),
  reply: page(TeamMember, { stats: z.object({ admin: z.number().int(), manager: z.number().int(), collaborator: z.number().int(), member: z.number().int() }) }),
  summary: '家族团队（管理员、协管员、协作者；role=member 列出成员），团队成员可看',
});

export const teamMemberList = call({
  method: 'GET', path: '/clan-team/member/list', access: 'user',
  params: z.object({ projectId: projectId(), query: text('搜索内容', 30).optional(), ...paging }),
  reply: page(TeamMember),
  summary: '可加入团队的家族成员（角色为成员的用户），按昵称/手机号搜索',
});

export const teamGet = call({
  method: 'GET', path: '/clan-team/v2/get/:id', access: 'user',
  params: z.object({ id: teamId() }),
  reply: TeamMemberDetail,
  summary: '团队成员详情：角色、分支范围、权限、修改次数（本人或团队管理者可看）',
});

export const teamSave = call({
  method: 'POST', path: '/clan-team/save', access: 'user',
  params: z.object({
    projectId: projectId(),
    /** Who: a user id, or a phone of a registered user. */
    userId: id('用户ID').optional(),
    phone: z.string().trim().regex(/^1[3-9]\d{9}$/).optional().describe('手机号'),
    role: TeamRole,
    /** Required for a collaborator: a clan member of this project. */
    branchRootId: id('分支起始成员').optional(),
    remarks: text('备注', 100).optional(),
  }),
  reply: TeamMember,
  summary: '【本项目新增】添加或修改团队成员（需“管理协管员团队”）；协作者必须指定分支起始成员',
});

export const teamSetStatus = call({
  method: 'GET', path: '/clan-team/set-status', access: 'user',
  params: z.object({ id: teamId(), status: TeamStatus }),
  reply: TeamMember,
  summary: '启用（1）/停用（0）团队成员',
});

export const teamSetRemarks = call({
  method: 'GET', path: '/clan-team/set-remarks', access: 'user',
  params: z.object({ id: teamId(), remarks: text('备注', 100) }),
  reply: TeamMember,
  summary: '修改团队成员备注',
});

export const teamDelete = call({
  method: 'POST', path: '/clan-team/delete/:id', access: 'user',
  params: z.object({ id: teamId() }),
  reply: z.object({ deleted: z.boolean() }),
  summary: '移出家族（删除其角色；创建者不能移出；本人可退出）',
});

export const teamLogList = call({
  method: 'GET', path: '/clan-team/log/list', access: 'user',
  params: z.object({ projectId: projectId(), userId: id('用户ID').optional(), ...paging }),
  reply: page(TeamLog),
  summary: '团队变动日志（最新在前）',
});

export const teamPermissionList = call({
  method: 'GET', path: '/clan-team/permission/list', access: 'session',
  params: z.object({ projectId: projectId() }),
  reply: z.object({
    role: ProjectRole.nullable(), roleName: z.string(), status: z.number().int(),
    branchRootId: z.number().int().nullable(),
    list: z.array(z.object({ key: z.string(), name: z.string(), group: z.string() })),
  }),
  summary: '我在该家族的团队权限（停用时为空）',
});

// ——— /project-admin/* (the same team rows) ———

export const adminGet = call({
  method: 'GET', path: '/project-admin/get/:id', access: 'user',
  params: z.object({ id: teamId() }), reply: TeamMemberDetail, summary: '协管员详情（同 /clan-team/v2/get）',
});
export const adminSetStatus = call({
  method: 'GET', path: '/project-admin/set-status', access: 'user',
  params: z.object({ id: teamId(), status: TeamStatus }), reply: TeamMember, summary: '启用（1）/停用（0）协管员',
});
export const adminDelete = call({
  method: 'POST', path: '/project-admin/delete/:id', access: 'user',
  params: z.object({ id: teamId() }), reply: z.object({ deleted: z.boolean() }), summary: '移除协管员',
});

// ——— Packages ———

/** A package for sale: what it adds to the project. */
export const ProjectPackage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Fen. */
  price: z.number().int(),
  /** Members added to the project's capacity. */
  members: z.number().int(),
  /** Days of 高级版 (premium) added. */
  days: z.number().int(),
});

export const PackageBalance = z.object({
  projectId: z.number().int(),
  /** Member capacity: free base + bought. */
  memberQuota: z.number().int(),
  memberUsed: z.number().int(),
  /** ISO 8601, null when never premium. */
  premiumUntil: z.string().nullable(),
  premium: z.boolean(),
  orders: z.array(z.object({
    id: z.number().int(), packageId: z.string(), name: z.string(), amount: z.number().int(),
    outTradeNo: z.string(), status: z.string(), createdAt: z.string(), paidAt: z.string().nullable(),
  })),
});

export const packageHome = call({
  method: 'GET', path: '/project/package/home', access: 'session',
  params: z.object({ projectId: projectId() }),
  reply: z.object({ list: z.array(ProjectPackage), balance: PackageBalance.omit({ orders: true }) }),
  summary: '家族套餐首页：可购买的套餐与当前容量',
});

export const packageBalance = call({
  method: 'GET', path: '/project/package/balance', access: 'user',
  params: z.object({ projectId: projectId() }),
  reply: PackageBalance,
  summary: '家族套餐余量与购买记录（团队成员可看）',
});

export const packagePayment = call({
  method: 'POST', path: '/project/package/payment', access: 'user',
  params: z.object({ projectId: projectId(), packageId: z.string().max(40).describe('套餐'), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart,
  summary: '购买家族套餐（需“购买家族套餐”权限），走统一支付',
});

const outTradeNo = () => z.string().trim().min(1).max(64).describe('订单号');
export const packageConfirm = call({
  method: 'GET', path: '/project/package/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: outTradeNo() }),
  reply: PaymentResult,
  summary: '支付后确认（轮询）；已支付则生效一次。也用于 /project/limit/payment 的订单',
});

export const packageStatus = call({
  method: 'GET', path: '/project/package/payment/status', access: 'user',
  params: z.object({ outTradeNo: outTradeNo() }),
  reply: PaymentResult,
  summary: '订单状态（只读，轮询）',
});


/** Roles a team invite can give (never admin). */
export const InviteRole = z.enum(['manager', 'collaborator', 'member']).describe('角色');

export const teamInvite = call({
  method: 'POST', path: '/clan-team/invite', access: 'user',
  params: z.object({
    projectId: projectId(),
    role: InviteRole,
    /** Required for a collaborator: the member whose descendants he will edit. */
    branchRootId: id('分支起始成员').optional(),
    days: z.coerce.number().int().min(1).max(30).default(7).describe('有效天数'),
  }),
  reply: z.object({ token: z.string(), path: z.string(), expiresAt: z.string(), roleName: z.string() }),
  summary: '【本项目新增】邀请编修（inviteFriend）：签名、到期、仅可使用一次的链接/二维码；接受者按邀请的角色加入团队',
});
