/**
 * Clans (族谱) inside a project — spec §7 "Projects and clans" (clan part). A clan has a name, a 堂号 (hall),
 * its 字辈 poems (model/generations.ts ZibeiPoem) and 房/支 branches. `version` is bumped by every member change:
 * it is the cache key of the tree pack (contract/clan-members.ts TREE_PACK).
 * Reads follow the project's access rules (contract/projects.ts); writes need admin or 协管员.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text, int4, plain } from './common/index';

export const ZibeiPoem = z.object({
  id: z.coerce.number().int().min(1).max(1000).describe('字辈编号'),
  text: plain().trim().min(1).max(400).describe('字辈'),
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
  /** 祖籍/居地 ('' unknown). */
  area: z.string(),
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
    name: plain().trim().min(1).max(30).describe('族谱名称'),
    hall: text('堂号', 30).optional(),
    surname: plain().trim().min(1).max(4).optional().describe('姓氏'),
    poems: z.array(ZibeiPoem).max(20).optional().describe('字辈'),
    version: int4('版本', 0).optional(),
    /** 祖籍/居地 (shown by /clan/area/:id). */
    area: text('祖籍地', 100).optional(),
  }),
  reply: Clan,
  summary: '新建（无id）或修改族谱：名称、堂号、字辈、祖籍地（管理员/协管员）',
});

/**
 * 【本项目新增】 Add or rename a 房/支/派 branch of a clan (管理员/协管员). `parentId` nests it under another branch of
 * the same clan; `founderId` is the member who founded it (房祖), a member of this clan. Replies the clan's branches.
 */
export const branchSave = call({
  method: 'POST',
  path: '/clan/branch/save',
  access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    id: id('房支ID').optional(),
    name: plain().trim().min(1).max(20).describe('房支名称'),
    kind: z.enum(['房', '支', '派']).default('房').describe('类别'),
    parentId: id('上级房支').nullable().optional(),
    founderId: id('房祖').nullable().optional(),
  }),
  reply: z.object({ list: z.array(ClanBranch) }),
  summary: '新增或修改房支（管理员/协管员）',
});

