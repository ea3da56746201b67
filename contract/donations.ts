/**
 * 捐资 and the 功德榜 (issue #18 point 3; spec §7 "Contribution" and /content/donation/*).
 * - A clan's 管理员 / 协管员 opens a drive (修谱, 修祠堂, 祭祖, 其他) with a goal, a deadline and an account of spending
 *   (`/content/donation/save`, `/content/donation/spend`, our additions).
 * - A donor (any logged-in reader of the clan) gives any amount through the payments core: `/contribution/add` makes his
 *   entry and its first gift, `/contribution/append` adds a gift to his entry; each call carries the client's key
 *   (`clientKey`): the same key answers the same gift and payment, so a double tap credits once. `/contribution/confirm`
 *   settles the payment. He may stay anonymous (匿名) and add a message, and complete his details afterwards
 *   (`/contribution/perfect`, our addition; the route donation-perfect).
 * - The 功德榜 (`/content/donation/merit`, our addition) orders paid entries by amount, then by time, as clans print it.
 *   An anonymous donor is shown as 匿名善士 everywhere except to himself: no name, no user id in any list.
 * - The ledger (`/content/donation/ledger`, our addition): income (the paid gifts) and spending, visible to the clan's readers.
 * - Refunds only by staff with the finance role (`/ops/donation/refund`), each logged (`/ops/donation/refund/list`).
 */
import { z } from 'zod';
import { PaymentResult, PaymentStart, PayType } from './payments';
import { call, fen, flag, id, page, paging, text } from './common/index';

export const DRIVE_KINDS = ['genealogy', 'hall', 'ancestor', 'other'] as const;
export const DriveKind = z.enum(DRIVE_KINDS);
export const DRIVE_KIND_NAMES: Record<(typeof DRIVE_KINDS)[number], string> = { genealogy: '修谱', hall: '修祠堂', ancestor: '祭祖', other: '其他' };
export const ANONYMOUS_NAME = '匿名善士';

export const Drive = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  kind: DriveKind,
  kindName: z.string(),
  title: z.string(),
  description: z.string(),
  /** Fen. */
  goal: z.number().int(),
  raised: z.number().int(),
  spent: z.number().int(),
  donorCount: z.number().int(),
  /** YYYY-MM-DD (China date). */
  deadline: z.string(),
  /** open 进行中 | closed 已结束 (closed by the admin or past its deadline). */
  status: z.enum(['open', 'closed']),
  statusName: z.string(),
  createdAt: z.string(),
});
export type Drive = z.infer<typeof Drive>;

/** An entry as others see it: an anonymous donor has name 匿名善士 and userId null. */
export const DonationItem = z.object({
  id: z.number().int(),
  driveId: z.number().int(),
  driveTitle: z.string(),
  projectId: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  anonymous: z.boolean(),
  message: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'refunded']),
  statusName: z.string(),
  /** Mine: the details I gave (empty for others). */
  mine: z.boolean(),
  branch: z.string(),
  hometown: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type DonationItem = z.infer<typeof DonationItem>;

export const MeritItem = z.object({
  rank: z.number().int(),
  name: z.string(),
  anonymous: z.boolean(),
  message: z.string(),
  amount: z.number().int(),
  paidAt: z.string(),
});

