/**
 * Growth (issue 21): points (积分), coins (金币) and the wallet on one append-only ledger; daily sign-in with a streak
 * and make-up (补签); tasks fed by the domains' events; the points shop; red packets (红包); wallet withdrawals
 * (提现) reviewed by finance staff; growth levels; the agent referral program (推广); my statistics.
 *
 * Units: wallet money and red packets in integer fen; points and coins are whole numbers. A red packet's money
 * exchanged for coins gives 1 coin per fen (`COINS_PER_FEN`).
 * Days are Asia/Shanghai days ("YYYY-MM-DD"), months "YYYY-MM", weeks ISO weeks ("2026-W48").
 *
 * Our additions (not in api-calls.tsv): POST /hongbao/send, GET /hongbao/list, GET /hongbao/detail/:id (a packet has
 * to be sent and listed for /mine/hongbao/index) and the /ops/withdraw/* staff calls (finance review).
 */
import { z } from 'zod';
import { call, fen, id, page, paging, text, fileUrl } from './common/index';
import { PayType, PaymentStart } from './payments';

const day = (label = '日期') => z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).describe(label);
const month = (label = '月份') => z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/).describe(label);

// ——— Ledger reads ———

export const Book = z.enum(['points', 'coins', 'wallet']);
export type Book = z.infer<typeof Book>;

