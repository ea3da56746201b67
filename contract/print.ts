/**
 * Clan print (族谱印制) — spec §2 E-book and Clan book screens (/clan/book/*), §3 "Clan book cover", "Inner page",
 * "Layout formats", "Generation display options", "Print sample", "Print order filter", §4 "Order lifecycle",
 * §7 "Clan print and books", §9 (cover types 1/2, formats 1/9/3/5/8, generations 0/5/10, print order type 1 home).
 *
 * A SAMPLE (样本) is one generated book file of a clan in a chosen plan: format, generations (0 all / 5 / 10 世 from
 * the root), root member, cover, inner page 扉页, binding 线装/精装 and paper A4/A3. Creating a sample queues a
 * GENERATION JOB that runs off the request in a worker thread:
 *   job.status  queued → running (progress 0–100) → done (file, pages) | failed (Chinese message in `error`).
 * The client polls GET /clan-print/v5/sample/status (our addition) or reads `job` of the sample in any reply; the
 * realtime hub also publishes `{ type: 'book.job', sampleId, status, progress }` on the project topic.
 * At most one job runs per clan at a time (a second create answers msg 0 "该族谱正在生成样本，请稍候").
 * A job running when the server restarts is marked failed: "服务重启，请重新生成".
 *
 * Sample life: generated → confirmed (/sample/confirm, the 样本确认 page) → may be ordered (print orders) and
 * published as an e-book (/sample/publish/{id}, read through /book/v2/*). A 打样 proof copy may be paid
 * (/v5/sample/payment → /v3/sample/payment/confirm).
 *
 * PRINT ORDER lifecycle (status): 0 待支付 → (pay: /order/v2/payment/create + /order/payment/confirm) 1 已支付（印制中）
 *   → (/order/complete/{id}, 确认收货) 2 已完成; 0 → (/order/cancel/{id}) −1 已取消. A paid order cannot be cancelled
 *   by the user ("订单已支付，不能取消，请联系客服"). expressStatus: 0 未发货, 1 已发货, 2 已签收.
 * Money is integer fen (`amount: 1000` = 10.00 元).
 *
 * Access: reading samples of a project follows the project's read access (visitor); creating, confirming, deleting,
 * publishing samples and creating print orders needs 管理员 or 协管员 (role 'manager' or above).
 */
import { JobStatus } from './common/jobs';
import { z } from 'zod';
import { call, flag, id, page, paging, rawCall, text } from './common/index';
import { PayType, PaymentResult, PaymentStart } from './payments';

// ——— Constants (spec §9) ———

export const FORMAT_IDS = [1, 9, 3, 5, 8] as const;
export const FORMATS = [
  { id: 1, name: '欧式', description: '五世一图，图右列传，下接上承，代代相续' },
  { id: 9, name: '苏式', description: '只列名字的竖线吊线图，后附世系录，录见图见互参' },
  { id: 3, name: '牒记式', description: '按世分组的文字记录，一人一条' },
  { id: 5, name: '宝塔式', description: '始祖居顶，父居子中，层层展开如塔' },
  { id: 8, name: '现代式', description: '横排简体，公历在前，配偶女儿同列，谱内编号' },
] as const;
export const GENERATION_OPTIONS = [
  { value: 0, name: '全部世代' }, { value: 5, name: '五世' }, { value: 10, name: '十世' },
] as const;
export const COVER_TYPES = { 1: '古籍线装', 2: '硬壳精装' } as const;
export const PRINT_ORDER_TYPE_HOME = 1;

export const FormatId = z.union([z.literal(1), z.literal(9), z.literal(3), z.literal(5), z.literal(8)]);
export const Binding = z.enum(['thread', 'hardcover']);
export const Paper = z.enum(['A4', 'A3']);

const formatParam = () => z.coerce.number().pipe(FormatId).describe('版式');
const generationsParam = () => z.coerce.number().pipe(z.union([z.literal(0), z.literal(5), z.literal(10)])).describe('世代数');

