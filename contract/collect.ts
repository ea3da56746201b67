/**
 * 采丁 (collection campaigns) — the "Clan collect" rows of api-calls.tsv (spec §7 "Clan collect", §3 "Collect family
 * check: name, generation, phone", §4 "Family collect status: invalid is -1, restore is 0", §6 "Collect admins are
 * bound by phone"). Calls marked （新增接口） are our additions: the spec lists no call that starts a campaign.
 *
 * - A campaign (采丁) belongs to a clan, optionally to one branch (房/支: `branchRootId`, a member and his
 *   descendants). The admin / 协管员 starts it (a collaborator only for a branch inside his own), sets its form
 *   (which fields are asked and which are required), a deadline and who may fill it in (`fillers`).
 * - Who fills in: a logged-in user holding the campaign's share token (the link / QR of /clan-collect/share), or a
 *   collection assistant (采集助手) bound by phone (admin/bind). Guests may open the share page (/clan-collect/open)
 *   but must log in (SMS) to fill in: every household has an owner, and one user may keep at most
 *   FAMILY_LIMIT_PER_USER households open per campaign (assistants ASSIST_FAMILY_LIMIT) — the abuse limit.
 * - A household (family) holds people with a role relative to its head (本人 self): his father (chosen from the tree
 *   = `fatherMemberId`, or described as a person), mothers, wives, children in order.
 *   Status: 0 草稿 draft → 1 已提交 submitted (finish) → 2 已合并 accepted (merge) | 3 已退回 returned (back to the
 *   filler with feedback; he edits and submits again). −1 无效 invalid and restore 0 (status call, reviewers).
 * - Who sees a household: its owner; the assistant who collected it (an assistant sees only his own); reviewers
 *   (admin / 协管员; a collaborator the households of campaigns inside his branch).
 * - Merge (family/merge): every person is matched to an existing member (with the member's `version` seen on the
 *   match screen) or added as new; all of it goes through the member save (世 = father + 1, adoption and wife rules,
 *   optimistic lock, the operation log — each added member can be reverted from the log). A matched member changed
 *   since the match screen was read refuses the merge ("…已被他人修改，请刷新核对后再合并"). A collaborator can
 *   only merge into members of his branch.
 * - 红丁: the children (sons and daughters) a campaign's merged households added as new members.
 */
import { z } from 'zod';
import { call, flag, id, int4, page, paging, text, fileUrl } from './common/index';
import { Gender, MemberBrief } from './clan-members';

export const FAMILY_LIMIT_PER_USER = 5;
export const ASSIST_FAMILY_LIMIT = 500;

// ——— Campaign form ———

export const FORM_FIELDS = ['zi', 'hao', 'birth', 'death', 'spouses', 'children', 'phone', 'address', 'photo'] as const;
export const FormFieldKey = z.enum(FORM_FIELDS);
export type FormFieldKey = z.infer<typeof FormFieldKey>;
export const FORM_FIELD_NAMES: Record<FormFieldKey, string> = {
  zi: '字', hao: '号', birth: '出生日期', death: '去世日期', spouses: '配偶', children: '子女', phone: '手机号', address: '居住地', photo: '照片',
};
export const FormField = z.object({ key: FormFieldKey, ask: z.boolean(), required: z.boolean() });
export type FormField = z.infer<typeof FormField>;
export const DEFAULT_FORM: FormField[] = FORM_FIELDS.map((key) => ({
  key, ask: !['hao', 'photo'].includes(key), required: key === 'phone' || key === 'children',
}));

/** anyone: whoever holds the link (logged in); members: users with a role in the project; assistants: only 采集助手. */
export const Fillers = z.enum(['anyone', 'members', 'assistants']).describe('填写人');
export type Fillers = z.infer<typeof Fillers>;
export const FILLERS_NAMES: Record<Fillers, string> = { anyone: '持链接的用户', members: '家族成员', assistants: '仅采集助手' };

