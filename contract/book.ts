/**
 * Clan book content and e-books — spec §2 (/clan/book/*, /clan/essay/*, E-book screens), §7 "Clan print and books".
 * Samples, plans, covers and print orders are in contract/print.ts.
 *
 * Chapters printed in a clan book:
 * - clanArticle (族谱文章): the project's front and back matter — 谱序, 凡例, 家训, 跋 … Each has a `kind`:
 *   'preface' 谱序/序 (front), 'rules' 凡例 (replaces the default 凡例), 'precepts' 家训 (front), 'postscript' 跋 (back),
 *   'other' (front). `sort` orders them (smaller first).
 * - pw (谱文): the clan's essays, 艺文 (传记、祠堂记、墓志 …), printed after the records, grouped by their
 *   catalogue entry (pwCatalog, 目录分类) in catalogue order then `sort`; /pw/sort rewrites the order.
 * Content is rich text (HTML) cleaned with sanitize-html (p, br, b, strong, i, em, u, h1–h4, ul, ol, li, blockquote,
 * span, img with http(s)/upload src); the book prints its plain text (paragraphs by block).
 *
 * E-books (/book/v2/*): a confirmed sample published by /clan-print/v4/sample/publish/{id}. Reading follows the
 * project's read access (public projects: anyone; password: with `ap`; members-only: team). A book with a price
 * (fen) > 0 shows its file only to buyers (order create/confirm), redeemers (redeem code) and the project team.
 */
import { z } from 'zod';
import { call, captchaFields, id, page, paging, text, int4 } from './common/index';
import { PayType, PaymentResult, PaymentStart } from './payments';

const content = () => z.string().max(200_000).describe('正文');

// ——— clanArticle ———

export const ARTICLE_KINDS = { preface: '谱序', rules: '凡例', precepts: '家训', postscript: '跋', other: '其他' } as const;
export const ArticleKind = z.enum(['preface', 'rules', 'precepts', 'postscript', 'other']);
export type ArticleKind = z.infer<typeof ArticleKind>;

export const ArticleItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  kind: ArticleKind,
  kindName: z.string(),
  author: z.string(),
  sort: z.number().int(),
  /** Characters of plain text. */
  length: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const Article = ArticleItem.extend({ content: z.string() });

export const articleChapters = call({
  method: 'GET', path: '/clanArticle/chapters', access: 'session',
  params: z.object({ projectId: id('家族ID') }),
  reply: z.object({ list: z.array(ArticleItem), kinds: z.array(z.object({ value: ArticleKind, name: z.string() })) }),
  summary: '家族的谱序等篇章列表（按 sort）',
});

export const articleGet = call({
  method: 'GET', path: '/clanArticle/:id', access: 'session',
  params: z.object({ id: id('篇章ID') }),
  reply: Article,
  summary: '篇章全文（已清理的富文本）',
});

export const articleAdd = call({
  method: 'POST', path: '/clanArticle/add', access: 'user',
  params: z.object({
    projectId: id('家族ID'), title: text('标题', 50).min(1), kind: ArticleKind.default('preface').describe('类别'),
    author: text('作者', 30).optional(), content: content(), sort: z.coerce.number().int().min(0).max(9999).optional().describe('排序'),
  }),
  reply: Article,
  summary: '新增篇章（谱序、凡例、家训、跋…）；需“新建/编辑族谱”权限',
});

export const articleEdit = call({
  method: 'POST', path: '/clanArticle/edit', access: 'user',
  params: z.object({
    id: id('篇章ID'), title: text('标题', 50).min(1).optional(), kind: ArticleKind.optional().describe('类别'),
    author: text('作者', 30).optional(), content: content().optional(),
    sort: z.coerce.number().int().min(0).max(9999).optional().describe('排序'),
    version: int4('版本', 1).optional(),
  }),
  reply: Article,
  summary: '修改篇章（带 version 时过期的保存被拒绝）',
});

export const articleDelete = call({
  method: 'POST', path: '/clanArticle/delete/:id', access: 'user',
  params: z.object({ id: id('篇章ID') }),
  reply: z.null(),
  summary: '删除篇章',
});

// ——— pw 谱文 and pwCatalog ———

export const PwItem = z.object({
  id: z.number().int(),
  clanId: z.number().int(),
  catalogId: z.number().int().nullable(),
  catalogName: z.string(),
  title: z.string(),
  author: z.string(),
  sort: z.number().int(),
  length: z.number().int(),
  updatedAt: z.string(),
});
export const Pw = PwItem.extend({ content: z.string() });

