/**
 * Chat (聊天, spec §7 "Content and community" /chat/*, §5 '不能和自己发消息'; issue #17 point 3).
 *
 * Conversations (kind):
 * - direct 私聊: two users. Opened with POST /chat/open {kind: 'direct', targetId: userId}; with oneself →
 *   msg 0 '不能和自己发消息'. A user who blocked the other (POST /chat/block) refuses his messages: the sender gets
 *   msg 0 '对方已拒收你的消息'.
 * - clan 族群: one group per clan, for the members of its project (a role of 成员 or higher; a visitor of a public
 *   project is not a member). targetId = clanId.
 * - team 编修群: one group per project for its editing team (协作者, 协管员, 管理员). targetId = projectId.
 *   In groups the project's admin / 协管员 may silence (禁言) a member for a time: POST /chat/silence.
 * - service 在线客服: the user and the site's 客服 (staff role service) — contract/chat-service.ts. Opened with
 *   POST /chat/service/open (or /chat/open {kind: 'service', targetId: any}); staff answer from /ops.
 * Access is checked on every call and on subscribing to the conversation's realtime topic `chat:<id>`.
 *
 * Messages: per-conversation increasing `seq` (1, 2, …). unread = lastSeq − readSeq − messages recalled after
 * readSeq; sending marks the sender's own read position. History is paged by seq (GET /chat/messages: `before` for
 * older pages, `after` to fetch what a reconnecting client missed). Sending is idempotent by `clientId`: the same
 * sender, conversation and clientId stores one message and answers it again. Types: text (≤ 2000 characters, checked
 * by the sensitive-word filter), emoji (one of EMOJI), image (an upload of the sender: url, thumbnail, size), card
 * (a clan member's card: the sender must be able to read the member), clan (a link to a clan the sender can read).
 * Recall (撤回) by the sender within 2 minutes: the message stays in history as "XX撤回了一条消息" (type recalled).
 * Delete (删除会话) hides the conversation from the deleter's list and clears its history for him; it returns to
 * the list with the next message. 免打扰 (muted) keeps a conversation out of the badge total; pinned ones list first.
 *
 * Realtime: `chat:<id>` carries ChatEvent (message, recall, read); `user:<id>` carries {type: 'chat.unread'} when a
 * direct message arrives, so the badge refetches /chat/unReadCount without a reload.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text } from './common/index';

export const CHAT_KINDS = ['direct', 'clan', 'team', 'service'] as const;
export const ChatKind = z.enum(CHAT_KINDS);
export type ChatKind = z.infer<typeof ChatKind>;
export const CHAT_KIND_NAMES: Record<ChatKind, string> = { direct: '私聊', clan: '族群', team: '编修群', service: '客服' };

export const MESSAGE_TYPES = ['text', 'emoji', 'image', 'card', 'clan'] as const;
export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;
export const MESSAGE_TYPE_NAMES: Record<MessageType | 'recalled', string> = {
  text: '文字', emoji: '表情', image: '[图片]', card: '[族人名片]', clan: '[族谱链接]', recalled: '撤回',
};

/** The emoji a message of type emoji may carry (code → shown text). */
export const EMOJI = ['微笑', '大笑', '点赞', '抱拳', '鼓掌', '爱心', '玫瑰', '握手', '祈福', '蜡烛', '鞠躬', '庆祝'] as const;

export const RECALL_WINDOW_MS = 2 * 60 * 1000;
export const TEXT_MAX = 2000;
export const HISTORY_PAGE_MAX = 100;

export const CHAT_MESSAGES = {
  self: '不能和自己发消息',
  blockedByPeer: '对方已拒收你的消息',
  blockedPeer: '你已屏蔽对方，请先解除屏蔽',
  notFound: '会话不存在',
  notMember: '您不是该会话的成员',
  clanMembersOnly: '仅本族成员可进入族群',
  teamOnly: '仅编修团队成员可进入编修群',
  recallLate: '发送超过2分钟的消息不能撤回',
  recallOthers: '只能撤回自己发送的消息',
  messageNotFound: '消息不存在',
  silenced: '您已被禁言',
  empty: '消息内容不能为空',
  imageNotFound: '图片不存在或不是您上传的',
  clientIdReused: '消息编号重复',
  banned: '您已被禁止发送消息',
} as const;