export const Campaign = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  clanName: z.string(),
  title: z.string(),
  intro: z.string(),
  /** 房/支 root member (null = the whole clan) and his name. */
  branchRootId: z.number().int().nullable(),
  branchName: z.string(),
  form: z.array(FormField),
  /** YYYY-MM-DD (China), '' = none. */
  deadline: z.string(),
  fillers: Fillers,
  /** open 进行中 | closed 已结束 (closed by hand or past the deadline). */
  status: z.enum(['open', 'closed']),
  statusName: z.string(),
  stats: z.object({ families: z.number().int(), submitted: z.number().int(), accepted: z.number().int(), people: z.number().int() }),
  /** The caller reviews it (admin / 协管员 / collaborator of its branch). */
  canManage: z.boolean(),
  /** The caller is one of its 采集助手. */
  isAssistant: z.boolean(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;

const campaignId = () => id('采丁ID');

export const TEMPLATES = [
  { key: 'household', title: '家庭信息采集', intro: '请填写本人、父亲、配偶及子女信息，便于续修族谱。', fields: ['birth', 'spouses', 'children', 'phone', 'address'] },
  { key: 'hongding', title: '新丁登记（红丁）', intro: '请登记近年出生的子女，编入族谱红丁录。', fields: ['birth', 'children', 'phone'] },
  { key: 'full', title: '族谱续修全面采集', intro: '族谱续修，请完整填写字号、生卒、配偶、子女、居住地与照片。', fields: ['zi', 'hao', 'birth', 'death', 'spouses', 'children', 'phone', 'address', 'photo'] },
] as const;
export const TemplateKey = z.enum(['household', 'hongding', 'full']);

export const collectTemplates = call({
  method: 'GET', path: '/clan-collect/template/list', access: 'session', params: z.object({}),
  reply: z.array(z.object({ key: TemplateKey, title: z.string(), intro: z.string(), form: z.array(FormField) })),
  summary: '（新增接口）采丁模板（pre-create-list）',
});

export const collectSave = call({
  method: 'POST', path: '/clan-collect/save', access: 'user',
  params: z.object({
    id: campaignId().optional(),
    clanId: id('族谱ID'),
    title: text('采丁标题', 40).pipe(z.string().min(1)),
    intro: text('采丁说明', 500).default(''),
    branchRootId: id('房支起始成员').nullable().optional(),
    form: z.array(FormField).max(FORM_FIELDS.length).optional().describe('表单字段'),
    deadline: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/).default('').describe('截止日期'),
    fillers: Fillers.default('anyone'),
  }),
  reply: Campaign,
  summary: '（新增接口）发起或修改采丁：族谱或房支、表单（set-form）、截止日期、填写人',
});

export const collectClose = call({
  method: 'POST', path: '/clan-collect/close', access: 'user',
  params: z.object({ id: campaignId(), open: flag('重新开启').default(false) }),
  reply: Campaign,
  summary: '（新增接口）结束采丁（open=1 重新开启）',
});

export const collectList = call({
  method: 'GET', path: '/clan-collect/list', access: 'user',
  params: z.object({ projectId: id('家族ID'), ...paging }),
  reply: page(Campaign),
  summary: '（新增接口）家族的采丁：管理者看全部，采集助手与填写人看参与的',
});

export const collectGet = call({
  method: 'GET', path: '/clan-collect/get2', access: 'user',
  params: z.object({ id: campaignId() }),
  reply: Campaign,
  summary: '采丁详情与统计（管理者、采集助手、填写过的用户）',
});

export const collectBranch = call({
  method: 'GET', path: '/clan-collect/branch/:id', access: 'user',
  params: z.object({ id: campaignId() }),
  reply: z.array(z.object({
    /** The 房 root member (null: households not yet placed under a member). */
    memberId: z.number().int().nullable(),
    name: z.string(),
    families: z.number().int(), submitted: z.number().int(), accepted: z.number().int(), people: z.number().int(),
  })),
  summary: '采丁按房支统计：户数、已提交、已合并、新增人数（房支 = 户的父亲所在的二世/采丁分支下一代）',
});

export const collectAddress = call({
  method: 'GET', path: '/clan-collect/address', access: 'user',
  params: z.object({ id: campaignId() }),
  reply: z.array(z.object({ province: z.string(), city: z.string(), families: z.number().int() })),
  summary: '采集户的居住地分布（省、市），用于分布图',
});

export const ShareInfo = z.object({
  token: z.string(),
  /** Path of the landing: /pages/scan/index?q=<token> */
  path: z.string(),
  expiresAt: z.string(),
});

export const collectShare = call({
  method: 'GET', path: '/clan-collect/share', access: 'user',
  params: z.object({ id: campaignId(), days: z.coerce.number().int().min(1).max(90).default(30).describe('有效天数') }),
  reply: ShareInfo,
  summary: '（新增接口）采丁分享链接与二维码内容（签名、到期失效）',
});

// ——— Invites (team, bind, collect, assistant) ———

export const InviteKind = z.enum(['collect', 'assist', 'team', 'bind']);
export type InviteKind = z.infer<typeof InviteKind>;

