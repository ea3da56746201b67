/**
 * Clan members (族谱成员) — spec §3 "Clan-member payload: clanId, fatherId, memberId, ranking, rankingType,
 * husbandId", §7 "Family and clan members"; the record is model/member.ts `ClanMember` (+ projectId).
 *
 * `kind` of /clan-member/save/:kind and /clan-member/add/:kind:
 * - `child`   : a son or daughter filed under `fatherId` (世 = father's + 1); `motherId` a wife of the father;
 * - `wife`    : a wife who married in to `husbandId` (世 = husband's; `spouseType` 元配/继配…, `spouseOrder`);
 * - `ancestor`: a new father above `memberId`, a current root (世 = his − 1; refused when he is 一世);
 *               `memberId` becomes his son;
 * - `mother`  : a wife of `memberId`'s lineage father who becomes `memberId`'s mother;
 * - `member`  : edit only (needs `id`): the fields of any member, links unchanged unless given.
 * With `id` every kind edits that member (`version` required: a stale one is refused with
 * "该成员已被他人修改，请刷新后再试"); without `id` it creates. `add/:kind` = create only.
 * Dates are sent as text (`birthText`, `deathText`: "乾隆三年三月初五") and parsed with the calendar engine; an
 * impossible date is refused with the parser's reason. Every change bumps the clan's version and writes an
 * operation-log row. Writes need admin/协管员, or a collaborator inside his branch.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text } from './common/index';
import { ChineseDate } from './calendar';

export const MEMBER_KINDS = ['child', 'wife', 'ancestor', 'mother', 'member'] as const;
export const MemberKind = z.enum(MEMBER_KINDS);
export type MemberKind = z.infer<typeof MemberKind>;

export const Gender = z.enum(['m', 'f']);
export const SpouseType = z.enum(['元配', '配', '继配', '侧室', '娶', '改配', '聘']);
export const AdoptionType = z.enum(['出继', '入继', '兼祧', '抚子', '寄子', '赘婿']);
export const Adoption = z.object({
  type: AdoptionType,
  secondLineageFatherId: z.number().int().optional(),
  biologicalRank: z.number().int().optional(),
  toText: z.string().max(100).optional(),
  fromText: z.string().max(100).optional(),
});
export const Burial = z.object({
  place: z.string().max(200),
  mountain: z.string().max(50).optional(),
  orientation: z.string().max(20).optional(),
  jointWith: z.array(z.number().int()).max(10).optional(),
});
export const OtherName = z.object({
  kind: z.enum(['学名', '乳名', '官名', '谱名', '别名', '曾用名']),
  name: z.string().max(30),
});

/** The full record (model/member.ts ClanMember + projectId + the dates' original texts). */
export const ClanMemberRecord = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  branchId: z.number().int().nullable(),
  version: z.number().int(),
  gender: Gender,
  surname: z.string(),
  name: z.string().nullable(),
  /** 陈德华 / 王氏 / 长女 */
  displayName: z.string(),
  zi: z.string().nullable(),
  hao: z.string().nullable(),
  otherNames: z.array(OtherName),
  generation: z.number().int(),
  branchGeneration: z.number().int().nullable(),
  /** 行第 (ranking) */
  birthOrder: z.number().int().nullable(),
  clanRank: z.number().int().nullable(),
  founderRole: z.enum(['始祖', '始迁祖', '开基祖']).nullable(),
  lineageFatherId: z.number().int().nullable(),
  biologicalFatherId: z.number().int().nullable(),
  adoption: Adoption.nullable(),
  motherId: z.number().int().nullable(),
  husbandId: z.number().int().nullable(),
  spouseType: SpouseType.nullable(),
  spouseOrder: z.number().int().nullable(),
  origin: z.string().nullable(),
  wifeId: z.number().int().nullable(),
  inChart: z.boolean(),
  marriedTo: z.string().nullable(),
  childrenSurname: z.string().nullable(),
  birth: ChineseDate.nullable(),
  death: ChineseDate.nullable(),
  deathTerm: z.enum(['卒', '殁', '终', '殇', '夭']).nullable(),
  burial: Burial.nullable(),
  titles: z.array(z.string()),
  biography: z.string().nullable(),
  photos: z.array(z.string()),
  living: z.boolean(),
  /** 止 */
  noHeir: z.boolean(),
  /** 待考 */
  uncertain: z.boolean(),
  privacy: z.enum(['public', 'clan', 'private']),
  updatedAt: z.string(),
});
export type ClanMemberRecord = z.infer<typeof ClanMemberRecord>;

/** A short member for lists and the popup's relatives. */
export const MemberBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: Gender,
  generation: z.number().int(),
  birthOrder: z.number().int().nullable(),
  spouseType: SpouseType.nullable(),
  spouseOrder: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  living: z.boolean(),
});
export type MemberBrief = z.infer<typeof MemberBrief>;

