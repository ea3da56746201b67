/**
 * 捐资: drives, donations (a donor's entry), gifts (one payment each), spending and refund logs; every query names the
 * project. Money moves only in the statement that changes a gift's status (pending → paid → refunded), so a payment
 * settled twice, or refunded twice, changes the totals once.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { donationDrives as drives, donationGifts as gifts, donationRefundLogs as refunds, donations, donationSpendings as spendings } from '../../db/schema/index';

export type DriveRow = typeof drives.$inferSelect;
export type DonationRow = typeof donations.$inferSelect & { driveTitle: string };
export type GiftRow = typeof gifts.$inferSelect;

export async function drivePage(db: Tx, projectId: number, offset: number, limit: number): Promise<DriveRow[]> {
  return db.select().from(drives).where(eq(drives.projectId, projectId)).orderBy(desc(drives.createdAt), desc(drives.id)).offset(offset).limit(limit);
}

export async function driveById(db: Tx, projectId: number, id: number): Promise<DriveRow | undefined> {
  const [r] = await db.select().from(drives).where(and(eq(drives.projectId, projectId), eq(drives.id, id))).limit(1);
  return r;
}

export async function insertDrive(tx: Tx, v: { projectId: number; kind: string; title: string; description: string; goalFen: number; deadline: string; createdBy: number; at: Date }): Promise<number> {
  const [r] = await tx.insert(drives).values({ ...v, createdAt: v.at }).returning({ id: drives.id });
  return r.id;
}

export async function updateDrive(tx: Tx, projectId: number, id: number, v: { kind: string; title: string; description: string; goalFen: number; deadline: string; status: string }): Promise<void> {
  await tx.update(drives).set(v).where(and(eq(drives.projectId, projectId), eq(drives.id, id)));
}

export async function insertSpending(tx: Tx, v: { projectId: number; driveId: number; item: string; amountFen: number; spentOn: string; createdBy: number; at: Date }): Promise<{ id: number; spent: number }> {
  const [r] = await tx.insert(spendings).values({ ...v, createdAt: v.at }).returning({ id: spendings.id });
  const [d] = await tx.update(drives).set({ spentFen: sql`${drives.spentFen} + ${v.amountFen}` })
    .where(and(eq(drives.projectId, v.projectId), eq(drives.id, v.driveId))).returning({ spent: drives.spentFen });
  return { id: r.id, spent: d.spent };
}

export async function spendingsOf(db: Tx, projectId: number, driveId: number) {
  return db.select().from(spendings).where(and(eq(spendings.projectId, projectId), eq(spendings.driveId, driveId))).orderBy(asc(spendings.spentOn), asc(spendings.id));
}

const donationCols = {
  id: donations.id, projectId: donations.projectId, driveId: donations.driveId, userId: donations.userId, anonymous: donations.anonymous,
  name: donations.name, message: donations.message, branch: donations.branch, hometown: donations.hometown, phone: donations.phone,
  amountFen: donations.amountFen, status: donations.status, createdAt: donations.createdAt, paidAt: donations.paidAt,
  driveTitle: sql<string>`coalesce(${drives.title}, '')`,
};
const withDrive = () => sql`${drives.projectId} = ${donations.projectId} AND ${drives.id} = ${donations.driveId}`;

export async function donationById(db: Tx, projectId: number, id: number): Promise<DonationRow | undefined> {
  const [r] = await db.select(donationCols).from(donations).leftJoin(drives, withDrive())
    .where(and(eq(donations.projectId, projectId), eq(donations.id, id))).limit(1);
  return r;
}

/** The merit list: paid entries by amount (high first), then by the time of their first paid gift. */
export async function meritPage(db: Tx, projectId: number, driveId: number, offset: number, limit: number): Promise<DonationRow[]> {
  return db.select(donationCols).from(donations).leftJoin(drives, withDrive())
    .where(and(eq(donations.projectId, projectId), eq(donations.driveId, driveId), eq(donations.status, 'paid')))
    .orderBy(desc(donations.amountFen), asc(donations.paidAt), asc(donations.id)).offset(offset).limit(limit);
}