export const pwSave = call({
  method: 'POST', path: '/pw/save', access: 'user',
  params: z.object({
    id: id('谱文ID').optional(), clanId: id('族谱ID').optional(), catalogId: id('目录').nullable().optional(),
    title: text('标题', 50).min(1), author: text('作者', 30).optional(), content: content(),
  }),
  reply: Pw,
  summary: '保存谱文：无 id 新建（需 clanId，排在最后），有 id 修改',
});

export const pwSort = call({
  method: 'POST', path: '/pw/sort', access: 'user',
  params: z.object({ clanId: id('族谱ID'), ids: z.array(id('谱文ID')).min(1).max(1000).describe('谱文顺序') }),
  reply: z.object({ list: z.array(PwItem) }),
  summary: '谱文排序：按 ids 的顺序重排（须是该族谱的全部谱文）',
});

export const pwDelete = call({
  method: 'POST', path: '/pw/del/:id', access: 'user',
  params: z.object({ id: id('谱文ID') }),
  reply: z.null(),
  summary: '删除谱文',
});

export const pwGet = call({
  method: 'GET', path: '/pw/:id', access: 'session',
  params: z.object({ id: id('谱文ID'), preview: z.coerce.number().int().min(0).max(1).optional().describe('预览') }),
  reply: Pw.extend({ text: z.string() }),
  summary: '谱文全文；preview=1 时 text 为排版用的纯文本',
});

export const pwList = call({
  method: 'GET', path: '/pw/v2/list/:id', access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: z.object({ list: z.array(PwItem) }),
  summary: '族谱的谱文列表（按目录、排序）',
});

export const Catalog = z.object({
  id: z.number().int(), clanId: z.number().int(), name: z.string(), sort: z.number().int(), count: z.number().int(),
});

export const catalogGet = call({
  method: 'GET', path: '/pwCatalog/catalog/:id', access: 'session',
  params: z.object({ id: id('目录ID') }),
  reply: Catalog.extend({ list: z.array(PwItem) }),
  summary: '一个目录分类及其谱文',
});

export const catalogList = call({
  method: 'GET', path: '/pwCatalog/catalogList', access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({ list: z.array(Catalog) }),
  summary: '族谱谱文的目录分类（按排序）',
});

export const catalogAdd = call({
  method: 'POST', path: '/pwCatalog/add', access: 'user',
  params: z.object({
    clanId: id('族谱ID'), name: text('目录名称', 30).min(1), sort: z.coerce.number().int().min(0).max(9999).optional().describe('排序'),
  }),
  reply: Catalog,
  summary: '新增目录分类（同名不可重复）',
});

export const catalogDelete = call({
  method: 'POST', path: '/pwCatalog/del/:id', access: 'user',
  params: z.object({ id: id('目录ID') }),
  reply: z.null(),
  summary: '删除目录分类，其谱文变为未分类',
});

// ——— /book/v2 e-books ———

export const BookItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  sampleId: z.number().int(),
  title: z.string(),
  hall: z.string(),
  formatName: z.string(),
  cover: z.object({ type: z.number().int(), typeName: z.string(), name: z.string(), img: z.string() }),
  pages: z.number().int(),
  /** Fen; 0 = free. */
  price: z.number().int(),
  /** Average score 0–5 (one decimal) and how many scored. */
  score: z.number(),
  scoreCount: z.number().int(),
  readCount: z.number().int(),
  shareCount: z.number().int(),
  publishedAt: z.string(),
});

export const BookDetail = BookItem.extend({
  /** PDF URL when he may read it, else ''. */
  fileUrl: z.string(),
  canRead: z.boolean(),
  onShelf: z.boolean(),
  myScore: z.number().int(),
  /** The PDF page he read last (1-based; 0 = never opened in the reader): the reader reopens there. */
  page: z.number().int(),
  /** `free`: a preview chapter anyone who may see the book can read (the first FREE_PREVIEW_CHAPTERS). */
  chapters: z.array(z.object({ id: z.number().int(), title: z.string(), free: z.boolean() })),
});

/** Chapters of a paid e-book readable before buying (试读). */
export const FREE_PREVIEW_CHAPTERS = 2;

const bookId = () => id('电子书ID');

export const bookList = call({
  method: 'GET', path: '/book/v2/list', access: 'session',
  params: z.object({ ...paging, query: text('搜索', 30).optional(), projectId: id('家族ID').optional() }),
  reply: page(BookItem),
  summary: '电子书列表：公开家族的已发布族谱（或指定家族的，按读权限），最新在前',
});

export const bookGet = call({
  method: 'GET', path: '/book/v2/get', access: 'session',
  params: z.object({ id: bookId() }),
  reply: BookDetail,
  summary: '电子书详情与阅读地址（记一次阅读与阅读历史）',
});

