/**
 * Chat conversations, members, messages, blocks and reports (server/db/schema/chat.ts). Conversations are not
 * project data (a 1:1 names no project): every query names the conversation or the user.
 */
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chatBans, chatBlocks, chatConversations, chatMembers, chatMessages, chatModLog, chatReports, chatServiceReplies, chatServiceTickets, projects, users } from '../../db/schema/index';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function conversationById(db: Tx, id: number): Promise<ConversationRow | undefined> {
  const [r] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return r;
}

/** The conversation with this key, made when missing (concurrent openers get the same row). */
export async function conversationByKey(db: Tx, v: { kind: string; key: string; projectId: number | null; clanId: number | null; now: Date }): Promise<ConversationRow> {
  await db.insert(chatConversations).values({ kind: v.kind, key: v.key, projectId: v.projectId, clanId: v.clanId, lastAt: v.now, createdAt: v.now })
    .onConflictDoNothing();
  const [r] = await db.select().from(chatConversations).where(eq(chatConversations.key, v.key)).limit(1);
  return r;
}

export async function memberOf(db: Tx, conversationId: number, userId: number): Promise<MemberRow | undefined> {
  const [r] = await db.select().from(chatMembers).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId))).limit(1);
  return r;
}

/** Add a user to a conversation (no change when he is in it). */
export async function join(db: Tx, conversationId: number, userId: number, now: Date): Promise<void> {
  await db.insert(chatMembers).values({ conversationId, userId, joinedAt: now }).onConflictDoNothing();
}

export async function membersOf(db: Tx, conversationId: number): Promise<MemberRow[]> {
  return db.select().from(chatMembers).where(eq(chatMembers.conversationId, conversationId));
}

export async function memberCount(db: Tx, conversationId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(chatMembers).where(eq(chatMembers.conversationId, conversationId));
  return r?.n ?? 0;
}

/** Take the next seq of a conversation (locks its row until the transaction ends). */
export async function nextSeq(tx: Tx, conversationId: number, now: Date): Promise<number> {
  const [r] = await tx.update(chatConversations).set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastAt: now })
    .where(eq(chatConversations.id, conversationId)).returning({ seq: chatConversations.lastSeq });
  return r.seq;
}

export async function insertMessage(tx: Tx, v: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [r] = await tx.insert(chatMessages).values(v).returning();
  return r;
}

export async function messageByClientId(db: Tx, conversationId: number, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const [r] = await db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId),
    eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId))).limit(1);
  return r;
}

export async function messageBySeq(db: Tx, conversationId: number, seq: number): Promise<MessageRow | undefined> {
  const [r] = await db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq))).limit(1);
  return r;
}

/** Up to `limit` messages with seq < before (newest first), above `floor`. */
export async function messagesBefore(db: Tx, conversationId: number, before: number, floor: number, limit: number): Promise<MessageRow[]> {
  return db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.seq, before), gt(chatMessages.seq, floor)))
    .orderBy(desc(chatMessages.seq)).limit(limit);
}

/** Up to `limit` messages with seq > after (oldest first). */
export async function messagesAfter(db: Tx, conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
  return db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq)).limit(limit);
}

/** The last message of each conversation. */
export async function lastMessages(db: Tx, conv: { id: number; lastSeq: number }[]): Promise<MessageRow[]> {
  const want = conv.filter((c) => c.lastSeq > 0);
  if (!want.length) return [];
  return db.select().from(chatMessages).where(sql`(${chatMessages.conversationId}, ${chatMessages.seq}) IN (${sql.join(want.map((c) => sql`(${c.id}, ${c.lastSeq})`), sql`, `)})`);
}

/** Recall: empty the body; undefined when it was recalled already. */
export async function recall(tx: Tx, conversationId: number, seq: number, now: Date): Promise<MessageRow | undefined> {
  const [r] = await tx.update(chatMessages).set({ recalledAt: now, body: {} })
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq), sql`${chatMessages.recalledAt} IS NULL`)).returning();
  return r;
}

