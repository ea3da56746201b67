/**
 * People (issue #17 point 1; spec §7 "User and login"): finding relatives and friends.
 * - Search (/user/search?kw: nickname or real name containing kw, or an exact phone), people with a name
 *   (/user/same/name?name: nickname or real name equal to name; "my name" when name is empty) and in a city
 *   (/user/same/city?city: the profile's city; "my city" when empty). Each leaves out me, deleted users, and users
 *   whose privacy (找到我的方式) does not let me find them: everyone 所有人 | clan 同族（与我同在一个家族的人）|
 *   nobody 不允许. Privacy: GET/POST /user/privacy (our addition).
 * - 关注 (follow) /user/friend/attention/:id toggles; his fans are /user/friend/fans; /user/friend/fans-delete/:id
 *   removes a fan. 好友: /user/friend/apply/:id asks (a pending request the other confirms or rejects;
 *   /user/friend/request/list to me, /request/my mine); confirm makes both friends and each follows the other;
 *   /user/friend/delete/:id ends a friendship. /follow/info: my counts.
 */
import { z } from 'zod';
import { call, id, page, paging, text } from './common/index';

export const FINDABLE = ['everyone', 'clan', 'nobody'] as const;
export const Findable = z.enum(FINDABLE);
export type Findable = z.infer<typeof Findable>;
export const FINDABLE_NAMES: Record<Findable, string> = { everyone: '所有人', clan: '同族的人', nobody: '不允许' };

export const FRIEND_REQUEST_STATUS_NAMES: Record<string, string> = { pending: '待确认', accepted: '已同意', rejected: '已拒绝' };

export const Person = z.object({
  id: z.number().int(),
  /** nickname, else real name, else 用户<id> */
  name: z.string(),
  realName: z.string(),
  photo: z.string(),
  city: z.string(),
  signature: z.string(),
  /** I follow him. */
  following: z.boolean(),
  /** He follows me. */
  followsMe: z.boolean(),
  friend: z.boolean(),
  /** A request between us waits: sent by me, or to me. */
  pending: z.enum(['none', 'sent', 'received']),
});
export type Person = z.infer<typeof Person>;

export const FriendRequest = z.object({
  id: z.number().int(),
  from: Person,
  to: Person,
  status: z.string(),
  statusName: z.string(),
  createdAt: z.string(),
});

const other = z.object({ id: id('用户') });

export const userSearch = call({
  method: 'GET', path: '/user/search', access: 'user',
  params: z.object({ kw: text('搜索内容', 30).pipe(z.string().min(1)), ...paging }),
  reply: page(Person),
  summary: '搜索用户（昵称、姓名或手机号），遵守对方的隐私设置',
});

export const userSameName = call({
  method: 'GET', path: '/user/same/name', access: 'user',
  params: z.object({ name: text('姓名', 30).default(''), ...paging }),
  reply: page(Person, { name: z.string() }),
  summary: '同名的人（缺省为我的姓名）',
});

export const userSameCity = call({
  method: 'GET', path: '/user/same/city', access: 'user',
  params: z.object({ city: text('城市', 30).default(''), ...paging }),
  reply: page(Person, { city: z.string() }),
  summary: '同城的人（缺省为我的城市）',
});

export const friendAttention = call({
  method: 'GET', path: '/user/friend/attention/:id', access: 'user', params: other,
  reply: z.object({ following: z.boolean() }),
  summary: '关注 / 取消关注',
});

export const friendApply = call({
  method: 'GET', path: '/user/friend/apply/:id', access: 'user', params: other,
  reply: z.object({ id: z.number().int(), status: z.string() }),
  summary: '申请加为好友',
});

export const friendConfirm = call({
  method: 'GET', path: '/user/friend/confirm/:id', access: 'user', params: z.object({ id: id('申请') }),
  reply: z.object({ status: z.literal('accepted') }),
  summary: '同意好友申请（申请ID）',
});

export const friendReject = call({
  method: 'GET', path: '/user/friend/reject/:id', access: 'user', params: z.object({ id: id('申请') }),
  reply: z.object({ status: z.literal('rejected') }),
  summary: '拒绝好友申请（申请ID）',
});

