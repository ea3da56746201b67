/**
 * 在线客服 from the staff side (/ops/service/*, role service 客服 or admin): the queue, a conversation's messages,
 * answers (through the chat's own send, so the user gets them over `chat:<id>` like any message), assignment,
 * closing, and the canned answers (contract/chat-service.ts).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/chat-service';
import { SERVICE_STATUS_NAMES, type ServiceTicket } from '@contract/chat-service';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames, maskPhone } from '../accounts/index';
import { requireStaff } from '../staff/index';
import * as repo from './chat.repo';
import { toMessages } from './chat.views';
import * as messages from './chat-messages.service';

const NOT_FOUND = '客服会话不存在';

async function toTickets(ctx: Ctx, rows: repo.TicketListed[]): Promise<ServiceTicket[]> {
  const names = await displayNames(ctx.db, rows.flatMap((r) => [r.t.userId, r.t.assigneeId]));
  const name = (id: number) => names.get(id)?.name ?? `用户${id}`;
  const out: ServiceTicket[] = [];
  for (const r of rows) {
    const [last] = await toMessages(ctx.db, await repo.lastMessages(ctx.db, [r.c]), r.c);
    out.push({
      conversationId: r.c.id,
      user: { id: r.t.userId, name: name(r.t.userId), phone: r.phone ? maskPhone(r.phone) : '' },
      status: r.t.status as ServiceTicket['status'],
      statusName: SERVICE_STATUS_NAMES[r.t.status as ServiceTicket['status']] ?? r.t.status,
      assignee: r.t.assigneeId ? { id: r.t.assigneeId, name: name(r.t.assigneeId) } : null,
      unanswered: Math.max(0, r.c.lastSeq - r.t.staffReadSeq),
      lastSeq: r.c.lastSeq,
      last: last ?? null,
      openedAt: r.t.openedAt.toISOString(),
      lastAt: r.c.lastAt.toISOString(),
    });
  }
  return out;
}

async function ticket(ctx: Ctx, id: number): Promise<ServiceTicket> {
  const r = await repo.ticketListed(ctx.db, id);
  if (!r) fail(NOT_FOUND);
  return (await toTickets(ctx, [r]))[0];
}

/** GET /ops/service/list */
export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceList>): Promise<Reply<typeof c.opsServiceList>> {
  await requireStaff(ctx, 'service');
  const rows = await repo.ticketPage(ctx.db, p.status, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await toTickets(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

/** GET /ops/service/messages: the newest page, or what came after `after`; the staff have read them. */
export async function history(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceMessages>): Promise<Reply<typeof c.opsServiceMessages>> {
  await requireStaff(ctx, 'service');
  if (!(await repo.serviceTicket(ctx.db, p.id))) fail(NOT_FOUND);
  const h = await messages.history(ctx, { id: p.id, after: p.after, size: p.size });
  return { ticket: await ticket(ctx, p.id), list: h.list, hasMore: h.hasMore };
}

/** POST /ops/service/send: a 客服's answer (an unassigned conversation becomes his). */
export async function send(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceSend>): Promise<Reply<typeof c.opsServiceSend>> {
  await requireStaff(ctx, 'service');
  const t = await repo.serviceTicket(ctx.db, p.id);
  if (!t) fail(NOT_FOUND);
  if (t.status === 'closed') fail('会话已结束，用户再次发消息后才能回复');
  return messages.send(ctx, { id: p.id, clientId: p.clientId, type: 'text', text: p.text });
}

/** POST /ops/service/assign */
export async function assign(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceAssign>): Promise<Reply<typeof c.opsServiceAssign>> {
  await requireStaff(ctx, 'service');
  const t = await repo.serviceTicket(ctx.db, p.id);
  if (!t) fail(NOT_FOUND);
  if (t.status === 'closed') fail('会话已结束');
  if (p.mine && t.assigneeId && t.assigneeId !== ctx.user.id) fail('该会话已由其他客服接待');
  if (!p.mine && t.assigneeId !== ctx.user.id) fail('该会话不是您接待的');
  await repo.updateTicket(ctx.db, p.id, { assigneeId: p.mine ? ctx.user.id : null });
  return ticket(ctx, p.id);
}

/** POST /ops/service/close */
export async function close(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceClose>): Promise<Reply<typeof c.opsServiceClose>> {
  await requireStaff(ctx, 'service');
  const t = await repo.serviceTicket(ctx.db, p.id);
  if (!t) fail(NOT_FOUND);
  if (t.status === 'closed') fail('会话已结束');
  await repo.updateTicket(ctx.db, p.id, { status: 'closed', closedAt: ctx.adapters.clock.now() });
  return ticket(ctx, p.id);
}

/** GET /ops/service/replies */
export async function replies(ctx: Ctx<'user'>): Promise<Reply<typeof c.opsServiceReplies>> {
  await requireStaff(ctx, 'service');
  return { list: (await repo.cannedReplies(ctx.db)).map((r) => ({ id: r.id, title: r.title, text: r.text })) };
}

/** POST /ops/service/reply/save */
export async function saveReply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceReplySave>): Promise<Reply<typeof c.opsServiceReplySave>> {
  await requireStaff(ctx, 'service');
  const r = await repo.saveCanned(ctx.db, { id: p.id, title: p.title, text: p.text, by: ctx.user.id, now: ctx.adapters.clock.now() });
  if (!r) fail('快捷回复不存在');
  return { id: r.id, title: r.title, text: r.text };
}

/** POST /ops/service/reply/delete */
export async function deleteReply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsServiceReplyDelete>): Promise<Reply<typeof c.opsServiceReplyDelete>> {
  await requireStaff(ctx, 'service');
  if (!(await repo.deleteCanned(ctx.db, p.id))) fail('快捷回复不存在');
  return { ok: true };
}
