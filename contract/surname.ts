/**
 * The surname library (姓氏库, spec §7 "Find and surname": /surname/*, /gw-news/*; "Data": /data/first-names).
 * Calls marked 【本项目新增】 are our additions.
 *
 * Where each field comes from:
 * - licensed data (model/reference, see SOURCES.md): every 百家姓 surname with its order and 郡望
 *   (surnames.tsv, MIT) and the frequency rank (surname-frequency.tsv, Apache-2.0, a ranking, not population);
 * - the platform: member counts (users who set this surname, clan members of public clans), the public clans under
 *   each 堂号 (the pedigree), the public ancestral halls of the surname, the plaza (posts of public clans of the
 *   surname and of users of the surname), comments;
 * - EDITORIAL, written by staff in #/ops/surname-content, each item with its `source` (出处): origins (源流), famous
 *   people (名人), ancestors (始祖), temples (宗祠), articles (文章), news (资讯, the gw-news calls). Nothing of it is
 *   seeded: a surname without it shows an empty state.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text, fileUrl } from './common/index';

const surnameId = () => id('姓氏');
const surnameParam = () => z.string().trim().regex(/^\p{Script=Han}{1,2}$/u).describe('姓氏');

/** Kinds of editorial content. */
export const CONTENT_KINDS = ['origin', 'celebrity', 'ancestor', 'temple', 'article', 'news'] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;
export const CONTENT_KIND_NAMES: Record<ContentKind, string> = {
  origin: '姓氏源流', celebrity: '历史名人', ancestor: '始祖', temple: '宗祠', article: '姓氏文章', news: '寻根资讯',
};
/** gw-news types (资讯分类). */
export const NEWS_TYPES = [
  { id: 1, name: '寻根动态' }, { id: 2, name: '宗亲活动' }, { id: 3, name: '修谱知识' },
] as const;

export const Surname = z.object({
  id: z.number().int(),
  name: z.string(),
  compound: z.boolean(),
  /** Place in the 百家姓 (1–504, first occurrence); 0 = not in it. */
  bjxIndex: z.number().int(),
  /** 郡望 from the 百家姓 source; '' when it gives none. */
  junwang: z.string(),
  /** Frequency rank (1 = most common) from surname-frequency.tsv; 0 = not ranked. */
  rank: z.number().int(),
  pinyin: z.string(),
});
export type Surname = z.infer<typeof Surname>;

export const SurnameInfo = Surname.extend({
  /** Users who set this surname as theirs. */
  users: z.number().int(),
  /** Members of public clans with this surname. */
  members: z.number().int(),
  clans: z.number().int(),
  halls: z.number().int(),
  /** Editorial items per kind. */
  counts: z.record(z.string(), z.number().int()),
  /** The caller's surname is this one. */
  mine: z.boolean(),
});

export const SurnameContent = z.object({
  id: z.number().int(),
  surname: z.string(),
  kind: ContentKind,
  kindName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** 出处 */
  source: z.string(),
  /** Dynasty or era of a person (名人/始祖), '' otherwise. */
  era: z.string(),
  newsType: z.number().int(),
  tags: z.array(z.string()),
  likes: z.number().int(),
  shares: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
});
export const SurnameContentDetail = SurnameContent.extend({ body: z.string(), liked: z.boolean() });

export const SurnameComment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  text: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** 1 liked, -1 disliked, 0 neither (the caller). */
  myVote: z.number().int(),
  mine: z.boolean(),
  createdAt: z.string(),
});

export const PublicClan = z.object({
  projectId: z.number().int(), clanId: z.number().int(), name: z.string(), hall: z.string(), area: z.string(), members: z.number().int(),
});
export const PublicHall = z.object({
  id: z.number().int(), projectId: z.number().int(), name: z.string(), hallName: z.string(), address: z.string(), cover: z.string(), visits: z.number().int(),
});

// ——— Lists, search, one surname ———

export const surnameList = call({
  method: 'GET', path: '/surname/v2/list', access: 'public',
  params: z.object({ keyword: z.string().trim().max(20).optional().describe('关键词'), compound: flag('复姓').optional(), ...paging, pageSize: paging.pageSize.default(60) }),
  reply: page(Surname),
  summary: '百家姓（按百家姓顺序）；可按姓氏、拼音或郡望搜索，可只看复姓',
});

export const surnameTopList = call({
  method: 'GET', path: '/surname/v3/list', access: 'public',
  params: z.object({ ...paging, pageSize: paging.pageSize.default(60) }),
  reply: page(Surname.extend({ users: z.number().int() })),
  summary: '姓氏排行（按常见度排名），含平台上同姓用户数',
});