const memberId = (label = '成员ID') => id(label);
const optId = (label: string) => z.coerce.number().int().min(1).max(2147483647).nullable().optional().describe(label);

/** Editable fields (save/add). Absent = unchanged on edit, default on create. */
export const MemberInput = z.object({
  id: memberId().optional(),
  version: z.coerce.number().int().min(0).optional().describe('版本'),
  clanId: id('族谱ID'),
  fatherId: optId('父亲'),
  memberId: optId('成员'),
  husbandId: optId('丈夫'),
  motherId: optId('母亲'),
  biologicalFatherId: optId('生父'),
  branchId: optId('房支'),
  gender: Gender.optional().describe('性别'),
  surname: z.string().trim().min(1).max(4).optional().describe('姓氏'),
  name: text('名字', 20).optional(),
  zi: text('字', 20).optional(),
  hao: text('号', 20).optional(),
  otherNames: z.array(OtherName).max(10).optional().describe('其他名字'),
  /** 世: computed from the father / husband; when sent it must agree. */
  generation: z.coerce.number().int().min(1).max(1000).optional().describe('世次'),
  branchGeneration: z.coerce.number().int().min(1).max(1000).nullable().optional().describe('内世系'),
  /** 行第 */
  ranking: z.coerce.number().int().min(1).max(255).nullable().optional().describe('排行'),
  clanRank: z.coerce.number().int().min(1).max(65535).nullable().optional().describe('大排行'),
  founderRole: z.enum(['始祖', '始迁祖', '开基祖']).nullable().optional().describe('始祖类别'),
  adoption: Adoption.nullable().optional().describe('过继'),
  spouseType: SpouseType.nullable().optional().describe('配偶类别'),
  spouseOrder: z.coerce.number().int().min(1).max(50).nullable().optional().describe('配偶次序'),
  origin: text('出身', 100).optional(),
  inChart: flag('女子挂线').optional(),
  marriedTo: text('适', 100).optional(),
  childrenSurname: text('子女姓氏', 4).optional(),
  /** "乾隆三年三月初五", "1965年3月12日"; '' clears. */
  birthText: text('出生日期', 60).optional(),
  deathText: text('去世日期', 60).optional(),
  deathTerm: z.enum(['卒', '殁', '终', '殇', '夭']).nullable().optional().describe('卒称'),
  burial: Burial.nullable().optional().describe('葬地'),
  titles: z.array(z.string().max(100)).max(20).optional().describe('功名官职'),
  biography: text('生平', 5000).optional(),
  photos: z.array(z.string().max(300)).max(20).optional().describe('照片'),
  living: flag('在世').optional(),
  noHeir: flag('止').optional(),
  uncertain: flag('待考').optional(),
  privacy: z.enum(['public', 'clan', 'private']).optional().describe('隐私'),
});

export const save = call({
  method: 'POST',
  path: '/clan-member/save/:kind',
  access: 'user',
  params: MemberInput.extend({ kind: MemberKind.describe('类型') }),
  reply: ClanMemberRecord,
  summary: '新建（无id）或修改（有id+version）成员；kind: child 子女(fatherId)、wife 妻(husbandId)、ancestor 上代(memberId)、mother 母亲(memberId)、member 仅修改',
});

export const add = call({
  method: 'POST',
  path: '/clan-member/add/:kind',
  access: 'user',
  params: MemberInput.omit({ id: true, version: true }).extend({ kind: z.enum(['child', 'wife', 'ancestor', 'mother']).describe('类型') }),
  reply: ClanMemberRecord,
  summary: '添加成员（只新建）：ancestor 为 memberId 添加父亲（上代），mother 为 memberId 添加母亲；child/wife 同 save',
});

export const get = call({
  method: 'GET',
  path: '/clan-member/get/:id',
  access: 'session',
  params: z.object({ id: memberId() }),
  reply: ClanMemberRecord,
  summary: '成员完整资料（编辑用；在世者的日期对无角色的访客隐藏）',
});