/** Every entry of a drive (the manage screen), newest first. */
export async function drivePageAll(db: Tx, projectId: number, driveId: number, offset: number, limit: number): Promise<DonationRow[]> {
  return db.select(donationCols).from(donations).leftJoin(drives, withDrive())
    .where(and(eq(donations.projectId, projectId), eq(donations.driveId, driveId)))
    .orderBy(desc(donations.createdAt), desc(donations.id)).offset(offset).limit(limit);
}

export async function myPage(db: Tx, userId: number, offset: number, limit: number): Promise<DonationRow[]> {
  return db.select(donationCols).from(donations).leftJoin(drives, withDrive())
    .where(eq(donations.userId, userId)).orderBy(desc(donations.createdAt), desc(donations.id)).offset(offset).limit(limit);
}

/** Income lines of the ledger: paid gifts with their entry's name and anonymity, oldest first. */
export async function incomeOf(db: Tx, projectId: number, driveId: number) {
  return rowsOf<{ amount_fen: number; paid_at: Date | string; name: string; anonymous: boolean }>(db, sql`SELECT g.amount_fen, g.paid_at, d.name, d.anonymous
    FROM donation_gifts g JOIN donations d ON d.project_id = g.project_id AND d.id = g.donation_id
    WHERE g.project_id = ${projectId} AND d.drive_id = ${driveId} AND g.status = 'paid' ORDER BY g.paid_at, g.id`);
}

export async function insertDonation(tx: Tx, v: { projectId: number; driveId: number; userId: number; anonymous: boolean; name: string; message: string; at: Date }): Promise<number> {
  const [r] = await tx.insert(donations).values({ ...v, createdAt: v.at }).returning({ id: donations.id });
  return r.id;
}

export async function updateDetails(tx: Tx, projectId: number, id: number, v: { name: string; anonymous: boolean; message: string; branch: string; hometown: string; phone: string }): Promise<void> {
  await tx.update(donations).set(v).where(and(eq(donations.projectId, projectId), eq(donations.id, id)));
}

/** Deletes an entry none of whose gifts was ever paid (its pending gifts go with it); false otherwise. */
export async function deleteUnpaid(tx: Tx, projectId: number, id: number): Promise<boolean> {
  const paid = await tx.select({ id: gifts.id }).from(gifts).where(and(eq(gifts.projectId, projectId), eq(gifts.donationId, id), sql`${gifts.status} <> 'pending'`)).limit(1);
  if (paid.length) return false;
  await tx.delete(gifts).where(and(eq(gifts.projectId, projectId), eq(gifts.donationId, id)));
  const r = await tx.delete(donations).where(and(eq(donations.projectId, projectId), eq(donations.id, id), eq(donations.status, 'pending'))).returning({ id: donations.id });
  return r.length > 0;
}

/** The gift of this client key, or a new one (the key's unique index makes parallel repeats one gift). */
export async function giftByKey(tx: Tx, v: { projectId: number; donationId: number; userId: number; clientKey: string; amountFen: number; at: Date }): Promise<{ gift: GiftRow; fresh: boolean }> {
  const [fresh] = await tx.insert(gifts).values({ ...v, createdAt: v.at }).onConflictDoNothing().returning();
  if (fresh) return { gift: fresh, fresh: true };
  const [old] = await tx.select().from(gifts).where(and(eq(gifts.projectId, v.projectId), eq(gifts.userId, v.userId), eq(gifts.clientKey, v.clientKey))).limit(1);
  return { gift: old, fresh: false };
}

export async function findGiftByKey(db: Tx, projectId: number, userId: number, clientKey: string): Promise<GiftRow | undefined> {
  const [g] = await db.select().from(gifts).where(and(eq(gifts.projectId, projectId), eq(gifts.userId, userId), eq(gifts.clientKey, clientKey))).limit(1);
  return g;
}

