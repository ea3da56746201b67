/**
 * Memberships (spec §7 "VIP, payments, orders"): VIP plans, project editions (版本), avatars and avatar frames — all
 * paid through the payments core, all granting entitlements (server/domains/entitlements).
 *
 * Entitlements: what a user or a project may do beyond the free tier, each a row with a start and an end (null =
 * lifetime) and the payment that granted it (`source`). Checks go through one service (`can`, `limitOf`):
 * - user `vip` — VIP is running; its privileges are VIP_PRIVILEGES below;
 * - user `projects` — extra projects (VIP gives VIP_EXTRA_PROJECTS while it runs);
 * - user `avatar-item` — an avatar or frame owned (amount = the item id);
 * - user `ebook` — a bought e-book (amount = the book id; redeemed ones are the book domain's `owned`);
 * - project `edition` (amount = edition level), `members` (member capacity beyond the free 2000), `font-chars`
 *   (characters beyond the book font's free subset).
 * Buying again while one runs extends from the current end; a refund revokes what its payment granted; an expiry job
 * marks ended rows expired (and checks never count an ended row).
 *
 * VIP: plans month / year / lifetime; buy (/vip/plan/payment → the sandbox pay page) and confirm by outTradeNo
 * (idempotent: a second confirm answers the same result and extends nothing). `surplus` is the remaining days.
 *
 * Editions (版本) of a project: 基础版 (free) / 专业版 / 旗舰版, each a year with its limits. Renewing the same edition
 * extends from its end; an upgrade runs to the current edition's end and costs the price difference for the remaining
 * days; a lower edition while a higher one runs is refused. Exchange codes (兑换码) grant an edition for their days.
 *
 * Avatars and frames: a catalogue (free, paid, VIP-only); paid items are bought (createOrder → the pay page →
 * confirmOrder); dress up only what is owned (free items are owned by everyone; VIP-only items while VIP runs).
 */
import { z } from 'zod';
import { call, captchaFields, id, INT4_MAX, page, paging } from './common/index';
import { PayType, PaymentResult, PaymentStart } from './payments';

const outTradeNo = () => z.string().trim().min(1).max(64).describe('订单号');
const resultData = () => z.string().max(2000).optional().describe('支付结果');
const payType = () => PayType.default('sandbox').describe('支付方式');
const projectId = () => id('家族');

// ——— Privileges and plans ———

/** Extra projects a running VIP may create (on top of the level limit and the bought extra count). */
export const VIP_EXTRA_PROJECTS = 5;

/** Book formats (contract/print.ts FORMATS ids) anyone may generate: 欧式, 苏式, 牒记式, 现代式; 宝塔式 needs `all-formats`. */
export const FREE_BOOK_FORMATS: readonly number[] = [1, 9, 3, 8];
/** The mark on every page of a sample PDF made without the `no-watermark` privilege. */
export const WATERMARK_TEXT = '族谱 · 非会员版';
/** Queue priority of a VIP's book generation (`priority-print`; others 0: a VIP's job is taken first). */
export const VIP_PRINT_PRIORITY = 10;

/**
 * What VIP unlocks; each is checked by the entitlements service (`can(userId, privilege)`) where it applies:
 * projects (the project limit), vip-items (avatar dress-up), no-watermark / priority-print / all-formats (print
 * samples: decided for the user who makes the sample, when he makes it).
 */
export const VIP_PRIVILEGES = [
  { key: 'projects', name: '更多家族', text: `可多创建 ${VIP_EXTRA_PROJECTS} 个家族` },
  { key: 'vip-items', name: '会员专属装扮', text: '可佩戴会员专属头像与头像框' },
  { key: 'no-watermark', name: '无水印PDF', text: '生成的族谱样本PDF不带水印' },
  { key: 'priority-print', name: '优先生成', text: '族谱样本排队时优先生成' },
  { key: 'all-formats', name: '全部版式', text: '可生成会员专享的宝塔式族谱（非会员可用欧式、苏式、牒记式、现代式）' },
] as const;
export type VipPrivilege = (typeof VIP_PRIVILEGES)[number]['key'];

export const VIP_PLANS = [
  { id: 'month', name: '月度会员', days: 30, price: 1800, text: '30天' },
  { id: 'year', name: '年度会员', days: 365, price: 16800, text: '365天' },
  { id: 'lifetime', name: '终身会员', days: 0, price: 49800, text: '永久有效' },
] as const;
export type VipPlanId = (typeof VIP_PLANS)[number]['id'];