export const LedgerLine = z.object({
  id: z.number().int(),
  /** Signed: positive = in, negative = out (fen for the wallet). */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** 签到, 任务：完善个人资料, 补签, 兑换：头像框 … */
  reason: z.string(),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const Currency = z.object({
  points: z.number().int(),
  coins: z.number().int(),
  /** Wallet balance, fen. */
  wallet: z.number().int(),
  /** Money in withdrawals still under review (already taken from the wallet), fen. */
  frozen: z.number().int(),
});
export type Currency = z.infer<typeof Currency>;

export const currency = call({
  method: 'GET', path: '/user/currency', access: 'user', params: z.object({}), reply: Currency,
  summary: '我的积分、金币、钱包余额（分）和提现冻结金额',
});

export const currencyLog = call({
  method: 'GET', path: '/user/currency/log', access: 'user',
  params: z.object({ book: Book.default('coins').describe('账本'), ...paging }),
  reply: page(LedgerLine, { balance: z.number().int() }),
  summary: '积分、金币或钱包明细（新的在前）',
});

export const memberPointLog = call({
  method: 'GET', path: '/memberPoint/log', access: 'user', params: z.object({ ...paging }),
  reply: page(LedgerLine, { balance: z.number().int() }),
  summary: '积分明细（新的在前）',
});

// ——— Sign-in ———

/** Points by streak day: day 1 → 5 … day 7 and after → 20; every 7th day of a streak also gives 10 coins. */
export const SIGN_REWARDS = [
  { day: 1, points: 5, coins: 0 },
  { day: 2, points: 5, coins: 0 },
  { day: 3, points: 10, coins: 0 },
  { day: 4, points: 10, coins: 0 },
  { day: 5, points: 15, coins: 0 },
  { day: 6, points: 15, coins: 0 },
  { day: 7, points: 20, coins: 10 },
] as const;
export function signReward(streak: number): { points: number; coins: number } {
  const row = SIGN_REWARDS[Math.min(streak, 7) - 1];
  return { points: row.points, coins: streak % 7 === 0 ? 10 : 0 };
}
/** 补签: a missed day of the current month, for points, a few times a month; it pays no reward. */
export const MAKEUP_COST_POINTS = 20;
export const MAKEUP_PER_MONTH = 3;

export const SignResult = z.object({
  day: z.string(),
  streak: z.number().int(),
  points: z.number().int(),
  coins: z.number().int(),
  /** Points balance after it. */
  balance: z.number().int(),
});

export const sign = call({
  method: 'GET', path: '/user/sign', access: 'user', params: z.object({}), reply: SignResult,
  summary: '今日签到（每天一次，按北京时间），按连续天数奖励积分',
});

export const SignData = z.object({
  today: z.string(),
  signedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday when today is not signed yet); 0 after a missed day. */
  streak: z.number().int(),
  points: z.number().int(),
  coins: z.number().int(),
  /** What today's (or tomorrow's) sign-in pays. */
  nextReward: z.object({ points: z.number().int(), coins: z.number().int() }),
  rewards: z.array(z.object({ day: z.number().int(), points: z.number().int(), coins: z.number().int() })),
  makeupLeft: z.number().int(),
  makeupCost: z.number().int(),
  totalDays: z.number().int(),
});
export const signData = call({
  method: 'GET', path: '/user/sign/data', access: 'user', params: z.object({}), reply: SignData,
  summary: '签到状态：今天是否已签、连续天数、奖励表、本月剩余补签次数',
});

export const signList = call({
  method: 'GET', path: '/user/sign/list', access: 'user',
  params: z.object({ month: month().optional() }),
  reply: z.object({ month: z.string(), today: z.string(), days: z.array(z.object({ day: z.string(), makeup: z.boolean() })) }),
  summary: '某月签到日历（默认本月）',
});

export const SignLogItem = z.object({
  day: z.string(), streak: z.number().int(), points: z.number().int(), makeup: z.boolean(), createdAt: z.string(),
});
export const signLog = call({
  method: 'GET', path: '/user/sign/log', access: 'user', params: z.object({ ...paging }), reply: page(SignLogItem),
  summary: '签到记录（新的在前）',
});

export const signIn = call({
  method: 'GET', path: '/signIn', access: 'user', params: z.object({ day: day('补签日期') }),
  reply: z.object({ day: z.string(), cost: z.number().int(), makeupLeft: z.number().int(), balance: z.number().int() }),
  summary: '补签本月漏签的一天（扣积分，每月有限次）',
});

export const signInLog = call({
  method: 'GET', path: '/signIn/log', access: 'user', params: z.object({ ...paging }), reply: page(SignLogItem),
  summary: '补签记录（新的在前）',
});

// ——— Tasks ———

export const TaskKind = z.enum(['once', 'daily', 'weekly']);
export const TASK_KIND_NAMES: Record<z.infer<typeof TaskKind>, string> = { once: '新手任务', daily: '每日任务', weekly: '每周任务' };

/** The tasks. Progress comes only from events the domains publish (server/events), never from the client. */
export const TASKS = [
  { id: 1, key: 'profile', name: '完善个人资料', kind: 'once', target: 1, event: 'profile.completed', points: 20, coins: 0, route: '/mine/person/person', description: '填写昵称、真实姓名并上传头像' },
  { id: 2, key: 'members10', name: '添加10位族人', kind: 'once', target: 10, event: 'member.added', points: 50, coins: 10, route: '/pages/index/index', description: '在族谱中添加10位族人' },
  { id: 3, key: 'invite', name: '邀请一位亲人', kind: 'once', target: 1, event: 'user.invited', points: 30, coins: 20, route: '/pages/index/index?scene=share', description: '亲人通过你的分享链接注册' },
  { id: 4, key: 'friend', name: '添加一位好友', kind: 'once', target: 1, event: 'friend.added', points: 10, coins: 0, route: '/mine/message/follow', description: '对方同意你的好友申请，或你同意对方的' },
  { id: 5, key: 'member-daily', name: '每日添加族人', kind: 'daily', target: 1, event: 'member.added', points: 5, coins: 0, route: '/pages/index/index', description: '今天在族谱中添加1位族人' },
  { id: 6, key: 'offering-daily', name: '每日祭拜', kind: 'daily', target: 1, event: 'offering.made', points: 5, coins: 0, route: '/sacrifice/index', description: '今天在纪念馆献上一次祭品' },
  { id: 7, key: 'offering-weekly', name: '本周祭拜3次', kind: 'weekly', target: 3, event: 'offering.made', points: 20, coins: 5, route: '/sacrifice/index', description: '本周在纪念馆献祭3次' },
  { id: 8, key: 'signin-weekly', name: '本周签到5天', kind: 'weekly', target: 5, event: 'signin.done', points: 30, coins: 10, route: '/mine/task/index', description: '本周签到满5天（补签不计）' },
] as const;
export type TaskDef = (typeof TASKS)[number];

export const TaskState = z.enum(['doing', 'claimable', 'claimed']);
export const TASK_STATE_NAMES: Record<z.infer<typeof TaskState>, string> = { doing: '去完成', claimable: '领取', claimed: '已领取' };

export const TaskItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: TaskKind,
  /** once, 2026-11-22 or 2026-W48. */
  period: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  state: TaskState,
  points: z.number().int(),
  coins: z.number().int(),
  /** Where the user does it (`?scene=share`: share the app with the user's share link). */
  route: z.string(),
});
export type TaskItem = z.infer<typeof TaskItem>;