// ——— Covers and inner pages ———

/** A cover (spec §3): type 1 古籍线装, 2 硬壳精装. `img` is a picture URL ('' = the drawn cover). */
export const Cover = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  typeName: z.string(),
  name: z.string(),
  img: z.string(),
});
export type Cover = z.infer<typeof Cover>;

/** 扉页 (spec §3 "Inner page"): id, type, name, img. type 1 古典, 2 简约. */
export const InnerPage = z.object({ id: z.number().int(), type: z.number().int(), name: z.string(), img: z.string() });
export type InnerPage = z.infer<typeof InnerPage>;

/** The options a sample is generated with. */
export const Plan = z.object({
  clanId: z.number().int(),
  /** 1 欧式, 9 苏式, 3 牒记式, 5 宝塔式, 8 现代式. */
  format: FormatId,
  formatName: z.string(),
  /** 0 all, 5 or 10 世 from the root. */
  generations: z.union([z.literal(0), z.literal(5), z.literal(10)]),
  /** Chart root member; null = the clan's 始祖. */
  rootId: z.number().int().nullable(),
  rootName: z.string(),
  coverId: z.number().int(),
  innerPageId: z.number().int(),
  /** thread 线装 | hardcover 精装. */
  binding: Binding,
  paper: Paper,
  /** 谱名 printed on the cover and 扉页. */
  title: z.string(),
  /** 修谱届次, e.g. 二〇二六年六修. */
  edition: z.string(),
  /** The PDF carries the non-member watermark (its maker had no VIP `no-watermark` privilege when he made it). */
  watermark: z.boolean().optional(),
});
export type Plan = z.infer<typeof Plan>;

/** The plan page: the clan's default plan and every choice (formats, generations, covers, 扉页). */
export const PlanDefault = z.object({
  plan: Plan,
  /** vipOnly: needs the VIP `all-formats` privilege (contract/vip.ts FREE_BOOK_FORMATS). */
  formats: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string(), vipOnly: z.boolean() })),
  generations: z.array(z.object({ value: z.number().int(), name: z.string() })),
  covers: z.array(Cover),
  innerPages: z.array(InnerPage),
  papers: z.array(z.object({ value: Paper, name: z.string() })),
  bindings: z.array(z.object({ value: Binding, name: z.string() })),
  memberCount: z.number().int(),
});

// ——— Samples and jobs ———

export { JobStatus };

/** The generation job of a sample. */
export const Job = z.object({
  id: z.number().int(),
  status: JobStatus,
  /** 0–100, never goes down. */
  progress: z.number().int(),
  /**
   * The book's counts (done; layouts/pdf/page-count.ts): `pages` 页 = reading pages (a half-leaf in 线装; printing is
   * priced on it), `leaves` 叶 = 线装 sheets (⌈页 / 2⌉; = pages in 精装), `pdfPages` = pages of the PDF file (one per
   * leaf, plus the cover), `unit` = what a reader counts in (叶 for 线装, 页 for 精装).
   */
  pages: z.number().int(),
  leaves: z.number().int(),
  pdfPages: z.number().int(),
  unit: z.enum(['叶', '页']),
  /** Bytes of the PDF (done). */
  bytes: z.number().int(),
  /** Chinese reason (failed), else ''. */
  error: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

export const Sample = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  clanName: z.string(),
  name: z.string(),
  plan: Plan,
  cover: Cover,
  job: Job,
  /** URL of the generated PDF ('' until done). */
  fileUrl: z.string(),
  /** Confirmed for print (样本确认) and the pdfType it was confirmed as (1 印刷版, 2 电子版), 0 = not confirmed. */
  confirmed: z.boolean(),
  pdfType: z.number().int(),
  /** Published as an e-book: its /book/v2 id, else null. */
  bookId: z.number().int().nullable(),
  /** 打样 proof copy paid. */
  proofPaid: z.boolean(),
  favorite: z.boolean(),
  createdBy: z.number().int(),
  createdAt: z.string(),
});
export type Sample = z.infer<typeof Sample>;