export const MemberDetail = z.object({
  member: ClanMemberRecord,
  /** 字辈 character of his 世 ('' none), 世 label (十二世). */
  zibei: z.string(),
  generationLabel: z.string(),
  branchName: z.string().nullable(),
  father: MemberBrief.nullable(),
  mother: MemberBrief.nullable(),
  biologicalFather: MemberBrief.nullable(),
  husband: MemberBrief.nullable(),
  wives: z.array(MemberBrief),
  children: z.array(MemberBrief),
  /** He may edit this member. */
  canEdit: z.boolean(),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

export const detail = call({
  method: 'GET',
  path: '/clan-member/detail/:id',
  access: 'session',
  params: z.object({ id: memberId() }),
  reply: MemberDetail,
  summary: '成员弹窗：资料 + 父、母、生父、丈夫、妻、子女（姓名、世、行第）',
});

export const remove = call({
  method: 'GET',
  path: '/clan-member/delete',
  access: 'user',
  params: z.object({ id: memberId(), confirm: flag('确认删除').optional() }),
  reply: z.object({ deleted: z.number().int() }),
  summary: '删除成员；有后代（连同妻）时须 confirm=1，否则 msg 0 说明后代人数；deleted = 删除人数',
});

export const RankingReply = z.object({ list: z.array(MemberBrief), next: z.number().int() });

export const childRanking = call({
  method: 'GET',
  path: '/clan-member/child/ranking',
  access: 'session',
  params: z.object({
    fatherId: memberId('父亲'),
    rankingType: z.enum(['m', 'f', 'all']).default('all').describe('排行类别'),
  }),
  reply: RankingReply,
  summary: '父亲名下子女（按行第），next = 该性别下一个行第',
});

export const wifeRanking = call({
  method: 'GET',
  path: '/clan-member/wife/ranking',
  access: 'session',
  params: z.object({ husbandId: memberId('丈夫') }),
  reply: RankingReply,
  summary: '丈夫的妻子（按次序），next = 下一个次序',
});

export const SearchHit = MemberBrief.extend({
  /** 十二世 */
  generationLabel: z.string(),
  fatherId: z.number().int().nullable(),
  fatherName: z.string().nullable(),
  /** For a wife: her husband's name. */
  husbandName: z.string().nullable(),
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

const searchParams = z.object({
  clanId: id('族谱ID'),
  name: z.string().trim().min(1).max(20).describe('姓名'),
  generation: z.coerce.number().int().min(1).max(1000).optional().describe('世次'),
  ...paging,
});

export const search = call({
  method: 'GET',
  path: '/clan-member/search',
  access: 'session',
  params: searchParams,
  reply: page(SearchHit),
  summary: '按姓名（全名或名字前缀）搜索成员，分页；每条带父名、世、房支以区分同名',
});

export const treeSearch = call({
  method: 'GET',
  path: '/clan-member/tree/search',
  access: 'session',
  params: searchParams,
  reply: page(SearchHit),
  summary: '世系图内搜索（同 /clan-member/search）：定位到成员 id',
});

export const TreeNode = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: Gender,
  generation: z.number().int(),
  /** Chart parent (lineage father), null for the window's roots. */
  parentId: z.number().int().nullable(),
  motherId: z.number().int().nullable(),
  /** For a wife: her husband (she is drawn beside him). */
  husbandId: z.number().int().nullable(),
  spouseType: SpouseType.nullable(),
  spouseOrder: z.number().int().nullable(),
  birthOrder: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  living: z.boolean(),
  noHeir: z.boolean(),
  uncertain: z.boolean(),
  inChart: z.boolean(),
  adoption: AdoptionType.nullable(),
  branchId: z.number().int().nullable(),
  hasPhoto: z.boolean(),
});
export type TreeNode = z.infer<typeof TreeNode>;

/** The JSON tree window is capped at this many nodes (then `truncated`); use TREE_PACK for whole clans. */
export const TREE_WINDOW_MAX = 5000;

export const tree = call({
  method: 'GET',
  path: '/clan-member/tree',
  access: 'session',
  params: z.object({
    clanId: id('族谱ID'),
    rootId: memberId('起始成员').optional(),
    generations: z.coerce.number().int().refine((g) => g === 0 || g === 5 || g === 10, '代数只能为0、5或10').default(5).describe('代数'),
  }),
  reply: z.object({
    clanId: z.number().int(),
    version: z.number().int(),
    rootId: z.number().int().nullable(),
    /** Blood members and their wives, in generation order (parents before children). */
    nodes: z.array(TreeNode),
    /** More than TREE_WINDOW_MAX nodes: cut. */
    truncated: z.boolean(),
  }),
  summary: '世系图窗口（JSON，小视图用）：rootId（默认始祖）起 generations 代（0=全部后代，5，10），含妻',
});

export const listGeneration = call({
  method: 'GET',
  path: '/clan-member/list/generation',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), generation: z.coerce.number().int().min(1).max(1000).describe('世次'), ...paging }),
  reply: page(SearchHit),
  summary: '某一世的成员（男丁与女儿，按房支、行第），分页',
});

/**
 * The binary tree pack, outside the JSON envelope (so not a `call`):
 * `GET /app/api/clan-member/tree/pack?clanId=` (headers as for other calls: Authorization, ap).
 * 200: `Content-Type: application/octet-stream`, `Content-Encoding: gzip`, body = `encodeTreePack(...)` of the
 * whole clan (model/tree-pack.ts, ZPTP format; decode with `decodeTreePack`), `ETag: "<clanId>-<version>"`.
 * 304 when `If-None-Match` matches. Refused: the JSON envelope (`{msg: 0, msbox}` HTTP 200, or HTTP 401).
 */
export const TREE_PACK = {
  method: 'GET',
  path: '/clan-member/tree/pack',
  access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  summary: '整个族谱的二进制数据包（gzip，ETag 缓存），用 decodeTreePack 解码',
} as const;
