/**
 * 发现 (issue #18 point 4; spec §7 "Find and surname", routes /find/*): courses (图文课程) and videos about genealogy
 * published by staff (运营, `/find/edit`, `/find/delete/:id`), with likes, collects and shares counted once per user,
 * and comments with likes (`/findComment/*`). A video plays from `/find/video/file?id=` (【本项目新增】, bytes with
 * HTTP Range so the player seeks; its poster is the item's cover; its length in seconds is shown as 时:分:秒).
 * The ad page is a sign-up form for genealogy compilation services (`/find/order/edit`); staff (客服 service) see and
 * handle the entries (`/find/order/list|get`, `/ops/find/order/handle`).
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, page, paging, rawCall, text } from './common/index';

export const FIND_KINDS = ['course', 'video'] as const;
export const FindKind = z.enum(FIND_KINDS);
export const FIND_KIND_NAMES: Record<(typeof FIND_KINDS)[number], string> = { course: '课程', video: '视频' };

export const FindItem = z.object({
  id: z.number().int(),
  kind: FindKind,
  kindName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Seconds (videos). */
  duration: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  shareCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  liked: z.boolean(),
  collected: z.boolean(),
  createdAt: z.string(),
});
export type FindItem = z.infer<typeof FindItem>;

export const FindDetail = FindItem.extend({
  /** Clean HTML of a course. */
  body: z.string(),
  /** Where the player reads the video ('' for a course): /app/api/find/video/file?id=. */
  videoUrl: z.string(),
});

export const FindComment = z.object({
  id: z.number().int(), userName: z.string(), userPhoto: z.string(), body: z.string(), likeCount: z.number().int(), liked: z.boolean(), createdAt: z.string(),
});

const byId = (label: string) => z.object({ id: id(label) });
const listParams = { kind: FindKind.optional().describe('类别'), ...paging };

export const findList = call({
  method: 'GET', path: '/find/list', access: 'public', params: z.object(listParams), reply: page(FindItem), summary: '发现：课程与视频（新到旧）',
});
export const findV2List = call({
  method: 'GET', path: '/find/v2/list', access: 'public', params: z.object(listParams), reply: page(FindItem), summary: '发现列表（同 /find/list）',
});
export const findCollectList = call({
  method: 'GET', path: '/find/collectList', access: 'user', params: z.object({ ...paging }), reply: page(FindItem), summary: '我收藏的课程与视频',
});
export const findGet = call({
  method: 'GET', path: '/find/get/:id', access: 'public', params: byId('内容'), reply: FindDetail, summary: '课程或视频详情（浏览数加一）',
});
export const findEdit = call({
  method: 'POST', path: '/find/edit', access: 'user',
  params: z.object({
    id: id('内容').optional(),
    kind: FindKind.describe('类别'),
    title: text('标题', 60).pipe(z.string().min(1, '请填写标题')).describe('标题'),
    summary: text('简介', 200).default(''),
    cover: fileUrl('封面').default(''),
    video: fileUrl('视频').default(''),
    duration: z.coerce.number().int().min(0).max(86_400).default(0).describe('时长（秒）'),
    body: z.string().max(100_000, '正文太长').default('').describe('正文'),
  }),
  reply: FindDetail, summary: '运营：发布或修改课程、视频（正文按统一规则清理）',
});
export const findDelete = call({
  method: 'POST', path: '/find/delete/:id', access: 'user', params: byId('内容'), reply: z.object({ deleted: z.literal(true) }), summary: '运营：删除课程或视频',
});
const toggle = (label: string) => z.object({ id: id('内容'), value: flag(label).default(true) });
export const findLike = call({
  method: 'POST', path: '/find/like/:id', access: 'user', params: toggle('点赞'), reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }), summary: '点赞（value=0 取消）；每人一次',
});
export const findCollect = call({
  method: 'POST', path: '/find/collect/:id', access: 'user', params: toggle('收藏'), reply: z.object({ collected: z.boolean(), collectCount: z.number().int() }), summary: '收藏（value=0 取消）；每人一次',
});
export const findShare = call({
  method: 'POST', path: '/find/share/:id', access: 'user', params: byId('内容'), reply: z.object({ shareCount: z.number().int() }), summary: '分享；每人计一次',
});
export const findVideoFile = rawCall({
  method: 'GET', path: '/find/video/file', access: 'public', params: byId('视频'),
  raw: { contentType: 'video/mp4', range: true, refusalStatus: 403 },
  summary: '【本项目新增】视频文件流（支持 Range，可拖动进度）',
});