export const REPORT_CATEGORIES = ['fraud', 'porn', 'abuse', 'ads', 'politics', 'other'] as const;
export const ReportCategory = z.enum(REPORT_CATEGORIES);
export type ReportCategory = z.infer<typeof ReportCategory>;
export const REPORT_CATEGORY_NAMES: Record<ReportCategory, string> = {
  fraud: '诈骗', porn: '色情低俗', abuse: '辱骂骚扰', ads: '广告营销', politics: '违法违规', other: '其他',
};

const Person = z.object({ id: z.number().int(), name: z.string() });

export const ChatMessage = z.object({
  conversationId: z.number().int(),
  seq: z.number().int(),
  clientId: z.string(),
  sender: Person,
  /** recalled: the body is gone; `text` is "XX撤回了一条消息". */
  type: z.enum([...MESSAGE_TYPES, 'recalled']),
  /** text, the emoji code, or the recall notice ('' for other types). */
  text: z.string(),
  image: z.object({ url: z.string(), thumbUrl: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
  card: z.object({ memberId: z.number().int(), projectId: z.number().int(), clanId: z.number().int(), name: z.string(), generation: z.number().int() }).nullable(),
  clan: z.object({ clanId: z.number().int(), projectId: z.number().int(), name: z.string() }).nullable(),
  /** A one-line preview for lists: text, [图片], [族人名片] … */
  preview: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Conversation = z.object({
  id: z.number().int(),
  kind: ChatKind,
  /** 私聊 / 族群 / 编修群 */
  kindName: z.string(),
  /** The peer's name (direct), the clan's name, or the project's name + 编修群. */
  title: z.string(),
  peer: Person.nullable(),
  projectId: z.number().int().nullable(),
  clanId: z.number().int().nullable(),
  lastSeq: z.number().int(),
  readSeq: z.number().int(),
  unread: z.number().int(),
  pinned: z.boolean(),
  /** 免打扰 */
  muted: z.boolean(),
  last: ChatMessage.nullable(),
  lastAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationDetail = Conversation.extend({
  /** 1:1 read receipt: the peer's read position (null in groups). */
  peerReadSeq: z.number().int().nullable(),
  /** I blocked the peer (direct only). */
  blocked: z.boolean(),
  /** I am silenced until (ISO), or null. */
  silencedUntil: z.string().nullable(),
  /** I may silence others (a group's admin / 协管员). */
  canSilence: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const UnreadCount = z.object({
  /** Unread of every conversation that is not 免打扰. */
  total: z.number().int(),
  /** Conversations with unread messages (免打扰 included). */
  conversations: z.number().int(),
});

const convId = id('会话ID');

export const chatConversations = call({
  method: 'GET', path: '/chat/conversations', access: 'user',
  params: z.object({ ...paging }),
  reply: page(Conversation),
  summary: '我的会话列表（置顶在前，按最新消息排序）',
});

export const chatConversation = call({
  method: 'GET', path: '/chat/conversation', access: 'user',
  params: z.object({ id: convId }),
  reply: ConversationDetail,
  summary: '会话详情（已读回执、屏蔽、禁言状态）',
});

export const chatReadMessage = call({
  method: 'GET', path: '/chat/readMessage', access: 'user',
  params: z.object({ id: convId, seq: z.coerce.number().int().min(0).max(2147483647).optional().describe('已读到的消息序号') }),
  reply: z.object({ readSeq: z.number().int(), unread: z.number().int(), total: z.number().int() }),
  summary: '标记已读（到 seq，缺省为最新）',
});

export const chatUnReadCount = call({
  method: 'GET', path: '/chat/unReadCount', access: 'user',
  params: z.object({}),
  reply: UnreadCount,
  summary: '聊天未读数',
});

export const chatOpen = call({
  method: 'POST', path: '/chat/open', access: 'user',
  params: z.object({ kind: ChatKind.describe('会话类型'), targetId: id('对象ID') }),
  reply: Conversation,
  summary: '打开会话：私聊（用户ID）、族群（族谱ID）、编修群（家族ID）',
});

export const chatSend = call({
  method: 'POST', path: '/chat/send', access: 'user',
  params: z.object({
    id: convId,
    clientId: z.string().trim().min(1).max(64).regex(/^[\w-]+$/).describe('消息编号'),
    type: MessageType.describe('消息类型'),
    text: text('消息内容', TEXT_MAX).optional(),
    fileId: id('图片').optional(),
    memberId: id('族人').optional(),
    clanId: id('族谱').optional(),
  }),
  reply: ChatMessage,
  summary: '发送消息（同一 clientId 只存一条）',
});

export const chatMessages = call({
  method: 'GET', path: '/chat/messages', access: 'user',
  params: z.object({
    id: convId,
    before: z.coerce.number().int().min(1).max(2147483647).optional().describe('早于该序号'),
    after: z.coerce.number().int().min(0).max(2147483647).optional().describe('晚于该序号'),
    size: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(50).describe('条数'),
  }),
  reply: z.object({ list: z.array(ChatMessage), hasMore: z.boolean(), lastSeq: z.number().int() }),
  summary: '历史消息（按序号分页，升序）：before 向前翻页，after 补齐断线期间的消息',
});

export const chatRecall = call({
  method: 'POST', path: '/chat/recall', access: 'user',
  params: z.object({ id: convId, seq: id('消息序号') }),
  reply: ChatMessage,
  summary: '撤回消息（2分钟内）',
});

export const chatSettings = call({
  method: 'POST', path: '/chat/settings', access: 'user',
  params: z.object({ id: convId, pinned: flag('置顶').optional(), muted: flag('免打扰').optional() }),
  reply: Conversation,
  summary: '会话置顶、免打扰',
});

export const chatDelete = call({
  method: 'POST', path: '/chat/delete', access: 'user',
  params: z.object({ id: convId }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '删除会话（清空我的聊天记录，新消息到来时重新出现）',
});

export const chatBlock = call({
  method: 'POST', path: '/chat/block', access: 'user',
  params: z.object({ userId: id('用户'), block: flag('屏蔽') }),
  reply: z.object({ blocked: z.boolean() }),
  summary: '屏蔽 / 解除屏蔽一个用户（屏蔽后拒收他的消息）',
});

export const chatBlocks = call({
  method: 'GET', path: '/chat/blocks', access: 'user',
  params: z.object({}),
  reply: z.object({ list: z.array(Person) }),
  summary: '我屏蔽的用户',
});

export const chatSilence = call({
  method: 'POST', path: '/chat/silence', access: 'user',
  params: z.object({ id: convId, userId: id('用户'), minutes: z.coerce.number().int().min(0).max(43200).describe('禁言分钟数') }),
  reply: z.object({ silencedUntil: z.string().nullable() }),
  summary: '群内禁言（管理员、协管员；0 = 解除）',
});

export const chatReport = call({
  method: 'POST', path: '/chat/report', access: 'user',
  params: z.object({
    id: convId.optional(),
    seq: id('消息序号').optional(),
    userId: id('用户').optional(),
    category: ReportCategory.describe('举报类型'),
    reason: text('举报说明', 500).default(''),
  }),
  reply: z.object({ id: z.number().int() }),
  summary: '举报一条消息或一个用户（保存快照）',
});

/** Events of `chat:<id>`. */
export const ChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.message'), message: ChatMessage }),
  z.object({ type: z.literal('chat.recall'), message: ChatMessage }),
  z.object({ type: z.literal('chat.read'), conversationId: z.number().int(), userId: z.number().int(), readSeq: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;
