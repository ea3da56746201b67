/**
 * Memorial halls (纪念馆, /sacrifice/*) — spec §2 "Sacrifice", §3 "Sacrifice: id, memberId, vrId, style, tomb flag,
 * custom items, messages, items with display category, pool payment, lifetime articles/albums/videos, music key",
 * domain.md §4 (memorial customs).
 *
 * A memorial hall honours one deceased person. It is either linked to a clan member (`memberId`, the hall copies
 * nothing: names, dates, parents, spouse and children are read from the member each time) or standalone (names and
 * dates typed in). Its `style` picks the screen (spec §2): 1 abstract (简约), 2 modern (现代), otherwise the classic
 * detail screen; `tomb` shows a 墓园 (render/scenes/tomb) instead of a hall.
 *
 * How the spec's rows map to features (the spec gives only the paths):
 * - `custom/*`    the halls I built (自建纪念馆): list, get the edit form, add-or-edit, delete ("custom" = user-made)
 * - `get`, `redirect`  a hall by `id` or by clan `memberId`; redirect answers which screen to open
 * - `list/all|project|type|favorite`  public halls; one clan's halls; halls of a kind; my favourites
 * - `ranking/popularity|filialPiety`  rankings, scored as documented on `RankedHall`
 * - `item/categories`, `item/list`   the offering catalogue (供品) by display category
 * - `pool/*`      the offerings made at a hall (祭品池): the desk (供桌, still burning/blooming) and the full list;
 *                 `pool/payment` makes an offering (free ones record at once, priced ones go through the payments
 *                 core, targetType 'offering'), `pool/payment/confirm` settles it (idempotent)
 * - `message/*`   留言 and 祭文 (sanitised; the author, the hall's owner or a clan admin may delete)
 * - `lifetime/*`  生平: the biography and the member's family; articles, albums and videos (upload keys from files)
 *                 `lifetime/save` and `lifetime/delete/:id` are NOT rows of api-calls.tsv: the spec lists no write
 *                 call for lifetime content, so these two were added (owner only).
 * - `music/list`  background music by key
 * - `log/*`       the hall's activity log (visits, offerings, messages); `scroll` = the latest N for a ticker;
 *                 `history` = my own activity across halls (祭拜记录)
 * - `favorite`    toggle a favourite (a memorial hall, or an ancestral hall with kind 'hall')
 * - `total`       site-wide totals for the index screen
 *
 * Privacy: a hall linked to a member of a clan that is not public (members-only or password) is visible only to
 * those who may read that clan; others get msg 0 "纪念馆不存在或无权查看" and never see it in lists or rankings.
 * A password clan's halls open by id for a holder of a valid `ap` grant, but are listed only to the clan's people.
 * Free offerings: each user may make each free item once per day (Beijing date) per hall ("今天已经献过…").
 * Money is integer fen.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text, plain, fileUrl } from './common/index';
import { PaymentResult, PaymentStart } from './payments';

// ——— Shared shapes ———

/** 0 classic (detail screen), 1 abstract (简约), 2 modern (现代) — spec §2. */
export const SacrificeStyle = z.coerce.number().int().min(0).max(2);
export const SACRIFICE_SCREENS = { 0: 'detail', 1: 'abstract', 2: 'modern' } as const;
export type SacrificeScreen = 'detail' | 'abstract' | 'modern';
/** The screen for a style: 1 abstract, 2 modern, otherwise detail (spec §2). */
export function screenOfStyle(style: number): SacrificeScreen {
  return style === 1 ? 'abstract' : style === 2 ? 'modern' : 'detail';
}

/** Kinds of hall for list/type: 1 个人纪念馆 (standalone), 2 家族纪念馆 (linked to a clan member), 3 墓园 (tomb). */
export const HallKind = z.coerce.number().int().min(1).max(3);
export const HALL_KINDS = [
  { type: 1, name: '个人纪念馆' },
  { type: 2, name: '家族纪念馆' },
  { type: 3, name: '网上墓园' },
] as const;