export const findComments = call({
  method: 'GET', path: '/findComment/comments/:id', access: 'public', params: z.object({ id: id('内容'), ...paging }), reply: page(FindComment), summary: '评论（新到旧）',
});
export const findCommentAdd = call({
  method: 'POST', path: '/findComment/add', access: 'user',
  params: z.object({ id: id('内容'), body: text('评论', 500).pipe(z.string().min(1, '请填写评论内容')).describe('评论') }),
  reply: FindComment, summary: '发表评论（敏感词过滤）',
});
export const findCommentLike = call({
  method: 'POST', path: '/findComment/addLike', access: 'user', params: z.object({ id: id('评论'), value: flag('点赞').default(true) }),
  reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }), summary: '评论点赞（value=0 取消）；每人一次',
});

// ——— 修谱服务报名 (the ad page) ———

export const FIND_ORDER_STATUS_NAMES: Record<string, string> = { new: '待联系', contacted: '已联系', done: '已完成' };
export const FindOrder = z.object({
  id: z.number().int(), name: z.string(), phone: z.string(), surname: z.string(), region: z.string(), message: z.string(),
  status: z.enum(['new', 'contacted', 'done']), statusName: z.string(), note: z.string(), createdAt: z.string(),
});

export const findOrderEdit = call({
  method: 'POST', path: '/find/order/edit', access: 'user',
  params: z.object({
    name: text('姓名', 20).pipe(z.string().min(1, '请填写姓名')).describe('姓名'),
    phone: z.string().trim().regex(/^1\d{10}$/, '手机号格式不正确').describe('手机号'),
    surname: text('姓氏', 10).pipe(z.string().min(1, '请填写姓氏')).describe('姓氏'),
    region: text('所在地区', 60).default(''),
    message: text('需求说明', 500).default(''),
  }),
  reply: FindOrder, summary: '修谱服务报名（每人每天最多3次）',
});
export const findOrderList = call({
  method: 'GET', path: '/find/order/list', access: 'user', params: z.object({ status: z.enum(['new', 'contacted', 'done']).optional().describe('状态'), ...paging }),
  reply: page(FindOrder), summary: '客服：修谱服务报名列表',
});
export const findOrderGet = call({
  method: 'GET', path: '/find/order/get/:id', access: 'user', params: byId('报名'), reply: FindOrder, summary: '客服：报名详情',
});
export const opsFindOrderHandle = call({
  method: 'POST', path: '/ops/find/order/handle', access: 'user',
  params: z.object({ id: id('报名'), status: z.enum(['contacted', 'done']).describe('状态'), note: text('备注', 200).default('') }),
  reply: FindOrder, summary: '【本项目新增】客服：标记报名为已联系或已完成，记下备注',
});

// ——— the operators' console (/ops/find-items, role 运营 operator) ———

export const FIND_STATUS_NAMES: Record<string, string> = { published: '已发布', hidden: '已下架' };
export const OpsFindItem = FindItem.extend({ status: z.enum(['published', 'hidden']), statusName: z.string(), video: z.string(), body: z.string() });
export const opsFindList = call({
  method: 'GET', path: '/ops/find/list', access: 'user', params: z.object(listParams), reply: page(OpsFindItem),
  summary: '【本项目新增】运营：全部课程与视频（已发布和已下架，新到旧）',
});
export const opsFindPublish = call({
  method: 'POST', path: '/ops/find/publish', access: 'user', params: z.object({ id: id('内容'), published: flag('发布') }),
  reply: z.object({ status: z.enum(['published', 'hidden']) }), summary: '【本项目新增】运营：下架（published=0）或重新发布课程、视频',
});

export const FIND_OPS_CALLS = [opsFindOrderHandle, opsFindList, opsFindPublish] as const;
