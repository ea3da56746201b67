/**
 * 在线客服 and chat moderation (issue #17 points 4–5) — OUR ADDITIONS, none of these paths is in spec/api-calls.tsv.
 *
 * Customer service is a chat conversation of kind 'service' (contract/chat.ts): one per user (key 's:<userId>'),
 * with the user and the site's 客服 (staff role service, or admin) on the other side. The user opens it with
 * POST /chat/service/open and talks in it with the ordinary chat calls (/chat/send, /chat/messages, `chat:<id>`).
 * Staff answer from the console (/ops/service/*): a queue of open conversations (未回复 = messages the staff have not
 * read), assignment (接单), canned answers (快捷回复), close (结束会话; the user's next message opens it again).
 * Staff messages show as "客服·<name>".
 *
 * Reports of chat messages and users (POST /chat/report, /report/add) go to the moderators' queue (/ops/chat/*, role
 * moderator 审核; service may read it too): hide the message, warn the user (a message-centre notice), ban him from
 * sending messages for some days, or dismiss; every action is logged.
 */
import { z } from 'zod';
import { call, flag, id, page, paging, text } from './common/index';
import { ChatMessage, Conversation, HISTORY_PAGE_MAX, REPORT_CATEGORY_NAMES, TEXT_MAX } from './chat';

export const SERVICE_STATUS = ['open', 'closed'] as const;
export const SERVICE_STATUS_NAMES: Record<(typeof SERVICE_STATUS)[number], string> = { open: '进行中', closed: '已结束' };
export const SERVICE_TITLE = '在线客服';
export const SERVICE_WELCOME = '您好，这里是族谱在线客服。请描述您遇到的问题，客服会尽快回复您（工作时间 9:00–21:00）。';

export const chatServiceOpen = call({
  method: 'POST', path: '/chat/service/open', access: 'user',
  params: z.object({}),
  reply: Conversation,
  summary: '【本项目新增】打开我的在线客服会话（每人一个；已结束的会话在我发消息时重新开启）',
});

const Person = z.object({ id: z.number().int(), name: z.string() });

export const ServiceTicket = z.object({
  conversationId: z.number().int(),
  user: Person.extend({ phone: z.string() }),
  status: z.enum(SERVICE_STATUS),
  statusName: z.string(),
  assignee: Person.nullable(),
  /** Messages after the staff's read position (the user's unanswered messages). */
  unanswered: z.number().int(),
  lastSeq: z.number().int(),
  last: ChatMessage.nullable(),
  openedAt: z.string(),
  lastAt: z.string(),
});
export type ServiceTicket = z.infer<typeof ServiceTicket>;

export const opsServiceList = call({
  method: 'GET', path: '/ops/service/list', access: 'user',
  params: z.object({ status: z.enum(['open', 'mine', 'closed']).default('open').describe('队列'), ...paging }),
  reply: page(ServiceTicket),
  summary: '【本项目新增】客服：会话队列（进行中 / 我的 / 已结束），未回复多的在前',
});

export const opsServiceMessages = call({
  method: 'GET', path: '/ops/service/messages', access: 'user',
  params: z.object({
    id: id('会话ID'),
    after: z.coerce.number().int().min(0).max(2147483647).optional().describe('晚于该序号'),
    size: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(50).describe('条数'),
  }),
  reply: z.object({ ticket: ServiceTicket, list: z.array(ChatMessage), hasMore: z.boolean() }),
  summary: '【本项目新增】客服：会话的消息（标记客服已读）',
});

export const opsServiceSend = call({
  method: 'POST', path: '/ops/service/send', access: 'user',
  params: z.object({
    id: id('会话ID'),
    clientId: z.string().trim().min(1).max(64).regex(/^[\w-]+$/).describe('消息编号'),
    text: text('回复内容', TEXT_MAX),
  }),
  reply: ChatMessage,
  summary: '【本项目新增】客服：回复用户（未分配的会话分配给我）',
});

export const opsServiceAssign = call({
  method: 'POST', path: '/ops/service/assign', access: 'user',
  params: z.object({ id: id('会话ID'), mine: flag('接单') }),
  reply: ServiceTicket,
  summary: '【本项目新增】客服：接单（mine=1）或放回队列（mine=0）',
});

