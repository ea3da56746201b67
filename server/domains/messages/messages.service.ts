/**
 * The message centre: `publishMessage` (the one function other domains call), counts (with chat's unread from the
 * registered source), lists, read marks and per-kind settings. Live: `user:<id>` gets {type: 'message.count'}.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/messages';
import { MESSAGE_KIND_NAMES, MESSAGE_KINDS, type Message, type MessageCounts, type MessageKind, type MessageSettings } from '@contract/messages';
import { userTopic } from '@contract/realtime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import * as repo from './messages.repo';

/** A domain above that counts unread messages of its own (chat) registers here. */
type UnreadSource = (db: Tx, userId: number) => Promise<number>;
let chatUnread: UnreadSource | null = null;
export function registerChatUnread(f: UnreadSource): void { chatUnread = f; }

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  content?: string;
  /** An app route to open, e.g. /mine/message/follow?tab=requests */
  link?: string;
  projectId?: number | null;
}

/**
 * Publish a message to a user's message centre (in-app; push adapters later). Not stored when he switched the kind
 * off. Run it inside the change's transaction (`db` = tx) or after it; the live count is sent after this resolves.
 */
export async function publishMessage(ctx: Pick<Ctx, 'adapters' | 'req'>, db: Tx, m: NewMessage): Promise<number | null> {
  if ((await repo.offKinds(db, m.userId)).includes(m.kind)) return null;
  const row = await repo.insertMessage(db, {
    userId: m.userId, kind: m.kind, title: m.title.slice(0, 100), content: (m.content ?? '').slice(0, 1000), link: m.link ?? '',
    projectId: m.projectId ?? null, createdAt: ctx.adapters.clock.now(),
  });
  void ctx.req.server.hub.publish(userTopic(m.userId), { type: 'message.count' });
  return row.id;
}

export async function counts(ctx: Ctx<'user'>): Promise<MessageCounts> {
  const by = await repo.unreadByKind(ctx.db, ctx.user.id);
  const chat = chatUnread ? await chatUnread(ctx.db, ctx.user.id) : 0;
  const out = { notification: by.notification ?? 0, chat, interaction: by.interaction ?? 0, activity: by.activity ?? 0, project: by.project ?? 0 };
  return { total: out.notification + out.chat + out.interaction + out.activity + out.project, ...out };
}

const toMessage = (r: repo.MessageRow): Message => ({
  id: r.id, kind: r.kind as MessageKind, kindName: MESSAGE_KIND_NAMES[r.kind as MessageKind] ?? r.kind, title: r.title, content: r.content,
  link: r.link, projectId: r.projectId, read: r.readAt !== null, createdAt: r.createdAt.toISOString(),
});

/** GET /user/message/list */
export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageList>): Promise<Reply<typeof c.messageList>> {
  const rows = await repo.page(ctx.db, ctx.user.id, p.kind, p.projectId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(toMessage), hasNext: rows.length > p.pageSize };
}

/** GET /user/message/project */
export async function byProject(ctx: Ctx<'user'>): Promise<Reply<typeof c.messageProject>> {
  const groups = await repo.byProject(ctx.db, ctx.user.id);
  const lasts = new Map((await repo.byIds(ctx.db, ctx.user.id, groups.map((g) => g.last_id))).map((r) => [r.id, toMessage(r)]));
  return { list: groups.flatMap((g) => { const last = lasts.get(g.last_id); return last ? [{ projectId: g.project_id, projectName: g.name, unread: g.unread, last }] : []; }) };
}

/** GET /user/message/read */
export async function read(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageRead>): Promise<MessageCounts> {
  if (!(await repo.markRead(ctx.db, ctx.user.id, p.id, ctx.adapters.clock.now()))) fail('消息不存在');
  void ctx.req.server.hub.publish(userTopic(ctx.user.id), { type: 'message.count' });
  return counts(ctx);
}

/** GET /user/message/readAll */
export async function readAll(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageReadAll>): Promise<MessageCounts> {
  await repo.markKindRead(ctx.db, ctx.user.id, p.kind, ctx.adapters.clock.now());
  void ctx.req.server.hub.publish(userTopic(ctx.user.id), { type: 'message.count' });
  return counts(ctx);
}

const settingsOf = (off: string[]): MessageSettings =>
  Object.fromEntries(MESSAGE_KINDS.map((k) => [k, !off.includes(k)])) as MessageSettings;

/** GET /user/message/set */
export async function settings(ctx: Ctx<'user'>): Promise<MessageSettings> {
  return settingsOf(await repo.offKinds(ctx.db, ctx.user.id));
}

/** POST /user/message/set */
export async function setSettings(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageSettingsSet>): Promise<MessageSettings> {
  const now = settingsOf(await repo.offKinds(ctx.db, ctx.user.id));
  for (const k of MESSAGE_KINDS) if (p[k] !== undefined) now[k] = p[k]!;
  const off = MESSAGE_KINDS.filter((k) => !now[k]);
  await repo.setOff(ctx.db, ctx.user.id, off, ctx.adapters.clock.now());
  return now;
}
