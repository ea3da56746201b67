/**
 * 学堂 (issue #18 point 5; routes /school/index|list|details|news). The spec shows no school calls: these are our
 * design, every one 【本项目新增】.
 * - A course (课程) has lessons in order; some free (试看), the rest open to everyone once the course is bought through
 *   the payments core (target 'school-course'; a free course has price 0 and needs no purchase).
 * - Progress per user: `/school/lesson/done/:id` marks a lesson learnt (once); the course shows done / total.
 * - Staff (运营) write courses with their lessons (`/ops/school/course/save`); lesson text is cleaned with the one
 *   rich-text policy.
 * - School news (/school/news) are the public 新闻 of the content domain (/content/v2/list?contentType=news).
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, page, paging, text } from './common/index';
import { PaymentResult, PaymentStart, PayType } from './payments';

export const Lesson = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  free: z.boolean(),
  /** Seconds of its video (0 = text only). */
  duration: z.number().int(),
  done: z.boolean(),
  /** A paid lesson of a course I have not bought. */
  locked: z.boolean(),
});

export const Course = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Fen; 0 = free. */
  price: z.number().int(),
  lessonCount: z.number().int(),
  doneCount: z.number().int(),
  purchased: z.boolean(),
});
export type Course = z.infer<typeof Course>;

export const schoolCourseList = call({
  method: 'GET', path: '/school/course/list', access: 'session', params: z.object({ ...paging }), reply: page(Course),
  summary: '【本项目新增】学堂课程（含我的进度）',
});

export const schoolCourseGet = call({
  method: 'GET', path: '/school/course/get/:id', access: 'session', params: z.object({ id: id('课程') }),
  reply: Course.extend({ lessons: z.array(Lesson) }), summary: '【本项目新增】课程详情与课时（按顺序，含进度与是否可学）',
});

export const schoolLessonGet = call({
  method: 'GET', path: '/school/lesson/get/:id', access: 'session', params: z.object({ id: id('课时') }),
  reply: Lesson.extend({ courseId: z.number().int(), body: z.string(), video: z.string() }),
  summary: '【本项目新增】学习一个课时（付费课时须先购买课程）',
});

export const schoolLessonDone = call({
  method: 'POST', path: '/school/lesson/done/:id', access: 'user', params: z.object({ id: id('课时') }),
  reply: z.object({ doneCount: z.number().int(), lessonCount: z.number().int() }), summary: '【本项目新增】标记课时已学完（只计一次）',
});

export const schoolCourseBuy = call({
  method: 'POST', path: '/school/course/buy/:id', access: 'user',
  params: z.object({ id: id('课程'), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart, summary: '【本项目新增】购买课程（支付核心；重复点击得到同一笔待支付）',
});

export const schoolCourseConfirm = call({
  method: 'GET', path: '/school/course/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号') }),
  reply: PaymentResult, summary: '【本项目新增】确认课程支付',
});

export const opsSchoolCourseSave = call({
  method: 'POST', path: '/ops/school/course/save', access: 'user',
  params: z.object({
    id: id('课程').optional(),
    title: text('课程名称', 60).pipe(z.string().min(1, '请填写课程名称')).describe('课程名称'),
    summary: text('简介', 300).default(''),
    cover: fileUrl('封面').default(''),
    price: z.coerce.number().int().min(0).max(10_000_000).default(0).describe('价格'),
    lessons: z.array(z.object({
      title: text('课时名称', 60).pipe(z.string().min(1, '请填写课时名称')).describe('课时名称'),
      free: flag('试看').default(false),
      body: z.string().max(50_000).default('').describe('课时内容'),
      video: fileUrl('视频').default(''),
      duration: z.coerce.number().int().min(0).max(86_400).default(0).describe('时长'),
    })).min(1).max(200).describe('课时'),
  }),
  reply: z.object({ id: z.number().int() }), summary: '【本项目新增】运营：新建或修改课程与课时（修改时按顺序替换全部课时）',
});

export const SCHOOL_OPS_CALLS = [opsSchoolCourseSave] as const;
