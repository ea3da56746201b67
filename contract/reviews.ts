/**
 * Reviews (审核): correction requests (纠错), bind requests (绑定族人) and the operation log (操作日志) with revert —
 * spec §4 "Bind, correction and village-correction requests: accept and reject. Correction also has delay and
 * check", §7 "Family and clan members" and the /project/bind/* rows of "Projects and clans".
 *
 * Corrections (纠错):
 * - Who proposes: any logged-in user who may read the project (a member, or anyone reading a public project /
 *   a password project with `ap`); a members-only project refuses outsiders with msg 0 "没有权限".
 *   One open (待审核/暂缓) correction per user per member: a second one is refused.
 * - The proposal holds only the fields to change (`changes`, the names of /clan-member/save), and the member's
 *   `version` at that time.
 * - States: pending 待审核 → accepted 已采纳 | rejected 已驳回 | delayed 暂缓; delayed → accepted | rejected.
 *   `check` (核对) runs the change against the current member without saving (rules, 世, adoption, stale).
 * - Accept applies the change through the member save path (rules and optimistic lock hold, a log entry is written).
 *   When the member was changed after the proposal, accept answers msg 0 "该成员在纠错提交后已被修改，请核对最新资料后
 *   再采纳"; the admin looks at the detail (its diff is against the member's current values) and accepts again with
 *   `memberVersion` = the version he saw — never a silent overwrite.
 * - Review (list, detail, accept, reject, delay, check): admin / 协管员 of the project, or a collaborator for members
 *   inside his branch; others get msg 0 "没有权限".
 *
 * Binds (绑定): a user claims "I am this member" (relation 本人) or "this member is my relative" (relation 父亲 …);
 * an admin / 协管员 accepts or rejects. Accepting makes the user a 'member' of the project (a stronger role is
 * kept) and records user ↔ member. One 本人 bind per member and per user in a project.
 *
 * Operation log: every change of a member (who, when, before/after). Our additions (not in api-calls.tsv):
 * GET /clan-member/log/list and POST /clan-member/log/revert/:id (admin / 协管员). A revert restores the member as
 * it was before that entry, refused when the member changed after it; the revert writes its own log entry.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text, int4 } from './common/index';
import { MemberBrief, MemberInput } from './clan-members';

// ——— Corrections ———

export const CORRECTION_STATUS = ['pending', 'delayed', 'accepted', 'rejected'] as const;
export const CorrectionStatus = z.enum(CORRECTION_STATUS);
export type CorrectionStatus = z.infer<typeof CorrectionStatus>;
export const CORRECTION_STATUS_NAMES: Record<CorrectionStatus, string> = {
  pending: '待审核', delayed: '暂缓', accepted: '已采纳', rejected: '已驳回',
};

/** The fields a correction may change (same names and rules as /clan-member/save). */
export const CorrectionChanges = MemberInput.pick({
  surname: true, name: true, zi: true, hao: true, otherNames: true, gender: true, fatherId: true, motherId: true,
  biologicalFatherId: true, branchId: true, ranking: true, clanRank: true, adoption: true, spouseType: true, origin: true,
  inChart: true, marriedTo: true, birthText: true, deathText: true, deathTerm: true, burial: true, titles: true,
  biography: true, living: true, noHeir: true, uncertain: true,
});
export type CorrectionChanges = z.infer<typeof CorrectionChanges>;

/** Chinese labels of the fields shown in diffs (corrections and the log). */
export const FIELD_LABELS: Record<string, string> = {
  surname: '姓氏', name: '名字', zi: '字', hao: '号', otherNames: '其他名字', gender: '性别', fatherId: '父亲',
  motherId: '母亲', biologicalFatherId: '生父', branchId: '房支', ranking: '排行', clanRank: '大排行', adoption: '过继',
  spouseType: '配偶类别', spouseOrder: '配偶次序', origin: '出身', inChart: '女子挂线', marriedTo: '适', birthText: '出生日期',
  deathText: '去世日期', deathTerm: '卒称', burial: '葬地', titles: '功名官职', biography: '生平', living: '在世', noHeir: '止',
  uncertain: '待考', generation: '世次', husbandId: '丈夫', privacy: '隐私', photos: '照片', founderRole: '始祖类别',
  branchGeneration: '内世系', childrenSurname: '子女姓氏',
};