export const opsServiceClose = call({
  method: 'POST', path: '/ops/service/close', access: 'user',
  params: z.object({ id: id('会话ID') }),
  reply: ServiceTicket,
  summary: '【本项目新增】客服：结束会话',
});

export const CannedReply = z.object({ id: z.number().int(), title: z.string(), text: z.string() });

export const opsServiceReplies = call({
  method: 'GET', path: '/ops/service/replies', access: 'user',
  params: z.object({}),
  reply: z.object({ list: z.array(CannedReply) }),
  summary: '【本项目新增】客服：快捷回复',
});

export const opsServiceReplySave = call({
  method: 'POST', path: '/ops/service/reply/save', access: 'user',
  params: z.object({ id: id('快捷回复').optional(), title: text('标题', 30).pipe(z.string().min(1)).describe('标题'), text: text('内容', 500).pipe(z.string().min(1)).describe('内容') }),
  reply: CannedReply,
  summary: '【本项目新增】客服：新增或修改快捷回复',
});

export const opsServiceReplyDelete = call({
  method: 'POST', path: '/ops/service/reply/delete', access: 'user',
  params: z.object({ id: id('快捷回复') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '【本项目新增】客服：删除快捷回复',
});

// ——— moderation of chat reports ———

export const CHAT_MOD_ACTIONS = ['hide', 'warn', 'ban', 'dismiss'] as const;
export const CHAT_MOD_ACTION_NAMES: Record<(typeof CHAT_MOD_ACTIONS)[number] | 'unban', string> = {
  hide: '隐藏消息', warn: '警告用户', ban: '禁止发消息', dismiss: '驳回举报', unban: '解除禁止',
};
export const HIDDEN_NOTICE = '该消息已被管理员隐藏';

export const ChatReportItem = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryName: z.string(),
  reason: z.string(),
  reporter: Person,
  target: Person,
  /** What was reported: the message as it was (snapshot), or null for a user. */
  message: ChatMessage.nullable(),
  conversationId: z.number().int().nullable(),
  seq: z.number().int().nullable(),
  /** The target is banned from chat until (ISO), or null. */
  bannedUntil: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const opsChatReports = call({
  method: 'GET', path: '/ops/chat/report/list', access: 'user',
  params: z.object({ status: z.enum(['open', 'handled']).default('open').describe('状态'), ...paging }),
  reply: page(ChatReportItem),
  summary: '【本项目新增】审核：聊天消息与用户举报队列',
});

export const opsChatReportHandle = call({
  method: 'POST', path: '/ops/chat/report/handle', access: 'user',
  params: z.object({
    id: id('举报'),
    action: z.enum(CHAT_MOD_ACTIONS).describe('处理方式'),
    days: z.coerce.number().int().min(1).max(3650).default(7).describe('禁止天数'),
    reason: text('理由', 200).default(''),
  }),
  reply: z.object({ status: z.string() }),
  summary: '【本项目新增】审核：处理举报（隐藏消息 / 警告 / 禁止发消息 / 驳回），记入日志',
});

export const opsChatUnban = call({
  method: 'POST', path: '/ops/chat/unban', access: 'user',
  params: z.object({ userId: id('用户'), reason: text('理由', 200).default('') }),
  reply: z.object({ ok: z.literal(true) }),
  summary: '【本项目新增】审核：解除禁止发消息，记入日志',
});

export const opsChatLog = call({
  method: 'GET', path: '/ops/chat/log/list', access: 'user', params: z.object({ ...paging }),
  reply: page(z.object({ id: z.number().int(), staffName: z.string(), action: z.string(), actionName: z.string(), userId: z.number().int().nullable(), reportId: z.number().int().nullable(), reason: z.string(), createdAt: z.string() })),
  summary: '【本项目新增】审核：聊天处理日志',
});

export { REPORT_CATEGORY_NAMES };

export const SERVICE_OPS_CALLS = [
  opsServiceList, opsServiceMessages, opsServiceSend, opsServiceAssign, opsServiceClose, opsServiceReplies, opsServiceReplySave, opsServiceReplyDelete,
  opsChatReports, opsChatReportHandle, opsChatUnban, opsChatLog,
] as const;