export const taskList = call({
  method: 'GET', path: '/task/list', access: 'user', params: z.object({}),
  reply: z.object({ list: z.array(TaskItem), points: z.number().int(), coins: z.number().int() }),
  summary: '任务列表（新手、每日、每周）及本期进度',
});

export const taskExecute = call({
  method: 'POST', path: '/task/execute', access: 'user', params: z.object({ id: id('任务') }), reply: TaskItem,
  summary: '去完成：重新核对任务进度（如资料是否已完善），答复任务及去哪里完成；不会凭客户端一句话算完成',
});

export const taskDraw = call({
  method: 'POST', path: '/task/drawTaskReward', access: 'user', params: z.object({ id: id('任务') }),
  reply: z.object({ task: TaskItem, points: z.number().int(), coins: z.number().int() }),
  summary: '领取任务奖励（每期一次）',
});

export const taskDescribe = call({
  method: 'GET', path: '/task/describe/:id', access: 'user', params: z.object({ id: id('任务') }),
  reply: TaskItem.extend({ rules: z.array(z.string()) }),
  summary: '任务说明',
});

// ——— Points shop ———

export const PointProduct = z.object({
  id: z.number().int(), name: z.string(), kind: z.string(), image: z.string(), description: z.string(),
  points: z.number().int(), stock: z.number().int(), perUserLimit: z.number().int(),
  /** How many the caller has taken. */
  taken: z.number().int(),
});
export const pointProductList = call({
  method: 'GET', path: '/pointProduct/list', access: 'user', params: z.object({ ...paging }),
  reply: page(PointProduct, { points: z.number().int() }), summary: '积分商城商品',
});
export const pointProductExchange = call({
  method: 'GET', path: '/pointProduct/changeCredit/:id', access: 'user', params: z.object({ id: id('商品') }),
  reply: z.object({ product: PointProduct, balance: z.number().int() }), summary: '用积分兑换商品（有库存和每人限兑）',
});

// ——— Red packets ———

export const HongbaoMode = z.enum(['fixed', 'random']);
export const HONGBAO_MODE_NAMES = { fixed: '普通红包', random: '拼手气红包' } as const;
export const HongbaoStatus = z.enum(['pending', 'active', 'finished', 'returned', 'cancelled']);
export const HONGBAO_STATUS_NAMES = { pending: '待支付', active: '可领取', finished: '已领完', returned: '已过期退回', cancelled: '已取消' } as const;
/** 1 coin per fen of red-packet money exchanged for coins. */
export const COINS_PER_FEN = 1;
export const HONGBAO_TTL_HOURS = 24;
export const HONGBAO_MAX_SHARES = 100;

export const Grab = z.object({
  userId: z.number().int(), nickname: z.string(), amountFen: z.number().int(),
  exchangedTo: z.enum(['wallet', 'coins']).nullable(), createdAt: z.string(),
});
export const Hongbao = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderName: z.string(),
  clanId: z.number().int().nullable(),
  mode: HongbaoMode,
  totalFen: z.number().int(),
  shares: z.number().int(),
  leftFen: z.number().int(),
  leftShares: z.number().int(),
  greeting: z.string(),
  status: HongbaoStatus,
  expiresAt: z.string().nullable(),
  returnedFen: z.number().int(),
  createdAt: z.string(),
  /** The caller's grab, if any. */
  mine: Grab.nullable(),
});
export type Hongbao = z.infer<typeof Hongbao>;

export const hongbaoSend = call({
  method: 'POST', path: '/hongbao/send', access: 'user',
  params: z.object({
    mode: HongbaoMode.describe('红包类型'),
    totalFen: fen('红包金额'),
    shares: z.coerce.number().int().min(1).max(HONGBAO_MAX_SHARES).describe('红包个数'),
    greeting: text('祝福语', 30).default('恭喜发财，大吉大利'),
    clanId: id('族谱').optional(),
    payType: PayType.default('wallet').describe('支付方式'),
  }),
  reply: z.object({ packet: Hongbao, payment: PaymentStart }),
  summary: '发红包（经支付；族谱红包仅该族谱成员可抢，需族谱管理员）',
});