/** A memorial day (model/calendar nextMemorialDays): 清明, 中元, 寒衣节, 冬至, 除夕, 忌日, 诞辰, 头七…七七, 百日, 周年. */
export const MemorialDay = z.object({
  /** YYYY-MM-DD (Gregorian). */
  date: z.string(),
  /** 清明 / 忌日 / 头七 … */
  name: z.string(),
  kind: z.enum(['festival', 'seventh', 'hundred-days', 'first-anniversary', 'third-anniversary', 'death-anniversary', 'birth-anniversary']),
  /** 乙巳年三月初七 */
  lunar: z.string(),
  /** Anniversaries: whole years since the death / birth. */
  years: z.number().int().optional(),
  /** When a rule moved the day (闰月, 三十→廿九). */
  note: z.string().optional(),
  /** Days from today (0 = today). */
  inDays: z.number().int(),
});
export type MemorialDay = z.infer<typeof MemorialDay>;

/** A hall in lists. */
export const SacrificeItem = z.object({
  id: z.number().int(),
  /** Name of the deceased: 陈德华 / 王氏. */
  name: z.string(),
  gender: z.enum(['m', 'f']),
  /** Portrait: a files key or URL, '' when none. */
  photo: z.string(),
  style: z.number().int(),
  tomb: z.boolean(),
  /** 1 个人, 2 家族, 3 墓园. */
  type: z.number().int(),
  /** "1890 — 1962" or the traditional texts shortened; '' when unknown. */
  lifespan: z.string(),
  memberId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  visits: z.number().int(),
  offerings: z.number().int(),
  messages: z.number().int(),
  /** Whether the asking user has it in favourites (false for guests). */
  favorite: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SacrificeItem = z.infer<typeof SacrificeItem>;

/** Tablet / headstone text (model/memorial): the centre formula, the side columns, the offerer line. */
export const Inscription = z.object({
  centre: z.string(),
  right: z.string(),
  left: z.string(),
  offerer: z.object({ text: z.string(), side: z.enum(['right', 'left']) }).nullable(),
});
export type Inscription = z.infer<typeof Inscription>;

/** One hall, full (the detail / abstract / modern / tomb screens). */
export const SacrificeDetail = SacrificeItem.extend({
  surname: z.string(),
  /** Birth and death as written (traditional text, e.g. 清光绪十六年庚寅三月初五日), '' when unknown. */
  birthText: z.string(),
  deathText: z.string(),
  /** 享年七十三岁 / 享寿… ; '' when unknown. */
  ageText: z.string(),
  /** 生平简介 (plain text). */
  biography: z.string(),
  /** 墓志铭 / 题词. */
  epitaph: z.string(),
  /** Background music key (music/list). '' = none. */
  musicKey: z.string(),
  /** A panorama work (GET /vr/work/:id), null when none. */
  vrId: z.number().int().nullable(),
  /** The offering sons as written (孝子 …), from the member's sons when linked. */
  offerers: z.array(z.string()),
  /** Tablet inscription (显考…府君之神位) when the person can be written so, else null. */
  inscription: Inscription.nullable(),
  /** Headstone inscription for the tomb screen, else null. */
  headstone: Inscription.nullable(),
  /** The next memorial days (up to 8, within a year). */
  memorialDays: z.array(MemorialDay),
  ownerId: z.number().int(),
  /** The asking user may edit (owner, or admin/协管员 of the member's clan). */
  canEdit: z.boolean(),
  /** Popularity and filial scores (see RankedHall). */
  popularity: z.number(),
  filialPiety: z.number(),
});
export type SacrificeDetail = z.infer<typeof SacrificeDetail>;

/**
 * A hall in a ranking, with its rank (1-based) and score.
 * - popularity = Σ over the last 30 days of (visit 1 + offering 5 + message 3 + priced offering 1 per 元),
 *   each event weighted by 0.5^(ageDays/7) (a week's half-life), rounded to 0.1.
 * - filialPiety = Σ over the hall's offerings, all time, of a weight fixed when the offering is made: 10 when
 *   the offerer belongs to the person's clan (a role in its project — users are not linked to clan members, so
 *   clan membership stands for "descendant"), 5 when he is the hall's owner (for a standalone hall the owner is
 *   the family: 10), 1 for anyone else.
 */
export const RankedHall = SacrificeItem.extend({ rank: z.number().int(), score: z.number() });

const hallRef = {
  id: id('纪念馆').optional(),
  memberId: id('成员').optional(),
};
const hallId = () => id('纪念馆');

// ——— Halls ———

export const total = call({
  method: 'GET', path: '/sacrifice/total', access: 'session',
  params: z.object({}),
  reply: z.object({
    /** Halls visible to everyone. */
    halls: z.number().int(),
    offerings: z.number().int(),
    messages: z.number().int(),
    visits: z.number().int(),
    /** Offerings made today (Beijing date). */
    todayOfferings: z.number().int(),
  }),
  summary: '纪念馆总数据：馆数、祭拜数、留言数、访问数、今日祭拜数',
});

export const redirect = call({
  method: 'GET', path: '/sacrifice/redirect', access: 'session',
  params: z.object(hallRef),
  reply: z.object({
    /** null when the member has no hall yet (screen 'edit': open the editor with memberId). */
    id: z.number().int().nullable(),
    style: z.number().int(),
    screen: z.enum(['detail', 'abstract', 'modern', 'edit']),
    memberId: z.number().int().nullable(),
  }),
  summary: '按纪念馆或成员找到纪念馆，并给出打开哪个页面（风格 1 简约，2 现代，其它 详情；成员尚无纪念馆时 edit）',
});

export const get = call({
  method: 'GET', path: '/sacrifice/get', access: 'session',
  params: z.object(hallRef),
  reply: SacrificeDetail,
  summary: '纪念馆详情（按 id 或 memberId），记一次访问',
});

const listParams = { ...paging, pageSize: paging.pageSize.default(10), keyword: text('关键词', 30).optional() };

export const listAll = call({
  method: 'GET', path: '/sacrifice/list/all', access: 'session',
  params: z.object(listParams),
  reply: page(SacrificeItem),
  summary: '所有公开纪念馆，最新在前，可按姓名搜索',
});

export const listProject = call({
  method: 'GET', path: '/sacrifice/list/project', access: 'session',
  params: z.object({ ...listParams, projectId: id('族谱') }),
  reply: page(SacrificeItem),
  summary: '一个族谱里的纪念馆（需能查看该族谱）',
});

export const listType = call({
  method: 'GET', path: '/sacrifice/list/type', access: 'session',
  params: z.object({ ...listParams, type: HallKind.describe('纪念馆类型') }),
  reply: page(SacrificeItem),
  summary: '按类型列出公开纪念馆：1 个人，2 家族，3 墓园',
});

export const listFavorite = call({
  method: 'GET', path: '/sacrifice/list/favorite', access: 'user',
  params: z.object(listParams),
  reply: page(SacrificeItem),
  summary: '我收藏的纪念馆',
});

export const rankingPopularity = call({
  method: 'GET', path: '/sacrifice/ranking/popularity', access: 'session',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(10) }),
  reply: page(RankedHall),
  summary: '人气榜（近 30 天访问、祭拜、留言，按周衰减）',
});

