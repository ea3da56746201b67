/**
 * Projects (家族 workspaces) — spec §3 "Project / clan", "Project group list item", "Project list query", §4
 * "Project list paging", "Project limit", §7 "Projects and clans".
 *
 * A project holds clans (族谱, contract/clans.ts) and their members (contract/clan-members.ts). Access:
 * - roles per user per project: admin (the owner is an admin) > manager (协管员) > collaborator (协作者, edits only
 *   his branch: the descendants of `branchRootId`) > member > visitor (anyone who may read the project);
 * - privacy: `public` (everyone reads), `password` (others read with the `ap` header, issued by
 *   /project/verify/password), `members` (only users with a role);
 * - refused reads and writes answer msg 0 "没有权限" (or "请输入访问密码" for a password project without `ap`).
 * Identity: 5 = forms (采丁表单), 6 = featured examples (精选范例), anything else = the user's own family (我的家族).
 */
import { z } from 'zod';
import { call, captchaFields, flag, id, page, paging, text, int4, plain } from './common/index';
import { PayType, PaymentStart } from './payments';

export const IDENTITY = { forms: 5, example: 6, own: 0 } as const;

export const ProjectPrivacy = z.enum(['public', 'password', 'members']);
export type ProjectPrivacy = z.infer<typeof ProjectPrivacy>;

/** Roles from strongest to weakest. `null` in replies = no role (a visitor of a public/password project). */
export const ProjectRole = z.enum(['admin', 'manager', 'collaborator', 'member', 'visitor']);
export type ProjectRole = z.infer<typeof ProjectRole>;
export const ROLE_RANK: Record<ProjectRole, number> = { admin: 5, manager: 4, collaborator: 3, member: 2, visitor: 1 };
export const ROLE_NAMES: Record<ProjectRole, string> = {
  admin: '管理员', manager: '协管员', collaborator: '协作者', member: '成员', visitor: '访客',
};

/** A project in lists. */
export const ProjectItem = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  area: z.string(),
  privacy: ProjectPrivacy,
  /** 5 forms, 6 featured example, 0 own family. */
  identity: z.object({ value: z.number().int(), name: z.string() }),
  isExample: z.boolean(),
  /** Sort key (smaller first). */
  appSort: z.number().int(),
  ownerId: z.number().int(),
  isOwner: z.boolean(),
  /** The caller's role, null when he has none. */
  role: ProjectRole.nullable(),
  favorite: z.boolean(),
  clanCount: z.number().int(),
  memberCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ProjectItem = z.infer<typeof ProjectItem>;

/** Counts of the caller's projects by role (spec §3 "Stats hold admin, manage, team and bind counts"). */
export const ProjectStats = z.object({
  /** Projects he administers (owner or admin). */
  admin: z.number().int(),
  /** Projects where he is 协管员. */
  manage: z.number().int(),
  /** Projects where he is a collaborator or member (the clan team). */
  team: z.number().int(),
  /** Projects he is bound to as a member of a clan (any role). */
  bind: z.number().int(),
});
export type ProjectStats = z.infer<typeof ProjectStats>;

export const ProjectConfig = z.record(z.string(), z.unknown());

