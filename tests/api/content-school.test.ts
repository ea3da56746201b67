/**
 * 学堂 (/school/*, our design): staff write a course with lessons in order; free lessons open to all, paid ones only
 * after buying the course through the payments core (bought once, however often confirmed); progress counts each
 * lesson once per user; others may not write courses.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { grantByPhone } from '../../server/domains/staff/index';
import { data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let op: Client;
let me: Client;
let other: Client;

beforeEach(async () => {
  const us = await seedUsers(t, [{ phone: '13900000073' }, {}, {}]);
  [op, me, other] = us.map((u) => u.api);
  await grantByPhone(t.app.deps, '13900000073', 'operator', 'test');
});

const lessons = [
  { title: '族谱是什么', free: 1, body: '<p>族谱记一姓世系</p><script>x()</script>' },
  { title: '五服与世系', body: '<p>从始祖起算</p>', duration: 600 },
  { title: '如何采集资料', body: '<p>访老人、查碑刻</p>' },
];

describe('学堂', () => {
  it('courses with lessons in order; free lesson open, paid locked until bought; buy once; progress once per lesson', async () => {
    expect((await me.post('/ops/school/course/save', { title: '我的课', lessons })).body.msbox).toBe('无权限：仅限工作人员');
    expect((await op.post('/ops/school/course/save', { title: '空课', lessons: [] })).body.msbox).toBe('课时至少1项');
    const { id } = data(await op.post('/ops/school/course/save', { title: '修谱入门', summary: '三节课学会修谱', price: 1990, lessons }));
    const course = data(await me.get(`/school/course/get/${id}`));
    expect(course).toMatchObject({ title: '修谱入门', price: 1990, lessonCount: 3, doneCount: 0, purchased: false });
    expect(course.lessons.map((l: { seq: number; title: string; locked: boolean }) => [l.seq, l.title, l.locked])).toEqual([[1, '族谱是什么', false], [2, '五服与世系', true], [3, '如何采集资料', true]]);
    const [free, paid] = course.lessons;
    expect(data(await me.get(`/school/lesson/get/${free.id}`)).body).toBe('<p>族谱记一姓世系</p>');
    expect((await me.get(`/school/lesson/get/${paid.id}`)).body).toEqual({ msg: 0, msbox: '购买课程后可学习' });
    expect((await me.post(`/school/lesson/done/${paid.id}`)).body.msbox).toBe('购买课程后可学习');
    await Promise.all(Array.from({ length: 10 }, () => me.post(`/school/lesson/done/${free.id}`)));
    expect(data(await me.get('/school/course/list', {})).list[0]).toMatchObject({ id, doneCount: 1, lessonCount: 3 });
    expect(data(await other.get('/school/course/list', {})).list[0]).toMatchObject({ doneCount: 0 });

    const pay = data(await me.post(`/school/course/buy/${id}`, {}));
    expect(data(await me.post(`/school/course/buy/${id}`, {})).outTradeNo).toBe(pay.outTradeNo); // a double tap: the same payment
    expect(pay).toMatchObject({ amount: 1990, status: 'pending' });
    data(await me.post('/payment/sandbox/pay', { outTradeNo: pay.outTradeNo, action: 'pay' }));
    await Promise.all(Array.from({ length: 5 }, () => me.get('/school/course/confirm', { outTradeNo: pay.outTradeNo })));
    expect(data(await me.get(`/school/course/get/${id}`))).toMatchObject({ purchased: true, lessons: [{ locked: false }, { locked: false }, { locked: false }] });
    expect(data(await me.get(`/school/lesson/get/${paid.id}`)).title).toBe('五服与世系');
    expect(data(await me.post(`/school/lesson/done/${paid.id}`))).toEqual({ doneCount: 2, lessonCount: 3 });
    expect((await me.post(`/school/course/buy/${id}`, {})).body.msbox).toBe('已购买该课程');
    expect((await other.get(`/school/lesson/get/${paid.id}`)).body.msbox).toBe('购买课程后可学习');
  });

  it('a free course needs no purchase; editing replaces the lessons in order; unknown ids are refused', async () => {
    const { id } = data(await op.post('/ops/school/course/save', { title: '家训选读', lessons: lessons.slice(1) }));
    expect(data(await me.get(`/school/course/get/${id}`))).toMatchObject({ purchased: true, lessons: [{ locked: false }, { locked: false }] });
    expect((await me.post(`/school/course/buy/${id}`, {})).body.msbox).toBe('免费课程无需购买');
    data(await op.post('/ops/school/course/save', { id, title: '家训选读', lessons: [{ title: '朱子家训' }] }));
    expect(data(await me.get(`/school/course/get/${id}`)).lessons.map((l: { title: string }) => l.title)).toEqual(['朱子家训']);
    expect((await op.post('/ops/school/course/save', { id: 99999, title: 'x', lessons: [{ title: 'y' }] })).body.msbox).toBe('课程不存在');
    expect((await me.get('/school/course/get/99999')).body.msbox).toBe('课程不存在');
    expect((await me.get('/school/lesson/get/99999')).body.msbox).toBe('课时不存在');
  });
});