export const rankingFilialPiety = call({
  method: 'GET', path: '/sacrifice/ranking/filialPiety', access: 'session',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(10) }),
  reply: page(RankedHall),
  summary: '孝心榜（后人祭拜计分最高）',
});

export const favorite = call({
  method: 'POST', path: '/sacrifice/favorite', access: 'user',
  params: z.object({
    id: id('纪念馆'),
    kind: z.enum(['memorial', 'hall']).default('memorial').describe('收藏类型'),
  }),
  /** The state after the toggle. */
  reply: z.object({ favorite: z.boolean() }),
  summary: '收藏或取消收藏纪念馆（kind hall：祠堂）',
});

// ——— My halls (custom) ———

/** The edit form of a hall. */
export const SacrificeForm = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  surname: z.string(),
  name: z.string(),
  gender: z.enum(['m', 'f']),
  birthText: z.string(),
  deathText: z.string(),
  photo: z.string(),
  style: z.number().int(),
  tomb: z.boolean(),
  biography: z.string(),
  epitaph: z.string(),
  musicKey: z.string(),
  vrId: z.number().int().nullable(),
  offerers: z.array(z.string()),
});
export type SacrificeForm = z.infer<typeof SacrificeForm>;

export const customList = call({
  method: 'GET', path: '/sacrifice/custom/list', access: 'user',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(10) }),
  reply: page(SacrificeItem),
  summary: '我建的纪念馆',
});

export const customGet = call({
  method: 'GET', path: '/sacrifice/custom/get/:id', access: 'user',
  params: z.object({ id: hallId() }),
  reply: SacrificeForm,
  summary: '纪念馆编辑表单（建馆人或族谱管理员）',
});

