/**
 * Personal family trees (我的家庭树, `/family/*`; spec §3 "Family member: id, relation", "Family tree options:
 * dna, women, myteam, location"). Not a clan book: a user's own relatives — father, mother, spouse, children,
 * siblings, and further by walking those links — each of which may be associated (关联) with a clan member
 * (contract/clan-members.ts) of a clan the user can read.
 *
 * Who may do what (spec silent; designed here):
 * - Every logged-in user has one own family (`/family/get` without id creates it on first use, with a person
 *   "本人" standing for him: `selfId`). He is its owner (创建人).
 * - Another user joins through a shared family id: `/family/join?id=` files a request (status `pending`); the
 *   owner approves it with `/family/verify?id=<request id>` (→ `joined`). Pending requests are listed in
 *   `/family/get` for the owner.
 * - Owner and joined members (家人) read the tree and add/edit/associate persons; only the owner deletes persons
 *   and changes the family's base info. Anyone else gets msg 0 "没有权限" (a pending user: "请等待创建人审核").
 * - Persons carry a `version`; editing from a stale version is refused with "该成员已被他人修改，请刷新后再试".
 *
 * Relations (`relation` of addMember and of the tree filter):
 * father 父亲, mother 母亲, spouse 配偶, son 儿子, daughter 女儿, brother 兄弟, sister 姐妹.
 * Links stored: fatherId, motherId, spouseId (one current spouse, both ways). A child added to a person gets the
 * person as father/mother and the person's spouse as the other parent; a sibling gets the person's parents (a
 * sibling of a person without father and mother is refused: "请先添加父亲或母亲"). Each person has at most one
 * father, one mother, one spouse ("已有父亲" …).
 */
import { z } from 'zod';
import { call, flag, id, text, int4, plain } from './common/index';
import { ChineseDate } from './calendar';
import { Gender } from './clan-members';

export const RELATIONS = ['father', 'mother', 'spouse', 'son', 'daughter', 'brother', 'sister'] as const;
export const Relation = z.enum(RELATIONS);
export type Relation = z.infer<typeof Relation>;
/** The tree filter: one relation's people (children = son + daughter, siblings = brother + sister), or all. */
export const TreeRelation = z.enum(['all', 'father', 'mother', 'spouse', 'children', 'siblings', 'parents']);

export const FamilyOptions = z.object({
  /** 显示DNA标记 */
  dna: z.boolean(),
  /** 显示女性（女儿、姐妹） */
  women: z.boolean(),
  /** 显示我的团队 */
  myteam: z.boolean(),
  /** 显示所在地 */
  location: z.boolean(),
});
export type FamilyOptions = z.infer<typeof FamilyOptions>;

export const FamilyRole = z.enum(['owner', 'member', 'pending']);

export const FamilyInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** The person standing for the owner (本人). */
  selfId: z.number().int().nullable(),
  /** The person standing for the caller (his own 本人 in his family; a joined member's chosen person or null). */
  myPersonId: z.number().int().nullable(),
  /** Caller's standing; null = none (he may `join`). */
  role: FamilyRole.nullable(),
  options: FamilyOptions,
  memberCount: z.number().int(),
  version: z.number().int(),
  /** Owner only: join requests waiting for /family/verify (else []). */
  requests: z.array(z.object({ id: z.number().int(), userId: z.number().int(), name: z.string(), at: z.string() })),
  updatedAt: z.string(),
});
export type FamilyInfo = z.infer<typeof FamilyInfo>;

/** A clan member a person is associated with (shown as "已关联：陈氏族谱 十二世 陈德华"). */
export const AssociatedClanMember = z.object({
  clanId: z.number().int(),
  clanName: z.string(),
  memberId: z.number().int(),
  name: z.string(),
  generation: z.number().int(),
});

export const FamilyPerson = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  gender: Gender,
  fatherId: z.number().int().nullable(),
  motherId: z.number().int().nullable(),
  spouseId: z.number().int().nullable(),
  /** The user this person is (本人 of the owner, or a joined member who claimed it). */
  userId: z.number().int().nullable(),
  birth: ChineseDate.nullable(),
  death: ChineseDate.nullable(),
  living: z.boolean(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  /** 行第 among his parents' children of the same sex */
  birthOrder: z.number().int().nullable(),
  clanMember: AssociatedClanMember.nullable(),
});
export type FamilyPerson = z.infer<typeof FamilyPerson>;

/** A relative with the Chinese term seen from the tree's centre (父亲, 祖父, 外婆, 哥哥, 堂兄弟 …). */
export const FamilyTreeNode = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: Gender,
  /** Relative generation, the window's top = 1 (same sense as the clan tree's 世 for the renderer). */
  generation: z.number().int(),
  /** Chart parent: father, else mother; null for the window's roots. */
  parentId: z.number().int().nullable(),
  motherId: z.number().int().nullable(),
  /** For a wife drawn beside her husband (the centre's line is drawn through blood; an in-law spouse sits beside). */
  husbandId: z.number().int().nullable(),
  spouseId: z.number().int().nullable(),
  birthOrder: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  living: z.boolean(),
  /** 称谓 from the centre ("本人" for the centre; "亲属" when the path has no common term). */
  relation: z.string(),
  /** Steps from the centre. */
  distance: z.number().int(),
  clanMemberId: z.number().int().nullable(),
});
export type FamilyTreeNode = z.infer<typeof FamilyTreeNode>;

export const FAMILY_TREE_MAX = 2000;