/** Move his read position forward to `seq` (never back, never past the last message). */
export async function markRead(db: Tx, conversationId: number, userId: number, seq: number): Promise<number> {
  const [r] = await db.update(chatMembers).set({
    readSeq: sql`GREATEST(${chatMembers.readSeq}, LEAST(${seq}, (SELECT last_seq FROM chat_conversations WHERE id = ${conversationId})))`,
  }).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId))).returning({ readSeq: chatMembers.readSeq });
  return r?.readSeq ?? 0;
}

/** A new message brings hidden (deleted) conversations back to their members' lists. */
export async function unhide(tx: Tx, conversationId: number): Promise<void> {
  await tx.update(chatMembers).set({ hidden: false }).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.hidden, true)));
}

export async function updateMember(db: Tx, conversationId: number, userId: number, set: Partial<typeof chatMembers.$inferInsert>): Promise<void> {
  await db.update(chatMembers).set(set).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
}

/** Delete for me: clear history up to the last message, read it all, leave the list. */
export async function clearFor(db: Tx, conversationId: number, userId: number): Promise<void> {
  const last = sql`(SELECT last_seq FROM chat_conversations WHERE id = ${conversationId})`;
  await db.update(chatMembers).set({ clearedSeq: last, readSeq: last, hidden: true, pinned: false })
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
}

const recalledAfterRead = sql<number>`(SELECT count(*)::int FROM chat_messages x WHERE x.conversation_id = ${chatConversations.id} AND x.seq > ${chatMembers.readSeq} AND x.recalled_at IS NOT NULL)`;
const unreadOf = sql<number>`(${chatConversations.lastSeq} - ${chatMembers.readSeq} - ${recalledAfterRead})::int`;

export interface ListedConversation { c: ConversationRow; m: MemberRow; unread: number }

/** His conversations on the list: pinned first, newest message first. */
export async function conversationsOf(db: Tx, userId: number, offset: number, limit: number): Promise<ListedConversation[]> {
  return db.select({ c: chatConversations, m: chatMembers, unread: unreadOf }).from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(and(eq(chatMembers.userId, userId), eq(chatMembers.hidden, false)))
    .orderBy(desc(chatMembers.pinned), desc(chatConversations.lastAt), desc(chatConversations.id)).offset(offset).limit(limit);
}

export async function unreadOfMember(db: Tx, conversationId: number, userId: number): Promise<number> {
  const [r] = await db.select({ unread: unreadOf }).from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
  return r?.unread ?? 0;
}

/** Unread over his conversations: the total of those not 免打扰, and how many have any. */
export async function unreadTotals(db: Tx, userId: number): Promise<{ total: number; conversations: number }> {
  const [r] = await db.select({
    total: sql<number>`coalesce(sum(CASE WHEN ${chatMembers.muted} THEN 0 ELSE ${unreadOf} END), 0)::int`,
    conversations: sql<number>`count(*) FILTER (WHERE ${unreadOf} > 0)::int`,
  }).from(chatMembers).innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(and(eq(chatMembers.userId, userId), sql`${chatConversations.lastSeq} > ${chatMembers.readSeq}`));
  return { total: r?.total ?? 0, conversations: r?.conversations ?? 0 };
}

// ——— Blocks ———

export async function isBlocked(db: Tx, userId: number, blockedId: number): Promise<boolean> {
  const [r] = await db.select({ u: chatBlocks.userId }).from(chatBlocks).where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, blockedId))).limit(1);
  return !!r;
}

export async function setBlock(db: Tx, userId: number, blockedId: number, block: boolean, now: Date): Promise<void> {
  if (block) await db.insert(chatBlocks).values({ userId, blockedId, createdAt: now }).onConflictDoNothing();
  else await db.delete(chatBlocks).where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, blockedId)));
}

export async function blockedIds(db: Tx, userId: number): Promise<number[]> {
  return (await db.select({ id: chatBlocks.blockedId }).from(chatBlocks).where(eq(chatBlocks.userId, userId)).orderBy(desc(chatBlocks.createdAt))).map((r) => r.id);
}

// ——— Reports ———