export const bookShare = call({
  method: 'POST', path: '/book/v2/share', access: 'session',
  params: z.object({ id: bookId() }),
  reply: z.object({ title: z.string(), path: z.string(), shareCount: z.number().int() }),
  summary: '分享电子书：分享标题与页面路径，分享数加一',
});

export const bookHistory = call({
  method: 'GET', path: '/book/v2/history', access: 'user',
  params: z.object({ ...paging }),
  reply: page(BookItem.extend({ readAt: z.string() })),
  summary: '我的阅读历史，最近在前',
});

export const chapterList = call({
  method: 'GET', path: '/book/v2/chapter/list', access: 'session',
  params: z.object({ bookId: bookId() }),
  reply: z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string(), section: z.string(), length: z.number().int() })) }),
  summary: '电子书的篇章（发布时的谱序、谱文快照）',
});

export const chapterGet = call({
  method: 'GET', path: '/book/v2/chapter/get', access: 'session',
  params: z.object({ id: id('篇章ID') }),
  reply: z.object({ id: z.number().int(), bookId: z.number().int(), title: z.string(), section: z.string(), content: z.string() }),
  summary: '电子书的一篇（需可阅读该书；前两篇免费试读）',
});

export const bookProgress = call({
  method: 'POST', path: '/book/v2/progress', access: 'user',
  params: z.object({ bookId: bookId(), page: z.coerce.number().int().min(1).max(100_000).describe('页码') }),
  reply: z.object({ page: z.number().int() }),
  summary: '【本项目新增】记住阅读到的页（需可阅读该书），再次打开从该页继续',
});

export const scoreAdd = call({
  method: 'POST', path: '/book/v2/score/add', access: 'user',
  params: z.object({ bookId: bookId(), score: z.coerce.number().int().min(1).max(5).describe('评分') }),
  reply: z.object({ score: z.number(), scoreCount: z.number().int(), myScore: z.number().int() }),
  summary: '给电子书评分1–5（再评覆盖）',
});

export const shelfList = call({
  method: 'GET', path: '/book/v2/shelf/list', access: 'user',
  params: z.object({ ...paging }),
  reply: page(BookItem.extend({ addedAt: z.string() })),
  summary: '我的书架',
});

export const shelfAdd = call({
  method: 'POST', path: '/book/v2/shelf/add', access: 'user',
  params: z.object({ bookId: bookId() }),
  reply: z.object({ onShelf: z.boolean() }),
  summary: '加入书架（已在书架则不变）',
});

export const shelfDelete = call({
  method: 'POST', path: '/book/v2/shelf/delete', access: 'user',
  params: z.object({ bookId: bookId() }),
  reply: z.object({ onShelf: z.boolean() }),
  summary: '移出书架',
});

export const shelfBatchDelete = call({
  method: 'POST', path: '/book/v2/shelf/batch-delete', access: 'user',
  params: z.object({ bookIds: z.array(bookId()).min(1).max(200).describe('电子书') }),
  reply: z.object({ removed: z.number().int() }),
  summary: '批量移出书架',
});

export const bookOrderCreate = call({
  method: 'POST', path: '/book/v2/order/create', access: 'user',
  params: z.object({ bookId: bookId(), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart,
  summary: '购买付费电子书，走统一支付',
});

export const bookOrderConfirm = call({
  method: 'POST', path: '/book/v2/order/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号'), resultData: z.string().max(2000).optional().describe('支付结果') }),
  reply: PaymentResult,
  summary: '确认电子书购买（只生效一次）',
});

export const redeemExchange = call({
  method: 'POST', path: '/book/v2/redeem/exchange', access: 'user',
  params: z.object({ code: z.string().trim().regex(/^[A-Z0-9]{8,16}$/i).describe('兑换码'), ...captchaFields }),
  reply: z.object({ bookId: z.number().int(), title: z.string() }),
  summary: '用兑换码领取电子书（每码一次）；1小时内错5次后须带图形验证码，同一IP错得多则指数退避',
});

export const redeemCreate = call({
  method: 'POST', path: '/book/v2/redeem/create', access: 'user',
  params: z.object({ bookId: bookId(), count: z.coerce.number().int().min(1).max(200).describe('数量') }),
  reply: z.object({ codes: z.array(z.string()) }),
  summary: '【本项目新增】生成电子书兑换码（送给族人）；需管理员或协管员',
});

export const bookPriceSet = call({
  method: 'POST', path: '/book/v2/price', access: 'user',
  params: z.object({ bookId: bookId(), price: z.coerce.number().int().min(0).max(100_000).describe('价格') }),
  reply: z.object({ price: z.number().int() }),
  summary: '【本项目新增】设置电子书价格（分，0免费）；需管理员或协管员',
});