export const tree = call({
  method: 'GET',
  path: '/family/tree',
  access: 'user',
  params: z.object({
    id: id('成员ID').optional(),
    familyId: id('家庭ID').optional(),
    relation: TreeRelation.default('all').describe('关系'),
  }),
  reply: z.object({
    familyId: z.number().int(),
    version: z.number().int(),
    /** The centre person (`id`, default the caller's own person / 本人). */
    centerId: z.number().int(),
    /** Topmost ancestor of the centre on the father's (else mother's) line: the renderer's root. */
    rootId: z.number().int(),
    /** Parents before children (generation order). `relation` ≠ all: the centre and those relatives only. */
    nodes: z.array(FamilyTreeNode),
    truncated: z.boolean(),
  }),
  summary: '家庭树：以 id（默认本人）为中心的亲属，带称谓；relation 过滤（father/mother/spouse/children/siblings/parents，默认 all 全部连通的亲属）；节点格式同族谱世系图窗口',
});

export const get = call({
  method: 'GET',
  path: '/family/get',
  access: 'user',
  params: z.object({ id: id('家庭ID').optional() }),
  reply: FamilyInfo,
  summary: '家庭信息；不带 id = 我的家庭（首次调用时创建，含“本人”）；非家人只见名称与创建人（role=null，可申请加入）',
});

export const relate = call({
  method: 'GET',
  path: '/family/relate',
  access: 'user',
  params: z.object({}),
  reply: z.object({ list: z.array(FamilyInfo.omit({ requests: true })), hasNext: z.boolean() }),
  summary: '与我相关的家庭：我创建的、我已加入的、我申请中的',
});

export const join = call({
  method: 'GET',
  path: '/family/join',
  access: 'user',
  params: z.object({ id: id('家庭ID') }),
  reply: z.object({ status: FamilyRole }),
  summary: '申请加入家庭（等待创建人审核）；已加入则直接返回状态',
});

export const verify = call({
  method: 'GET',
  path: '/family/verify',
  access: 'user',
  params: z.object({ id: id('申请ID'), reject: flag('拒绝').optional() }),
  reply: z.object({ status: z.enum(['member', 'rejected']) }),
  summary: '创建人审核加入申请：通过（默认）或 reject=1 拒绝',
});

const PersonFields = {
  name: plain().trim().min(1).max(20).describe('姓名'),
  birthText: text('出生日期', 60).optional(),
  deathText: text('去世日期', 60).optional(),
  living: flag('在世').optional(),
  phone: text('电话', 20).optional(),
  location: text('所在地', 60).optional(),
  note: text('备注', 500).optional(),
  birthOrder: z.coerce.number().int().min(1).max(50).nullable().optional().describe('排行'),
};

export const addMember = call({
  method: 'POST',
  path: '/family/addMember',
  access: 'user',
  params: z.object({
    /** The person the new one is a relative of. */
    id: id('成员ID'),
    relation: Relation.describe('关系'),
    ...PersonFields,
  }),
  reply: FamilyPerson,
  summary: '为 id 添加亲属：father 父亲、mother 母亲、spouse 配偶、son 儿子、daughter 女儿、brother 兄弟、sister 姐妹',
});

export const editMember = call({
  method: 'POST',
  path: '/family/editMember',
  access: 'user',
  params: z.object({
    id: id('成员ID'),
    version: int4('版本', 0),
    ...PersonFields,
    name: PersonFields.name.optional(),
    gender: Gender.optional().describe('性别'),
  }),
  reply: FamilyPerson,
  summary: '修改亲属资料（version 过期则拒绝）；出生/去世按农历或公历文本解析',
});

export const member = call({
  method: 'GET',
  path: '/family/member/:id',
  access: 'user',
  params: z.object({ id: id('成员ID') }),
  reply: z.object({
    person: FamilyPerson,
    father: FamilyPerson.nullable(),
    mother: FamilyPerson.nullable(),
    spouse: FamilyPerson.nullable(),
    children: z.array(FamilyPerson),
    siblings: z.array(FamilyPerson),
    /** 称谓 from the caller's own person. */
    relation: z.string(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  }),
  summary: '亲属详情：本人资料 + 父、母、配偶、子女、兄弟姐妹，及与我的称谓',
});

export const removeMember = call({
  method: 'GET',
  path: '/family/member/delete/:id',
  access: 'user',
  params: z.object({ id: id('成员ID') }),
  reply: z.object({ deleted: z.number().int() }),
  summary: '删除亲属（仅创建人；不能删除“本人”）；其子女、配偶与之的关系一并解除',
});

export const associate = call({
  method: 'POST',
  path: '/family/associate',
  access: 'user',
  params: z.object({
    id: id('成员ID'),
    /** null/absent = remove the association. */
    clanMemberId: z.coerce.number().int().min(1).max(2147483647).nullable().optional().describe('族谱成员'),
  }),
  reply: FamilyPerson,
  summary: '将亲属关联到族谱成员（需能查看该族谱；性别须一致；同一族谱成员在一个家庭内只能关联一人）；不带 clanMemberId 解除关联',
});

export const updateBaseInfo = call({
  method: 'POST',
  path: '/family/updateBaseInfo',
  access: 'user',
  params: z.object({
    id: id('家庭ID'),
    name: plain().trim().min(1).max(30).optional().describe('家庭名称'),
    surname: plain().trim().min(1).max(4).optional().describe('姓氏'),
    dna: flag('DNA').optional(),
    women: flag('显示女性').optional(),
    myteam: flag('我的团队').optional(),
    location: flag('所在地').optional(),
  }),
  reply: FamilyInfo,
  summary: '修改家庭名称、姓氏和家庭树显示选项（dna、women、myteam、location），仅创建人',
});