/** A report; undefined when he reported this message already. */
export async function insertReport(db: Tx, v: typeof chatReports.$inferInsert): Promise<number | undefined> {
  const [r] = await db.insert(chatReports).values(v).onConflictDoNothing().returning({ id: chatReports.id });
  return r?.id;
}

export async function reportOf(db: Tx, reporterId: number, conversationId: number, seq: number): Promise<number | undefined> {
  const [r] = await db.select({ id: chatReports.id }).from(chatReports).where(and(eq(chatReports.reporterId, reporterId),
    eq(chatReports.conversationId, conversationId), eq(chatReports.seq, seq))).limit(1);
  return r?.id;
}


/** A project's name (the title of its 编修群; a read of the projects table for a name). */
export async function projectName(db: Tx, projectId: number): Promise<string | undefined> {
  const [r] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return r?.name;
}

// ——— Customer service ———

export type TicketRow = typeof chatServiceTickets.$inferSelect;

export async function serviceTicket(db: Tx, conversationId: number): Promise<TicketRow | undefined> {
  const [r] = await db.select().from(chatServiceTickets).where(eq(chatServiceTickets.conversationId, conversationId)).limit(1);
  return r;
}

/** The ticket of a service conversation, made when missing. */
export async function ensureTicket(db: Tx, conversationId: number, userId: number, now: Date): Promise<void> {
  await db.insert(chatServiceTickets).values({ conversationId, userId, openedAt: now }).onConflictDoNothing();
}

/** The user wrote: a closed ticket opens again (back in the queue, unassigned). */
export async function reopenTicket(tx: Tx, conversationId: number, now: Date): Promise<void> {
  await tx.update(chatServiceTickets).set({ status: 'open', openedAt: now, closedAt: null, assigneeId: null })
    .where(and(eq(chatServiceTickets.conversationId, conversationId), eq(chatServiceTickets.status, 'closed')));
}

export async function updateTicket(db: Tx, conversationId: number, set: Partial<typeof chatServiceTickets.$inferInsert>): Promise<void> {
  await db.update(chatServiceTickets).set(set).where(eq(chatServiceTickets.conversationId, conversationId));
}

/** Assign to `staffId` only when nobody has it (the first 客服 to answer takes it). */
export async function claimTicket(db: Tx, conversationId: number, staffId: number): Promise<void> {
  await db.update(chatServiceTickets).set({ assigneeId: staffId })
    .where(and(eq(chatServiceTickets.conversationId, conversationId), isNull(chatServiceTickets.assigneeId)));
}

/** The staff read up to seq (never back). */
export async function staffRead(db: Tx, conversationId: number, seq: number): Promise<void> {
  await db.update(chatServiceTickets).set({ staffReadSeq: sql`GREATEST(${chatServiceTickets.staffReadSeq}, ${seq})` })
    .where(eq(chatServiceTickets.conversationId, conversationId));
}

export interface TicketListed { t: TicketRow; c: ConversationRow; phone: string | null }

/** The queue: open (unanswered first, then oldest), mine (open, assigned to him), closed (newest first). */
export async function ticketPage(db: Tx, status: 'open' | 'mine' | 'closed', staffId: number, offset: number, limit: number): Promise<TicketListed[]> {
  const where = status === 'closed' ? eq(chatServiceTickets.status, 'closed')
    : status === 'mine' ? and(eq(chatServiceTickets.status, 'open'), eq(chatServiceTickets.assigneeId, staffId))
      : eq(chatServiceTickets.status, 'open');
  const q = db.select({ t: chatServiceTickets, c: chatConversations, phone: users.phone }).from(chatServiceTickets)
    .innerJoin(chatConversations, eq(chatConversations.id, chatServiceTickets.conversationId))
    .innerJoin(users, eq(users.id, chatServiceTickets.userId))
    .where(where);
  return status === 'closed'
    ? q.orderBy(desc(chatServiceTickets.closedAt), desc(chatServiceTickets.conversationId)).offset(offset).limit(limit)
    : q.orderBy(desc(sql`${chatConversations.lastSeq} > ${chatServiceTickets.staffReadSeq}`), asc(chatConversations.lastAt), asc(chatServiceTickets.conversationId)).offset(offset).limit(limit);
}