const clan = { projectId: id('家族') };
const clientKey = () => z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/).describe('提交标识');
const dateText = (label: string) => z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`).describe(label);

export const donationList = call({
  method: 'GET', path: '/content/donation/list', access: 'session', params: z.object({ ...clan, ...paging }), reply: page(Drive),
  summary: '家族的捐资项目（新到旧）；能查看家族的人可读',
});

export const donationGet = call({
  method: 'GET', path: '/content/donation/:id', access: 'session', params: z.object({ id: id('捐资项目'), ...clan }),
  reply: Drive.extend({ canManage: z.boolean() }), summary: '捐资项目详情',
});

export const donationMerit = call({
  method: 'GET', path: '/content/donation/merit', access: 'session', params: z.object({ id: id('捐资项目'), ...clan, ...paging }),
  reply: page(MeritItem), summary: '【本项目新增】功德榜：按金额从高到低，同额按时间先后；匿名者不显示姓名',
});

export const donationLedger = call({
  method: 'GET', path: '/content/donation/ledger', access: 'session', params: z.object({ id: id('捐资项目'), ...clan }),
  reply: z.object({
    raised: z.number().int(), spent: z.number().int(), balance: z.number().int(),
    income: z.array(z.object({ name: z.string(), amount: z.number().int(), at: z.string() })),
    spending: z.array(z.object({ id: z.number().int(), item: z.string(), amount: z.number().int(), spentOn: z.string() })),
  }),
  summary: '【本项目新增】收支明细：收入（已到账的捐款）与支出',
});

export const donationSave = call({
  method: 'POST', path: '/content/donation/save', access: 'user',
  params: z.object({
    ...clan,
    id: id('捐资项目').optional(),
    kind: DriveKind.describe('项目类别'),
    title: text('项目名称', 40).pipe(z.string().min(1, '请填写项目名称')).describe('项目名称'),
    description: text('项目说明', 2000).default(''),
    goal: fen('目标金额'),
    deadline: dateText('截止日期'),
    closed: flag('结束').optional(),
  }),
  reply: Drive, summary: '【本项目新增】发起或修改捐资项目（管理员、协管员）',
});

export const donationSpend = call({
  method: 'POST', path: '/content/donation/spend', access: 'user',
  params: z.object({ ...clan, driveId: id('捐资项目'), item: text('支出事项', 60).pipe(z.string().min(1, '请填写支出事项')).describe('支出事项'), amount: fen('支出金额'), spentOn: dateText('支出日期') }),
  reply: z.object({ id: z.number().int(), spent: z.number().int() }), summary: '【本项目新增】登记一笔支出（管理员、协管员）',
});

export const donationManage = call({
  method: 'GET', path: '/content/donation/manage', access: 'user', params: z.object({ id: id('捐资项目'), ...clan, ...paging }),
  reply: page(DonationItem), summary: '【本项目新增】管理：项目的全部捐款记录（含待支付）；匿名者同样不显示姓名',
});

const giving = {
  amount: fen('捐款金额'),
  clientKey: clientKey(),
  payType: PayType.default('sandbox').describe('支付方式'),
};

export const contributionAdd = call({
  method: 'POST', path: '/contribution/add', access: 'user',
  params: z.object({
    ...clan, driveId: id('捐资项目'), ...giving,
    anonymous: flag('匿名').default(false),
    name: text('芳名', 20).default(''),
    message: text('留言', 100).default(''),
  }),
  reply: z.object({ id: z.number().int(), payment: PaymentStart }),
  summary: '捐款：登记并创建支付；同一 clientKey 重复提交返回同一笔',
});

export const contributionAppend = call({
  method: 'GET', path: '/contribution/append', access: 'user',
  params: z.object({ ...clan, id: id('捐款'), ...giving }),
  reply: z.object({ id: z.number().int(), payment: PaymentStart }),
  summary: '追加捐款（同一 clientKey 只算一次）',
});

export const contributionConfirm = call({
  method: 'GET', path: '/contribution/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号') }),
  reply: PaymentResult.extend({ donation: DonationItem.nullable() }),
  summary: '确认捐款支付（到账只记一次）',
});

export const contributionDelete = call({
  method: 'GET', path: '/contribution/delete/:id', access: 'user', params: z.object({ id: id('捐款'), ...clan }),
  reply: z.object({ deleted: z.literal(true) }), summary: '删除我未支付的捐款登记',
});

export const contributionDetails = call({
  method: 'GET', path: '/contribution/details', access: 'user', params: z.object({ id: id('捐款'), ...clan }),
  reply: DonationItem, summary: '捐款详情（匿名捐款只有本人看得到姓名）',
});

export const contributionMy = call({
  method: 'GET', path: '/contribution/details/my', access: 'user', params: z.object({ ...paging }),
  reply: page(DonationItem), summary: '我的捐款（新到旧）',
});

export const contributionPerfect = call({
  method: 'POST', path: '/contribution/perfect', access: 'user',
  params: z.object({
    ...clan, id: id('捐款'),
    name: text('芳名', 20).pipe(z.string().min(1, '请填写芳名')).describe('芳名'),
    anonymous: flag('匿名').default(false),
    message: text('留言', 100).default(''),
    branch: text('房支', 30).default(''),
    hometown: text('籍贯', 60).default(''),
    phone: z.string().trim().regex(/^(1\d{10})?$/, '手机号格式不正确').default('').describe('手机号'),
  }),
  reply: DonationItem, summary: '【本项目新增】完善捐款信息（芳名、匿名、留言、房支、籍贯、电话）',
});

// ——— finance in the operations console ———

export const opsDonationRefund = call({
  method: 'POST', path: '/ops/donation/refund', access: 'user',
  params: z.object({ projectId: id('家族'), donationId: id('捐款'), reason: text('退款原因', 200).pipe(z.string().min(1, '请填写退款原因')).describe('退款原因') }),
  reply: z.object({ refunded: z.number().int(), donation: DonationItem }),
  summary: '【本项目新增】财务：退还一笔捐款的全部已付款项，记入退款日志',
});

export const opsDonationRefundLog = call({
  method: 'GET', path: '/ops/donation/refund/list', access: 'user', params: z.object({ ...paging }),
  reply: page(z.object({ id: z.number().int(), projectId: z.number().int(), donationId: z.number().int(), staffName: z.string(), amount: z.number().int(), reason: z.string(), createdAt: z.string() })),
  summary: '【本项目新增】财务：捐款退款日志',
});

export const DONATION_OPS_CALLS = [opsDonationRefund, opsDonationRefundLog] as const;