/** 【本项目新增】 Delete a branch: refused while members, 字辈 poems or other branches still refer to it. */
export const branchDelete = call({
  method: 'POST',
  path: '/clan/branch/delete/:id',
  access: 'user',
  params: z.object({ id: id('房支ID') }),
  reply: z.object({ list: z.array(ClanBranch) }),
  summary: '删除房支（无成员、字辈与下级房支引用时）',
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

// ——— Config, area, delete, replies ———

/**
 * A clan's settings (族谱设置) and the texts of its front matter (谱序, 凡例, 源流). The chapters of
 * /clan/perface/chapters are read from here.
 */
const configFields = {
  /** 谱序 */
  preface: plain().max(20000).describe('谱序'),
  /** 凡例 / 谱例 */
  rules: plain().max(20000).describe('凡例'),
  /** 源流 (origin and migrations of the clan) */
  origin: plain().max(20000).describe('源流'),
  /** 家训 */
  precepts: plain().max(20000).describe('家训'),
  /** 世系图 default direction and depth. */
  treeDirection: z.enum(['vertical', 'horizontal']).describe('世系图方向'),
  defaultGenerations: z.union([z.literal(0), z.literal(5), z.literal(10)]).describe('默认代数'),
  /** Show wives and daughters in the 世系图. */
  showWives: z.boolean().describe('显示配偶'),
  showDaughters: z.boolean().describe('显示女儿'),
  /**
   * Readers without a role see living members' dates and residence in the JSON reads only when true (default
   * hidden); the tree pack (TREE_PACK) always leaves them out for such readers.
   */
  showLivingDates: z.boolean().describe('向访客显示在世者日期'),
  /** Anyone who may read may leave a 留言 (/clan/reply/add). */
  allowReplies: z.boolean().describe('允许留言'),
};
export const ClanConfig = z.object(configFields);
export type ClanConfig = z.infer<typeof ClanConfig>;

/** What an unset clan config reads as. */
export const CLAN_CONFIG_DEFAULTS: ClanConfig = {
  preface: '', rules: '', origin: '', precepts: '', treeDirection: 'vertical', defaultGenerations: 5, showWives: true,
  showDaughters: true, showLivingDates: false, allowReplies: true,
};

export const configSave = call({
  method: 'POST',
  path: '/clan/config/save/:id',
  access: 'user',
  params: z.object({
    id: id('族谱ID'),
    preface: configFields.preface.optional(), rules: configFields.rules.optional(), origin: configFields.origin.optional(),
    precepts: configFields.precepts.optional(), treeDirection: configFields.treeDirection.optional(),
    defaultGenerations: z.coerce.number().pipe(configFields.defaultGenerations).optional().describe('默认代数'),
    showWives: flag('显示配偶').optional(), showDaughters: flag('显示女儿').optional(),
    showLivingDates: flag('向访客显示在世者日期').optional(), allowReplies: flag('允许留言').optional(),
  }),
  reply: ClanConfig.extend({ clanId: z.number().int(), version: z.number().int() }),
  summary: '保存族谱设置与谱序、凡例、源流、家训（只改所传字段；管理员/协管员）',
});

export const config = call({
  method: 'GET',
  path: '/clan/config/:id',
  access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: ClanConfig.extend({ clanId: z.number().int(), version: z.number().int() }),
  summary: '族谱设置（未设置的项为默认值）',
});

export const area = call({
  method: 'GET',
  path: '/clan/area/:id',
  access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: z.object({
    clanId: z.number().int(),
    /** The clan's 祖籍 ('' unknown) and its project's area. */
    area: z.string(),
    projectArea: z.string(),
    hall: z.string(),
    /** Where members live (居住地, living members hidden from readers without a role), most first, top 50. */
    places: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
  summary: '族谱地域：祖籍地、家族地区、堂号、族人分布（居住地及人数）',
});

export const remove = call({
  method: 'POST',
  path: '/clan/delete/:id',
  access: 'user',
  params: z.object({ id: id('族谱ID'), confirm: flag('确认删除').optional() }),
  reply: z.object({ deleted: z.boolean(), members: z.number().int() }),
  summary: '删除族谱（仅管理员）；有成员时须 confirm=1，否则 msg 0 说明成员人数；members = 一并删除的成员数',
});

export const ClanReply = z.object({
  id: z.number().int(),
  clanId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  content: z.string(),
  /** Answer to another 留言 (null: top level). */
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ClanReply = z.infer<typeof ClanReply>;

export const replyAdd = call({
  method: 'POST',
  path: '/clan/reply/add',
  access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    content: plain().trim().min(1).max(500).describe('留言内容'),
    parentId: id('回复的留言').optional(),
  }),
  reply: ClanReply,
  summary: '给族谱留言（能阅读族谱的登录用户；设置中可关闭）',
});

export const replyList = call({
  method: 'GET',
  path: '/clan/reply/list',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), ...paging }),
  reply: page(ClanReply),
  summary: '族谱留言，新的在前，分页',
});

// ——— Lists (20 per page, { list, hasNext }) ———

/** A clan in the lists: the clan, its project's name and privacy, the caller's favorite flag. */
export const ClanListItem = Clan.extend({
  projectName: z.string(),
  privacy: z.enum(['public', 'password', 'members']),
  favorite: z.boolean(),
  /** For history / favorite lists: when it was marked (ISO). */
  markedAt: z.string().nullable(),
});
export type ClanListItem = z.infer<typeof ClanListItem>;

const listParams = z.object({ ...paging, keyword: text('关键词', 20).optional() });

export const listMy = call({
  method: 'GET', path: '/clan/list/my', access: 'session', params: listParams, reply: page(ClanListItem),
  summary: '我的族谱：我在其家族中有角色（管理员、协管员、协作者、成员）的族谱；keyword 按族谱名/姓氏筛选',
});
export const listCollect = call({
  method: 'GET', path: '/clan/list/collect', access: 'session', params: listParams, reply: page(ClanListItem),
  summary: '采丁族谱：我参与的采丁（表单）家族中的族谱',
});
export const listRecommend = call({
  method: 'GET', path: '/clan/list/recommend', access: 'session', params: listParams, reply: page(ClanListItem),
  summary: '推荐族谱：公开家族中与我同姓的族谱优先，按人数多少',
});
export const listAll = call({
  method: 'GET', path: '/clan/list/all', access: 'public', params: listParams, reply: page(ClanListItem),
  summary: '全部公开族谱（公开家族、非空），keyword 按族谱名/姓氏/堂号筛选',
});
export const listReward = call({
  method: 'GET', path: '/clan/list/reward', access: 'session', params: listParams, reply: page(ClanListItem.extend({ edits: z.number().int() })),
  summary: '修谱活跃榜：近30天修谱（成员增改删）次数最多的公开族谱；edits = 次数',
});
export const listFavorite = call({
  method: 'GET', path: '/clan/list/favotite', access: 'user', params: listParams, reply: page(ClanListItem),
  summary: '我收藏的族谱（最近收藏在前）',
});
export const favoriteSave = call({
  method: 'GET', path: '/clan/favotite/save', access: 'user', params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({ clanId: z.number().int(), favorite: z.boolean() }),
  summary: '收藏/取消收藏族谱（切换）；favorite = 操作后的状态',
});
export const historyList = call({
  method: 'GET', path: '/clan/history/list', access: 'user', params: listParams, reply: page(ClanListItem),
  summary: '最近浏览的族谱（最近在前）',
});
export const historySave = call({
  method: 'GET', path: '/clan/history/save', access: 'user', params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({ clanId: z.number().int(), at: z.string() }),
  summary: '记录一次浏览（须能阅读该族谱）',
});

// ——— Tickets, counts, chapters, info ———

export const ticketCheck = call({
  method: 'GET',
  path: '/clan/ticket/check',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), ap: z.string().max(200).optional().describe('访问凭证') }),
  reply: z.object({
    clanId: z.number().int(),
    canRead: z.boolean(),
    /** Password project without a valid ticket: ask for the view password (/project/verify/password). */
    needsPassword: z.boolean(),
    role: z.enum(['admin', 'manager', 'collaborator', 'member', 'visitor']).nullable(),
    /** The ticket's end (ISO) when `ap` (param or header) is a live one, else null. */
    expiresAt: z.string().nullable(),
  }),
  summary: '检查能否阅读族谱（角色、公开，或 ap 访客凭证是否有效）；不报错，只回答结果',
});

