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
import { call, flag, id, page, paging, text } from './common/index';

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
    name: z.string().trim().min(1).max(30).describe('家族名称'),
    surname: z.string().trim().min(1).max(4).describe('姓氏'),
    area: text('地区', 100).optional(),
    privacy: ProjectPrivacy.default('public').describe('隐私设置'),
    /** Required when privacy becomes 'password' (and no password is set yet); empty keeps the old one. */
    password: z.string().min(4).max(32).optional().describe('访问密码'),
    config: ProjectConfig.optional().describe('家族配置'),
    sort: z.coerce.number().int().min(0).max(1_000_000).optional().describe('排序'),
    /** Editing: the version read; a stale one is refused. */
    version: z.coerce.number().int().min(0).optional().describe('版本'),
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
  params: z.object({ projectId: projectId(), password: z.string().min(1).max(32).describe('访问密码') }),
  reply: z.object({ ap: z.string(), expiresAt: z.string() }),
  summary: '校验加密家族的访问密码，发放访问凭证 ap（之后放在请求头 ap 中，7天有效）',
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
