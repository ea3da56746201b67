/**
 * Help and feedback (spec §7 "Help and uploads", issue #17 points 4, 5 and 7).
 *
 * - Questions 常见问题: GET /question/list (refresh: ignored, the list is short), /question/search?kw, and the vote
 *   GET /question/setQuestionGoodOrSad {id, type: good|sad} — public like the spec says; one vote per voter (a
 *   logged-in user, else the guest session, else the address), a second vote changes nothing; counts stay right under
 *   parallel votes.
 * - Feedback 意见反馈: GET /feedbackType/list; POST /feedback/add {type, content, images (our uploads, ≤ 6), contact};
 *   GET /feedback/add — OUR READING of the spec's "also listed as GET": my feedback and the 客服's answers, paged.
 * - Reports 举报: POST /report/add {type: user | message | post | reply, …, category, reason}: a user or a chat message
 *   goes to the chat moderators' queue (with a snapshot), a post or a reply to the content moderators' queue — one
 *   report model per kind of content, not a third one.
 * - Articles: GET /article/content?type (user 用户协议, privacy 隐私政策, vip 会员协议): the text staff keep in /ops
 *   (a default text until they save one).
 * - 客服 contact (OUR ADDITION): GET /contact/info — WeChat ID and QR, phone and hours as staff set them in /ops;
 *   `configured` false while nothing is set.
 * - Beacons: POST /user/platform, POST /baidu/return {type, oaid, idfa}, GET /tencent/report {clickId} and
 *   GET /data/version/list are stored as events (nothing is sent anywhere), rate-limited per IP, listed in /ops.
 *
 * Staff (/ops/help/*): feedback answers (service), articles (operator, service), questions (operator, service),
 * the contact (service), beacons (operator).
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, page, paging, text } from './common/index';

export const ARTICLE_TYPES = ['user', 'privacy', 'vip'] as const;
export const ArticleType = z.enum(ARTICLE_TYPES);
export type ArticleType = z.infer<typeof ArticleType>;
export const ARTICLE_TITLES: Record<ArticleType, string> = { user: '用户协议', privacy: '隐私政策', vip: '会员协议' };

export const FEEDBACK_TYPES = [
  { id: 1, name: '功能建议' }, { id: 2, name: '使用问题' }, { id: 3, name: '族谱数据' }, { id: 4, name: '支付与订单' },
  { id: 5, name: '账号与安全' }, { id: 6, name: '其他' },
] as const;
export const FEEDBACK_IMAGES_MAX = 6;

export const Question = z.object({
  id: z.number().int(), title: z.string(), answer: z.string(), good: z.number().int(), sad: z.number().int(),
  /** Display order (ascending, then id); the console edits it. */
  sort: z.number().int(),
  /** My vote, or null. */
  myVote: z.enum(['good', 'sad']).nullable(),
});
export type Question = z.infer<typeof Question>;

export const questionList = call({
  method: 'GET', path: '/question/list', access: 'public',
  params: z.object({ refresh: flag('刷新').optional() }),
  reply: z.object({ list: z.array(Question) }),
  summary: '常见问题',
});

export const questionSearch = call({
  method: 'GET', path: '/question/search', access: 'public',
  params: z.object({ kw: text('关键词', 30).pipe(z.string().min(1, '请输入关键词')).describe('关键词') }),
  reply: z.object({ list: z.array(Question) }),
  summary: '搜索常见问题（标题或答案含关键词）',
});

export const questionVote = call({
  method: 'GET', path: '/question/setQuestionGoodOrSad', access: 'public',
  params: z.object({ id: id('问题'), type: z.enum(['good', 'sad']).describe('评价') }),
  reply: z.object({ good: z.number().int(), sad: z.number().int(), myVote: z.enum(['good', 'sad']) }),
  summary: '问题有用 / 没用（每人一次）',
});

export const feedbackTypeList = call({
  method: 'GET', path: '/feedbackType/list', access: 'public',
  params: z.object({}),
  reply: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  summary: '反馈类型',
});

