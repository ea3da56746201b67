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
import { call, flag, id, page, paging, rawCall, text, int4, plain, fileUrl } from './common/index';
import { EliteType } from './elite';
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
  /** 居住地 (village/town); hidden for a living member from readers without a role. */
  residence: z.string().nullable(),
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
  version: int4('版本', 0).optional(),
  clanId: id('族谱ID'),
  fatherId: optId('父亲'),
  memberId: optId('成员'),
  husbandId: optId('丈夫'),
  motherId: optId('母亲'),
  biologicalFatherId: optId('生父'),
  branchId: optId('房支'),
  gender: Gender.optional().describe('性别'),
  surname: plain().trim().min(1).max(4).optional().describe('姓氏'),
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
  titles: z.array(plain().max(100)).max(20).optional().describe('功名官职'),
  biography: text('生平', 5000).optional(),
  photos: z.array(fileUrl('照片')).max(20).optional().describe('照片'),
  living: flag('在世').optional(),
  noHeir: flag('止').optional(),
  uncertain: flag('待考').optional(),
  privacy: z.enum(['public', 'clan', 'private']).optional().describe('隐私'),
  residence: text('居住地', 100).optional(),
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
  name: plain().trim().min(1).max(20).describe('姓名'),
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
  // 0, −1 … : 上溯 ancestors above 一世 (model/generations.ts MIN_GENERATION)
  params: z.object({ clanId: id('族谱ID'), generation: z.coerce.number().int().min(-99).max(1000).describe('世次'), ...paging }),
  reply: page(SearchHit),
  summary: '某一世的成员（男丁与女儿，按房支、行第），分页',
});

/**
 * The binary tree pack, outside the JSON envelope (a raw call, server rawRoute):
 * `GET /app/api/clan-member/tree/pack?clanId=` (headers as for other calls: Authorization, ap).
 * 200: `Content-Type: application/octet-stream`, `Content-Encoding: gzip`, body = `encodeTreePack(...)` of the
 * whole clan (model/tree-pack.ts, ZPTP format; decode with `decodeTreePack`), `ETag: "<clanId>-<version>"`
 * (`"<clanId>-<version>-v"` for a reader without a role in the project: living members' birth years left out).
 * 304 when `If-None-Match` matches. Refused: the JSON envelope (`{msg: 0, msbox}` HTTP 200, or HTTP 401).
 */
export const TREE_PACK = rawCall({
  method: 'GET',
  path: '/clan-member/tree/pack',
  access: 'session',
  params: z.object({
    clanId: id('族谱ID'),
    /** Only the first generations, at most this many members (model packHead): a preview while the whole pack loads. */
    head: z.coerce.number().int().min(1).max(1_000_000).optional().describe('预览人数'),
  }),
  summary: '整个族谱的二进制数据包（gzip，ETag 缓存），用 decodeTreePack 解码；head=N 只含前几世（至多 N 人）',
  raw: { contentType: 'application/octet-stream' },
});

// ——— More member calls (v2 saves, edit data, family views, lists, favorites, photos, previews) ———

export const ChildInput = z.object({
  name: plain().trim().min(1).max(20).describe('名字'),
  gender: Gender.default('m').describe('性别'),
  ranking: z.coerce.number().int().min(1).max(255).optional().describe('排行'),
  birthText: text('出生日期', 60).optional(),
  deathText: text('去世日期', 60).optional(),
  living: flag('在世').optional(),
});

export const saveChildV2 = call({
  method: 'POST',
  path: '/clan-member/save/child/v2',
  access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    fatherId: memberId('父亲'),
    motherId: optId('母亲'),
    children: z.array(ChildInput).min(1).max(20).describe('子女'),
  }),
  reply: z.object({ list: z.array(ClanMemberRecord) }),
  summary: '一次添加父亲名下多个子女（按顺序，行第自动续排）；任一条有误则全部不添加',
});

export const editData = call({
  method: 'GET',
  path: '/clan-member/edit-data',
  access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    id: optId('成员'),
    kind: MemberKind.default('member').describe('类型'),
    fatherId: optId('父亲'),
    husbandId: optId('丈夫'),
  }),
  reply: z.object({
    /** The member being edited (null when adding). */
    member: ClanMemberRecord.nullable(),
    /** 世 the new/edited member has (from the father / husband), its label and 字辈 character. */
    generation: z.number().int().nullable(),
    generationLabel: z.string(),
    zibei: z.string(),
    father: MemberBrief.nullable(),
    husband: MemberBrief.nullable(),
    /** Mother choices: the father's wives. */
    mothers: z.array(MemberBrief),
    /** Next 行第 for sons / daughters under the father, next wife order under the husband. */
    nextSonRanking: z.number().int(),
    nextDaughterRanking: z.number().int(),
    nextWifeOrder: z.number().int(),
    branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
    eliteTypes: z.array(EliteType),
    options: z.object({
      spouseTypes: z.array(z.string()), adoptionTypes: z.array(z.string()), deathTerms: z.array(z.string()),
      otherNameKinds: z.array(z.string()), founderRoles: z.array(z.string()),
    }),
  }),
  summary: '编辑页数据：成员资料（修改时）、世次与字辈、父亲/丈夫、可选母亲、下一行第、房支、名人类别、各选项',
});

export const Family = z.object({
  member: MemberBrief,
  father: MemberBrief.nullable(),
  mother: MemberBrief.nullable(),
  /** Brothers and sisters under the same lineage father (himself excluded), by 行第. */
  siblings: z.array(MemberBrief),
  wives: z.array(MemberBrief),
  children: z.array(MemberBrief.extend({ motherId: z.number().int().nullable() })),
});

