/**
 * Names (姓名): name analysis (姓名测试) and name picking (起名), domain.md §6, computed by model/naming; and the
 * region list for the birthplace picker.
 *
 * How the spec's /named/* rows map to features (the spec gives only the paths):
 * - `message`     the notice text shown on the naming screens (仅供参考 disclaimer, price, how many names are free)
 * - `score`       analyse one name: 五格, 三才, 81 数理, strokes, pinyin and a score (free, no login)
 * - `create`      create a name-picking request (姓, 性别, 字辈 and its position, birth date-time); answers its
 *                 details at once (the first names free)
 * - `details`     one of my requests with its proposed names: the first `freeCount` free, all after payment
 * - `logs`        my requests, newest first
 * - `delete`      delete one of my requests
 * - `createOrder` pay for a request's full list through the payments core (targetType 'named')
 * - `/city/city-list` provinces → cities → counties for the birthplace picker (the administrative divisions of
 *   contract/area.ts, with this call's older field names)
 */
import { z } from 'zod';
import { call, id, page, paging, plain } from './common/index';
import { PaymentStart } from './payments';

/** A CJK ideograph (basic block and extension A). */
const HAN = '[\\u3400-\\u4dbf\\u4e00-\\u9fff]';
const han = (label: string, min: number, max: number) =>
  z.string().trim().min(1).regex(new RegExp(`^${HAN}{${min},${max}}$`)).describe(label);

/** 1 = 男, 2 = 女 (the users table's convention). */
export const gender = () => z.coerce.number().int().min(1).max(2).describe('性别');

/** Birth date-time on the Beijing wall clock: YYYY-MM-DD or YYYY-MM-DD HH:mm. */
export const birth = (label = '出生时间') =>
  z.string().trim().min(1).regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2})?$/).describe(label);

export const WUXING = z.enum(['木', '火', '土', '金', '水']);
export const ShuliLuck = z.enum(['吉', '半吉', '凶']);

/** One of the five grids with its number, 五行 and 81 数理 judgement. */
export const Grid = z.object({
  key: z.enum(['tian', 'ren', 'di', 'wai', 'zong']),
  /** 天格, 人格, 地格, 外格, 总格 */
  name: z.string(),
  number: z.number().int(),
  /** 五行 of the number (last digit). */
  element: WUXING,
  /** The 1–81 entry used (numbers over 81 wrap). */
  index: z.number().int(),
  luck: ShuliLuck,
  /** The 数理 text, e.g. 大吉（…）. */
  label: z.string(),
});
export type Grid = z.infer<typeof Grid>;

export const Sancai = z.object({
  tian: WUXING, ren: WUXING, di: WUXING,
  /** e.g. 金木水 */
  key: z.string(),
  /** 大吉 … 大凶 */
  grade: z.string(),
  luck: z.enum(['吉', '中', '凶']),
  explanation: z.string(),
});

export const CharInfo = z.object({
  char: z.string(),
  /** The traditional form that was counted. */
  traditional: z.string(),
  /** 康熙 strokes (numerals 一…十 count as their value). */
  strokes: z.number().int(),
  source: z.enum(['numeral', 'kangxi']),
  pinyin: z.string(),
  /** 五行 of the character when it is in the curated name-character list, else null. */
  wuxing: WUXING.nullable(),
});

export const NameScore = z.object({
  name: z.string(),
  surname: z.string(),
  given: z.string(),
  /** With tone marks, e.g. "liú qǐ yǐn". */
  pinyin: z.string(),
  chars: z.array(CharInfo),
  /** In the order 天格, 人格, 地格, 外格, 总格. */
  grids: z.array(Grid),
  sancai: Sancai,
  /**
   * 0–100: 人格 30, 地格 20, 总格 20, 外格 5 (吉 full, 半吉 half), 三才 15 × grade/6; with a birth time also
   * 五行 10 × the share of given characters whose 五行 is weak in the 八字, without one the first 90 points
   * are scaled to 100. The same weights model/naming's 起名 uses.
   */
  score: z.number(),
  /** 八字 and its weak elements, when a birth time was given. */
  bazi: z.object({ pillars: z.array(z.string()), weak: z.array(WUXING) }).nullable(),
  disclaimer: z.string(),
});
export type NameScore = z.infer<typeof NameScore>;

export const score = call({
  method: 'GET',
  path: '/named/score',
  access: 'session',
  params: z.object({
    name: han('姓名', 2, 4),
    /** The surname when it is not the obvious one (复姓 are recognised by themselves). */
    surname: han('姓氏', 1, 2).optional(),
    birth: birth().optional(),
  }),
  reply: NameScore,
  summary: '姓名测试（免费）：五格（天人地外总）、三才、81数理、康熙笔画、拼音与评分',
});

