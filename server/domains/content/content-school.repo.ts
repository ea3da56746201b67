/** 学堂: courses, lessons in order, progress per user and bought courses. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { schoolCourses as courses, schoolLessons as lessons, schoolProgress as progress, schoolPurchases as purchases } from '../../db/schema/index';

export type CourseRow = typeof courses.$inferSelect & { lesson_count: number; done_count: number; purchased: boolean };
export type LessonRow = typeof lessons.$inferSelect;

const COURSE = (me: number) => sql`SELECT c.*, c.price_fen AS "priceFen", c.created_at AS "createdAt",
  (SELECT count(*)::int FROM school_lessons l WHERE l.course_id = c.id) AS lesson_count,
  (SELECT count(*)::int FROM school_progress p WHERE p.user_id = ${me} AND p.course_id = c.id) AS done_count,
  EXISTS (SELECT 1 FROM school_purchases b WHERE b.user_id = ${me} AND b.course_id = c.id) AS purchased
  FROM school_courses c`;

export async function coursePage(db: Tx, me: number, offset: number, limit: number): Promise<CourseRow[]> {
  return rowsOf<CourseRow>(db, sql`${COURSE(me)} ORDER BY c.created_at DESC, c.id DESC OFFSET ${offset} LIMIT ${limit}`);
}

export async function courseById(db: Tx, me: number, id: number): Promise<CourseRow | undefined> {
  const [r] = await rowsOf<CourseRow>(db, sql`${COURSE(me)} WHERE c.id = ${id}`);
  return r;
}

export async function lessonsOf(db: Tx, courseId: number): Promise<LessonRow[]> {
  return db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.seq));
}

export async function lessonById(db: Tx, id: number): Promise<LessonRow | undefined> {
  const [r] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return r;
}

export async function doneIds(db: Tx, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db.select({ id: progress.lessonId }).from(progress).where(and(eq(progress.userId, userId), eq(progress.courseId, courseId)));
  return new Set(rows.map((r) => r.id));
}

export async function markDone(db: Tx, userId: number, lesson: LessonRow, at: Date): Promise<void> {
  await db.insert(progress).values({ userId, lessonId: lesson.id, courseId: lesson.courseId, createdAt: at }).onConflictDoNothing();
}

export async function hasPurchase(db: Tx, userId: number, courseId: number): Promise<boolean> {
  return (await db.select({ u: purchases.userId }).from(purchases).where(and(eq(purchases.userId, userId), eq(purchases.courseId, courseId))).limit(1)).length > 0;
}

export async function insertPurchase(tx: Tx, v: { userId: number; courseId: number; outTradeNo: string; at: Date }): Promise<void> {
  await tx.insert(purchases).values({ userId: v.userId, courseId: v.courseId, outTradeNo: v.outTradeNo, createdAt: v.at }).onConflictDoNothing();
}

/** Writes a course and replaces its lessons in order (progress of removed lessons goes with them). */
export async function saveCourse(tx: Tx, id: number | undefined, v: { title: string; summary: string; cover: string; priceFen: number; at: Date },
  list: { title: string; free: boolean; body: string; video: string; duration: number }[]): Promise<number> {
  let cid = id;
  if (cid === undefined) {
    const [r] = await tx.insert(courses).values({ title: v.title, summary: v.summary, cover: v.cover, priceFen: v.priceFen, createdAt: v.at }).returning({ id: courses.id });
    cid = r.id;
  } else {
    await tx.update(courses).set({ title: v.title, summary: v.summary, cover: v.cover, priceFen: v.priceFen }).where(eq(courses.id, cid));
    await tx.delete(lessons).where(eq(lessons.courseId, cid));
  }
  await tx.insert(lessons).values(list.map((l, i) => ({ ...l, courseId: cid!, seq: i + 1 })));
  return cid;
}

export async function courseExists(db: Tx, id: number): Promise<boolean> {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).orderBy(desc(courses.id)).limit(1)).length > 0;
}