export const surnameGet = call({
  method: 'GET', path: '/surname/v2/get', access: 'public',
  params: z.object({ id: surnameId().optional(), name: surnameParam().optional() }),
  reply: Surname, summary: '按ID或姓氏取一个姓氏',
});

export const surnameInfo = call({
  method: 'GET', path: '/surname/v2/info', access: 'session', params: z.object({ id: surnameId() }), reply: SurnameInfo,
  summary: '姓氏概况：郡望、排名、同姓用户与族人数、公开族谱与祠堂数、各类内容数',
});

export const surnameProduct = call({
  method: 'GET', path: '/surname/v2/product', access: 'public', params: z.object({ id: surnameId() }),
  reply: z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string(), hall: z.string(), place: z.string(), yearText: z.string(), cover: z.string(), price: z.number().int() })) }),
  summary: '该姓氏的古谱（可阅读或购买）',
});

export const surnameCheck = call({
  method: 'GET', path: '/surname/v2/check', access: 'public', params: z.object({ name: z.string().trim().min(1).max(20).describe('姓名') }),
  reply: z.object({ found: z.boolean(), surname: Surname.nullable() }),
  summary: '从姓名中识别姓氏（复姓优先）',
});

export const surnameGuide = call({
  method: 'GET', path: '/surname/v2/guide', access: 'session', params: z.object({}),
  reply: z.object({ mySurname: Surname.nullable(), hot: z.array(Surname) }),
  summary: '姓氏库引导：我的姓氏（未设置为空）与常见姓氏',
});

export const surnameArticles = call({
  method: 'GET', path: '/surname/v2/articles', access: 'public',
  params: z.object({ id: surnameId(), kind: z.enum(['origin', 'article', 'news']).optional().describe('类型'), ...paging }),
  reply: page(SurnameContent), summary: '姓氏文章（源流、文章、资讯）',
});

export const surnameCelebrities = call({
  method: 'GET', path: '/surname/v2/celebrities', access: 'public',
  params: z.object({ id: surnameId(), kind: z.enum(['celebrity', 'ancestor']).default('celebrity').describe('类型'), ...paging }),
  reply: page(SurnameContent), summary: '历史名人或始祖',
});

export const surnameHalls = call({
  method: 'GET', path: '/surname/v2/halls', access: 'public', params: z.object({ id: surnameId() }),
  reply: z.object({ temples: z.array(SurnameContent), halls: z.array(PublicHall) }),
  summary: '宗祠（运营编写）与平台上该姓公开族谱的祠堂',
});

export const surnameContent = call({
  method: 'GET', path: '/surname/v2/content', access: 'session', params: z.object({ id: id('内容ID') }), reply: SurnameContentDetail,
  summary: '一篇姓氏内容（含出处）',
});

export const surnameComments = call({
  method: 'GET', path: '/surname/v2/comments', access: 'session', params: z.object({ id: surnameId(), ...paging }),
  reply: page(SurnameComment), summary: '姓氏评论（新的在前）',
});

export const surnameMemberInfo = call({
  method: 'GET', path: '/surname/v2/member/info', access: 'public', params: z.object({ id: surnameId() }),
  reply: z.object({ users: z.number().int(), members: z.number().int(), clans: z.number().int() }),
  summary: '同姓人数：设置此姓的用户、公开族谱中的族人、公开族谱数',
});

export const surnameSetMine = call({
  method: 'POST', path: '/surname/v3/first-name/:id', access: 'user', params: z.object({ id: surnameId() }),
  reply: z.object({ firstName: z.string() }), summary: '设为我的姓氏',
});

export const surnameContentLike = call({
  method: 'POST', path: '/surname/v2/content/like', access: 'user', params: z.object({ id: id('内容ID') }),
  reply: z.object({ liked: z.boolean(), likes: z.number().int() }), summary: '点赞或取消点赞姓氏内容',
});

export const surnameContentShare = call({
  method: 'POST', path: '/surname/v2/content/share', access: 'user', params: z.object({ id: id('内容ID') }),
  reply: z.object({ shares: z.number().int() }), summary: '分享姓氏内容（每人每篇计一次）',
});

export const surnameContentHistory = call({
  method: 'POST', path: '/surname/v2/content/history', access: 'user', params: z.object({ id: id('内容ID') }),
  reply: z.object({ views: z.number().int() }), summary: '记录阅读（每人每篇计一次浏览）',
});

export const surnameCommentAdd = call({
  method: 'POST', path: '/surname/v2/comment/add', access: 'user',
  params: z.object({ id: surnameId(), text: text('评论', 500).min(1) }),
  reply: SurnameComment, summary: '评论姓氏（经敏感词过滤）',
});