export const hongbaoReceive = call({
  method: 'GET', path: '/hongbao/receive', access: 'user', params: z.object({ id: id('红包') }),
  reply: z.object({ packet: Hongbao, amountFen: z.number().int() }),
  summary: '抢红包（每人一次）',
});

export const hongbaoExchange = call({
  method: 'POST', path: '/hongbao/exchange/:id', access: 'user',
  params: z.object({ id: id('红包'), to: z.enum(['wallet', 'coins']).default('wallet').describe('兑换到') }),
  reply: z.object({ packet: Hongbao, currency: Currency }),
  summary: '把抢到的红包兑换为钱包余额或金币（一次）',
});

export const hongbaoList = call({
  method: 'GET', path: '/hongbao/list', access: 'user',
  params: z.object({ box: z.enum(['received', 'sent']).default('received').describe('收到或发出'), ...paging }),
  reply: page(Hongbao), summary: '我收到或发出的红包',
});

export const hongbaoDetail = call({
  method: 'GET', path: '/hongbao/detail/:id', access: 'user', params: z.object({ id: id('红包') }),
  reply: z.object({ packet: Hongbao, grabs: z.array(Grab) }), summary: '红包详情和领取记录',
});

// ——— Withdrawals ———

export const WithdrawStatus = z.enum(['pending', 'paying', 'paid', 'rejected', 'failed']);
export const WITHDRAW_STATUS_NAMES = { pending: '审核中', paying: '打款中', paid: '已到账', rejected: '已驳回', failed: '打款失败' } as const;

