/** Server state of 学堂 (contract/school.ts). */
import * as s from '@contract/school';
import { mutation } from '@src/lib/mutation';

export const lessonDone = mutation(s.schoolLessonDone, { invalidates: () => [s.schoolCourseGet, s.schoolCourseList, s.schoolLessonGet] });
export const courseBuy = mutation(s.schoolCourseBuy);
export const courseConfirm = mutation(s.schoolCourseConfirm, { invalidates: () => [s.schoolCourseGet, s.schoolCourseList] });