export const friendDelete = call({
  method: 'GET', path: '/user/friend/delete/:id', access: 'user', params: other,
  reply: z.object({ ok: z.literal(true) }),
  summary: '删除好友（用户ID）',
});

export const fansDelete = call({
  method: 'GET', path: '/user/friend/fans-delete/:id', access: 'user', params: other,
  reply: z.object({ ok: z.literal(true) }),
  summary: '移除粉丝（用户ID）',
});

export const friendList = call({
  method: 'GET', path: '/user/friend/list', access: 'user', params: z.object({ ...paging }),
  reply: page(Person), summary: '我的好友',
});

export const friendFans = call({
  method: 'GET', path: '/user/friend/fans', access: 'user', params: z.object({ ...paging }),
  reply: page(Person), summary: '我的粉丝',
});

export const friendRequestList = call({
  method: 'GET', path: '/user/friend/request/list', access: 'user', params: z.object({ ...paging }),
  reply: page(FriendRequest), summary: '收到的好友申请',
});

export const friendRequestMy = call({
  method: 'GET', path: '/user/friend/request/my', access: 'user', params: z.object({ ...paging }),
  reply: page(FriendRequest), summary: '我发出的好友申请',
});

export const followInfo = call({
  method: 'GET', path: '/follow/info', access: 'user', params: z.object({}),
  reply: z.object({ following: z.number().int(), fans: z.number().int(), friends: z.number().int(), requests: z.number().int() }),
  summary: '关注、粉丝、好友、待处理申请数',
});

export const privacyGet = call({
  method: 'GET', path: '/user/privacy', access: 'user', params: z.object({}),
  reply: z.object({ findable: Findable, findableName: z.string() }),
  summary: '隐私：谁可以找到我',
});

export const privacySet = call({
  method: 'POST', path: '/user/privacy', access: 'user', params: z.object({ findable: Findable.describe('谁可以找到我') }),
  reply: z.object({ findable: Findable, findableName: z.string() }),
  summary: '设置隐私：所有人、同族的人、不允许',
});

// ——— The personal page (/mine/person/index; our additions) ———

/** One of my families (projects) in the page setting: whether it shows on my personal page. */
export const PersonClanSetting = z.object({
  projectId: z.number().int(), name: z.string(), surname: z.string(),
  /** public 公开 | password 凭密码查看 | members 仅成员 */
  privacy: z.string(), privacyName: z.string(),
  shown: z.boolean(),
});
export type PersonClanSetting = z.infer<typeof PersonClanSetting>;
const PersonClansReply = z.object({
  /** He has chosen (false: the default, his public families only). */
  custom: z.boolean(),
  list: z.array(PersonClanSetting),
});

export const personClans = call({
  method: 'GET', path: '/user/person/clans', access: 'user', params: z.object({}),
  reply: PersonClansReply,
  summary: '个人主页展示哪些家族（未设置时只展示公开的家族）',
});

export const personClansSet = call({
  method: 'POST', path: '/user/person/clans', access: 'user',
  params: z.object({ projectIds: z.array(id('家族')).max(500).describe('展示的家族') }),
  reply: PersonClansReply,
  summary: '设置个人主页展示的家族（须是我加入的家族）',
});

/** A family on someone's personal page, as the reader may see it. */
export const PersonPageClan = z.object({ projectId: z.number().int(), name: z.string(), surname: z.string(), area: z.string() });
export const personPage = call({
  method: 'GET', path: '/user/person/page', access: 'user',
  params: z.object({ id: id('用户') }),
  reply: z.object({
    person: Person,
    /** The families he shows that the reader may read (a members-only family only to its members). */
    clans: z.array(PersonPageClan),
    /** His 关注 / 粉丝 / 好友 counts (his pending requests are his own business). */
    counts: z.object({ following: z.number().int(), fans: z.number().int(), friends: z.number().int() }),
    /** The reader is he. */
    mine: z.boolean(),
  }),
  summary: '某人的个人主页：资料、关注 / 粉丝 / 好友数、我和他的关系，与他选择展示、且我有权查看的家族',
});