export async function ticketListed(db: Tx, conversationId: number): Promise<TicketListed | undefined> {
  const [r] = await db.select({ t: chatServiceTickets, c: chatConversations, phone: users.phone }).from(chatServiceTickets)
    .innerJoin(chatConversations, eq(chatConversations.id, chatServiceTickets.conversationId))
    .innerJoin(users, eq(users.id, chatServiceTickets.userId))
    .where(eq(chatServiceTickets.conversationId, conversationId)).limit(1);
  return r;
}

export type CannedRow = typeof chatServiceReplies.$inferSelect;

export async function cannedReplies(db: Tx): Promise<CannedRow[]> {
  return db.select().from(chatServiceReplies).orderBy(asc(chatServiceReplies.id));
}

export async function saveCanned(db: Tx, v: { id?: number; title: string; text: string; by: number; now: Date }): Promise<CannedRow | undefined> {
  if (v.id) {
    const [r] = await db.update(chatServiceReplies).set({ title: v.title, text: v.text }).where(eq(chatServiceReplies.id, v.id)).returning();
    return r;
  }
  const [r] = await db.insert(chatServiceReplies).values({ title: v.title, text: v.text, createdBy: v.by, createdAt: v.now }).returning();
  return r;
}

export async function deleteCanned(db: Tx, id: number): Promise<boolean> {
  return (await db.delete(chatServiceReplies).where(eq(chatServiceReplies.id, id)).returning({ id: chatServiceReplies.id })).length > 0;
}

// ——— Moderation ———

export type ReportRow = typeof chatReports.$inferSelect;

export async function reportPage(db: Tx, status: string, offset: number, limit: number): Promise<ReportRow[]> {
  return db.select().from(chatReports).where(eq(chatReports.status, status)).orderBy(desc(chatReports.id)).offset(offset).limit(limit);
}

export async function reportById(db: Tx, id: number): Promise<ReportRow | undefined> {
  const [r] = await db.select().from(chatReports).where(eq(chatReports.id, id)).limit(1);
  return r;
}

/** Handle a report and every other open one of the same message (or user). */
export async function handleReports(tx: Tx, r: ReportRow): Promise<void> {
  const same = r.seq !== null && r.conversationId !== null
    ? and(eq(chatReports.conversationId, r.conversationId), eq(chatReports.seq, r.seq))
    : and(eq(chatReports.targetUserId, r.targetUserId), sql`${chatReports.seq} IS NULL`);
  await tx.update(chatReports).set({ status: 'handled' }).where(and(eq(chatReports.status, 'open'), sql`(${chatReports.id} = ${r.id} OR ${same})`));
}

export async function hideMessage(tx: Tx, conversationId: number, seq: number, now: Date): Promise<void> {
  await tx.update(chatMessages).set({ hiddenAt: now, body: {} })
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq), isNull(chatMessages.hiddenAt)));
}

export async function insertModLog(tx: Tx, v: typeof chatModLog.$inferInsert): Promise<void> {
  await tx.insert(chatModLog).values(v);
}

export async function modLogPage(db: Tx, offset: number, limit: number) {
  return db.select().from(chatModLog).orderBy(desc(chatModLog.id)).offset(offset).limit(limit);
}

export async function banOf(db: Tx, userId: number): Promise<Date | undefined> {
  const [r] = await db.select({ until: chatBans.until }).from(chatBans).where(eq(chatBans.userId, userId)).limit(1);
  return r?.until;
}

export async function setBan(tx: Tx, v: { userId: number; until: Date; reason: string; by: number; now: Date }): Promise<void> {
  await tx.insert(chatBans).values({ userId: v.userId, until: v.until, reason: v.reason, bannedBy: v.by, createdAt: v.now })
    .onConflictDoUpdate({ target: chatBans.userId, set: { until: v.until, reason: v.reason, bannedBy: v.by, createdAt: v.now } });
}

export async function liftBan(tx: Tx, userId: number): Promise<boolean> {
  return (await tx.delete(chatBans).where(eq(chatBans.userId, userId)).returning({ u: chatBans.userId })).length > 0;
}