export const familyV2 = call({
  method: 'GET',
  path: '/clan-member/family/v2',
  access: 'session',
  params: z.object({ id: memberId() }),
  reply: Family,
  summary: '成员的直系亲属：父、母、兄弟姐妹、配偶、子女（子女带母亲id）',
});

export const familyV3 = call({
  method: 'GET',
  path: '/clan-member/family/v3',
  access: 'session',
  params: z.object({ id: memberId() }),
  reply: Family.extend({
    /** Lineage ancestors from the father up to the root (father first), at most 100. */
    ancestors: z.array(MemberBrief),
    /** Children grouped by mother (所出): each wife with her children; `mother` null = mother not recorded. */
    byMother: z.array(z.object({ mother: MemberBrief.nullable(), children: z.array(MemberBrief) })),
    grandchildren: z.array(MemberBrief.extend({ fatherId: z.number().int().nullable() })),
  }),
  summary: '成员家族（扩展）：直系亲属 + 上溯祖先、按母所出分组的子女、孙辈',
});

export const listVillage = call({
  method: 'GET',
  path: '/clan-member/list/village',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), village: text('村/居住地', 100).optional(), ...paging }),
  reply: page(SearchHit.extend({ residence: z.string().nullable() }), {
    /** Places with member counts (most first, top 100). */
    villages: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
  summary: '按居住地（村）列出族人：village 为空时列出全部有居住地者；villages = 各地人数（在世者对访客不显示）',
});

export const listElite = call({
  method: 'GET',
  path: '/clan-member/list/elite',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), type: EliteType.optional().describe('名人类别'), ...paging }),
  reply: page(SearchHit.extend({ types: z.array(EliteType), titles: z.array(z.string()) })),
  summary: '族谱名人（按世次），type 筛选',
});

export const favorite = call({
  method: 'GET',
  path: '/clan-member/favorite',
  access: 'user',
  params: z.object({ id: memberId() }),
  reply: z.object({ id: z.number().int(), favorite: z.boolean() }),
  summary: '收藏/取消收藏成员（切换）；favorite = 操作后的状态',
});

export const favoriteMy = call({
  method: 'GET',
  path: '/clan-member/favorite/my',
  access: 'user',
  params: z.object({ ...paging }),
  reply: page(SearchHit.extend({ clanId: z.number().int(), clanName: z.string(), markedAt: z.string() })),
  summary: '我收藏的成员（各族谱，最近在前；已无权阅读的不列出）',
});

export const mainWife = call({
  method: 'GET',
  path: '/clan-member/main-wife/:id',
  access: 'user',
  params: z.object({ id: memberId('妻子') }),
  reply: RankingReply,
  summary: '设为正室（排在第一位）：该妻次序为1，其余依原次序后移；回复丈夫的全部妻子',
});

/** Not in api-calls.tsv (our addition, issue #14): after a wife is added, her husband's children entered before her. */
export const linkMother = call({
  method: 'POST',
  path: '/clan-member/mother/link',
  access: 'user',
  params: z.object({
    motherId: memberId('母亲'),
    childIds: z.array(memberId('子女')).min(1).max(100).describe('子女'),
  }),
  reply: z.object({ linked: z.number().int(), children: z.array(MemberBrief) }),
  summary: '把丈夫名下尚未登记母亲的子女一次登记为该妻所出；所选子女须是其丈夫的子女且尚无母亲，任一条不符则全部不改；linked = 登记人数',
});

export const photoUpdate = call({
  method: 'POST',
  path: '/clan-member/photo/update',
  access: 'user',
  params: z.object({
    id: memberId(),
    photos: z.array(fileUrl('照片').pipe(z.string().min(1))).max(20).describe('照片'),
    version: int4('版本', 0).optional(),
  }),
  reply: ClanMemberRecord,
  summary: '替换成员的照片（第一张为头像）；给 version 时过期版本被拒绝',
});

export const changePhotoV2 = call({
  method: 'POST',
  path: '/clan-member/v2/changePhoto',
  access: 'user',
  params: z.object({ id: memberId(), photo: fileUrl('照片').pipe(z.string().min(1)) }),
  reply: ClanMemberRecord,
  summary: '更换头像：该照片放到第一张（已有则移到最前，最多20张）',
});

export const previewList = call({
  method: 'POST',
  path: '/clan-member/preview/list',
  access: 'session',
  params: z.object({ clanId: id('族谱ID'), ids: z.array(memberId()).min(1).max(200).describe('成员') }),
  reply: z.object({ list: z.array(MemberBrief.extend({ generationLabel: z.string(), zibei: z.string(), photo: z.string().nullable() })) }),
  summary: '所选成员的简要预览（按所给顺序，不在本谱的忽略）',
});

/** One 世系录 entry (the clan book's record of a man or a daughter, wives and children named). */
export const RecordEntry = z.object({
  member: ClanMemberRecord,
  generationLabel: z.string(),
  zibei: z.string(),
  fatherName: z.string().nullable(),
  wives: z.array(MemberBrief),
  children: z.array(MemberBrief),
});

export const previewListV2 = call({
  method: 'POST',
  path: '/clan-member/v2/preview/list',
  access: 'session',
  params: z.object({
    clanId: id('族谱ID'),
    rootId: memberId('起始成员').optional(),
    generations: z.coerce.number().int().min(1).max(10).default(3).describe('代数'),
    ...paging,
  }),
  reply: page(RecordEntry),
  summary: '世系录预览：rootId（默认始祖）起若干代的男丁与女儿，每条带配偶与子女，分页',
});