/** One changed field: values as Chinese display text ('' = empty; a father shown by name). */
export const DiffRow = z.object({
  field: z.string(),
  /** 出生日期 */
  label: z.string(),
  before: z.string(),
  after: z.string(),
  /** false when the member already holds the proposed value. */
  changed: z.boolean(),
});
export type DiffRow = z.infer<typeof DiffRow>;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const CorrectionItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  memberId: z.number().int(),
  /** 陈德华 ('' when the member was deleted). */
  memberName: z.string(),
  /** 十二世 */
  generationLabel: z.string(),
  proposer: Person,
  reason: z.string(),
  status: CorrectionStatus,
  /** 待审核 / 暂缓 / 已采纳 / 已驳回 */
  statusName: z.string(),
  /** Labels of the proposed fields: "名字、出生日期". */
  fields: z.string(),
  reviewer: Person.nullable(),
  /** The reviewer's note (reject reason, delay note). */
  reviewNote: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CorrectionItem = z.infer<typeof CorrectionItem>;

export const CorrectionDetail = CorrectionItem.extend({
  /** The proposed values as sent. */
  changes: z.record(z.string(), z.unknown()),
  /** before = the member's current values, after = proposed. Empty when the member was deleted. */
  diff: z.array(DiffRow),
  /** The member's version when proposed and now; stale = changed since. */
  baseVersion: z.number().int(),
  memberVersion: z.number().int().nullable(),
  stale: z.boolean(),
  /** The caller may accept / reject / delay it (an open correction and a reviewer). */
  canReview: z.boolean(),
});
export type CorrectionDetail = z.infer<typeof CorrectionDetail>;

export const correctionSave = call({
  method: 'POST',
  path: '/clan-member/correction/save',
  access: 'user',
  params: z.object({
    memberId: id('成员ID'),
    changes: CorrectionChanges.describe('纠错内容'),
    reason: text('纠错说明', 500).default(''),
  }),
  reply: CorrectionDetail,
  summary: '提交纠错：changes 为要修改的字段（同成员保存的字段名），reason 说明来源；等待管理员审核',
});

export const correctionGet = call({
  method: 'GET',
  path: '/clan-member/correction/:id',
  access: 'user',
  params: z.object({ id: id('纠错ID') }),
  reply: CorrectionDetail,
  summary: '一条纠错（提交人或审核人可看），含与成员当前资料的对比',
});

const projectParam = id('家族ID').optional();

export const correctionList = call({
  method: 'GET',
  path: '/admin/correction/list',
  access: 'user',
  params: z.object({
    projectId: projectParam,
    clanId: id('族谱ID').optional(),
    /** Omitted: open ones (pending + delayed). */
    status: CorrectionStatus.optional().describe('状态'),
    ...paging,
  }),
  reply: page(CorrectionItem),
  summary: '家族的纠错列表（管理员/协管员；协作者只见其分支），新的在前；projectId 缺省取请求头 projectId',
});

export const correctionMessage = call({
  method: 'GET',
  path: '/admin/correction/message',
  access: 'user',
  params: z.object({ projectId: projectParam }),
  reply: z.object({
    /** 待审核 */
    pending: z.number().int(),
    /** 暂缓 */
    delayed: z.number().int(),
    /** The newest open one, for the notice line. */
    latest: CorrectionItem.nullable(),
  }),
  summary: '纠错提醒：待审核与暂缓数量（不给 projectId 时为其管理的全部家族）',
});

export const correctionDetail = call({
  method: 'GET',
  path: '/admin/correction/detail/:id',
  access: 'user',
  params: z.object({ id: id('纠错ID') }),
  reply: CorrectionDetail,
  summary: '纠错详情（审核人）：字段、中文名、修改前、修改后',
});