export const VipPlan = z.object({
  id: z.string(), name: z.string(), days: z.number().int(), price: z.number().int(), text: z.string(),
});

export const Privilege = z.object({ key: z.string(), name: z.string(), text: z.string() });

export const VipState = z.object({
  isVip: z.boolean(),
  lifetime: z.boolean(),
  /** ISO 8601; null when not VIP or lifetime. */
  endsAt: z.string().nullable(),
  /** Whole days left (rounded up); -1 lifetime, 0 not VIP. */
  days: z.number().int(),
  privileges: z.array(Privilege.extend({ active: z.boolean() })),
});
export type VipState = z.infer<typeof VipState>;

export const VipLog = z.object({
  id: z.number().int(),
  planId: z.string(),
  name: z.string(),
  amount: z.number().int(),
  outTradeNo: z.string(),
  /** unpaid 待支付 | paid 已生效 | refunded 已退款 | expired 已过期. */
  status: z.string(),
  statusText: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export const VIP_LOG_STATUS: Record<string, string> = { unpaid: '待支付', paid: '已生效', refunded: '已退款', expired: '已过期' };

export const vipMy = call({
  method: 'GET', path: '/vip/my', access: 'user', params: z.object({}), reply: VipState,
  summary: '我的会员：是否会员、到期时间、剩余天数、各项特权',
});

export const vipLogList = call({
  method: 'GET', path: '/vip/log-list', access: 'user', params: z.object(paging), reply: page(VipLog),
  summary: '会员购买记录，新的在前',
});

export const vipPlans = call({
  method: 'GET', path: '/vip/v2/plan', access: 'public', params: z.object({}),
  reply: z.object({ list: z.array(VipPlan), privileges: z.array(Privilege) }),
  summary: '会员套餐（月度、年度、终身）与特权',
});

export const vipSurplus = call({
  method: 'GET', path: '/vip/surplus', access: 'user', params: z.object({}),
  reply: z.object({ days: z.number().int(), endsAt: z.string().nullable(), lifetime: z.boolean() }),
  summary: '会员剩余天数（-1 终身，0 非会员）',
});

export const vipPayment = call({
  method: 'GET', path: '/vip/plan/payment', access: 'user',
  params: z.object({ planId: z.enum(['month', 'year', 'lifetime']).describe('会员套餐'), payType: payType() }),
  reply: PaymentStart,
  summary: '购买会员：创建支付（沙箱支付页或余额）',
});

export const vipConfirm = call({
  method: 'POST', path: '/vip/plan/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: outTradeNo(), resultData: resultData() }),
  reply: PaymentResult,
  summary: '支付后确认；已支付则生效一次（重复确认不重复延期）',
});

// ——— Editions ———

export const EDITIONS = [
  { level: 0, id: 'basic', name: '基础版', price: 0, members: 0, fontChars: 0, text: '成员上限 2000 人，书籍字库常用字' },
  { level: 1, id: 'pro', name: '专业版', price: 19900, members: 8000, fontChars: 3000, text: '成员上限 10000 人，字库多 3000 字' },
  { level: 2, id: 'flagship', name: '旗舰版', price: 49900, members: 48000, fontChars: 10000, text: '成员上限 50000 人，字库多 10000 字' },
] as const;
export type EditionId = (typeof EDITIONS)[number]['id'];
export const EDITION_DAYS = 365;

export const EditionQuote = z.object({
  id: z.string(), level: z.number().int(), name: z.string(), text: z.string(),
  /** Fen for a year. */
  price: z.number().int(),
  /** Fen to pay now: the year (renewal or new), or the difference for the remaining days (upgrade); 0 = not buyable. */
  pay: z.number().int(),
  /** new | renew | upgrade | lower (not buyable while a higher edition runs) | free. */
  mode: z.enum(['new', 'renew', 'upgrade', 'lower', 'free']),
  /** ISO 8601: the end date after buying. */
  endsAt: z.string().nullable(),
  members: z.number().int(),
  fontChars: z.number().int(),
});

export const editionPrice = call({
  method: 'GET', path: '/edition/price', access: 'user', params: z.object({ projectId: projectId() }),
  reply: z.object({
    current: z.object({ id: z.string(), name: z.string(), level: z.number().int(), endsAt: z.string().nullable() }),
    memberLimit: z.number().int(), fontChars: z.number().int(),
    list: z.array(EditionQuote),
  }),
  summary: '家族版本与价格：当前版本、到期时间，各版本续费/升级应付金额（升级按剩余天数折算）',
});

export const editionPayment = call({
  method: 'GET', path: '/edition/payment', access: 'user',
  params: z.object({ projectId: projectId(), edition: z.enum(['pro', 'flagship']).describe('版本'), payType: payType() }),
  reply: PaymentStart,
  summary: '购买、续费或升级家族版本（需家族管理员）',
});

export const editionStatus = call({
  method: 'GET', path: '/edition/payment/status', access: 'user', params: z.object({ outTradeNo: outTradeNo() }),
  reply: PaymentResult, summary: '版本订单状态（只读，轮询）',
});

export const editionConfirm = call({
  method: 'POST', path: '/edition/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: outTradeNo(), resultData: resultData() }),
  reply: PaymentResult, summary: '版本支付后确认；已支付则生效一次',
});

export const editionExchange = call({
  method: 'POST', path: '/edition/exchange/:x', access: 'user',
  params: z.object({ x: z.string().trim().min(4).max(40).describe('兑换码'), projectId: projectId(), ...captchaFields }),
  reply: z.object({ edition: z.string(), name: z.string(), endsAt: z.string() }),
  summary: '用兑换码为家族兑换版本（需可购买家族套餐；每个兑换码只能用一次）；错得多须带图形验证码，同一IP退避',
});

export const EditionLog = z.object({
  id: z.number().int(), projectId: z.number().int().nullable(), projectName: z.string(), edition: z.string(), name: z.string(),
  amount: z.number().int(), outTradeNo: z.string(), status: z.string(), statusText: z.string(),
  startsAt: z.string().nullable(), endsAt: z.string().nullable(), createdAt: z.string(),
});

/** Our addition (not in api-calls.tsv): the expansion log (/mine/member/output-log). */
export const editionLog = call({
  method: 'GET', path: '/edition/log', access: 'user', params: z.object({ ...paging }),
  reply: page(EditionLog), summary: '我购买的家族版本（扩容）记录，新的在前',
});

// ——— Avatars and frames ———

/**
 * The catalogue. An avatar is drawn from its glyph and colours (an SVG, client and server alike); a frame is a ring
 * of its colours around any avatar. price 0 = free; vipOnly = only while VIP runs.
 */
export const AVATAR_ITEMS = [
  { id: 101, kind: 'avatar', name: '福', glyph: '福', colors: ['#c0392b', '#fdebd0'], price: 0, vipOnly: false },
  { id: 102, kind: 'avatar', name: '寿', glyph: '寿', colors: ['#1e8449', '#e9f7ef'], price: 0, vipOnly: false },
  { id: 103, kind: 'avatar', name: '祖', glyph: '祖', colors: ['#7d3c98', '#f4ecf7'], price: 600, vipOnly: false },
  { id: 104, kind: 'avatar', name: '龙', glyph: '龙', colors: ['#b7950b', '#fef9e7'], price: 1200, vipOnly: false },
  { id: 105, kind: 'avatar', name: '宗', glyph: '宗', colors: ['#1f2d3d', '#f5d76e'], price: 0, vipOnly: true },
  { id: 201, kind: 'frame', name: '素雅', glyph: '', colors: ['#95a5a6', '#ecf0f1'], price: 0, vipOnly: false },
  { id: 202, kind: 'frame', name: '朱砂', glyph: '', colors: ['#c0392b', '#f1948a'], price: 600, vipOnly: false },
  { id: 203, kind: 'frame', name: '祥云金', glyph: '', colors: ['#d4ac0d', '#f9e79f'], price: 1200, vipOnly: false },
  { id: 204, kind: 'frame', name: '会员尊享', glyph: '', colors: ['#1f2d3d', '#f5d76e'], price: 0, vipOnly: true },
] as const;
export type AvatarKind = 'avatar' | 'frame';

export const AvatarItem = z.object({
  id: z.number().int(), kind: z.enum(['avatar', 'frame']), name: z.string(), glyph: z.string(),
  colors: z.array(z.string()), price: z.number().int(), vipOnly: z.boolean(),
  owned: z.boolean(), dressed: z.boolean(),
});
export type AvatarItem = z.infer<typeof AvatarItem>;

/** What a user wears, as shown beside his name anywhere (chat, comments, lists). */
export const Dress = z.object({ avatarId: z.number().int().nullable(), frameId: z.number().int().nullable() });
export type Dress = z.infer<typeof Dress>;

const itemList = (summary: string, path: string) => call({
  method: 'GET', path, access: 'user', params: z.object({}),
  reply: z.object({ list: z.array(AvatarItem), dress: Dress, isVip: z.boolean() }), summary,
});
const createOrder = (path: string) => call({
  method: 'POST', path, access: 'user', params: z.object({ itemId: id('装扮'), payType: payType() }),
  reply: PaymentStart, summary: '购买装扮：创建支付',
});
const confirmOrder = (path: string) => call({
  method: 'POST', path, access: 'user', params: z.object({ outTradeNo: outTradeNo(), resultData: resultData() }),
  reply: PaymentResult, summary: '装扮支付后确认；已支付则生效一次',
});

export const avatarList = itemList('头像目录（免费、付费、会员专属），含已拥有与正在佩戴', '/userAvatar/list');
export const avatarDressUp = call({
  method: 'GET', path: '/userAvatar/dressUp/:x', access: 'user', params: z.object({ x: id('头像') }), reply: Dress,
  summary: '佩戴头像（须已拥有；会员专属须会员有效）',
});
export const avatarDressDown = call({
  method: 'GET', path: '/userAvatar/dressDown', access: 'user', params: z.object({}), reply: Dress, summary: '取下头像',
});
export const avatarCreateOrder = createOrder('/userAvatar/createOrder');
export const avatarConfirmOrder = confirmOrder('/userAvatar/confirmOrder');
export const avatarUpdate = call({
  method: 'POST', path: '/userAvatar/updateAvatar', access: 'user', params: z.object({ itemId: id('头像') }), reply: Dress,
  summary: '换用目录中的头像（同佩戴：须已拥有）',
});

export const frameList = itemList('头像框目录（免费、付费、会员专属），含已拥有与正在佩戴', '/userAvatarBox/list');
export const frameDressUp = call({
  method: 'GET', path: '/userAvatarBox/dressUp/:id', access: 'user', params: z.object({ id: id('头像框') }), reply: Dress,
  summary: '佩戴头像框（须已拥有；会员专属须会员有效）',
});
export const frameDressDown = call({
  method: 'GET', path: '/userAvatarBox/dressDown', access: 'user', params: z.object({}), reply: Dress, summary: '取下头像框',
});
export const frameCreateOrder = createOrder('/userAvatarBox/createOrder');
export const frameConfirmOrder = confirmOrder('/userAvatarBox/confirmOrder');

/**
 * Our addition (not in api-calls.tsv): what users wear, for the lists that show their avatars (chat, comments): one
 * call for the ids on screen.
 */
export const dressOfUsers = call({
  method: 'GET', path: '/userAvatarBox/dress', access: 'session',
  params: z.object({
    // ids of at most 10 digits, then only those a user id can be (int4): a longer one could never match and must not
    // reach the database as an out-of-range integer
    userIds: z.string().trim().max(2000).regex(/^\d{1,10}(,\d{1,10})*$/).describe('用户')
      .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n >= 1 && n <= INT4_MAX).slice(0, 200)),
  }),
  reply: z.object({ list: z.array(Dress.extend({ userId: z.number().int() })) }),
  summary: '若干用户正在佩戴的头像与头像框（聊天、评论等列表显示）',
});

// ——— Staff: edition exchange codes (运营后台) ———

export const EditionCode = z.object({
  code: z.string(), edition: z.string(), name: z.string(), days: z.number().int(),
  used: z.boolean(), projectId: z.number().int().nullable(), usedAt: z.string().nullable(), createdAt: z.string(),
});

export const opsEditionCodes = call({
  method: 'GET', path: '/ops/edition/codes', access: 'user', params: z.object({ ...paging }),
  reply: page(EditionCode), summary: '运营：家族版本兑换码（新的在前）',
});

export const opsEditionCodesCreate = call({
  method: 'POST', path: '/ops/edition/codes/create', access: 'user',
  params: z.object({
    edition: z.enum(['pro', 'flagship']).describe('版本'),
    days: z.coerce.number().int().min(1).max(3650).describe('天数'),
    count: z.coerce.number().int().min(1).max(200).describe('数量'),
  }),
  reply: z.object({ codes: z.array(z.string()) }),
  summary: '运营：生成家族版本兑换码',
});