export async function setGiftTrade(tx: Tx, projectId: number, id: number, outTradeNo: string): Promise<void> {
  await tx.update(gifts).set({ outTradeNo }).where(and(eq(gifts.projectId, projectId), eq(gifts.id, id)));
}

export async function giftById(db: Tx, projectId: number, id: number): Promise<GiftRow | undefined> {
  const [g] = await db.select().from(gifts).where(and(eq(gifts.projectId, projectId), eq(gifts.id, id))).limit(1);
  return g;
}

export async function paidGiftsOf(db: Tx, projectId: number, donationId: number): Promise<GiftRow[]> {
  return db.select().from(gifts).where(and(eq(gifts.projectId, projectId), eq(gifts.donationId, donationId), eq(gifts.status, 'paid')));
}

/**
 * A gift's payment was paid: pending → paid, and (only if this call moved it) its entry and drive are credited. The entry
 * counts as a new donor when it had no paid gift before. Answers the gift when credited.
 */
export async function creditGift(tx: Tx, projectId: number, giftId: number, now: Date): Promise<GiftRow | undefined> {
  const [g] = await tx.update(gifts).set({ status: 'paid', paidAt: now })
    .where(and(eq(gifts.projectId, projectId), eq(gifts.id, giftId), eq(gifts.status, 'pending'))).returning();
  if (!g) return undefined;
  const [d] = await rowsOf<{ drive_id: number; first: boolean }>(tx, sql`UPDATE donations SET amount_fen = amount_fen + ${g.amountFen},
      status = 'paid', paid_at = coalesce(paid_at, ${now}) WHERE project_id = ${projectId} AND id = ${g.donationId}
    RETURNING drive_id, (amount_fen = ${g.amountFen}) AS first`);
  await tx.update(drives).set({ raisedFen: sql`${drives.raisedFen} + ${g.amountFen}`, donorCount: sql`${drives.donorCount} + ${d.first ? 1 : 0}` })
    .where(and(eq(drives.projectId, projectId), eq(drives.id, d.drive_id)));
  return g;
}

/** A paid gift was refunded: paid → refunded, and (only if this call moved it) the entry and drive are debited. */
export async function debitGift(tx: Tx, projectId: number, giftId: number): Promise<GiftRow | undefined> {
  const [g] = await tx.update(gifts).set({ status: 'refunded' })
    .where(and(eq(gifts.projectId, projectId), eq(gifts.id, giftId), eq(gifts.status, 'paid'))).returning();
  if (!g) return undefined;
  const [d] = await rowsOf<{ drive_id: number; emptied: boolean }>(tx, sql`UPDATE donations SET amount_fen = amount_fen - ${g.amountFen},
      status = CASE WHEN amount_fen - ${g.amountFen} = 0 THEN 'refunded' ELSE status END
      WHERE project_id = ${projectId} AND id = ${g.donationId} RETURNING drive_id, (amount_fen = 0) AS emptied`);
  await tx.update(drives).set({ raisedFen: sql`${drives.raisedFen} - ${g.amountFen}`, donorCount: sql`${drives.donorCount} - ${d.emptied ? 1 : 0}` })
    .where(and(eq(drives.projectId, projectId), eq(drives.id, d.drive_id)));
  return g;
}

export async function insertRefundLog(tx: Tx, v: { projectId: number; donationId: number; giftId: number; staffId: number; amountFen: number; reason: string; at: Date }): Promise<void> {
  await tx.insert(refunds).values({ ...v, createdAt: v.at });
}

export async function refundLogPage(db: Tx, offset: number, limit: number) {
  return db.select().from(refunds).orderBy(desc(refunds.createdAt), desc(refunds.id)).offset(offset).limit(limit);
}

export async function deleteOfProject(tx: Tx, projectId: number): Promise<void> {
  for (const t of [refunds, spendings, gifts, donations, drives]) await tx.delete(t).where(eq(t.projectId, projectId));
}
