/** Clan activities and their sign-ups: every query names the project; `locateActivity` finds one by id alone. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { activitySignups, clanActivities } from '../../db/schema/index';

export type ActivityRow = typeof clanActivities.$inferSelect;

export async function locateActivity(db: Tx, id: number): Promise<ActivityRow | undefined> {
  const [r] = await db.select().from(clanActivities).where(eq(clanActivities.id, id)).limit(1);
  return r;
}

export async function activitiesOf(db: Tx, projectId: number): Promise<ActivityRow[]> {
  return db.select().from(clanActivities).where(eq(clanActivities.projectId, projectId)).orderBy(desc(clanActivities.day), desc(clanActivities.id)).limit(100);
}

export async function insertActivity(db: Tx, v: Omit<typeof clanActivities.$inferInsert, 'id'>): Promise<ActivityRow> {
  const [r] = await db.insert(clanActivities).values(v).returning();
  return r;
}

export async function updateActivity(db: Tx, projectId: number, id: number, set: Partial<typeof clanActivities.$inferInsert>): Promise<ActivityRow> {
  const [r] = await db.update(clanActivities).set(set).where(rowOf(clanActivities, projectId, id)).returning();
  return r;
}

export async function signupsOf(db: Tx, projectId: number, activityId: number) {
  return db.select().from(activitySignups).where(and(eq(activitySignups.projectId, projectId), eq(activitySignups.activityId, activityId))).orderBy(asc(activitySignups.id));
}

export async function upsertSignup(db: Tx, v: Omit<typeof activitySignups.$inferInsert, 'id'>): Promise<void> {
  await db.insert(activitySignups).values(v)
    .onConflictDoUpdate({ target: [activitySignups.projectId, activitySignups.activityId, activitySignups.userId], set: { name: v.name, people: v.people } });
}

export async function deleteSignup(db: Tx, projectId: number, activityId: number, userId: number): Promise<void> {
  await db.delete(activitySignups).where(and(eq(activitySignups.projectId, projectId), eq(activitySignups.activityId, activityId), eq(activitySignups.userId, userId)));
}

export async function deleteProjectActivities(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(activitySignups).where(eq(activitySignups.projectId, projectId));
  await tx.delete(clanActivities).where(eq(clanActivities.projectId, projectId));
}