export const correctionAccept = call({
  method: 'GET',
  path: '/admin/correction/accept',
  access: 'user',
  params: z.object({
    id: id('纠错ID'),
    /** Required only when the member changed after the proposal: the version shown in the detail. */
    memberVersion: int4('成员版本', 1).optional(),
    note: text('审核意见', 200).default(''),
  }),
  reply: CorrectionDetail,
  summary: '采纳纠错：按成员保存的规则修改成员并写日志；成员已被修改时须带 memberVersion 确认',
});

export const correctionReject = call({
  method: 'GET',
  path: '/admin/correction/reject',
  access: 'user',
  params: z.object({ id: id('纠错ID'), note: text('驳回理由', 200).default('') }),
  reply: CorrectionDetail,
  summary: '驳回纠错',
});

export const correctionDelay = call({
  method: 'GET',
  path: '/admin/correction/delay/:id',
  access: 'user',
  params: z.object({ id: id('纠错ID'), note: text('暂缓说明', 200).default('') }),
  reply: CorrectionDetail,
  summary: '暂缓处理（待核实），之后仍可采纳或驳回',
});

export const correctionCheck = call({
  method: 'POST',
  path: '/admin/correction/check',
  access: 'user',
  params: z.object({ id: id('纠错ID') }),
  reply: z.object({
    /** It can be accepted as it stands. */
    ok: z.boolean(),
    stale: z.boolean(),
    /** Why not ('' when ok): the rule message the save would answer, or the stale notice. */
    message: z.string(),
    diff: z.array(DiffRow),
  }),
  summary: '核对纠错：不保存地按规则试算（世次、过继等），并指出成员是否已被修改',
});

// ——— Binds ———

export const BIND_STATUS = ['pending', 'accepted', 'rejected'] as const;
export const BindStatus = z.enum(BIND_STATUS);
export type BindStatus = z.infer<typeof BindStatus>;
export const BIND_STATUS_NAMES: Record<BindStatus, string> = { pending: '待审核', accepted: '已绑定', rejected: '已拒绝' };
/** 本人 = "I am this member"; the others: the member is the user's relative. */
export const BindRelation = z.enum(['本人', '父亲', '母亲', '祖父', '祖母', '配偶', '子女', '兄弟姐妹', '其他亲属']);
export type BindRelation = z.infer<typeof BindRelation>;

export const BindItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  member: MemberBrief.nullable(),
  user: Person.extend({ phone: z.string() }),
  relation: BindRelation,
  remark: z.string(),
  status: BindStatus,
  statusName: z.string(),
  reviewer: Person.nullable(),
  reviewNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BindItem = z.infer<typeof BindItem>;

const bindAsk = {
  memberId: id('成员ID'),
  remark: text('申请说明', 200).default(''),
};

export const bindRequest = call({
  method: 'GET',
  path: '/clan-member/bind/request',
  access: 'user',
  params: z.object({ ...bindAsk, relation: BindRelation.default('本人').describe('关系') }),
  reply: BindItem,
  summary: '申请绑定族人（我就是该成员，或该成员是我的亲属），等待管理员审核',
});

/**
 * 【本项目新增】邀请认领（bind invite）: an admin / 协管员 (within his branch) makes a signed, expiring, one-time link
 * for a member; whoever opens it (/pages/scan/index?q=) and accepts is bound to that member as 本人 at once (the
 * admin invited him: no review) and joins the family as a member. A used or expired link says so.
 */
export const bindInvite = call({
  method: 'POST', path: '/clan-member/bind/invite', access: 'user',
  params: z.object({ memberId: id('成员ID'), days: z.coerce.number().int().min(1).max(30).default(7).describe('有效天数') }),
  reply: z.object({ token: z.string(), path: z.string(), expiresAt: z.string(), memberName: z.string() }),
  summary: '【本项目新增】邀请认领族人：签名、到期、仅可使用一次的链接/二维码；接受者直接绑定为该成员本人',
});

