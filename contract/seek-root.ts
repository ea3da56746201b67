/**
 * 寻根 (issue #22 parts 1 and 2; spec "Seek roots"): a seeker posts what he knows of his roots — surname, ancestral
 * place (area picker), 堂号 / 郡望, the 字辈 characters he remembers, the names of his father, grandfather and
 * great-grandfather, the migration story, photos. Anyone reads the square (by surname, newest / hottest / 精华);
 * replies (线索) with likes; the author adopts one reply (采纳, his alone) and marks the post 寻根成功; moderators (审核)
 * mark a post 精 (polish) and block it (gone from every list but the author's own); shares count once per user with
 * the scene shared to.
 * Matching (`/seekRoot/recommend`): for each post a job ranks the platform's PUBLIC clans by surname, 堂号 / 郡望, place
 * and the remembered 字辈 characters appearing in a clan's poem in the same order at 世 consistent with the seeker's
 * age, with the reasons shown, and candidate members (the grandfather's name at the right 世) — deceased members with
 * public privacy only. A members-only or password clan is never matched. The clan's admins get a message and may
 * answer on the post for their clan (`/seek-root/v2/reply` with `clanId`).
 * Lists answer `{ list, hasNext }`. Our additions are marked 【本项目新增】.
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, int4, page, paging, text } from './common/index';

export const SEEK_STATUS_NAMES: Record<string, string> = { open: '寻根中', succeeded: '寻根成功', deleted: '已删除' };
export const SEEK_SORTS = ['new', 'hot', 'polish'] as const;
export const SEEK_SORT_NAMES: Record<(typeof SEEK_SORTS)[number], string> = { new: '最新', hot: '最热', polish: '精华' };
/** Whose generation the last remembered 字辈 character is. */
export const ZIBEI_LAST_NAMES = ['我这一辈', '父亲一辈', '祖父一辈'] as const;
export const SHARE_SCENES = ['wechat', 'moments', 'link', 'poster'] as const;

/** Han characters only (a 字辈 list, a surname). */
const HAN = /^[\p{Script=Han}]*$/u;

export const SeekAuthor = z.object({ id: z.number().int(), name: z.string(), photo: z.string() });

export const SeekCard = z.object({
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  areaName: z.string(),
  hall: z.string(),
  zibei: z.string(),
  /** Plain text, at most 100 characters of the story. */
  summary: z.string(),
  images: z.array(z.string()),
  author: SeekAuthor,
  status: z.string(),
  statusName: z.string(),
  polished: z.boolean(),
  blocked: z.boolean(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  shareCount: z.number().int(),
  viewCount: z.number().int(),
  /** Candidate clans found so far. */
  matchCount: z.number().int(),
  liked: z.boolean(),
  createdAt: z.string(),
});
export type SeekCard = z.infer<typeof SeekCard>;

export const SeekDetail = SeekCard.extend({
  areaCode: z.number().int(),
  village: z.string(),
  junwang: z.string(),
  zibeiLast: z.number().int(),
  father: z.string(),
  grandfather: z.string(),
  greatGrandfather: z.string(),
  birthYear: z.number().int(),
  story: z.string(),
  /** Shown to logged-in readers only. */
  contact: z.string(),
  adoptedReplyId: z.number().int().nullable(),
  mine: z.boolean(),
  /** A moderator reads it (polish / block buttons). */
  canModerate: z.boolean(),
  /** The clans (of the reader's) this post matched: he may answer for them. */
  answerClans: z.array(z.object({ projectId: z.number().int(), clanId: z.number().int(), name: z.string() })),
});
export type SeekDetail = z.infer<typeof SeekDetail>;

export const SeekReplyItem = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  parentId: z.number().int().nullable(),
  user: SeekAuthor,
  toUserName: z.string(),
  body: z.string(),
  /** Answered for this clan ("来自 颍川陈氏族谱"), empty otherwise. */
  clanName: z.string(),
  clanId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  adopted: z.boolean(),
  canDelete: z.boolean(),
  /** The post's author may adopt it (a top-level reply by someone else, none adopted yet). */
  canAdopt: z.boolean(),
  createdAt: z.string(),
});
export type SeekReplyItem = z.infer<typeof SeekReplyItem>;