export const Feedback = z.object({
  id: z.number().int(), type: z.number().int(), typeName: z.string(), content: z.string(), images: z.array(z.string()),
  contact: z.string(), status: z.enum(['open', 'answered']), answer: z.string(), answeredAt: z.string().nullable(), createdAt: z.string(),
});

export const feedbackAdd = call({
  method: 'POST', path: '/feedback/add', access: 'user',
  params: z.object({
    type: z.coerce.number().int().min(1).max(FEEDBACK_TYPES.length).describe('反馈类型'),
    content: text('反馈内容', 1000).pipe(z.string().min(5, '反馈内容至少5个字')).describe('反馈内容'),
    images: z.array(fileUrl('截图')).max(FEEDBACK_IMAGES_MAX).default([]).describe('截图'),
    contact: text('联系方式', 50).default(''),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '提交意见反馈（可带截图）',
});

export const feedbackMine = call({
  method: 'GET', path: '/feedback/add', access: 'user',
  params: z.object({ ...paging }),
  reply: page(Feedback),
  summary: '【本项目解读】我的反馈及客服答复（规格中 /feedback/add 另列 GET）',
});

export const REPORT_TYPES = ['user', 'message', 'post', 'reply'] as const;

export const reportAdd = call({
  method: 'POST', path: '/report/add', access: 'user',
  params: z.object({
    type: z.enum(REPORT_TYPES).describe('举报对象'),
    /** user: user id; post: post id; reply: reply id; message: the conversation id (with seq). */
    id: id('举报对象ID'),
    seq: id('消息序号').optional(),
    category: z.enum(['fraud', 'porn', 'abuse', 'ads', 'politics', 'other']).describe('举报类型'),
    reason: text('举报说明', 200).default(''),
  }),
  reply: z.object({ id: z.number().int(), queue: z.enum(['chat', 'content']) }),
  summary: '举报用户、消息、帖子或评论（保存快照，进入审核队列）',
});

export const Article = z.object({ type: ArticleType, title: z.string(), content: z.string(), version: z.number().int(), updatedAt: z.string().nullable() });

export const articleContent = call({
  method: 'GET', path: '/article/content', access: 'public',
  params: z.object({ type: ArticleType.describe('文章类型') }),
  reply: Article,
  summary: '协议与政策正文（HTML）',
});

export const ContactInfo = z.object({
  configured: z.boolean(), wechatId: z.string(), wechatQr: z.string(), phone: z.string(), hours: z.string(),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export const contactInfo = call({
  method: 'GET', path: '/contact/info', access: 'public',
  params: z.object({}),
  reply: ContactInfo,
  summary: '【本项目新增】客服联系方式（微信号、二维码、电话、服务时间；未配置时 configured=false）',
});

// ——— beacons (stored as events) ———

export const userPlatform = call({
  method: 'POST', path: '/user/platform', access: 'public',
  params: z.object({ platform: text('平台', 20).default(''), model: text('机型', 60).default(''), channel: text('渠道', 40).default('') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '上报客户端平台（只记录，不外发）',
});

export const baiduReturn = call({
  method: 'POST', path: '/baidu/return', access: 'public',
  params: z.object({ type: text('类型', 20).default(''), oaid: text('OAID', 100).default(''), idfa: text('IDFA', 100).default('') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '百度归因回传（只记录，不外发）',
});

export const tencentReport = call({
  method: 'GET', path: '/tencent/report', access: 'public',
  params: z.object({ clickId: text('点击ID', 200).default('') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '腾讯广告归因上报（只记录，不外发）',
});

export const AppVersion = z.object({ version: z.string(), date: z.string(), notes: z.array(z.string()) });

export const dataVersionList = call({
  method: 'GET', path: '/data/version/list', access: 'public',
  params: z.object({}),
  reply: z.object({ list: z.array(AppVersion) }),
  summary: '版本更新记录（请求记录为事件）',
});

// ——— staff ———

export const opsFeedbackList = call({
  method: 'GET', path: '/ops/help/feedback/list', access: 'user',
  params: z.object({ status: z.enum(['open', 'answered']).default('open').describe('状态'), ...paging }),
  reply: page(Feedback.extend({ user: z.object({ id: z.number().int(), name: z.string() }), answeredBy: z.string().nullable() })),
  summary: '【本项目新增】客服：意见反馈',
});

export const opsFeedbackAnswer = call({
  method: 'POST', path: '/ops/help/feedback/answer', access: 'user',
  params: z.object({ id: id('反馈'), answer: text('答复', 1000).pipe(z.string().min(1, '请填写答复')).describe('答复') }),
  reply: z.object({ status: z.literal('answered') }),
  summary: '【本项目新增】客服：答复反馈（用户在消息中心收到通知）',
});

export const opsArticleSave = call({
  method: 'POST', path: '/ops/help/article/save', access: 'user',
  params: z.object({
    type: ArticleType.describe('文章类型'), title: text('标题', 40).pipe(z.string().min(1, '请填写标题')).describe('标题'),
    content: z.string().max(100_000).describe('正文'), version: z.coerce.number().int().min(0).max(2147483647).describe('版本'),
  }),
  reply: Article,
  summary: '【本项目新增】运营 / 客服：修改协议与政策（版本不符时拒绝）',
});

export const opsQuestionSave = call({
  method: 'POST', path: '/ops/help/question/save', access: 'user',
  params: z.object({
    id: id('问题').optional(), title: text('问题', 100).pipe(z.string().min(2, '请填写问题')).describe('问题'),
    answer: text('答案', 2000).pipe(z.string().min(2, '请填写答案')).describe('答案'), sort: z.coerce.number().int().min(0).max(9999).optional().describe('排序'),
  }),
  reply: Question,
  summary: '【本项目新增】运营 / 客服：新增或修改常见问题（修改时不传排序则保持原排序；新增默认 0）',
});

export const opsQuestionDelete = call({
  method: 'POST', path: '/ops/help/question/delete', access: 'user',
  params: z.object({ id: id('问题') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '【本项目新增】运营 / 客服：删除常见问题',
});

export const opsContactSave = call({
  method: 'POST', path: '/ops/help/contact/save', access: 'user',
  params: z.object({
    wechatId: text('微信号', 40).default(''), wechatQr: fileUrl('微信二维码').or(z.literal('')).default(''),
    phone: z.string().trim().regex(/^[\d-]{0,20}$/).default('').describe('客服电话'), hours: text('服务时间', 60).default(''),
  }),
  reply: ContactInfo,
  summary: '【本项目新增】客服：设置微信客服与电话',
});

export const BEACON_KINDS = ['platform', 'baidu', 'tencent', 'version'] as const;
export const BEACON_NAMES: Record<(typeof BEACON_KINDS)[number], string> = { platform: '平台上报', baidu: '百度回传', tencent: '腾讯上报', version: '版本查询' };

export const opsBeacons = call({
  method: 'GET', path: '/ops/help/beacon/list', access: 'user',
  params: z.object({ kind: z.enum(BEACON_KINDS).optional().describe('类型'), ...paging }),
  reply: page(z.object({ id: z.number().int(), kind: z.string(), kindName: z.string(), userId: z.number().int().nullable(), ip: z.string(), platform: z.string(), data: z.record(z.string(), z.unknown()), createdAt: z.string() }),
    { counts: z.array(z.object({ kind: z.string(), kindName: z.string(), count: z.number().int() })) }),
  summary: '【本项目新增】运营：归因与版本事件',
});

export const HELP_OPS_CALLS = [opsFeedbackList, opsFeedbackAnswer, opsArticleSave, opsQuestionSave, opsQuestionDelete, opsContactSave, opsBeacons] as const;