export const bindPhoneInfo = call({
  method: 'GET',
  path: '/clan-member/bind/phone/info',
  access: 'user',
  params: z.object({ projectId: projectParam }),
  reply: z.object({
    /** 138****1234; '' when he has no phone (binding asks him to add one first). */
    phone: z.string(),
    hasPhone: z.boolean(),
    /** The member he is bound to (本人) in this project. */
    bound: MemberBrief.nullable(),
    /** His open requests in this project. */
    pending: z.array(BindItem),
  }),
  summary: '绑定页信息：我的手机号（脱敏，供管理员联系）、已绑定的成员、待审核的申请',
});

const review = z.object({ id: id('申请ID'), note: text('审核意见', 200).default('') });

export const bindAccept = call({
  method: 'POST', path: '/admin/bind/accept/:id', access: 'user', params: review, reply: BindItem,
  summary: '通过绑定申请：申请人成为家族成员（member），记录用户与成员的绑定',
});

export const bindReject = call({
  method: 'POST', path: '/admin/bind/reject/:id', access: 'user', params: review, reply: BindItem,
  summary: '拒绝绑定申请',
});

export const projectBindList = call({
  method: 'GET',
  path: '/project/bind/list',
  access: 'user',
  params: z.object({ projectId: projectParam, status: BindStatus.optional().describe('状态'), ...paging }),
  reply: page(BindItem),
  summary: '家族的绑定申请与绑定（管理员/协管员），状态缺省为待审核；新的在前',
});

export const projectBindAdd = call({
  method: 'POST',
  path: '/project/bind/add',
  access: 'user',
  params: z.object({
    projectId: projectParam,
    memberId: id('成员ID'),
    phone: z.string().trim().regex(/^1[3-9]\d{9}$/).describe('手机号'),
    relation: BindRelation.default('本人').describe('关系'),
  }),
  reply: BindItem,
  summary: '管理员直接绑定：按手机号找到用户并绑定到成员（无需审核）',
});

export const projectBindExamine = call({
  method: 'POST',
  path: '/project/bind/examine',
  access: 'user',
  params: z.object({ id: id('申请ID'), pass: flag('是否通过'), note: text('审核意见', 200).default('') }),
  reply: BindItem,
  summary: '审核绑定申请：pass=1 通过，0 拒绝（同 /admin/bind/accept|reject）',
});

export const projectBindBind = call({
  method: 'POST',
  path: '/project/bind/bind',
  access: 'user',
  params: z.object({ ...bindAsk }),
  reply: BindItem,
  summary: '绑定本人：管理员/协管员直接绑定，其他人提交申请（同 /clan-member/bind/request）',
});

export const projectBindRelative = call({
  method: 'POST',
  path: '/project/bind/relative',
  access: 'user',
  params: z.object({ ...bindAsk, relation: BindRelation.exclude(['本人']).describe('关系') }),
  reply: BindItem,
  summary: '绑定亲属：该成员是我的父亲、母亲等（管理员审核后成为家族成员）',
});

// ——— Operation log (our additions) ———

export const LOG_ACTION_NAMES: Record<string, string> = {
  add: '新增', edit: '修改', link: '关联', delete: '删除', revert: '撤销', correction: '纠错采纳',
};

export const LogItem = z.object({
  id: z.number().int(),
  clanId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  user: Person,
  /** add:child, edit, link, delete, revert */
  action: z.string(),
  /** 新增 / 修改 / 删除 / 撤销 … */
  actionName: z.string(),
  at: z.string(),
  diff: z.array(DiffRow),
  /** An admin may revert it now (the member has not changed since). */
  revertible: z.boolean(),
});
export type LogItem = z.infer<typeof LogItem>;

export const logList = call({
  method: 'GET',
  path: '/clan-member/log/list',
  access: 'user',
  params: z.object({
    projectId: projectParam,
    clanId: id('族谱ID').optional(),
    memberId: id('成员ID').optional(),
    ...paging,
  }),
  reply: page(LogItem),
  summary: '（新增接口）操作日志：谁、何时、哪位成员、修改前后；管理员/协管员',
});

export const logRevert = call({
  method: 'POST',
  path: '/clan-member/log/revert/:id',
  access: 'user',
  params: z.object({ id: id('日志ID') }),
  reply: LogItem,
  summary: '（新增接口）撤销一条修改：成员之后又被改过则拒绝；撤销本身记入日志（返回新日志）',
});