export const inviteOpen = call({
  method: 'GET', path: '/invite/open', access: 'session',
  params: z.object({ q: z.string().trim().min(8).max(200).describe('邀请码') }),
  reply: z.object({
    kind: InviteKind,
    projectId: z.number().int(),
    projectName: z.string(),
    /** Campaign, team role, or member name. */
    title: z.string(),
    inviter: z.string(),
    expiresAt: z.string(),
    /** Where accepting lands: /clan/collect/family-create?id=…, /clan/team/index … */
    path: z.string(),
    collectId: z.number().int().nullable(),
  }),
  summary: '（新增接口）打开邀请（扫码/链接）：已过期或已使用时提示',
});

export const inviteAccept = call({
  method: 'POST', path: '/invite/accept', access: 'user',
  params: z.object({ q: z.string().trim().min(8).max(200).describe('邀请码') }),
  reply: z.object({ kind: InviteKind, projectId: z.number().int(), path: z.string() }),
  summary: '（新增接口）接受邀请：采集助手绑定、加入团队、认领族人；返回落地页',
});

// ——— Families ———

export const FAMILY_STATUS = { invalid: -1, draft: 0, submitted: 1, accepted: 2, returned: 3 } as const;
export const FAMILY_STATUS_NAMES: Record<number, string> = { [-1]: '无效', 0: '草稿', 1: '已提交', 2: '已合并', 3: '已退回' };

export const Family = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  collectId: z.number().int(),
  /** 陈大明家 — the head (setmain) or the first person. */
  title: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** The father chosen from the tree. */
  fatherMember: MemberBrief.nullable(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  feedback: z.string(),
  people: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** The assistant who collected it. */
  assistant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The caller may edit (owner/assistant; draft or returned) and review (merge, return, invalid). */
  canEdit: z.boolean(),
  canReview: z.boolean(),
  updatedAt: z.string(),
});
export type Family = z.infer<typeof Family>;

const familyId = () => id('户ID');

export const familySave = call({
  method: 'POST', path: '/clan-collect/family/save', access: 'user',
  params: z.object({
    id: familyId().optional(),
    collectId: campaignId(),
    /** The share token (a user who is neither a reviewer nor an assistant). */
    q: z.string().trim().max(200).optional().describe('邀请码'),
    fatherMemberId: id('父亲（族谱中）').nullable().optional(),
    phone: z.string().trim().regex(/^(1[3-9]\d{9})?$/).optional().describe('手机号'),
    province: text('省', 20).optional(),
    city: text('市', 20).optional(),
    address: text('详细地址', 100).optional(),
  }),
  reply: Family,
  summary: '（新增接口）新建或修改一户（family-create）：父亲可从族谱中选择，联系方式与居住地',
});

export const familyList = call({
  method: 'GET', path: '/clan-collect/family/list', access: 'user',
  params: z.object({ collectId: campaignId(), status: z.coerce.number().int().min(-1).max(3).optional().describe('状态'), mine: flag('只看我的').default(false), ...paging }),
  reply: page(Family),
  summary: '（新增接口）采丁的户：管理者看全部（协作者看其分支），采集助手只看他采集的，填写人只看自己的',
});

export const familyGet = call({
  method: 'GET', path: '/clan-collect/family/get', access: 'user',
  params: z.object({ id: familyId() }),
  reply: Family,
  summary: '一户',
});

export const familyFinish = call({
  method: 'POST', path: '/clan-collect/family/finish', access: 'user',
  params: z.object({ id: familyId() }),
  reply: Family,
  summary: '提交一户（检查表单必填项）：草稿/已退回 → 已提交',
});

export const familyStatus = call({
  method: 'POST', path: '/clan-collect/family/status', access: 'user',
  params: z.object({
    id: familyId(),
    /** −1 无效, 0 恢复, 3 退回 (with feedback). */
    status: z.coerce.number().int().refine((v) => v === -1 || v === 0 || v === 3).describe('状态'),
    feedback: text('退回说明', 200).default(''),
  }),
  reply: Family,
  summary: '设置户状态：无效 -1、恢复 0、退回 3（附说明）；审核人',
});

export const familyDelete = call({
  method: 'POST', path: '/clan-collect/family/delete', access: 'user',
  params: z.object({ id: familyId() }),
  reply: z.null(),
  summary: '删除一户（未合并的；填写人、采集助手或审核人）',
});