export const SeekReplyThread = SeekReplyItem.extend({ children: z.array(SeekReplyItem), childCount: z.number().int() });

export const SeekMatchMember = z.object({
  id: z.number().int(),
  name: z.string(),
  generation: z.number().int(),
  generationLabel: z.string(),
  /** 祖父, 曾祖父, 父亲. */
  relation: z.string(),
});

export const SeekMatch = z.object({
  projectId: z.number().int(),
  clanId: z.number().int(),
  clanName: z.string(),
  surname: z.string(),
  hall: z.string(),
  area: z.string(),
  rank: z.number().int(),
  score: z.number(),
  /** e.g. "字辈 '德明光' 与 颍川陈氏族谱 第18–20世 相符". */
  reasons: z.array(z.string()),
  genFrom: z.number().int().nullable(),
  genTo: z.number().int().nullable(),
  members: z.array(SeekMatchMember),
});
export type SeekMatch = z.infer<typeof SeekMatch>;

export const BaseInfo = z.object({
  realName: z.string(),
  gender: z.string(),
  birthYear: z.number().int(),
  firstName: z.string(),
  areaCode: z.number().int(),
  areaName: z.string(),
  contact: z.string(),
});
export type BaseInfo = z.infer<typeof BaseInfo>;

const byId = (label: string) => z.object({ id: id(label) });
const han = (label: string, max: number) => text(label, max).refine((s) => HAN.test(s), `${label}只能填写汉字`);
const name = (label: string) => text(label, 12);
const birthYear = () => z.coerce.number().int().min(0).max(2100).refine((y) => y === 0 || y >= 1880, '出生年份不正确').default(0).describe('出生年份');