export const customAddOrEdit = call({
  method: 'POST', path: '/sacrifice/custom/add-or-edit', access: 'user',
  params: z.object({
    id: id('纪念馆').optional(),
    /** Link to a clan member (names and dates are then read from the member; surname/name/dates ignored). */
    memberId: id('成员').optional(),
    surname: text('姓', 10).optional(),
    name: text('姓名', 30).optional(),
    gender: z.enum(['m', 'f']).optional().describe('性别'),
    /** Dates as written: 1962年5月3日 / 乾隆三年三月初五 (parsed by the calendar engine). */
    birthText: text('出生日期', 60).optional(),
    deathText: text('逝世日期', 60).optional(),
    photo: fileUrl('遗像').optional(),
    /** Omitted on edit: unchanged; on create: 0. */
    style: SacrificeStyle.optional().describe('风格'),
    tomb: flag('墓园').optional(),
    biography: text('生平简介', 5000).optional(),
    epitaph: text('墓志铭', 200).optional(),
    musicKey: text('背景音乐', 40).optional(),
    vrId: id('全景作品').optional(),
    /** 孝子 names, separated by spaces or commas; default: the member's sons. */
    offerers: text('立碑人', 100).optional(),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '新建或修改纪念馆（关联族谱成员，或独立填写逝者信息）',
});

export const customDelete = call({
  method: 'POST', path: '/sacrifice/custom/delete/:id', access: 'user',
  params: z.object({ id: hallId() }),
  reply: z.null(),
  summary: '删除纪念馆（建馆人或族谱管理员）',
});

// ——— Messages and 祭文 ———

export const Message = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  /** message 留言, eulogy 祭文. */
  kind: z.enum(['message', 'eulogy']),
  title: z.string(),
  content: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  createdAt: z.string(),
  /** The asking user may delete it (author, hall owner or clan admin). */
  canDelete: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const messageList = call({
  method: 'GET', path: '/sacrifice/message/list', access: 'session',
  params: z.object({ ...paging, id: hallId(), kind: z.enum(['message', 'eulogy']).optional().describe('类型') }),
  reply: page(Message),
  summary: '纪念馆留言与祭文，最新在前',
});

export const messageAdd = call({
  method: 'POST', path: '/sacrifice/message/add', access: 'user',
  params: z.object({
    id: hallId(),
    kind: z.enum(['message', 'eulogy']).default('message').describe('类型'),
    title: text('标题', 50).optional(),
    content: plain().trim().min(1).max(5000).describe('内容'),
  }),
  reply: Message,
  summary: '写留言或祭文（内容去除标签与控制字符）',
});

export const messageDelete = call({
  method: 'POST', path: '/sacrifice/message/delete/:id', access: 'user',
  params: z.object({ id: id('留言') }),
  reply: z.null(),
  summary: '删除留言（作者、建馆人或族谱管理员）',
});

// ——— Offerings ———

/** Display categories (献花, 上香, 点烛, 供果, 祭酒, 敬茶, 鞭炮, 纸钱, 寒衣); `scene` = render/scenes/tomb OfferingKind. */
export const OfferingCategory = z.object({
  key: z.enum(['flower', 'incense', 'candle', 'fruit', 'wine', 'tea', 'firecracker', 'paper', 'clothes']),
  name: z.string(),
  /** Shown on the offering desk (供桌) screen. */
  desk: z.boolean(),
  items: z.number().int(),
});

export const OfferingItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: OfferingCategory.shape.key,
  categoryName: z.string(),
  /** Fen; 0 = free (once per user, hall and day). */
  price: z.number().int(),
  free: z.boolean(),
  /** How long it stays on the desk, hours. */
  hours: z.number().int(),
  /** Picture key under public/ (e.g. offerings/flower-chrysanthemum). */
  icon: z.string(),
  description: z.string(),
  /** With `id` (hall) and a logged-in user: a free item already offered today. */
  usedToday: z.boolean(),
});
export type OfferingItem = z.infer<typeof OfferingItem>;

export const itemCategories = call({
  method: 'GET', path: '/sacrifice/item/categories', access: 'session',
  params: z.object({ display: z.enum(['all', 'desk']).default('all').describe('显示范围') }),
  reply: z.object({ list: z.array(OfferingCategory) }),
  summary: '供品分类（display desk：只列供桌上的分类）',
});

export const itemList = call({
  method: 'GET', path: '/sacrifice/item/list', access: 'session',
  params: z.object({
    category: OfferingCategory.shape.key.optional().describe('分类'),
    id: id('纪念馆').optional(),
  }),
  reply: z.object({ list: z.array(OfferingItem) }),
  summary: '供品列表（免费的每天每馆一次，收费的以分计价）',
});