const sampleId = () => id('样本ID');

export const sampleList = call({
  method: 'GET', path: '/clan-print/v5/sample/list', access: 'session',
  params: z.object({ projectId: id('家族ID') }),
  reply: z.object({ list: z.array(Sample) }),
  summary: '家族的样本列表（最新在前），含生成进度',
});

export const planDefault = call({
  method: 'GET', path: '/clan-print/v4/plan/default/:id', access: 'session',
  params: z.object({ id: id('族谱ID') }),
  reply: PlanDefault,
  summary: '族谱的默认印制方案（欧式、全部世代、始祖、线装A4）及可选版式、世代、封面、扉页',
});

export const planOfSample = call({
  method: 'GET', path: '/clan-print/v5/plan/default/:id', access: 'session',
  params: z.object({ id: sampleId() }),
  reply: PlanDefault,
  summary: '某个样本的方案（用来修改后重新生成）及全部可选项',
});

export const sampleCreate = call({
  method: 'POST', path: '/clan-print/v4/sample/create', access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    name: text('样本名称', 50).optional(),
    format: formatParam(),
    generations: generationsParam().default(0),
    rootId: id('始祖').nullable().optional(),
    coverId: id('封面').optional(),
    innerPageId: id('扉页').optional(),
    binding: Binding.default('thread').describe('装订'),
    paper: Paper.default('A4').describe('纸张'),
    title: text('谱名', 30).optional(),
    edition: text('修谱届次', 30).optional(),
  }),
  reply: Sample,
  summary: '生成样本：建立生成任务（排队→生成中→完成/失败），在后台线程排版并写出PDF；需管理员或协管员',
});

export const sampleStatus = call({
  method: 'GET', path: '/clan-print/v5/sample/status', access: 'session',
  params: z.object({ id: sampleId() }),
  reply: Job.extend({ sampleId: z.number().int(), fileUrl: z.string() }),
  summary: '【本项目新增】样本生成进度（轮询）：状态、0–100进度、页数、失败原因',
});

export const samplePreview = call({
  method: 'GET', path: '/clan-print/v4/sample/preview', access: 'session',
  params: z.object({ id: sampleId() }),
  reply: Sample,
  summary: '样本详情与预览（生成完成后 fileUrl 为PDF地址，用 pdf.js 预览）',
});

export const sampleDownload = call({
  method: 'GET', path: '/clan-print/v4/sample/download', access: 'session',
  params: z.object({ id: sampleId() }),
  reply: z.object({
    url: z.string(), fileName: z.string(), bytes: z.number().int(),
    /** The same counts as the job's (页, 叶, PDF pages, unit). */
    pages: z.number().int(), leaves: z.number().int(), pdfPages: z.number().int(), unit: z.enum(['叶', '页']),
  }),
  summary: '下载样本PDF：文件地址（/clan-print/v5/sample/file，须带登录头）与文件名（生成未完成时提示）',
});

/**
 * 【本项目新增】The PDF bytes of a generated sample (not a JSON envelope). Every reply's `fileUrl` / download `url`
 * points here: `/app/api/clan-print/v5/sample/file?id=<sample>&v=<file version>`; `v` only makes the URL change when
 * the file does (it is not a credential). Access: a session (Authorization Bearer, like every call) and the project's
 * read rule (requireProjectRole 'visitor'; a password project needs the `ap` header). The token travels in headers,
 * never in the URL: pdf.js is given them as httpHeaders, the download page fetches with them and saves the blob.
 * Answers: 200 application/pdf with Content-Length and Accept-Ranges: bytes; a `Range: bytes=a-b` request gets 206
 * with Content-Range (416 when unsatisfiable); ETag / If-None-Match → 304. A refusal (没有权限, 请输入访问密码,
 * 样本不存在, 样本还在生成中…) is HTTP 403 with `{ msg: 0, msbox }` and no file bytes; no session → 401 as usual.
 * The old static /files/books/… URLs are refused (404).
 */