export const seekRootAdd = call({
  method: 'POST', path: '/seek-root/add', access: 'user',
  params: z.object({
    firstName: han('姓氏', 2).pipe(z.string().min(1, '请填写姓氏')),
    areaCode: z.coerce.number().int().min(0).max(999999999).default(0).describe('祖籍地区'),
    areaName: text('祖籍地区', 60).default(''),
    village: text('村镇', 60).default(''),
    hall: text('堂号', 20).default(''),
    junwang: text('郡望', 20).default(''),
    zibei: han('字辈', 20).default(''),
    zibeiLast: z.coerce.number().int().min(0).max(2).default(0).describe('最后一个字辈是谁的'),
    father: name('父亲姓名').default(''),
    grandfather: name('祖父姓名').default(''),
    greatGrandfather: name('曾祖父姓名').default(''),
    birthYear: birthYear(),
    title: text('标题', 40).default(''),
    story: text('迁徙经历', 2000).default(''),
    images: z.array(fileUrl('图片')).max(9, '最多9张图片').default([]).describe('图片'),
    contact: text('联系方式', 40).default(''),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '发布寻根：姓氏、祖籍、堂号、字辈、祖辈姓名、迁徙经历、照片；发布后自动匹配平台上的家族',
});

export const seekRootGet = call({
  method: 'GET', path: '/seek-root/v2/get/:id', access: 'session', params: byId('寻根'), reply: SeekDetail,
  summary: '寻根详情（浏览数加一）',
});

export const seekRootList = call({
  method: 'GET', path: '/seek-root/list', access: 'session',
  params: z.object({
    userId: id('用户').optional(),
    firstName: han('姓氏', 2).optional(),
    sort: z.enum(SEEK_SORTS).default('new').describe('排序'),
    ...paging,
  }),
  reply: page(SeekCard),
  summary: '寻根广场：按姓氏、发布人筛选，最新、最热或精华；不含已屏蔽的',
});

export const seekRootReplyList = call({
  method: 'GET', path: '/seek-root/reply/list', access: 'session',
  params: z.object({ id: id('寻根'), ...paging }), reply: page(SeekReplyThread),
  summary: '寻根的回复（线索），楼层先早后晚，采纳的在最前；每层带前 3 条回复',
});

export const seekRootReply = call({
  method: 'POST', path: '/seek-root/v2/reply', access: 'user',
  params: z.object({
    id: id('寻根'),
    parentId: id('回复').optional(),
    body: text('回复', 500).pipe(z.string().min(1, '请填写回复内容')).describe('回复'),
    /** Answer for this clan (its 管理员 / 协管员 only). */
    projectId: id('家族').optional(),
    clanId: id('族谱').optional(),
  }),
  reply: SeekReplyItem,
  summary: '回复寻根（提供线索）；家族管理员可以家族名义答复；发布人收到消息',
});

export const seekRootLike = call({
  method: 'GET', path: '/seek-root/like', access: 'user',
  params: z.object({ id: id('寻根'), value: flag('点赞').default(true) }), reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  summary: '点赞（value=1）或取消（value=0）；每人只计一次',
});

export const seekRootReplyLike = call({
  method: 'GET', path: '/seek-root/reply-like', access: 'user',
  params: z.object({ id: id('回复'), value: flag('点赞').default(true) }), reply: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  summary: '回复点赞（value=1）或取消（value=0）；每人只计一次',
});

export const seekRootShare = call({
  method: 'POST', path: '/seek-root/share/:id', access: 'user',
  params: z.object({ id: id('寻根'), scene: z.enum(SHARE_SCENES).default('link').describe('分享场景') }),
  reply: z.object({ shareCount: z.number().int(), path: z.string() }),
  summary: '记录一次分享（scene：wechat 好友、moments 朋友圈、link 链接、poster 海报）；每人只计一次；答复分享的页面路径',
});

export const seekRootSucceed = call({
  method: 'POST', path: '/seek-root/succeed/:id', access: 'user', params: byId('寻根'), reply: z.object({ status: z.string() }),
  summary: '标记寻根成功（发布人）',
});

export const seekRootPolish = call({
  method: 'POST', path: '/seek-root/polish/:id', access: 'user',
  params: z.object({ id: id('寻根'), value: flag('加精').default(true) }), reply: z.object({ polished: z.boolean() }),
  summary: '加精（value=1）或取消（value=0）（审核人员）',
});

export const seekRootAdopt = call({
  method: 'POST', path: '/seek-root/adopt/:id', access: 'user', params: byId('回复'), reply: z.object({ adoptedReplyId: z.number().int() }),
  summary: '采纳一条回复（仅发布人；每条寻根只能采纳一条；回复人收到消息）',
});

export const seekRootDelete = call({
  method: 'POST', path: '/seek-root/delete/:id', access: 'user', params: byId('寻根'), reply: z.object({ deleted: z.literal(true) }),
  summary: '删除寻根（发布人或审核人员）',
});

export const seekRootReplyDelete = call({
  method: 'POST', path: '/seek-root/reply-delete/:id', access: 'user', params: byId('回复'), reply: z.object({ deleted: z.literal(true) }),
  summary: '删除回复（回复人或寻根发布人；已采纳的不能删除）',
});

export const seekRootBlock = call({
  method: 'GET', path: '/seek-root/block', access: 'user',
  params: z.object({ id: id('寻根'), value: flag('屏蔽').default(true), reason: text('理由', 200).default('') }),
  reply: z.object({ blocked: z.boolean() }),
  summary: '屏蔽（value=1）或恢复（value=0）寻根（审核人员）；屏蔽后从所有列表消失，仅发布人可见',
});

export const seekRootUserBaseInfo = call({
  method: 'GET', path: '/seekRoot/userBaseInfo', access: 'user', params: z.object({}), reply: BaseInfo,
  summary: '我的寻根基本信息（发布时自动带入）',
});

export const seekRootUpdateUserBaseInfo = call({
  method: 'POST', path: '/seekRoot/updateUserBaseInfo', access: 'user',
  params: z.object({
    realName: text('姓名', 12).default(''),
    gender: z.enum(['', '男', '女']).default('').describe('性别'),
    birthYear: birthYear(),
    firstName: han('姓氏', 2).default(''),
    areaCode: z.coerce.number().int().min(0).max(999999999).default(0).describe('祖籍地区'),
    areaName: text('祖籍地区', 60).default(''),
    contact: text('联系方式', 40).default(''),
  }),
  reply: BaseInfo,
  summary: '保存我的寻根基本信息',
});

export const seekRootInfo = call({
  method: 'GET', path: '/seekRoot/info', access: 'session', params: z.object({}),
  reply: z.object({
    postCount: z.number().int(),
    succeedCount: z.number().int(),
    /** Public clans the matching reads. */
    clanCount: z.number().int(),
    /** Surnames with the most open posts. */
    hotNames: z.array(z.object({ firstName: z.string(), count: z.number().int() })),
  }),
  summary: '寻根首页概况：寻根数、成功数、可匹配的公开族谱数、热门姓氏',
});

export const seekRootRecommend = call({
  method: 'GET', path: '/seekRoot/recommend', access: 'session', params: byId('寻根'),
  reply: z.object({
    /** pending: the matching job has not run since the post (or a clan) changed. */
    state: z.enum(['pending', 'done']),
    matchedAt: z.string().nullable(),
    list: z.array(SeekMatch),
  }),
  summary: '这条寻根匹配到的家族（按相符程度），附理由和可能的先人（只含已故、公开的成员）',
});

export const seekRootNameList = call({
  method: 'GET', path: '/seekRoot/list', access: 'session', params: z.object({ ...paging }),
  reply: page(z.object({ firstName: z.string(), count: z.number().int(), succeedCount: z.number().int() })),
  summary: '按姓氏分组的寻根数（多到少）',
});

export const seekRootMy = call({
  method: 'GET', path: '/seekRoot/my', access: 'user', params: z.object({ ...paging }), reply: page(SeekCard),
  summary: '我发布的寻根（含被屏蔽的）',
});

export const SeekBanner = z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string(), sort: z.number().int() });

