/**
 * Clans (族谱) inside a project — spec §7 "Projects and clans" (clan part). A clan has a name, a 堂号 (hall),
 * its 字辈 poems (model/generations.ts ZibeiPoem) and 房/支 branches. `version` is bumped by every member change:
 * it is the cache key of the tree pack (contract/clan-members.ts TREE_PACK).
 * Reads follow the project's access rules (contract/projects.ts); writes need admin or 协管员.
 */
import { z } from 'zod';
import { call, id, page, text } from './common/index';

export const ZibeiPoem = z.object({
  id: z.coerce.number().int().min(1).max(1000).describe('字辈编号'),
  text: z.string().trim().min(1).max(400).describe('字辈'),
  startGeneration: z.coerce.number().int().min(1).max(500).describe('起始世'),
  mode: z.enum(['流宗', '转宗']).default('流宗').describe('字辈续法'),
  branchId: z.coerce.number().int().min(1).nullable().default(null).describe('房支'),
  title: text('字辈名称', 30).optional(),
});
export type ZibeiPoem = z.infer<typeof ZibeiPoem>;

export const ClanBranch = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['房', '支', '派']),
  parentId: z.number().int().nullable(),
  founderId: z.number().int().nullable(),
});
export type ClanBranch = z.infer<typeof ClanBranch>;

export const Clan = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  /** 堂号 */
  hall: z.string(),
  surname: z.string(),
  poems: z.array(ZibeiPoem),
  /** Bumped by every member change (tree pack cache key). */
  version: z.number().int(),
  memberCount: z.number().int(),
  /** The deepest 世 in the clan (0 when empty). */
  maxGeneration: z.number().int(),
  minGeneration: z.number().int(),
  /** The first root (始祖) id, null when empty. */
  rootId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Clan = z.infer<typeof Clan>;

export const ClanDetail = Clan.extend({
  project: z.object({ id: z.number().int(), name: z.string(), privacy: z.enum(['public', 'password', 'members']), isExample: z.boolean() }),
  branches: z.array(ClanBranch),
  /** The caller's role in the project (null: none, reads as a visitor). */
  role: z.enum(['admin', 'manager', 'collaborator', 'member', 'visitor']).nullable(),
  /** He may add/edit members (admin, manager; a collaborator only inside `branchRootId`'s descendants). */
  canEdit: z.boolean(),
  branchRootId: z.number().int().nullable(),
});
export type ClanDetail = z.infer<typeof ClanDetail>;

/** A featured example clan (public list). */
export const ClanExample = Clan.extend({ projectName: z.string() });

export const save = call({
  method: 'POST',
  path: '/clan/save',
  access: 'user',
  params: z.object({
    id: id('族谱ID').optional(),
    projectId: id('家族ID'),
    name: z.string().trim().min(1).max(30).describe('族谱名称'),
    hall: text('堂号', 30).optional(),
    surname: z.string().trim().min(1).max(4).optional().describe('姓氏'),
    poems: z.array(ZibeiPoem).max(20).optional().describe('字辈'),
    version: z.coerce.number().int().min(0).optional().describe('版本'),
  }),
  reply: Clan,
  summary: '新建（无id）或修改族谱：名称、堂号、字辈（管理员/协管员）',
});

export const detail = call({
  method: 'GET',
  path: '/clan/detail/:id',
  access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: ClanDetail,
  summary: '族谱详情：字辈、房支、世数、我的角色与可编辑范围（按家族访问规则）',
});

export const list = call({
  method: 'GET',
  path: '/clan/list',
  access: 'session',
  params: z.object({ projectId: id('家族ID') }),
  reply: page(Clan),
  summary: '家族内的族谱列表',
});

export const listExample = call({
  method: 'GET',
  path: '/clan/list/example',
  access: 'public',
  params: z.object({}),
  reply: page(ClanExample),
  summary: '精选范例族谱（公开，无需登录）',
});

export const GenerationItem = z.object({
  generation: z.number().int(),
  /** 一世, 二世 … */
  label: z.string(),
  /** The 字辈 character of this 世 (clan-wide poem), '' when none. */
  zibei: z.string(),
  /** Blood members (men and daughters) of this 世. */
  count: z.number().int(),
});

export const generationList = call({
  method: 'GET',
  path: '/clan/generation/list',
  access: 'session',
  params: z.object({
    clanId: id('族谱ID'),
    min: z.coerce.number().int().min(1).max(1000).optional().describe('起始世'),
    max: z.coerce.number().int().min(1).max(1000).optional().describe('结束世'),
  }),
  reply: z.object({ list: z.array(GenerationItem) }),
  summary: '族谱各世：世次、字辈字、人数（min/max 限定范围）',
});
