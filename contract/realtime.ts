/**
 * The realtime WebSocket at /app/ws, defined once for server and client (server/realtime/README.md).
 *
 * Client → server (JSON text frames): `auth` first (the session token; a guest token counts), then `subscribe` /
 * `unsubscribe` topics, `ping` at will. Server → client: `ready` after auth, `subscribed` / `unsubscribed`,
 * `event` (a topic's message), `pong`, and `error` frames whose `msg` is Chinese text for the user.
 */
import { z } from 'zod';
import { JobStatus } from './common/jobs';

/** Topic names: `project:<id>` (anyone who may read the project), `user:<id>` (only that user). */
export const projectTopic = (projectId: number) => `project:${projectId}`;
export const userTopic = (userId: number) => `user:${userId}`;
/** `chat:<id>`: a chat conversation's messages, recalls and read receipts (contract/chat.ts ChatEvent). */
export const chatTopic = (conversationId: number) => `chat:${conversationId}`;

export const TOPIC_MAX_LENGTH = 100;
const topic = z.string().min(1).max(TOPIC_MAX_LENGTH);

export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  /** `ap`: the access grant of a password-protected project (as the `ap` header of the calls). */
  z.object({ type: z.literal('subscribe'), topic, ap: z.string().max(200).optional() }),
  z.object({ type: z.literal('unsubscribe'), topic }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

export type RealtimeErrorCode =
  | 'bad-message' // not JSON, or not one of ClientFrame
  | 'auth-required' // subscribe before a successful auth
  | 'auth-failed' // unknown, expired or revoked token (the socket is closed with CLOSE.authFailed)
  | 'unknown-topic'
  | 'forbidden' // the topic's access rule refused (msg says why), or a later re-check took it away
  | 'too-many' // the per-socket subscription limit
  | 'busy'; // the server failed (logged)

export type ServerFrame =
  | { type: 'ready'; userId: number }
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'event'; topic: string; data: unknown }
  | { type: 'pong' }
  | { type: 'error'; code: RealtimeErrorCode; msg: string; topic?: string };

/** Close codes the server uses besides the standard ones (1009 message too big, 1008 flooding, 1013 too slow). */
export const CLOSE = {
  /** The token was refused, or the session ended: reconnect only with another token. */
  authFailed: 4401,
  /** No auth frame in time. */
  authTimeout: 4408,
} as const;

export const REALTIME_MESSAGES = {
  badMessage: '消息格式错误',
  authRequired: '请先登录',
  authFailed: '登录已过期，请重新登录',
  authTimeout: '未登录，连接已关闭',
  unknownTopic: '没有这个频道',
  forbidden: '没有权限订阅该频道',
  busy: '服务器繁忙，请稍后重试',
  tooMany: (max: number) => `订阅的频道太多（最多${max}个）`,
} as const;

/** `project:<id>`: a clan-book job moved (published by the print domain). */
export const BookJobEvent = z.object({
  type: z.literal('book.job'),
  sampleId: z.number().int(),
  jobId: z.number().int(),
  status: JobStatus,
  progress: z.number().int(),
});
export type BookJobEvent = z.infer<typeof BookJobEvent>;