const voteCall = (path: string, summary: string) => call({
  method: 'POST', path, access: 'user', params: z.object({ id: id('评论ID') }),
  reply: z.object({ likes: z.number().int(), dislikes: z.number().int(), myVote: z.number().int() }), summary,
});
export const surnameCommentLike = voteCall('/surname/v2/comment/like', '赞同评论（再点取消；会取消反对）');
export const surnameCommentDislike = voteCall('/surname/v2/comment/dislike', '反对评论（再点取消；会取消赞同）');

export const surnameCommentDelete = call({
  method: 'POST', path: '/surname/v2/comment/delete', access: 'user', params: z.object({ id: id('评论ID') }), reply: z.null(),
  summary: '删除自己的评论（审核人员可删任何评论）',
});

export const surnamePedigree = call({
  method: 'GET', path: '/surname/v2/pedigree', access: 'public', params: z.object({ id: surnameId() }),
  reply: z.object({
    surname: Surname,
    branches: z.array(z.object({ key: z.string(), name: z.string(), kind: z.enum(['junwang', 'hall', 'none']), clans: z.array(PublicClan) })),
  }),
  summary: '【本项目新增】姓氏谱系：郡望与各堂号分支，及其下平台上的公开族谱',
});

export const surnamePlaza = call({
  method: 'GET', path: '/surname/v2/plaza', access: 'session', params: z.object({ id: surnameId(), ...paging }),
  reply: page(z.object({
    id: z.number().int(), title: z.string(), body: z.string(), images: z.array(z.string()), authorId: z.number().int(),
    nickname: z.string(), likes: z.number().int(), replies: z.number().int(), createdAt: z.string(),
  })),
  summary: '【本项目新增】姓氏广场：该姓公开族谱与同姓用户发布的动态',
});

// ——— gw-news (资讯) ———

export const newsTags = call({
  method: 'GET', path: '/gw-news/tag', access: 'public', params: z.object({}),
  reply: z.object({ list: z.array(z.object({ tag: z.string(), count: z.number().int() })) }), summary: '资讯标签（按使用次数）',
});
export const newsTypes = call({
  method: 'GET', path: '/gw-news/type', access: 'public', params: z.object({}),
  reply: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }), summary: '资讯分类',
});
export const newsList = call({
  method: 'GET', path: '/gw-news/list', access: 'public',
  params: z.object({ type: z.coerce.number().int().min(1).max(3).optional().describe('分类'), tag: text('标签', 20).optional(), surname: surnameParam().optional(), ...paging }),
  reply: page(SurnameContent), summary: '资讯列表（新的在前）',
});
export const newsGet = call({
  method: 'GET', path: '/gw-news/get', access: 'session', params: z.object({ id: id('资讯ID') }), reply: SurnameContentDetail,
  summary: '一条资讯',
});

// ——— Data ———

export const firstNames = call({
  method: 'GET', path: '/data/first-names', access: 'public', params: z.object({ all: flag('全部').optional() }),
  reply: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), compound: z.boolean() })) }),
  summary: '姓氏选项：默认百家姓，all=1 时含排行中的其他姓氏',
});

// ——— Staff: editorial content (#/ops/surname-content) ———

export const OpsSurnameContent = SurnameContentDetail.omit({ liked: true }).extend({ updatedAt: z.string() });

export const opsSurnameContents = call({
  method: 'GET', path: '/ops/surname/contents', access: 'user',
  params: z.object({ surname: surnameParam().optional(), kind: ContentKind.optional().describe('类型'), ...paging }),
  reply: page(OpsSurnameContent), summary: '运营：姓氏内容',
});

export const opsSurnameContentSave = call({
  method: 'POST', path: '/ops/surname/contents/save', access: 'user',
  params: z.object({
    id: id('内容ID').optional(),
    surname: surnameParam(),
    kind: ContentKind.describe('类型'),
    title: text('标题', 80).min(1),
    summary: text('摘要', 300).default(''),
    body: z.string().max(50_000).default('').describe('正文'),
    cover: fileUrl('封面').optional().default(''),
    source: text('出处', 200).min(2),
    era: text('朝代', 20).default(''),
    newsType: z.coerce.number().int().min(0).max(3).default(0).describe('资讯分类'),
    tags: z.string().trim().max(100).default('').describe('标签').transform((s) => [...new Set(s.split(/[,，\s]+/).map((x) => x.trim()).filter(Boolean))].slice(0, 5)),
  }),
  reply: OpsSurnameContent, summary: '运营：新建或修改姓氏内容（须注明出处）',
});

export const opsSurnameContentDelete = call({
  method: 'POST', path: '/ops/surname/contents/delete', access: 'user', params: z.object({ id: id('内容ID') }), reply: z.null(),
  summary: '运营：删除姓氏内容',
});

export const SURNAME_OPS_CALLS = [opsSurnameContents, opsSurnameContentSave, opsSurnameContentDelete] as const;