export const Offering = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  category: OfferingCategory.shape.key,
  quantity: z.number().int(),
  /** Fen paid in total (0 for free). */
  amount: z.number().int(),
  /** 寄语. */
  message: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  createdAt: z.string(),
  /** Until when it shows on the desk. */
  expiresAt: z.string(),
});
export type Offering = z.infer<typeof Offering>;

export const poolListDesk = call({
  method: 'GET', path: '/sacrifice/pool/list/desk', access: 'session',
  params: z.object({ id: hallId() }),
  reply: z.object({
    list: z.array(Offering),
    /** Count per category of what is on the desk (for the scene's Offerings). */
    counts: z.array(z.object({ category: OfferingCategory.shape.key, count: z.number().int() })),
  }),
  summary: '供桌上还在的供品（未过时），最新在前，最多 50 条',
});

export const poolList = call({
  method: 'GET', path: '/sacrifice/pool/list', access: 'session',
  params: z.object({ ...paging, id: hallId() }),
  reply: page(Offering),
  summary: '纪念馆的全部祭拜记录，最新在前',
});

export const poolPayment = call({
  method: 'POST', path: '/sacrifice/pool/payment', access: 'user',
  params: z.object({
    id: hallId(),
    itemId: id('供品'),
    quantity: z.coerce.number().int().min(1).max(99).default(1).describe('数量'),
    message: text('寄语', 100).optional(),
    payType: z.enum(['sandbox', 'wallet']).default('sandbox').describe('支付方式'),
  }),
  /**
   * A free item: `offering` is recorded, `payment` null. A priced item: `payment` started (sandbox: open payUrl,
   * then confirm; wallet: already paid and `offering` recorded), `offering` null until paid.
   */
  reply: z.object({ offering: Offering.nullable(), payment: PaymentStart.nullable() }),
  summary: '祭拜：免费供品直接记录，收费供品经支付核心下单',
});

export const poolPaymentConfirm = call({
  method: 'POST', path: '/sacrifice/pool/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号') }),
  /** Idempotent: confirming again answers the same offering. */
  reply: PaymentResult.extend({ offering: Offering.nullable() }),
  summary: '确认祭拜支付，已付则记录供品（重复确认只记一次）',
});

// ——— Lifetime (生平) ———

const Relative = z.object({ id: z.number().int(), name: z.string(), relation: z.string(), hallId: z.number().int().nullable() });

/** A clan member as the lifetime screen shows it. */
export const LifetimeMember = z.object({
  memberId: z.number().int(),
  projectId: z.number().int(),
  surname: z.string(),
  name: z.string(),
  gender: z.enum(['m', 'f']),
  zi: z.string(),
  hao: z.string(),
  /** 世. */
  generation: z.number().int(),
  birthText: z.string(),
  deathText: z.string(),
  ageText: z.string(),
  biography: z.string(),
  /** 父, 母, 妻 (元配/继配…), 子, 女 — with their own hall when they have one. */
  relatives: z.array(Relative),
  offerers: z.array(z.string()),
  inscription: Inscription.nullable(),
  /** This member's hall, null when none yet. */
  hallId: z.number().int().nullable(),
});

export type LifetimeMember = z.infer<typeof LifetimeMember>;

export const lifetimeGet = call({
  method: 'GET', path: '/sacrifice/lifetime/get', access: 'session',
  params: z.object({ id: hallId() }),
  reply: z.object({
    hallId: z.number().int(),
    name: z.string(),
    birthText: z.string(),
    deathText: z.string(),
    ageText: z.string(),
    biography: z.string(),
    /** The linked member, null for a standalone hall. */
    member: LifetimeMember.nullable(),
    articles: z.number().int(),
    albums: z.number().int(),
    videos: z.number().int(),
  }),
  summary: '生平：简介、亲属与作品数',
});

export const lifetimeMemberGet = call({
  method: 'GET', path: '/sacrifice/lifetime/member/get', access: 'session',
  params: z.object({ memberId: id('成员') }),
  reply: LifetimeMember,
  summary: '族谱成员的生平资料（建馆时预填）',
});

/** article: title + content; album: title + image keys; video: title + one video key (+ cover). */
export const LifetimeEntry = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  kind: z.enum(['article', 'album', 'video']),
  title: z.string(),
  content: z.string(),
  /** Files keys: album images, or [video, cover?]. */
  keys: z.array(z.string()),
  cover: z.string(),
  createdAt: z.string(),
});
export type LifetimeEntry = z.infer<typeof LifetimeEntry>;

