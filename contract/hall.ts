/**
 * Ancestral halls (祠堂, /hall/*) of a clan — spec §7 "Halls", §9 (hall and tablet lists: page size 10, the tablet
 * index starts at 1), domain.md §4 (tablets, 昭穆).
 *
 * An ancestral hall belongs to one clan book (project). Its tablets (神主/牌位) stand in the shrine; each is bound
 * to a clan member (the inscription is computed from the member with model/memorial: 显考…府君之神位, birth and
 * death columns, the offering son) or, once unbound, keeps its last text. `index` is the tablet's place in the
 * list (1, 2, 3 … in order of generation then birth order); 昭穆 placement in the scene is done on the client
 * (render/scenes/hall placeTablets) from `generation`.
 *
 * Visibility: a hall of a public clan is seen by everyone; of a members-only / password clan only by those who may
 * read the clan (others: msg 0 "祠堂不存在或无权查看"). Save, delete and tablet changes need admin/协管员.
 *
 * - `v2/list`       halls (keyword, type, projectId), pageSize 10
 * - `favorite/list` my favourite halls (toggle with POST /sacrifice/favorite kind 'hall')
 * - `typelist`      hall types
 * - `get`           the hall with all tablets, the scene's plaque and couplets, and the next memorial days
 * - `info`          the edit form
 * - `tablet/list`   tablets in pages of 10 (index from 1); `tablet/search` clan members to bind (by name)
 * - `tablet/binding` bind a member: a new tablet, or rebind an existing one (`tabletId`)
 * - `tablet/unbundle` unbind a tablet (it keeps its text); `tablet/delpage` delete the tablets of one list page
 */
import { z } from 'zod';
import { call, id, page, paging, text, plain, fileUrl } from './common/index';
import { Inscription, MemorialDay } from './sacrifice';

export const HALL_TYPES = [
  { type: 1, name: '宗祠' },
  { type: 2, name: '支祠' },
  { type: 3, name: '家祠' },
  { type: 4, name: '纪念堂' },
] as const;
export const HallType = z.coerce.number().int().min(1).max(4);

/** A hall in lists. */
export const HallItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** 陈氏宗祠 */
  name: z.string(),
  /** 堂号, e.g. 颍川堂 ('' when none). */
  hallName: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  surname: z.string(),
  /** Cover image key/URL, '' when none. */
  cover: z.string(),
  address: z.string(),
  tablets: z.number().int(),
  visits: z.number().int(),
  favorite: z.boolean(),
  createdAt: z.string(),
});
export type HallItem = z.infer<typeof HallItem>;

/** A tablet as render/scenes/hall HallScene needs it (id as a number; the scene takes String(id)). */
export const Tablet = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  /** Place in the list, from 1. */
  index: z.number().int(),
  /** The bound clan member, null when unbound. */
  memberId: z.number().int().nullable(),
  /** 世 (1 = 始祖): the tier in the shrine. */
  generation: z.number().int(),
  name: z.string(),
  sex: z.enum(['male', 'female']),
  /** The face: centre formula, birth (right), death (left), offerer line (model/memorial tabletInscription). */
  text: Inscription,
});
export type Tablet = z.infer<typeof Tablet>;

/** The edit form / info of a hall. */
export const HallInfo = HallItem.extend({
  /** The plaque over the shrine (default the 堂号, else the name). */
  plaque: z.string(),
  /** Right and left couplet (楹联), '' when none. */
  couplets: z.tuple([z.string(), z.string()]),
  intro: z.string(),
  /** Whether the asking user may edit (admin/协管员 of the clan). */
  canEdit: z.boolean(),
});
export type HallInfo = z.infer<typeof HallInfo>;

export const hallList = call({
  method: 'GET', path: '/hall/v2/list', access: 'session',
  params: z.object({
    ...paging,
    pageSize: paging.pageSize.default(10),
    keyword: text('关键词', 30).optional(),
    type: HallType.optional().describe('祠堂类型'),
    projectId: id('族谱').optional(),
  }),
  reply: page(HallItem),
  summary: '祠堂列表（每页 10 条），可按名称、类型、族谱筛选',
});

export const hallFavoriteList = call({
  method: 'GET', path: '/hall/favorite/list', access: 'user',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(10) }),
  reply: page(HallItem),
  summary: '我收藏的祠堂',
});