export const CheckHit = z.object({
  id: z.number().int(),
  name: z.string(),
  generation: z.number().int(),
  generationLabel: z.string(),
  fatherName: z.string(),
  /** The 房 (二世 ancestor) name. */
  branchName: z.string(),
  birthYear: z.number().int().nullable(),
  living: z.boolean(),
  /** Bound phone matches. */
  phoneMatch: z.boolean(),
  version: z.number().int(),
});
export type CheckHit = z.infer<typeof CheckHit>;

export const familyCheck = call({
  method: 'GET', path: '/clan-collect/family/check', access: 'user',
  params: z.object({
    collectId: campaignId(),
    name: text('姓名', 20).pipe(z.string().min(1)),
    generation: z.coerce.number().int().min(1).max(1000).optional().describe('世次'),
    phone: z.string().trim().regex(/^(1[3-9]\d{9})?$/).optional().describe('手机号'),
  }),
  reply: z.object({ hits: z.array(CheckHit), total: z.number().int() }),
  summary: '建户前查重：按姓名、世次、手机号找族谱中已有的人（同名 N 人：父亲、世、房）',
});

// ——— People of a family ———

export const PersonRole = z.enum(['self', 'father', 'mother', 'wife', 'child']).describe('关系');
export type PersonRole = z.infer<typeof PersonRole>;
export const PERSON_ROLE_NAMES: Record<PersonRole, string> = { self: '本人', father: '父亲', mother: '母亲', wife: '妻子', child: '子女' };

export const Person = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  role: PersonRole,
  roleName: z.string(),
  gender: Gender,
  surname: z.string(),
  name: z.string(),
  zi: z.string(),
  hao: z.string(),
  birthText: z.string(),
  deathText: z.string(),
  living: z.boolean(),
  phone: z.string(),
  photo: z.string(),
  /** Order among the wives / the children. */
  ranking: z.number().int(),
  /** A child's mother: a wife person of this family. */
  motherPersonId: z.number().int().nullable(),
  isMain: z.boolean(),
  /** The existing member matched on family-match (null = new), and the member added or matched by the merge. */
  matchMemberId: z.number().int().nullable(),
  mergedMemberId: z.number().int().nullable(),
});
export type Person = z.infer<typeof Person>;

const personId = () => id('人员ID');

export const memberSave = call({
  method: 'POST', path: '/clan-collect/member/save', access: 'user',
  params: z.object({
    id: personId().optional(),
    familyId: familyId(),
    role: PersonRole,
    gender: Gender.optional().describe('性别'),
    surname: text('姓氏', 4).optional(),
    name: text('名字', 20).pipe(z.string().min(1)),
    zi: text('字', 20).default(''),
    hao: text('号', 20).default(''),
    birthText: text('出生日期', 60).default(''),
    deathText: text('去世日期', 60).default(''),
    living: flag('在世').default(true),
    phone: z.string().trim().regex(/^(1[3-9]\d{9})?$/).default('').describe('手机号'),
    photo: fileUrl('照片').or(z.literal('')).default(''),
    motherPersonId: id('母亲').nullable().optional(),
  }),
  reply: Person,
  summary: '添加或修改户中的人（本人、父亲、母亲、妻子、子女）；日期按中文日期解析',
});

export const memberList = call({
  method: 'GET', path: '/clan-collect/member/list', access: 'user',
  params: z.object({ familyId: familyId() }),
  reply: z.array(Person),
  summary: '户中的人：本人、父亲、母亲、妻子（按次序）、子女（按排行）',
});

export const memberTree = call({
  method: 'GET', path: '/clan-collect/member/tree', access: 'user',
  params: z.object({ familyId: familyId() }),
  reply: z.object({
    father: Person.nullable(),
    fatherMember: MemberBrief.nullable(),
    mothers: z.array(Person),
    self: Person.nullable(),
    wives: z.array(Person.extend({ children: z.array(Person) })),
    /** Children without a mother given. */
    children: z.array(Person),
  }),
  summary: '户的家庭树：父亲（或族谱中的父亲）、母亲、本人、妻子及其子女',
});

export const memberMothers = call({
  method: 'GET', path: '/clan-collect/member/mothers', access: 'user',
  params: z.object({ familyId: familyId() }),
  reply: z.array(Person),
  summary: '可选为子女母亲的人（本户的妻子）',
});

export const memberGet = call({
  method: 'GET', path: '/clan-collect/member/get', access: 'user',
  params: z.object({ id: personId() }),
  reply: Person,
  summary: '户中的一人',
});