export const Withdrawal = z.object({
  id: z.number().int(), userId: z.number().int(), nickname: z.string(), realName: z.string(),
  amountFen: z.number().int(), status: WithdrawStatus, note: z.string(), createdAt: z.string(), reviewedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const withdrawAdd = call({
  method: 'POST', path: '/withdraw/add', access: 'user', params: z.object({ amountFen: fen('提现金额') }),
  reply: z.object({ withdrawal: Withdrawal, currency: Currency }),
  summary: '申请提现：金额立即从钱包冻结，财务审核后打款；需实名，有最低金额和每日上限',
});

export const withdrawMonth = call({
  method: 'GET', path: '/withdraw/list/month', access: 'user', params: z.object({ month: month().optional() }),
  reply: z.object({ month: z.string(), list: z.array(Withdrawal), totalFen: z.number().int(),
    rules: z.object({ minFen: z.number().int(), dailyLimitFen: z.number().int(), realNameRequired: z.boolean() }) }),
  summary: '某月提现记录（默认本月）和提现规则',
});

export const opsWithdrawList = call({
  method: 'GET', path: '/ops/withdraw/list', access: 'user',
  params: z.object({ status: WithdrawStatus.optional().describe('状态'), ...paging }),
  reply: page(Withdrawal), summary: '提现审核列表（财务）',
});
export const opsWithdrawApprove = call({
  method: 'POST', path: '/ops/withdraw/approve/:id', access: 'user', params: z.object({ id: id('提现') }),
  reply: Withdrawal, summary: '通过提现并打款（财务）；打款失败则退回钱包',
});
export const opsWithdrawReject = call({
  method: 'POST', path: '/ops/withdraw/reject/:id', access: 'user',
  params: z.object({ id: id('提现'), note: text('驳回原因', 100).min(1) }),
  reply: Withdrawal, summary: '驳回提现（财务），冻结金额退回钱包',
});

// ——— Levels ———

/**
 * Growth value = points earned (never lowered by spending). `projectBonus`: projects a user may own beyond his member
 * level's limit (spec §4 project limit; nothing for an unlimited level).
 */
export const GROW_LEVELS = [
  { level: 1, name: '新丁', growth: 0, projectBonus: 0 },
  { level: 2, name: '族人', growth: 100, projectBonus: 0 },
  { level: 3, name: '贤达', growth: 500, projectBonus: 1 },
  { level: 4, name: '乡贤', growth: 2000, projectBonus: 2 },
  { level: 5, name: '族老', growth: 5000, projectBonus: 3 },
] as const;
export function growLevelOf(growth: number): (typeof GROW_LEVELS)[number] {
  let out: (typeof GROW_LEVELS)[number] = GROW_LEVELS[0];
  for (const l of GROW_LEVELS) if (growth >= l.growth) out = l;
  return out;
}

export const growLevelList = call({
  method: 'GET', path: '/userGrowLevel/list', access: 'user', params: z.object({}),
  reply: z.object({
    list: z.array(z.object({ level: z.number().int(), name: z.string(), growth: z.number().int(), projectBonus: z.number().int() })),
    growth: z.number().int(), level: z.number().int(), name: z.string(), next: z.number().int().nullable(),
  }),
  summary: '成长等级表和我的成长值、等级',
});

// ——— Agent referral ———

export const AGENT_RATE_PERCENT = { 1: 10, 2: 5 } as const;
/** Days after an order is received before its commission may settle (the refund window). */
export const COMMISSION_HOLD_DAYS = 7;

export const AgentHome = z.object({
  isAgent: z.boolean(),
  shareValue: z.string(),
  /** The link a new user signs up through. */
  link: z.string(),
  members: z.number().int(),
  pendingFen: z.number().int(),
  settledFen: z.number().int(),
  months: z.array(z.object({ month: z.string(), settledFen: z.number().int() })),
  rates: z.object({ level1: z.number().int(), level2: z.number().int() }),
});
export const agentJoin = call({ method: 'GET', path: '/agent/join', access: 'user', params: z.object({}), reply: AgentHome, summary: '成为推广员（免费）' });
export const agentHome = call({ method: 'GET', path: '/agent/home', access: 'user', params: z.object({}), reply: AgentHome, summary: '推广员首页：人数、待结算和已结算佣金' });
export const agentMembers = call({
  method: 'GET', path: '/agent/members', access: 'user', params: z.object({ ...paging }),
  reply: page(z.object({ userId: z.number().int(), nickname: z.string(), level: z.number().int(), boundAt: z.string() })),
  summary: '我推广的用户（直接推广为1级，下级推广员推广的为2级）',
});
export const Commission = z.object({
  id: z.number().int(), level: z.number().int(), subject: z.string(), saleFen: z.number().int(), commissionFen: z.number().int(),
  status: z.enum(['held', 'settled', 'reversed']), createdAt: z.string(), settledMonth: z.string().nullable(),
});
export const agentSettlementMonth = call({
  method: 'GET', path: '/agent/settlement/list/month', access: 'user', params: z.object({ month: month().optional() }),
  reply: z.object({ month: z.string(), list: z.array(Commission), settledFen: z.number().int() }),
  summary: '某月佣金记录',
});
export const agentQrcode = call({
  method: 'GET', path: '/agent/qrcode/wx', access: 'user', params: z.object({}),
  reply: z.object({ scene: z.string(), link: z.string() }), summary: '推广二维码参数（scene=s=分享码）',
});
export const AgentImage = z.object({ id: z.number().int(), url: z.string(), title: z.string() });
export const agentImages = call({ method: 'GET', path: '/agent/images/list', access: 'user', params: z.object({}), reply: z.object({ list: z.array(AgentImage) }), summary: '推广海报底图' });
export const agentImageSave = call({
  method: 'POST', path: '/agent/images/save', access: 'user',
  params: z.object({ url: fileUrl('海报图片'), title: text('标题', 30).default('') }), reply: AgentImage, summary: '添加推广海报底图（运营）',
});
export const agentImageDelete = call({ method: 'GET', path: '/agent/delete/:id', access: 'user', params: z.object({ id: id('海报') }), reply: z.null(), summary: '删除推广海报底图（运营）' });

// ——— My statistics ———

export const mineStatistics = call({
  method: 'GET', path: '/data/mine/statistics', access: 'user', params: z.object({}),
  reply: z.object({
    projects: z.number().int(), membersAdded: z.number().int(), offerings: z.number().int(), friends: z.number().int(),
    signDays: z.number().int(), points: z.number().int(), coins: z.number().int(), wallet: z.number().int(),
    level: z.number().int(), levelName: z.string(),
  }),
  summary: '我的页面的统计数字',
});