export const hallTypeList = call({
  method: 'GET', path: '/hall/typelist', access: 'session',
  params: z.object({}),
  reply: z.object({ list: z.array(z.object({ type: z.number().int(), name: z.string() })) }),
  summary: '祠堂类型：宗祠、支祠、家祠、纪念堂',
});

export const hallGet = call({
  method: 'GET', path: '/hall/get', access: 'session',
  params: z.object({ id: id('祠堂') }),
  reply: HallInfo.extend({
    /** All tablets (up to 500) by index, for the scene. */
    tablets: z.array(Tablet),
    /** 清明, 中元, 寒衣节, 冬至, 除夕 and the 始祖's (lowest generation bound tablet's) 忌日/诞辰, next 8. */
    memorialDays: z.array(MemorialDay),
  }),
  summary: '祠堂详情：牌位、堂号、楹联与近期祭日，记一次访问',
});

export const hallInfo = call({
  method: 'GET', path: '/hall/info', access: 'session',
  params: z.object({ id: id('祠堂') }),
  reply: HallInfo,
  summary: '祠堂资料（编辑用）',
});

export const hallSave = call({
  method: 'POST', path: '/hall/save', access: 'user',
  params: z.object({
    id: id('祠堂').optional(),
    projectId: id('族谱'),
    name: plain().trim().min(1).max(30).describe('祠堂名称'),
    hallName: text('堂号', 20).optional(),
    type: HallType.default(1).describe('祠堂类型'),
    cover: fileUrl('封面').optional(),
    address: text('地址', 100).optional(),
    plaque: text('匾额', 20).optional(),
    coupletRight: text('上联', 30).optional(),
    coupletLeft: text('下联', 30).optional(),
    intro: text('简介', 5000).optional(),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '新建或修改祠堂（族谱管理员或协管员）',
});

export const hallDelete = call({
  method: 'POST', path: '/hall/delete', access: 'user',
  params: z.object({ id: id('祠堂') }),
  reply: z.null(),
  summary: '删除祠堂及其牌位（族谱管理员）',
});

export const tabletList = call({
  method: 'GET', path: '/hall/tablet/list', access: 'session',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(10), hallId: id('祠堂') }),
  reply: page(Tablet, { total: z.number().int() }),
  summary: '牌位列表（每页 10 个，序号从 1 起）',
});

export const TabletCandidate = z.object({
  memberId: z.number().int(),
  name: z.string(),
  generation: z.number().int(),
  gender: z.enum(['m', 'f']),
  /** 父 name, '' for a root. */
  fatherName: z.string(),
  /** The tablet this member is already bound to in this hall, null when none. */
  tabletId: z.number().int().nullable(),
});

export const tabletSearch = call({
  method: 'GET', path: '/hall/tablet/search', access: 'session',
  params: z.object({ hallId: id('祠堂'), keyword: z.string().trim().min(1).max(20).describe('姓名') }),
  reply: z.object({ list: z.array(TabletCandidate) }),
  summary: '在本族谱中按姓名查找可立牌位的成员（最多 30 个）',
});

export const tabletBinding = call({
  method: 'POST', path: '/hall/tablet/binding', access: 'user',
  params: z.object({
    hallId: id('祠堂'),
    memberId: id('成员'),
    /** Rebind this tablet; without it a new tablet is made. */
    tabletId: id('牌位').optional(),
  }),
  reply: Tablet,
  summary: '为成员立牌位或把牌位绑定到成员（同一成员在一个祠堂只有一个牌位）',
});

export const tabletUnbundle = call({
  method: 'POST', path: '/hall/tablet/unbundle', access: 'user',
  params: z.object({ id: id('牌位') }),
  reply: Tablet,
  summary: '解除牌位与成员的绑定（牌位保留原文字）',
});

export const tabletDelPage = call({
  method: 'POST', path: '/hall/tablet/delpage', access: 'user',
  params: z.object({ hallId: id('祠堂'), pageIndex: z.coerce.number().int().min(1).max(100000).describe('页码'), pageSize: paging.pageSize.default(10) }),
  /** How many tablets were deleted. */
  reply: z.object({ deleted: z.number().int() }),
  summary: '删除牌位列表的一页',
});
