/**
 * Content (issue #18 point 1; spec §7 "Content and community"): 动态 (a short post: text + up to 9 photos or one
 * video), 文章 (a long article, rich text), 公告 and 新闻.
 * - Each post belongs to one clan (家族 = project; read by those who may read the family, per its privacy) or is public
 *   (`projectIds` empty). Publishing to several of the author's clans writes one post per clan (each with its own
 *   likes and replies). A public 公告 is a site notice (staff 运营 only); a clan 公告 is written by the clan's 管理员 / 协管员.
 * - Drafts: `/content/add` with `draft: 1` saves the author's one draft of that contentType (autosave); `/content/draft`
 *   reads it back; publishing (`draft` absent) removes it.
 * - Text: every title, body and reply goes through the sensitive-word filter (refused with msg 0); an article's HTML is
 *   cleaned with the one rich-text policy (server/domains/book/rich-text.ts cleanHtml); a post's body is plain text.
 * - Likes (`/content/like/v2/:id?value=1|0`), reply likes and shares count once per user, under parallel requests too.
 * - 置顶 (`/content/top/:id`) by the clan's 管理员 / 协管员; 屏蔽 (`/content/blacklist/add/:id`, a user id) hides his posts
 *   and replies from me; a user a moderator restricted (`/user/is-publish-lock/:x`) cannot publish or reply.
 * - Reports (`/content/report`, our addition) go to the moderators' queue (`/ops/content/*`, role 审核): hide or
 *   restore a post, restrict or free a user; every action is in the moderators' log.
 * Lists answer `{ list, hasNext }`: by clan (`projectId`, pinned first), by tag, by the authors I follow (`follow=1`),
 * or the public square (no filter). Our additions are marked 【本项目新增】.
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, page, paging, text } from './common/index';

export const CONTENT_TYPES = ['post', 'article', 'notice', 'news'] as const;
export const ContentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentType>;
export const CONTENT_TYPE_NAMES: Record<ContentType, string> = { post: '动态', article: '文章', notice: '公告', news: '新闻' };

/** The tags a post may carry (`/content/tag/list`, in this order). */
export const CONTENT_TAGS = ['家族新闻', '寻根问祖', '修谱动态', '祭祖活动', '家风家训', '先贤人物', '宗祠建筑', '姓氏文化'] as const;

export const CONTENT_STATUS_NAMES: Record<string, string> = { draft: '草稿', published: '已发布', hidden: '已隐藏', deleted: '已删除' };

export const Author = z.object({ id: z.number().int(), name: z.string(), photo: z.string() });