export const sampleFile = rawCall({
  method: 'GET', path: '/clan-print/v5/sample/file', access: 'session',
  params: z.object({ id: sampleId(), v: z.string().max(64).optional().describe('文件版本') }),
  raw: { contentType: 'application/pdf', range: true, refusalStatus: 403 },
  summary: '【本项目新增】样本PDF文件流（需登录并能阅读该家族；支持 Range 分段下载）',
});

/**
 * 【本项目新增】The PDF bytes of a published e-book (/book/v2): `bookGet.fileUrl` points here
 * (`/app/api/book/v2/file?id=<book>&v=<file version>`). Access: the project's read rule (requireProjectRole
 * 'visitor', `ap` for password projects) and the e-book rule of /book/v2/get: a free book, a member of the project's
 * team, or a buyer / redeemer of a priced book ("购买或兑换后可阅读" otherwise). Same answers as sampleFile.
 */
export const bookFile = rawCall({
  method: 'GET', path: '/book/v2/file', access: 'session',
  params: z.object({ id: id('电子书ID'), v: z.string().max(64).optional().describe('文件版本') }),
  raw: { contentType: 'application/pdf', range: true, refusalStatus: 403 },
  summary: '【本项目新增】电子书PDF文件流（家族阅读权限；收费书需已购买或兑换；支持 Range 分段下载）',
});

export const sampleConfirm = call({
  method: 'GET', path: '/clan-print/v4/sample/confirm', access: 'user',
  params: z.object({ id: sampleId(), pdfType: z.coerce.number().int().min(1).max(2).default(1).describe('样本类型') }),
  reply: Sample,
  summary: '确认样本（pdfType 1 印刷版、2 电子版）；确认后可下单印制、发布电子书；需管理员或协管员',
});

export const samplePublish = call({
  method: 'GET', path: '/clan-print/v4/sample/publish/:id', access: 'user',
  params: z.object({ id: sampleId() }),
  reply: z.object({ sampleId: z.number().int(), bookId: z.number().int() }),
  summary: '把已确认的样本发布为电子书（/book/v2 阅读），再次发布则更新为此样本；需管理员或协管员',
});

export const samplePayment = call({
  method: 'GET', path: '/clan-print/v5/sample/payment', access: 'user',
  params: z.object({ id: sampleId(), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart,
  summary: '支付打样费（印一本样书寄出核对），走统一支付；用 /clan-print/v3/sample/payment/confirm 确认',
});

export const samplePaymentConfirm = call({
  method: 'POST', path: '/clan-print/v3/sample/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号'), resultData: z.string().max(2000).optional().describe('支付结果') }),
  reply: PaymentResult,
  summary: '确认打样费支付（只生效一次）',
});

export const sampleDelete = call({
  method: 'GET', path: '/clan-print/v4/sample/delete/:id', access: 'user',
  params: z.object({ id: sampleId() }),
  reply: z.null(),
  summary: '删除样本及其文件（生成中、已有有效订单或已发布的样本不能删除）；需管理员或协管员',
});

export const favoriteList = call({
  method: 'GET', path: '/clan-print/v3/sample/favorite/list', access: 'user',
  params: z.object({ ...paging }),
  reply: page(Sample),
  summary: '我收藏的样本（可读的家族内），最近收藏在前',
});

export const favoriteToggle = call({
  method: 'POST', path: '/clan-print/v2/sample/favorite/:id', access: 'user',
  params: z.object({ id: sampleId(), favorite: flag('收藏').optional() }),
  reply: z.object({ favorite: z.boolean() }),
  summary: '收藏/取消收藏样本（不传 favorite 时切换）',
});

// ——— Print orders ———

/** Pricing (fen): per copy = base by binding + pages × per-page by paper; shipping per order. */
export const PriceConfig = z.object({
  binding: z.array(z.object({ value: Binding, name: z.string(), base: z.number().int() })),
  perPage: z.array(z.object({ value: Paper, name: z.string(), price: z.number().int() })),
  shipping: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** Price of a 打样 proof copy = one copy + shipping. */
  note: z.string(),
});