export const memberSetMain = call({
  method: 'GET', path: '/clan-collect/member/setmain', access: 'user',
  params: z.object({ id: personId() }),
  reply: Person,
  summary: '设为户主（户的称呼：某某家）',
});

const ranking = z.object({ familyId: familyId(), ids: z.string().regex(/^\d+(,\d+)*$/).describe('排序') });

export const memberChildRanking = call({
  method: 'GET', path: '/clan-collect/member/child/ranking', access: 'user',
  params: ranking, reply: z.array(Person),
  summary: '子女排行：ids 为子女人员ID按长幼排列（逗号分隔）',
});

export const memberWifeRanking = call({
  method: 'GET', path: '/clan-collect/member/wife/ranking', access: 'user',
  params: ranking, reply: z.array(Person),
  summary: '妻子次序：ids 为妻子人员ID按次序排列（逗号分隔）',
});

export const memberDelete = call({
  method: 'GET', path: '/clan-collect/member/delete', access: 'user',
  params: z.object({ id: personId() }),
  reply: z.null(),
  summary: '删除户中的一人（妻子删除时其子女的母亲置空）',
});

// ——— Match and merge ———

export const matchView = call({
  method: 'GET', path: '/clan-collect/family/match', access: 'user',
  params: z.object({ id: familyId() }),
  reply: z.object({
    family: Family,
    /** Each person with the register's candidates (same name, fitting 世). */
    people: z.array(Person.extend({ candidates: z.array(CheckHit) })),
    /** The clan's version when read. */
    clanVersion: z.number().int(),
  }),
  summary: '（新增接口）核对合并：户中每人与族谱候选成员并列',
});

export const familyMerge = call({
  method: 'POST', path: '/clan-collect/family/merge', access: 'user',
  params: z.object({
    id: familyId(),
    /** One line per person: memberId = the existing member (with the version seen), null or absent = add as new. */
    matches: z.array(z.object({
      personId: personId(),
      memberId: id('成员ID').nullable().optional(),
      version: int4('成员版本', 1).optional(),
    })).max(100).describe('匹配'),
  }),
  reply: z.object({ family: Family, added: z.number().int(), matched: z.number().int() }),
  summary: '（新增接口）合并一户：按匹配把新成员经成员保存加入族谱（世次、过继规则、日志），已被修改的成员拒绝合并',
});

export const Hongding = z.object({
  memberId: z.number().int(),
  name: z.string(),
  gender: Gender,
  generationLabel: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  birthText: z.string(),
  familyId: z.number().int(),
  mergedAt: z.string(),
});

export const hongdingList = call({
  method: 'GET', path: '/clan-collect/hongding', access: 'user',
  params: z.object({ id: campaignId(), ...paging }),
  reply: page(Hongding, { stats: z.object({ sons: z.number().int(), daughters: z.number().int() }) }),
  summary: '（新增接口）红丁：采丁合并后新增的子女（儿子、女儿）',
});

// ——— Assistants ———

export const Assistant = z.object({
  id: z.number().int(),
  collectId: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  /** 138****8000 */
  phone: z.string(),
  /** Bound to an account (he accepted, or the phone had one). */
  bound: z.boolean(),
  families: z.number().int(),
  submitted: z.number().int(),
  createdAt: z.string(),
});
export type Assistant = z.infer<typeof Assistant>;

export const adminList = call({
  method: 'GET', path: '/clan-collect/admin/list', access: 'user',
  params: z.object({ collectId: campaignId(), ...paging }),
  reply: page(Assistant),
  summary: '采集助手列表（管理者）',
});

export const adminGet = call({
  method: 'GET', path: '/clan-collect/admin/get/:id', access: 'user',
  params: z.object({ id: id('助手ID') }),
  reply: Assistant.extend({ familiesList: z.array(Family) }),
  summary: '采集助手详情与他采集的户',
});

export const adminBind = call({
  method: 'POST', path: '/clan-collect/admin/bind', access: 'user',
  params: z.object({
    collectId: campaignId(),
    phone: z.string().trim().regex(/^1[3-9]\d{9}$/).describe('手机号'),
    name: text('姓名', 20).pipe(z.string().min(1)),
  }),
  reply: Assistant.extend({ invite: ShareInfo }),
  summary: '按手机号绑定采集助手，并给出邀请链接（该手机号的用户登录后即为助手）',
});

export const adminDelete = call({
  method: 'POST', path: '/clan-collect/admin/delete', access: 'user',
  params: z.object({ id: id('助手ID') }),
  reply: z.null(),
  summary: '解除采集助手（他采集的户仍保留）',
});