export const ContentCard = z.object({
  id: z.number().int(),
  contentType: ContentType,
  contentTypeName: z.string(),
  title: z.string(),
  /** Plain text, at most 120 characters (an article's first lines). */
  summary: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  tags: z.array(z.string()),
  /** The clan, null for a public post. */
  projectId: z.number().int().nullable(),
  projectName: z.string(),
  author: Author,
  status: z.string(),
  statusName: z.string(),
  pinned: z.boolean(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  shareCount: z.number().int(),
  viewCount: z.number().int(),
  /** I liked it. */
  liked: z.boolean(),
  createdAt: z.string(),
});
export type ContentCard = z.infer<typeof ContentCard>;

export const ContentDetail = ContentCard.extend({
  /** Plain text of a post; clean HTML of an article, notice or news item. */
  body: z.string(),
  /** May I pin it (the clan's 管理员 / 协管员)? May I delete it (author or clan manager)? */
  canPin: z.boolean(),
  canDelete: z.boolean(),
  /** I wrote it (sync and privacy are mine to change). */
  mine: z.boolean(),
  /** I follow the author. */
  following: z.boolean(),
});
export type ContentDetail = z.infer<typeof ContentDetail>;

export const ReplyItem = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  parentId: z.number().int().nullable(),
  user: Author,
  /** "回复 某某" in a thread. */
  toUserName: z.string(),
  body: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  canDelete: z.boolean(),
  /** Hidden by a moderator after a report: body is replaced by 该评论已被隐藏 (its author still sees his words). */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ReplyItem = z.infer<typeof ReplyItem>;

export const ReplyThread = ReplyItem.extend({ children: z.array(ReplyItem), childCount: z.number().int() });
export type ReplyThread = z.infer<typeof ReplyThread>;

const byId = (label: string) => z.object({ id: id(label) });

export const contentAdd = call({
  method: 'POST', path: '/content/add', access: 'user',
  params: z.object({
    /** The draft being published or saved again. */
    id: id('草稿').optional(),
    contentType: ContentType.describe('内容类型'),
    title: text('标题', 60).default(''),
    body: z.string().max(100_000, '正文太长').default('').describe('正文'),
    images: z.array(fileUrl('图片')).max(9, '最多9张图片').default([]).describe('图片'),
    video: fileUrl('视频').optional(),
    tags: z.array(z.enum(CONTENT_TAGS).describe('标签')).max(3, '最多选3个标签').default([]).describe('标签'),
    /** The clans to publish to (one post each); empty = public. */
    projectIds: z.array(id('家族')).max(10, '最多同步到10个家族').default([]).describe('发布到的家族'),
    draft: flag('存为草稿').optional(),
  }),
  reply: z.object({ ids: z.array(z.number().int()), draft: z.boolean() }),
  summary: '发布动态、文章、公告或新闻（到家族或公开；可同步多个家族），或保存草稿（每类一份，自动保存）',
});

const listParams = {
  projectId: id('家族').optional(),
  tag: z.enum(CONTENT_TAGS).optional().describe('标签'),
  contentType: ContentType.optional().describe('内容类型'),
  follow: flag('只看关注').optional(),
  ...paging,
};

export const contentSync = call({
  method: 'POST', path: '/content/sync', access: 'user',
  params: z.object({ id: id('内容'), projectIds: z.array(id('家族')).min(1, '请选择家族').max(10, '最多同步到10个家族').describe('同步到的家族') }),
  reply: z.object({ ids: z.array(z.number().int()) }),
  summary: '【本项目新增】把我发布的内容同步到我的其他家族（每个家族一份）',
});

export const contentPrivacy = call({
  method: 'POST', path: '/content/privacy', access: 'user',
  params: z.object({ id: id('内容'), projectId: z.coerce.number().int().min(0).max(2147483647).describe('家族') }),
  reply: z.object({ projectId: z.number().int().nullable() }),
  summary: '【本项目新增】可见范围：改为公开（projectId=0）或某个家族的读者可见',
});

export const contentV2List = call({
  method: 'GET', path: '/content/v2/list', access: 'session', params: z.object(listParams), reply: page(ContentCard),
  summary: '内容列表：按家族（置顶在前）、标签、关注的人，或公开广场；不含我屏蔽的人',
});

export const contentList = call({
  method: 'GET', path: '/content/list', access: 'session', params: z.object(listParams), reply: page(ContentCard),
  summary: '内容列表（旧版，同 v2）',
});

export const contentMyList = call({
  method: 'GET', path: '/content/mylist', access: 'user',
  params: z.object({ contentType: ContentType.optional().describe('内容类型'), ...paging }), reply: page(ContentCard),
  summary: '我发布的内容（含被隐藏的）',
});

export const contentV2Get = call({
  method: 'GET', path: '/content/v2/:id', access: 'session', params: byId('内容'), reply: ContentDetail,
  summary: '内容详情（浏览数加一）',
});

export const contentGet = call({
  method: 'GET', path: '/content/get/:id', access: 'session', params: byId('内容'), reply: ContentDetail,
  summary: '内容详情（旧版，同 v2）',
});

export const contentDraft = call({
  method: 'GET', path: '/content/draft', access: 'user',
  params: z.object({ contentType: ContentType.describe('内容类型') }),
  reply: z.object({ draft: ContentDetail.extend({ projectIds: z.array(z.number().int()) }).nullable() }),
  summary: '我这一类内容的草稿（没有时为 null）',
});

export const contentDel = call({
  method: 'GET', path: '/content/del/:id', access: 'user', params: byId('内容'), reply: z.object({ deleted: z.literal(true) }),
  summary: '删除内容（作者，或家族管理员、协管员）',
});

export const contentTop = call({
  method: 'POST', path: '/content/top/:id', access: 'user',
  params: z.object({ id: id('内容'), top: flag('置顶').default(true) }), reply: z.object({ pinned: z.boolean() }),
  summary: '置顶或取消置顶（家族管理员、协管员）',
});

export const contentLike = call({
  method: 'GET', path: '/content/like/v2/:id', access: 'user',
  params: z.object({ id: id('内容'), value: flag('点赞').default(true) }), reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  summary: '点赞（value=1）或取消（value=0）；每人只计一次',
});

export const contentShare = call({
  method: 'GET', path: '/content/share/:id', access: 'user', params: byId('内容'), reply: z.object({ shareCount: z.number().int() }),
  summary: '记录一次分享；每人只计一次',
});

export const contentFollow = call({
  method: 'GET', path: '/content/follow/:id', access: 'user', params: byId('内容'), reply: z.object({ following: z.boolean() }),
  summary: '关注或取消关注这条内容的作者',
});

export const contentBlacklistAdd = call({
  method: 'GET', path: '/content/blacklist/add/:id', access: 'user', params: byId('用户'), reply: z.object({ blocked: z.literal(true) }),
  summary: '屏蔽此人：不再看到他的内容和评论',
});

export const contentBlacklistList = call({
  method: 'GET', path: '/content/blacklist/list', access: 'user', params: z.object({ ...paging }), reply: page(Author),
  summary: '【本项目新增】我屏蔽的人',
});

export const contentBlacklistDel = call({
  method: 'GET', path: '/content/blacklist/del/:id', access: 'user', params: byId('用户'), reply: z.object({ blocked: z.literal(false) }),
  summary: '【本项目新增】取消屏蔽',
});

export const contentReply = call({
  method: 'POST', path: '/content/v2/reply', access: 'user',
  params: z.object({ contentId: id('内容'), parentId: id('评论').optional(), body: text('评论', 500).pipe(z.string().min(1, '请填写评论内容')).describe('评论') }),
  reply: ReplyItem,
  summary: '评论或回复评论；作者收到消息',
});

export const contentReplyV2List = call({
  method: 'GET', path: '/content/reply/v2/list', access: 'session',
  params: z.object({ contentId: id('内容'), ...paging }), reply: page(ReplyThread),
  summary: '评论（楼层，先早后晚），每层带前 3 条回复',
});

export const contentReplyList = call({
  method: 'GET', path: '/content/reply/list', access: 'session',
  params: z.object({ contentId: id('内容'), parentId: id('评论').optional(), ...paging }), reply: page(ReplyItem),
  summary: '评论平铺列表；带 parentId 时为一层楼的全部回复',
});

export const contentReplyLike = call({
  method: 'GET', path: '/content/reply/like/:id', access: 'user',
  params: z.object({ id: id('评论'), value: flag('点赞').default(true) }), reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  summary: '评论点赞（value=1）或取消（value=0）；每人只计一次',
});

export const contentReplyDel = call({
  method: 'GET', path: '/content/reply/del/:id', access: 'user', params: byId('评论'), reply: z.object({ deleted: z.literal(true) }),
  summary: '删除评论（评论人或内容作者）',
});

export const contentReplyCount = call({
  method: 'GET', path: '/content/reply/count/:id', access: 'session', params: byId('内容'), reply: z.object({ count: z.number().int() }),
  summary: '评论数',
});

export const contentTagList = call({
  method: 'GET', path: '/content/tag/list', access: 'public',
  params: z.object({
    orderBy: z.string().max(30).optional().describe('排序'),
    pageIndex: paging.pageIndex,
    pageSize: z.coerce.number().int().min(1).max(9999).default(9999).describe('每页条数'),
  }),
  reply: page(z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() })),
  summary: '标签（按 Sort 升序）',
});

