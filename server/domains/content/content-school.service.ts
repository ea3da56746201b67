/** 学堂: courses with lessons in order, free and paid lessons (payments core, target 'school-course'), progress per user. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/school';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { cleanHtml } from '../book/index';
import { confirmPayment, createPayment, registerFulfiller } from '../payments/index';
import { requireStaff } from '../staff/index';
import { readerId } from './content.service';
import * as repo from './content-school.repo';

export const SCHOOL_COURSE = 'school-course';
const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });

const toCourse = (r: repo.CourseRow): Reply<typeof c.schoolCourseGet> extends infer T ? Omit<T, 'lessons'> : never => ({
  id: r.id, title: r.title, summary: r.summary, cover: r.cover, price: r.priceFen, lessonCount: r.lesson_count, doneCount: r.done_count,
  purchased: r.purchased || r.priceFen === 0,
});

/** A paid course payment grants the course once. */
registerFulfiller(SCHOOL_COURSE, async (tx, payment, { now }) => {
  await repo.insertPurchase(tx, { userId: payment.userId, courseId: Number(payment.targetId), outTradeNo: payment.outTradeNo, at: now });
});

async function course(ctx: Ctx, id: number) {
  const r = await repo.courseById(ctx.db, readerId(ctx), id);
  if (!r) fail('课程不存在');
  return r;
}

/** GET /school/course/list */
export async function list(ctx: Ctx, p: ParsedParams<typeof c.schoolCourseList>): Promise<Reply<typeof c.schoolCourseList>> {
  const rows = await repo.coursePage(ctx.db, readerId(ctx), (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCourse), p.pageSize);
}

/** GET /school/course/get/:id */
export async function get(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.schoolCourseGet>> {
  const r = await course(ctx, p.id);
  const out = toCourse(r);
  const done = await repo.doneIds(ctx.db, readerId(ctx), r.id);
  const lessons = await repo.lessonsOf(ctx.db, r.id);
  return {
    ...out,
    lessons: lessons.map((l) => ({ id: l.id, seq: l.seq, title: l.title, free: l.free, duration: l.duration, done: done.has(l.id), locked: !l.free && !out.purchased })),
  };
}

/** GET /school/lesson/get/:id */
export async function lesson(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.schoolLessonGet>> {
  const l = await repo.lessonById(ctx.db, p.id);
  if (!l) fail('课时不存在');
  const cr = toCourse(await course(ctx, l.courseId));
  if (!l.free && !cr.purchased) fail('购买课程后可学习');
  const done = await repo.doneIds(ctx.db, readerId(ctx), l.courseId);
  return { id: l.id, seq: l.seq, title: l.title, free: l.free, duration: l.duration, done: done.has(l.id), locked: false, courseId: l.courseId, body: l.body, video: l.video };
}

/** POST /school/lesson/done/:id */
export async function done(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.schoolLessonDone>> {
  const l = await repo.lessonById(ctx.db, p.id);
  if (!l) fail('课时不存在');
  const cr = toCourse(await course(ctx, l.courseId));
  if (!l.free && !cr.purchased) fail('购买课程后可学习');
  await repo.markDone(ctx.db, ctx.user.id, l, ctx.adapters.clock.now());
  const after = toCourse(await course(ctx, l.courseId));
  return { doneCount: after.doneCount, lessonCount: after.lessonCount };
}

/** POST /school/course/buy/:id */
export async function buy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.schoolCourseBuy>): Promise<Reply<typeof c.schoolCourseBuy>> {
  const r = await course(ctx, p.id);
  if (r.priceFen === 0) fail('免费课程无需购买');
  if (r.purchased) fail('已购买该课程');
  return ctx.db.transaction((tx) => createPayment(ctx, tx, {
    userId: ctx.user.id, amountFen: r.priceFen, subject: `学堂课程：${r.title}`, targetType: SCHOOL_COURSE, targetId: r.id, payType: p.payType,
  }));
}

/** GET /school/course/confirm */
export async function confirm(ctx: Ctx<'user'>, p: ParsedParams<typeof c.schoolCourseConfirm>): Promise<Reply<typeof c.schoolCourseConfirm>> {
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: SCHOOL_COURSE });
}

/** POST /ops/school/course/save (运营) */
export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsSchoolCourseSave>): Promise<Reply<typeof c.opsSchoolCourseSave>> {
  await requireStaff(ctx, 'operator');
  if (p.id !== undefined && !(await repo.courseExists(ctx.db, p.id))) fail('课程不存在');
  const id = await ctx.db.transaction((tx) => repo.saveCourse(tx, p.id,
    { title: p.title, summary: p.summary, cover: p.cover, priceFen: p.price, at: ctx.adapters.clock.now() },
    p.lessons.map((l) => ({ title: l.title, free: l.free, body: cleanHtml(l.body), video: l.video, duration: l.duration }))));
  return { id };
}
