/**
 * The message centre (消息中心, spec §3 "Message counts", §7 /user/message/*; issue #17 point 2).
 *
 * Kinds: notification 通知 (a correction accepted, a bind request …), interaction 互动 (a friend request, a comment on
 * my post), activity 活动, project 家族 (team invites, project news) — stored per user — and chat 聊天, counted from
 * the chat domain's unread (its messages live there). Domains publish through ONE server function
 * (`publishMessage`, server/domains/messages/index.ts; in-app now, push adapters later). A kind the user switched off
 * (/user/message/set) is not stored for him. Counts move live: `user:<id>` gets {type: 'message.count'}.
 * Our additions: GET /user/message/read?id (one item) and GET /user/message/readAll?kind (a whole kind).
 */
import { z } from 'zod';
import { call, flag, id, page, paging } from './common/index';

export const MESSAGE_KINDS = ['notification', 'interaction', 'activity', 'project'] as const;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;
export const MESSAGE_KIND_NAMES: Record<MessageKind | 'chat', string> = {
  notification: '通知', interaction: '互动', activity: '活动', project: '家族', chat: '聊天',
};

export const Message = z.object({
  id: z.number().int(),
  kind: MessageKind,
  kindName: z.string(),
  title: z.string(),
  content: z.string(),
  /** An app route to open (e.g. /mine/message/follow?tab=requests), '' for none. */
  link: z.string(),
  projectId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

export const MessageCounts = z.object({
  total: z.number().int(),
  notification: z.number().int(),
  chat: z.number().int(),
  interaction: z.number().int(),
  activity: z.number().int(),
  project: z.number().int(),
});
export type MessageCounts = z.infer<typeof MessageCounts>;

export const MessageSettings = z.object({
  notification: z.boolean(), interaction: z.boolean(), activity: z.boolean(), project: z.boolean(),
});
export type MessageSettings = z.infer<typeof MessageSettings>;

export const messageCount = call({
  method: 'GET', path: '/user/message/count', access: 'user', params: z.object({}),
  reply: MessageCounts, summary: '消息未读数（通知、聊天、互动、活动、家族）',
});

export const messageProject = call({
  method: 'GET', path: '/user/message/project', access: 'user', params: z.object({}),
  reply: z.object({ list: z.array(z.object({ projectId: z.number().int(), projectName: z.string(), unread: z.number().int(), last: Message })) }),
  summary: '家族消息按家族分组（未读数、最新一条）',
});

export const messageList = call({
  method: 'GET', path: '/user/message/list', access: 'user',
  params: z.object({ kind: MessageKind.describe('消息类型'), projectId: id('家族').optional(), ...paging }),
  reply: page(Message), summary: '某类消息列表（新的在前）',
});

export const messageRead = call({
  method: 'GET', path: '/user/message/read', access: 'user', params: z.object({ id: id('消息') }),
  reply: MessageCounts, summary: '标记一条消息已读',
});

export const messageReadAll = call({
  method: 'GET', path: '/user/message/readAll', access: 'user', params: z.object({ kind: MessageKind.describe('消息类型') }),
  reply: MessageCounts, summary: '标记某类消息全部已读',
});

export const messageSettingsGet = call({
  method: 'GET', path: '/user/message/set', access: 'user', params: z.object({}),
  reply: MessageSettings, summary: '消息设置（各类消息是否接收）',
});

export const messageSettingsSet = call({
  method: 'POST', path: '/user/message/set', access: 'user',
  params: z.object({
    notification: flag('通知').optional(), interaction: flag('互动').optional(), activity: flag('活动').optional(), project: flag('家族').optional(),
  }),
  reply: MessageSettings, summary: '修改消息设置',
});