export const ORDER_STATUS = { unpaid: 0, paid: 1, completed: 2, cancelled: -1 } as const;
export const ORDER_STATUS_NAMES: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已完成', [-1]: '已取消' };
export const EXPRESS_STATUS_NAMES: Record<number, string> = { 0: '未发货', 1: '已发货', 2: '已签收' };

export const Consignee = z.object({
  name: text('收货人', 20).min(1),
  phone: z.string().trim().regex(/^1[3-9]\d{9}$/).describe('联系电话'),
  address: text('收货地址', 200).min(5),
});

export const PrintOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** 1 home (spec §9). */
  type: z.number().int(),
  projectId: z.number().int(),
  sampleId: z.number().int(),
  sampleName: z.string(),
  clanName: z.string(),
  formatName: z.string(),
  binding: Binding,
  paper: Paper,
  pages: z.number().int(),
  quantity: z.number().int(),
  /** Fen. */
  unitPrice: z.number().int(),
  shipping: z.number().int(),
  /** Fen taken off the books by a print card (家谱印刷9折卡 from the points shop), applied once; amount is after it. */
  discount: z.number().int(),
  amount: z.number().int(),
  /** 0 待支付, 1 已支付, 2 已完成, −1 已取消. */
  status: z.number().int(),
  statusName: z.string(),
  /** 0 未发货, 1 已发货, 2 已签收. */
  expressStatus: z.number().int(),
  expressName: z.string(),
  consignee: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  remark: z.string(),
  outTradeNo: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type PrintOrder = z.infer<typeof PrintOrder>;

const orderId = () => id('订单ID');

export const orderHome = call({
  method: 'GET', path: '/clan-print/order/home', access: 'user',
  params: z.object({ sampleId: sampleId(), type: z.coerce.number().int().min(1).max(1).default(1).describe('订单类型') }),
  reply: z.object({
    sample: Sample, price: PriceConfig, unitPrice: z.number().int(), shipping: z.number().int(),
    /** The print card the order will take (the best he holds), or null. */
    card: z.object({ title: z.string(), rule: z.string(), discountPct: z.number().int() }).nullable(),
  }),
  summary: '印制下单页：样本、价格（每本单价、运费）、数量范围与可用的印刷折扣卡',
});

export const orderGet = call({
  method: 'GET', path: '/clan-print/order/get/:id', access: 'user',
  params: z.object({ id: orderId() }),
  reply: PrintOrder,
  summary: '印制订单详情（下单人或家族管理员/协管员可看）',
});

export const orderList = call({
  method: 'GET', path: '/clan-print/order/list', access: 'user',
  params: z.object({
    ...paging,
    status: z.coerce.number().int().min(-1).max(2).optional().describe('订单状态'),
    expressStatus: z.coerce.number().int().min(0).max(2).optional().describe('物流状态'),
    projectId: id('家族ID').optional(),
  }),
  reply: page(PrintOrder),
  summary: '我的印制订单（或某家族的，需管理员/协管员），按状态、物流状态筛选，最新在前',
});

export const orderCancel = call({
  method: 'POST', path: '/clan-print/order/cancel/:id', access: 'user',
  params: z.object({ id: orderId() }),
  reply: PrintOrder,
  summary: '取消待支付的订单（同时关闭其支付）',
});

export const orderComplete = call({
  method: 'POST', path: '/clan-print/order/complete/:id', access: 'user',
  params: z.object({ id: orderId() }),
  reply: PrintOrder,
  summary: '确认收货，已支付的订单变为已完成',
});