export const ticketGuest = call({
  method: 'GET',
  path: '/clan/ticket/guest',
  access: 'user',
  params: z.object({ clanId: id('族谱ID'), days: z.coerce.number().int().min(1).max(365).describe('有效天数') }),
  reply: z.object({ ticket: z.string(), expiresAt: z.string(), projectId: z.number().int() }),
  summary: '管理员/协管员生成访客凭证（N天有效）：他人带 ap=ticket 可阅读加密家族',
});

export const countWeek = call({
  method: 'GET',
  path: '/clan/count/week',
  access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({
    clanId: z.number().int(),
    added: z.number().int(),
    edited: z.number().int(),
    deleted: z.number().int(),
    /** Last 7 days (China time), oldest first: 'YYYY-MM-DD' and the number of changes. */
    days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  }),
  summary: '近7天修谱统计：新增、修改、删除成员次数与每日次数',
});

export const Chapter = z.object({
  key: z.enum(['preface', 'rules', 'origin', 'zibei', 'precepts', 'chart', 'records']),
  /** 谱序 / 凡例 / 源流 / 字辈 / 家训 / 世系图 / 世系录 */
  title: z.string(),
  /** Text chapters: the text ('' not written); zibei: the poems one a line; chart/records: ''. */
  text: z.string(),
  filled: z.boolean(),
});

export const prefaceChapters = call({
  method: 'GET',
  path: '/clan/perface/chapters',
  access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({ clanId: z.number().int(), list: z.array(Chapter) }),
  summary: '谱首各章（谱序、凡例、源流、字辈、家训、世系图、世系录）及是否已填写',
});

export const info = call({
  method: 'GET',
  path: '/clan/info',
  access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  reply: Clan.extend({
    projectName: z.string(),
    men: z.number().int(),
    daughters: z.number().int(),
    wives: z.number().int(),
    living: z.number().int(),
    branches: z.number().int(),
    elite: z.number().int(),
    favorites: z.number().int(),
    /** 字辈 characters in order (clan-wide poems joined). */
    zibei: z.string(),
    favorite: z.boolean(),
  }),
  summary: '族谱概况：男丁、女儿、配偶、在世人数、房支数、名人数、收藏数、字辈',
});

export const memberFavorite = call({
  method: 'GET',
  path: '/clan/:id/memberFavorite',
  access: 'user',
  params: z.object({ id: id('族谱ID'), ...paging }),
  reply: page(z.object({
    id: z.number().int(), name: z.string(), gender: z.enum(['m', 'f']), generation: z.number().int(), generationLabel: z.string(),
    birthYear: z.number().int().nullable(), deathYear: z.number().int().nullable(), living: z.boolean(), markedAt: z.string(),
  })),
  summary: '我在该族谱中收藏的成员（最近在前）',
});

export const circleMemberList = call({
  method: 'GET',
  path: '/clan/clanCircle/member-list',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), ...paging }),
  reply: page(z.object({
    userId: z.number().int(),
    nickname: z.string(),
    role: z.enum(['admin', 'manager', 'collaborator', 'member', 'visitor']),
    /** ROLE_NAMES of contract/projects.ts: 管理员 / 协管员 / 协作者 / 成员 / 访客 */
    roleName: z.string(),
    joinedAt: z.string(),
  })),
  summary: '族圈：该族谱所属家族的用户及其角色（管理员在前）；须能阅读族谱',
});