const lifetimeList = (kind: 'article' | 'album' | 'video', label: string) => call({
  method: 'GET', path: `/sacrifice/lifetime/${kind}/list`, access: 'session',
  params: z.object({ ...paging, id: hallId() }),
  reply: page(LifetimeEntry),
  summary: `生平${label}列表，最新在前`,
});
const lifetimeItem = (kind: 'article' | 'album' | 'video', label: string) => call({
  method: 'GET', path: `/sacrifice/lifetime/${kind}/get/:id`, access: 'session',
  params: z.object({ id: id(label) }),
  reply: LifetimeEntry,
  summary: `一篇生平${label}`,
});
export const lifetimeArticleList = lifetimeList('article', '文章');
export const lifetimeArticleGet = lifetimeItem('article', '文章');
export const lifetimeAlbumList = lifetimeList('album', '相册');
export const lifetimeAlbumGet = lifetimeItem('album', '相册');
export const lifetimeVideoList = lifetimeList('video', '视频');
export const lifetimeVideoGet = lifetimeItem('video', '视频');

/**
 * Not in api-calls.tsv (see the header): add or edit a lifetime entry; owner or clan admin. `keys` must be keys of
 * files uploaded through the files domain ("文件不存在，请重新上传"); an album takes images only ("相册只能放图片").
 */
export const lifetimeSave = call({
  method: 'POST', path: '/sacrifice/lifetime/save', access: 'user',
  params: z.object({
    id: id('条目').optional(),
    hallId: hallId(),
    kind: z.enum(['article', 'album', 'video']).describe('类型'),
    title: plain().trim().min(1).max(60).describe('标题'),
    content: text('内容', 20000).optional(),
    keys: z.array(z.string().trim().min(1).max(300)).max(60).default([]).describe('文件'),
    cover: fileUrl('封面').optional(),
  }),
  reply: LifetimeEntry,
  summary: '新增或修改生平文章、相册、视频（上传文件的 key 来自文件接口）',
});

export const lifetimeDelete = call({
  method: 'POST', path: '/sacrifice/lifetime/delete/:id', access: 'user',
  params: z.object({ id: id('条目') }),
  reply: z.null(),
  summary: '删除生平条目',
});

// ——— Music, logs ———

export const musicList = call({
  method: 'GET', path: '/sacrifice/music/list', access: 'session',
  params: z.object({ key: text('音乐', 40).optional() }),
  /**
   * With `key` only that track (empty list when unknown). No recorded audio is shipped, so `url` is '' and the
   * client plays `melody`: a 简谱 line (1–7; ' = an octave up, , = down; - = hold the previous note; 0 = rest;
   * one beat per token) at `bpm`, looping, with Web Audio.
   */
  reply: z.object({ list: z.array(z.object({
    key: z.string(), name: z.string(), url: z.string(), seconds: z.number().int(), melody: z.string(), bpm: z.number().int(),
  })) }),
  summary: '背景音乐列表（按 key 取一首）',
});

export const LogEntry = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  /** Name of the hall's person (for history). */
  hallName: z.string(),
  kind: z.enum(['visit', 'offering', 'message', 'eulogy']),
  userId: z.number().int(),
  nickname: z.string(),
  /** Ready to show: 张三 献上 菊花×1 / 张三 留言 / 张三 前来祭拜. */
  text: z.string(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const logList = call({
  method: 'GET', path: '/sacrifice/log/list', access: 'session',
  params: z.object({ ...paging, id: hallId() }),
  reply: page(LogEntry),
  summary: '纪念馆动态（访问、祭拜、留言），最新在前',
});

export const logListScroll = call({
  method: 'GET', path: '/sacrifice/log/list/scroll', access: 'session',
  params: z.object({ id: id('纪念馆').optional(), limit: z.coerce.number().int().min(1).max(50).default(20).describe('条数') }),
  reply: z.object({ list: z.array(LogEntry) }),
  summary: '滚动播报：最新的祭拜与留言（给 id 则只看该馆）',
});

export const logListHistory = call({
  method: 'GET', path: '/sacrifice/log/list/history', access: 'user',
  params: z.object(paging),
  reply: page(LogEntry),
  summary: '我的祭拜记录（访问、祭拜、留言）',
});