export const seekRootBannerList = call({
  method: 'GET', path: '/seekRootBanner/list', access: 'public', params: z.object({}), reply: z.object({ list: z.array(SeekBanner) }),
  summary: '寻根首页横幅',
});

// ——— the console (/ops/seek-root/*): moderators (审核) read the posts; operators (运营) keep the banners ———

export const opsSeekRootPosts = call({
  method: 'GET', path: '/ops/seek-root/post/list', access: 'user',
  params: z.object({ filter: z.enum(['all', 'blocked', 'polished']).default('all').describe('筛选'), ...paging }), reply: page(SeekCard),
  summary: '【本项目新增】审核：全部寻根（含已屏蔽），新到旧',
});

export const opsSeekRootBannerSave = call({
  method: 'POST', path: '/ops/seek-root/banner/save', access: 'user',
  params: z.object({
    id: id('横幅').optional(),
    image: fileUrl('图片').pipe(z.string().min(1, '请上传图片')),
    title: text('标题', 40).default(''),
    link: z.string().trim().max(200).regex(/^(\/[\w\-/?=&.%]*)?$/, '链接须为站内页面路径').default('').describe('链接'),
    sort: int4('排序').default(0),
  }),
  reply: SeekBanner,
  summary: '【本项目新增】运营：新增或修改寻根横幅',
});

export const opsSeekRootBannerDelete = call({
  method: 'POST', path: '/ops/seek-root/banner/delete', access: 'user', params: byId('横幅'), reply: z.object({ deleted: z.literal(true) }),
  summary: '【本项目新增】运营：删除寻根横幅',
});

export const SEEK_ROOT_OPS_CALLS = [opsSeekRootPosts, opsSeekRootBannerSave, opsSeekRootBannerDelete] as const;