export const contentReport = call({
  method: 'POST', path: '/content/report', access: 'user',
  params: z.object({
    id: id('内容'),
    /** Report one reply of the post instead of the post. */
    replyId: id('评论').optional(),
    reason: text('举报理由', 200).pipe(z.string().min(1, '请填写举报理由')).describe('举报理由'),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '【本项目新增】举报内容或其中一条评论（replyId），进入审核队列',
});

export const isPublishLock = call({
  method: 'GET', path: '/user/is-publish-lock/:x', access: 'user',
  params: z.object({ x: z.coerce.number().int().min(0).max(2147483647).describe('用户') }),
  reply: z.object({ locked: z.boolean(), reason: z.string() }),
  summary: '该用户（x=0 为我）是否被禁止发布',
});

export const ACTIVITY_NAMES: Record<string, string> = { publish: '发布', like: '点赞', reply: '评论', donate: '捐款' };

export const logList = call({
  method: 'POST', path: '/log/list', access: 'user', params: z.object({ ...paging }),
  reply: page(z.object({ id: z.number().int(), action: z.string(), actionName: z.string(), title: z.string(), link: z.string(), createdAt: z.string() })),
  summary: '我的动态记录：发布、点赞、评论、捐款（新到旧）',
});

export const dataNotice = call({
  method: 'GET', path: '/data/notice', access: 'session',
  params: z.object({ type: z.coerce.number().int().min(0).max(9).optional().describe('类型'), ...paging }),
  reply: page(ContentCard.extend({ /** Read by me (always false for a guest). */ read: z.boolean() }), { unread: z.number().int() }),
  summary: '网站公告（工作人员发布的公开公告），新到旧；每条带我是否已读，另给未读数',
});

// ——— read state of site notices (our additions): a notice opened is read; 全部已读 marks every one up to now ———

export const noticeUnread = call({
  method: 'GET', path: '/content/notice/unread', access: 'session', params: z.object({}),
  reply: z.object({ count: z.number().int() }),
  summary: '【本项目新增】网站公告未读数（游客为0）',
});

export const noticeRead = call({
  method: 'GET', path: '/content/notice/read/:id', access: 'user', params: z.object({ id: id('公告') }),
  reply: z.object({ count: z.number().int() }),
  summary: '【本项目新增】标记一条网站公告已读（打开详情时也会标记），答未读数',
});

export const noticeReadAll = call({
  method: 'GET', path: '/content/notice/read-all', access: 'user', params: z.object({}),
  reply: z.object({ count: z.number().int() }),
  summary: '【本项目新增】网站公告全部已读，答未读数（0）',
});

// ——— the moderators' console (/ops/content/*, role 审核 moderator) ———

export const ContentReportItem = z.object({
  id: z.number().int(),
  content: ContentCard,
  /** The reported reply (null: the post itself is reported). */
  reply: z.object({ id: z.number().int(), body: z.string(), userId: z.number().int(), userName: z.string(), hidden: z.boolean() }).nullable(),
  reporterName: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const opsContentReports = call({
  method: 'GET', path: '/ops/content/report/list', access: 'user',
  params: z.object({ status: z.enum(['open', 'handled']).default('open').describe('状态'), ...paging }), reply: page(ContentReportItem),
  summary: '【本项目新增】审核：内容举报队列',
});

export const opsContentHide = call({
  method: 'POST', path: '/ops/content/hide', access: 'user',
  params: z.object({ id: id('内容'), replyId: id('评论').optional(), hidden: flag('隐藏'), reason: text('理由', 200).default('') }), reply: z.object({ status: z.string() }),
  summary: '【本项目新增】审核：隐藏（hidden=1）或恢复（hidden=0）内容或其中一条评论（replyId），处理其举报，记入日志',
});

export const opsContentLock = call({
  method: 'POST', path: '/ops/content/lock', access: 'user',
  params: z.object({ userId: id('用户'), locked: flag('禁止发布'), reason: text('理由', 200).default('') }), reply: z.object({ locked: z.boolean() }),
  summary: '【本项目新增】审核：禁止或恢复某人发布，记入日志',
});

export const opsContentLog = call({
  method: 'GET', path: '/ops/content/log/list', access: 'user', params: z.object({ ...paging }),
  reply: page(z.object({ id: z.number().int(), staffName: z.string(), action: z.string(), actionName: z.string(), contentId: z.number().int().nullable(), userId: z.number().int().nullable(), reason: z.string(), createdAt: z.string() })),
  summary: '【本项目新增】审核：操作日志',
});

export const MOD_ACTION_NAMES: Record<string, string> = {
  hide: '隐藏内容', restore: '恢复内容', lock: '禁止发布', unlock: '恢复发布', 'hide-reply': '隐藏评论', 'restore-reply': '恢复评论',
};

export const CONTENT_OPS_CALLS = [opsContentReports, opsContentHide, opsContentLock, opsContentLog] as const;