/** A project with its configuration and clans (detail page). */
export const ProjectDetail = ProjectItem.extend({
  config: ProjectConfig,
  /** True when the project is password-protected and the caller has no role: he needs `ap`. */
  hasPassword: z.boolean(),
  clans: z.array(z.object({
    id: z.number().int(), name: z.string(), hall: z.string(), memberCount: z.number().int(), version: z.number().int(),
  })),
  /** The caller may edit the project (admin). */
  canEdit: z.boolean(),
  /** Collaborator scope: the member whose descendants he may edit. */
  branchRootId: z.number().int().nullable(),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const ProjectGroup = z.object({
  /** 'forms' (identity 5), 'examples' (6), 'mine'. */
  key: z.enum(['forms', 'examples', 'mine']),
  /** 采丁表单 / 精选范例 / 我的家族 */
  name: z.string(),
  list: z.array(ProjectItem),
});

const projectId = () => id('家族ID');

// ——— Lists ———

export const groups = call({
  method: 'GET',
  path: '/project/groups',
  access: 'session',
  params: z.object({}),
  reply: z.object({ list: z.array(ProjectGroup), stats: ProjectStats }),
  summary: '首页家族分组：采丁表单（身份5）、精选范例（身份6）、我的家族（其余），附管理/协管/团队/绑定数',
});

export const listAll = call({
  method: 'GET',
  path: '/project/list/v2/all',
  access: 'session',
  params: z.object({ query: text('搜索内容', 50).optional(), ...paging }),
  reply: page(ProjectItem, { stats: ProjectStats }),
  summary: '我的家族列表（含精选范例），按名称/姓氏搜索，分页（pageIndex从1，pageSize默认20）→ {list, hasNext, stats}',
});

export const historyList = call({
  method: 'GET',
  path: '/project/history-list',
  access: 'session',
  params: z.object({ ...paging }),
  reply: page(ProjectItem),
  summary: '最近访问的家族（最新在前）',
});

// ——— One project ———

export const get = call({
  method: 'GET',
  path: '/project/get/:id',
  access: 'session',
  params: z.object({ id: projectId() }),
  reply: ProjectItem.extend({ config: ProjectConfig, hasPassword: z.boolean() }),
  summary: '家族基本信息（需有查看权限）',
});

export const detail = call({
  method: 'GET',
  path: '/project/detail/:id',
  access: 'session',
  params: z.object({ id: projectId() }),
  reply: ProjectDetail,
  summary: '家族详情：配置、族谱列表、我的角色（需有查看权限）',
});

export const addOrEdit = call({
  method: 'POST',
  path: '/project/add-or-edit',
  access: 'user',
  params: z.object({
    id: projectId().optional(),
    name: plain().trim().min(1).max(30).describe('家族名称'),
    surname: plain().trim().min(1).max(4).describe('姓氏'),
    area: text('地区', 100).optional(),
    privacy: ProjectPrivacy.default('public').describe('隐私设置'),
    /** Required when privacy becomes 'password' (and no password is set yet); empty keeps the old one. */
    password: z.string().min(4).max(32).optional().describe('访问密码'),
    config: ProjectConfig.optional().describe('家族配置'),
    sort: z.coerce.number().int().min(0).max(1_000_000).optional().describe('排序'),
    /** Editing: the version read; a stale one is refused. */
    version: int4('版本', 0).optional(),
  }),
  reply: ProjectDetail,
  summary: '新建（无id）或修改家族（管理员）。新建受家族数量限制：等级上限（0为不限）+ 额外数量',
});

export const remove = call({
  method: 'POST',
  path: '/project/delete/:id',
  access: 'user',
  params: z.object({ id: projectId(), confirm: flag('确认删除').optional() }),
  reply: z.object({ deleted: z.boolean() }),
  summary: '删除家族（仅创建者）；仍有族谱成员时须 confirm=1',
});

export const verifyPassword = call({
  method: 'POST',
  path: '/project/verify/password',
  access: 'session',
  params: z.object({ projectId: projectId(), password: z.string().min(1).max(32).describe('访问密码'), ...captchaFields }),
  reply: z.object({ ap: z.string(), expiresAt: z.string() }),
  summary: '校验加密家族的访问密码，发放访问凭证 ap（之后放在请求头 ap 中，7天有效）；该家族1小时内错5次后须带图形验证码，同一IP错得多则指数退避',
});

const AuthReply = z.object({
  ok: z.literal(true),
  role: ProjectRole.nullable(),
  privacy: ProjectPrivacy,
  canEdit: z.boolean(),
});

export const auth = call({
  method: 'POST',
  path: '/project/auth',
  access: 'session',
  params: z.object({ projectId: projectId(), clanId: id('族谱ID').optional() }),
  reply: AuthReply,
  summary: '进入家族/族谱前校验权限（用请求头 ap）；失败 msg 0，客户端提示后转到 not-found',
});

export const authV2 = call({
  method: 'POST',
  path: '/project/auth/v2',
  access: 'session',
  params: z.object({ projectId: projectId(), clanId: id('族谱ID').optional(), ap: z.string().max(200).optional().describe('访问凭证') }),
  reply: AuthReply,
  summary: '同 /project/auth，访问凭证 ap 作为参数传入',
});

export const favorite = call({
  method: 'POST',
  path: '/project/favotite/:id',
  access: 'user',
  params: z.object({ id: projectId(), favorite: flag('收藏').optional() }),
  reply: z.object({ favorite: z.boolean() }),
  summary: '收藏/取消收藏家族（不传 favorite 则切换）',
});

export const addHistory = call({
  method: 'POST',
  path: '/project/add-history/:id',
  access: 'session',
  params: z.object({ id: projectId() }),
  reply: z.null(),
  summary: '记录访问家族（最近访问）',
});

// ——— More lists and counts ———

export const groupList = call({
  method: 'GET',
  path: '/project/group-list',
  access: 'session',
  params: z.object({}),
  reply: z.object({ list: z.array(z.object({ key: ProjectGroup.shape.key, name: z.string(), count: z.number().int() })) }),
  summary: '首页分组标签及各组家族数（采丁表单、精选范例、我的家族）',
});

export const count = call({
  method: 'GET',
  path: '/project/count',
  access: 'session',
  params: z.object({}),
  reply: ProjectStats.extend({
    /** Own families (count against the limit). */
    owned: z.number().int(),
    /** Project limit (0 unlimited, −1 no user). */
    limit: z.number().int(),
    favorite: z.number().int(),
  }),
  summary: '我的家族数量：管理/协管/团队/绑定、创建数与上限、收藏数',
});

export const favoriteList = call({
  method: 'GET',
  path: '/project/favotite',
  access: 'session',
  params: z.object({ ...paging }),
  reply: page(ProjectItem),
  summary: '我收藏的家族（最近收藏在前）',
});

export const bindList = call({
  method: 'GET',
  path: '/project/list/bind',
  access: 'session',
  params: z.object({ ...paging }),
  reply: page(ProjectItem),
  summary: '我加入的家族（有任一角色，与 stats.bind 一致），最近加入在前',
});

// ——— Privacy, config, area, sort ———

export const privacy = call({
  method: 'GET',
  path: '/project/privacy/:id',
  access: 'session',
  params: z.object({ id: projectId() }),
  reply: z.object({
    privacy: ProjectPrivacy,
    hasPassword: z.boolean(),
    /** The caller must enter the password (or hold a ticket) before reading. */
    needsPassword: z.boolean(),
    canRead: z.boolean(),
  }),
  summary: '家族隐私设置（任何人可查，用于决定是否弹出密码框）',
});

export const config = call({
  method: 'GET',
  path: '/project/config/:id',
  access: 'session',
  params: z.object({ id: projectId() }),
  reply: z.object({ id: z.number().int(), config: ProjectConfig, version: z.number().int() }),
  summary: '家族配置（需有查看权限）',
});

export const area = call({
  method: 'GET',
  path: '/project/area',
  access: 'session',
  params: z.object({ id: projectId(), clanId: id('族谱ID').optional() }),
  reply: z.object({
    area: z.string(),
    /** The area split into its parts ("福建 泉州 南安" → 3 parts). */
    parts: z.array(z.string()),
    clan: z.object({ id: z.number().int(), name: z.string(), hall: z.string() }).nullable(),
  }),
  summary: '家族地区（可带族谱）',
});

export const editPrivacy = call({
  method: 'POST',
  path: '/project/edit-privacy',
  access: 'user',
  params: z.object({
    id: projectId(),
    privacy: ProjectPrivacy.describe('隐私设置'),
    password: z.string().min(4).max(32).optional().describe('访问密码'),
  }),
  reply: z.object({ privacy: ProjectPrivacy, hasPassword: z.boolean() }),
  summary: '修改隐私（公开/密码/仅成员；需“隐私与访问密码”）；改密码使已发放的 ap 全部失效',
});

export const sort = call({
  method: 'POST',
  path: '/project/sort',
  access: 'user',
  params: z.object({
    list: z.array(z.object({ id: projectId(), sort: z.coerce.number().int().min(0).max(1_000_000).describe('排序') })).min(1).max(200).describe('排序列表'),
  }),
  reply: z.object({ updated: z.number().int() }),
  summary: '调整家族排序（appSort，小的在前）；只能排自己管理的家族，任一不可排则全部不改',
});

// ——— The admin check ———

export const adminCheck = call({
  method: 'GET',
  path: '/project/admin/check',
  access: 'session',
  params: z.object({
    projectId: projectId(),
    /** A key of contract/permissions.ts PERMISSIONS; omitted = only the role counts. */
    permission: z.string().max(40).optional().describe('权限'),
    /** 0: only admins pass; 1: active team members (协管员, 协作者, custom roles) holding the permission pass too. */
    team: flag('团队').optional(),
  }),
  reply: z.object({ allowed: z.literal(true), role: ProjectRole }),
  summary: '权限检查：有权限 msg 1，无权限 msg 0“没有权限”',
});

// ——— Clans of a project ———

export const ProjectClan = z.object({
  id: z.number().int(), projectId: z.number().int(), name: z.string(), hall: z.string(), surname: z.string(),
  memberCount: z.number().int(), version: z.number().int(), createdAt: z.string(),
});

export const clanGet = call({
  method: 'GET', path: '/project/clan/get/:id', access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: ProjectClan,
  summary: '族谱基本信息（需有家族查看权限）',
});

export const clanCount = call({
  method: 'GET', path: '/project/clan/count', access: 'session',
  params: z.object({ projectId: projectId() }),
  reply: z.object({ clans: z.number().int(), members: z.number().int() }),
  summary: '家族的族谱数与成员总数',
});

export const clanAddOrEdit = call({
  method: 'POST', path: '/project/clan/add-or-edit', access: 'user',
  params: z.object({
    id: id('族谱ID').optional(),
    projectId: projectId(),
    name: plain().trim().min(1).max(30).describe('族谱名称'),
    hall: text('堂号', 30).optional(),
    surname: text('姓氏', 4).optional(),
    version: int4('版本', 0).optional(),
  }),
  reply: ProjectClan,
  summary: '新建/修改家族下的族谱（需“新建/编辑族谱”）',
});

export const clanDelete = call({
  method: 'POST', path: '/project/clan/delete/:id', access: 'user',
  params: z.object({ id: id('族谱ID'), confirm: flag('确认删除').optional() }),
  reply: z.object({ deleted: z.boolean() }),
  summary: '删除族谱（需“删除族谱”）；有成员时须 confirm=1',
});

// ——— Tickets (guest access for N days) ———

const Ticket = z.object({
  /** Send as the `ap` header (or param) like the password grant. */
  ap: z.string(),
  projectId: z.number().int(),
  expiresAt: z.string(),
  /** Client route to share: /clan/index?projectId=…&ap=… */
  url: z.string(),
});

export const ticketCheck = call({
  method: 'GET', path: '/project/ticket/check/:id', access: 'session',
  params: z.object({ id: projectId(), ap: z.string().max(200).optional().describe('访问凭证') }),
  reply: z.object({ valid: z.boolean(), expiresAt: z.string().nullable(), needsPassword: z.boolean() }),
  summary: '检查访问凭证（请求头或参数 ap）是否有效',
});

export const ticketGuest = call({
  method: 'GET', path: '/project/ticket/guest', access: 'user',
  params: z.object({ projectId: projectId(), days: z.coerce.number().int().min(1).max(365).describe('天数') }),
  reply: Ticket,
  summary: '发放访客凭证：持有者 N 天内可查看加密家族（需“发放访客凭证”）',
});

export const ticketGuestClan = call({
  method: 'GET', path: '/project/ticket/guest/clan', access: 'user',
  params: z.object({ clanId: id('族谱ID'), days: z.coerce.number().int().min(1).max(365).describe('天数') }),
  reply: Ticket.extend({ clanId: z.number().int() }),
  summary: '按族谱发放访客凭证（凭证对其家族有效）',
});

// ——— Project limit ———

/** One extra project slot (fen). */
export const EXTRA_PROJECT_PRICE_FEN = 2000;

export const limit = call({
  method: 'GET', path: '/project/limit', access: 'session',
  params: z.object({ type: z.enum(['project']).default('project').describe('类型') }),
  reply: z.object({
    /** 0 unlimited, −1 no user (guest), else level limit + extra. */
    limit: z.number().int(),
    levelLimit: z.number().int(),
    extra: z.number().int(),
    used: z.number().int(),
    /** −1 when unlimited. */
    remaining: z.number().int(),
    /** Fen per extra project. */
    price: z.number().int(),
  }),
  summary: '家族数量上限：0不限，未登录-1，否则等级上限+额外数量',
});

export const limitPayment = call({
  method: 'POST', path: '/project/limit/payment', access: 'user',
  params: z.object({
    count: z.coerce.number().int().min(1).max(100).default(1).describe('购买数量'),
    payType: PayType.default('sandbox').describe('支付方式'),
  }),
  reply: PaymentStart,
  summary: '购买额外家族数量（每个 20 元），走统一支付；用 /project/package/payment/confirm 确认，只生效一次',
});

// ——— Visitors and statistics (our additions) ———

export const visitorList = call({
  method: 'GET', path: '/project/visitor/list', access: 'user',
  params: z.object({ projectId: projectId(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('日期'), ...paging }),
  reply: page(z.object({
    userId: z.number().int(), nickname: z.string(), avatar: z.string(), isGuest: z.boolean(),
    role: ProjectRole.nullable(), day: z.string(), views: z.number().int(), lastAt: z.string(),
  }), { stats: z.object({ today: z.number().int(), last7Days: z.number().int(), total: z.number().int(), views: z.number().int() }) }),
  summary: '【本项目新增】访客记录（每人每家族每天一行，最近在前；游客合为一行；需“查看访客与统计”）',
});

export const projectStat = call({
  method: 'GET', path: '/project/stat', access: 'user',
  params: z.object({ projectId: projectId() }),
  reply: z.object({
    clans: z.number().int(), members: z.number().int(), male: z.number().int(), female: z.number().int(),
    living: z.number().int(), team: z.object({ admin: z.number().int(), manager: z.number().int(), collaborator: z.number().int(), member: z.number().int() }),
    visitors: z.object({ today: z.number().int(), last7Days: z.number().int(), last30Days: z.number().int(), views30Days: z.number().int() }),
    /** Visitors per day for the last 30 days, oldest first. */
    daily: z.array(z.object({ day: z.string(), visitors: z.number().int(), views: z.number().int() })),
  }),
  summary: '【本项目新增】家族统计：族谱、成员、团队、访客（/clan/admin/project-stat）',
});

export const clanStat = call({
  method: 'GET', path: '/project/clan/stat', access: 'user',
  params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({
    clanId: z.number().int(), members: z.number().int(), male: z.number().int(), female: z.number().int(),
    living: z.number().int(), deceased: z.number().int(), minGeneration: z.number().int().nullable(), maxGeneration: z.number().int().nullable(),
    /** Members per generation (世), lowest first. */
    generations: z.array(z.object({ generation: z.number().int(), count: z.number().int() })),
  }),
  summary: '【本项目新增】族谱统计：男女、在世、各世人数（/clan/admin/clan-stat）',
});