export const message = call({
  method: 'GET',
  path: '/named/message',
  access: 'session',
  params: z.object({}),
  reply: z.object({
    title: z.string(),
    /** Paragraphs of the notice. */
    text: z.array(z.string()),
    disclaimer: z.string(),
    /** Names a request proposes, how many of them are free, and the price of the full list (fen). */
    total: z.number().int(),
    freeCount: z.number().int(),
    priceFen: z.number().int(),
  }),
  summary: '起名须知：说明文字、“仅供参考”声明、免费条数与完整名单价格（分）',
});

// ---------------------------------------------------------------------------------------------------
// Name-picking requests

export const Suggestion = z.object({
  name: z.string(),
  given: z.string(),
  traditional: z.string(),
  pinyin: z.string(),
  strokes: z.array(z.number().int()),
  grids: z.array(Grid),
  sancai: Sancai,
  wuxing: z.array(WUXING.nullable()),
  score: z.number(),
  reason: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const NamedRequest = z.object({
  id: z.number().int(),
  surname: z.string(),
  gender: z.number().int(),
  /** '' when none. */
  zibei: z.string(),
  zibeiPosition: z.enum(['first', 'second']),
  givenLength: z.number().int(),
  /** As entered: YYYY-MM-DD HH:mm (Beijing time). */
  birth: z.string(),
  birthplace: z.string(),
  avoid: z.string(),
  /** done = names proposed. */
  status: z.string(),
  paid: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The free names, for the list. */
  preview: z.array(z.string()),
});
export type NamedRequest = z.infer<typeof NamedRequest>;

export const NamedDetails = z.object({
  request: NamedRequest,
  /** All names when paid, else the first `freeCount`. */
  names: z.array(Suggestion),
  total: z.number().int(),
  freeCount: z.number().int(),
  /** Names still hidden (0 when paid). */
  locked: z.number().int(),
  priceFen: z.number().int(),
  bazi: z.object({ pillars: z.array(z.string()), weak: z.array(WUXING) }),
  disclaimer: z.string(),
});
export type NamedDetails = z.infer<typeof NamedDetails>;

export const create = call({
  method: 'POST',
  path: '/named/create',
  access: 'user',
  params: z.object({
    surname: han('姓氏', 1, 2),
    gender: gender(),
    zibei: han('字辈', 1, 1).optional(),
    zibeiPosition: z.enum(['first', 'second']).default('first').describe('字辈位置'),
    /** 1 or 2; always 2 with a 字辈 character. */
    givenLength: z.coerce.number().int().min(1).max(2).default(2).describe('名字字数'),
    birth: birth(),
    birthplace: plain().trim().max(40).default('').describe('出生地'),
    /** Characters not to use (ancestors' names, 避讳). */
    avoid: plain().trim().max(20).default('').describe('避讳字'),
  }),
  reply: NamedDetails,
  summary: '创建起名请求（需登录）：按姓氏、性别、字辈及位置、出生时间推荐名字，前几个免费',
});

export const details = call({
  method: 'GET',
  path: '/named/details',
  access: 'user',
  params: z.object({ id: id('起名记录') }),
  reply: NamedDetails,
  summary: '我的一条起名记录及推荐名字（未支付只显示前几个）；仅本人可看',
});

export const logs = call({
  method: 'GET',
  path: '/named/logs',
  access: 'user',
  params: z.object({ ...paging }),
  reply: page(NamedRequest),
  summary: '我的起名记录，新的在前',
});

export const remove = call({
  method: 'POST',
  path: '/named/delete',
  access: 'user',
  params: z.object({ id: id('起名记录') }),
  reply: z.null(),
  summary: '删除我的一条起名记录；仅本人可删',
});

export const createOrder = call({
  method: 'POST',
  path: '/named/createOrder',
  access: 'user',
  params: z.object({
    id: id('起名记录'),
    payType: z.enum(['sandbox', 'wallet']).default('sandbox').describe('支付方式'),
  }),
  /** payUrl is the client route of the 模拟支付 page; a wallet payment is answered already paid with payUrl ''. */
  reply: PaymentStart,
  summary: '为起名记录下单，支付后解锁全部推荐名字（经支付核心，targetType named）',
});

// ---------------------------------------------------------------------------------------------------
// Regions

export const Region = z.object({
  /** GB/T 2260 code: 110000 (province), 110100 (city). */
  id: z.number().int(),
  name: z.string(),
  pid: z.number().int(),
  /** 1 province, 2 city, 3 county. */
  rank: z.number().int(),
  hasChildren: z.boolean(),
});
export type Region = z.infer<typeof Region>;

export const cityList = call({
  method: 'GET',
  path: '/city/city-list',
  access: 'session',
  params: z.object({
    /** 0 for the provinces. */
    pid: z.coerce.number().int().min(0).max(999999).default(0).describe('上级地区'),
    /** The rank of the regions asked for (1 province, 2 city, 3 county); checked against pid when given. */
    rank: z.coerce.number().int().min(1).max(3).optional().describe('地区级别'),
  }),
  reply: z.object({ list: z.array(Region) }),
  summary: '出生地选择：省级 → 地级 → 县级（国家统计局 2023 年统计用区划代码）',
});