export const orderCreate = call({
  method: 'POST', path: '/clan-print/order/v3/create', access: 'user',
  params: z.object({
    sampleId: sampleId(),
    type: z.coerce.number().int().min(1).max(1).default(1).describe('订单类型'),
    quantity: z.coerce.number().int().min(1).max(2000).describe('印制数量'),
    consignee: Consignee.describe('收货信息'),
    remark: text('备注', 200).optional(),
  }),
  reply: PrintOrder,
  summary: '用已确认的样本下印制订单（待支付）；需管理员或协管员',
});

export const orderPaymentCreate = call({
  method: 'POST', path: '/clan-print/order/v2/payment/create', access: 'user',
  params: z.object({ id: orderId(), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart,
  summary: '支付印制订单，走统一支付（同一待支付订单再次支付时沿用未完成的支付）',
});

export const orderPaymentConfirm = call({
  method: 'POST', path: '/clan-print/order/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号'), resultData: z.string().max(2000).optional().describe('支付结果') }),
  reply: PaymentResult.extend({ order: PrintOrder }),
  summary: '确认印制订单支付；只生效一次，返回订单',
});

export const calculateConfig = call({
  method: 'GET', path: '/clan-print/order/admin/calculate/config', access: 'session',
  params: z.object({}),
  reply: PriceConfig,
  summary: '印制计价配置：装订基础价、每页单价、运费、数量范围',
});

// ——— Print packages (印制金套餐, spec §7 "Print packages") ———
// A package is bought through the payments core and adds 印制金 (print credit, fen) to the buyer's balance, worth
// more than its price; /print/package/convert/{id} pays one of his unpaid print orders from that balance.

export const PrintPackage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Fen paid. */
  price: z.number().int(),
  /** 印制金 credited (fen). */
  credit: z.number().int(),
});

export const PackageBalance = z.object({
  /** 印制金 left (fen). */
  balance: z.number().int(),
  bought: z.number().int(),
  used: z.number().int(),
});

export const packageList = call({
  method: 'GET', path: '/print/package/list', access: 'session',
  params: z.object({}),
  reply: z.object({ list: z.array(PrintPackage) }),
  summary: '印制金套餐（付款少、到账多，用于支付印制订单）',
});

export const packageBalance = call({
  method: 'GET', path: '/print/package/balance', access: 'user',
  params: z.object({}),
  reply: PackageBalance,
  summary: '我的印制金余额（分）',
});

export const packageMine = call({
  method: 'GET', path: '/print/package/list/my', access: 'user',
  params: z.object({ ...paging }),
  reply: page(z.object({
    id: z.number().int(), packageId: z.string(), name: z.string(), price: z.number().int(), credit: z.number().int(),
    status: z.enum(['pending', 'paid', 'cancelled']), outTradeNo: z.string(), createdAt: z.string(), paidAt: z.string().nullable(),
  })),
  summary: '我购买的印制金套餐，最新在前',
});

export const packageUses = call({
  method: 'GET', path: '/print/package/list/use', access: 'user',
  params: z.object({ ...paging }),
  reply: page(z.object({ id: z.number().int(), orderId: z.number().int(), orderNo: z.string(), amount: z.number().int(), createdAt: z.string() })),
  summary: '印制金使用记录（支付了哪些印制订单）',
});

export const packagePayment = call({
  method: 'POST', path: '/print/package/payment/wx', access: 'user',
  params: z.object({ packageId: z.string().trim().min(1).max(40).describe('套餐'), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart,
  summary: '购买印制金套餐，走统一支付',
});

export const packagePaymentConfirm = call({
  method: 'POST', path: '/print/package/payment/wx/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号'), resultData: z.string().max(2000).optional().describe('支付结果') }),
  reply: PaymentResult.extend({ balance: z.number().int() }),
  summary: '确认印制金套餐支付（只入账一次），返回余额',
});

export const packageConvert = call({
  method: 'POST', path: '/print/package/convert/:x', access: 'user',
  params: z.object({ x: id('订单ID') }),
  reply: z.object({ order: PrintOrder, balance: z.number().int() }),
  summary: '用印制金支付我的一个待支付印制订单（余额不足时提示）',
});
