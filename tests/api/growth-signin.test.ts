/** Sign-in: once a day in Asia/Shanghai (also in parallel), the streak and its reset, the calendar, 补签. */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { MAKEUP_COST_POINTS, SIGN_REWARDS } from '@contract/growth';

const t = useTestApp();
const DAY = 86_400_000;

describe('sign-in', () => {
  it('signing in twice on one day pays once; 20 parallel sign-ins pay once', async () => {
    const [a, b] = await seedUsers(t, [{}, {}]);
    const first = data(await a.api.get('/user/sign'));
    expect(first).toMatchObject({ day: '2026-11-22', streak: 1, points: SIGN_REWARDS[0].points, balance: SIGN_REWARDS[0].points });
    const again = await a.api.get('/user/sign');
    expect(again.body).toMatchObject({ msg: 0, msbox: '今天已经签到过了' });
    expect(data(await a.api.get('/user/currency')).points).toBe(SIGN_REWARDS[0].points);

    const replies = await Promise.all(Array.from({ length: 20 }, () => b.api.get('/user/sign')));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.body.msg === 0).every((r) => r.body.msbox === '今天已经签到过了')).toBe(true);
    const log = data(await b.api.get('/memberPoint/log'));
    expect(log.list).toHaveLength(1);
    expect(log.balance).toBe(SIGN_REWARDS[0].points);
  });

  it('the day turns at midnight China time; the streak grows day by day and resets after a missed day', async () => {
    const [a] = await seedUsers(t, [{}]);
    t.clock.set(new Date('2026-11-22T23:59:00+08:00'));
    data(await a.api.get('/user/sign'));
    t.clock.set(new Date('2026-11-23T00:01:00+08:00'));
    expect(data(await a.api.get('/user/sign'))).toMatchObject({ day: '2026-11-23', streak: 2 });
    t.clock.advance(DAY);
    expect(data(await a.api.get('/user/sign'))).toMatchObject({ day: '2026-11-24', streak: 3, points: SIGN_REWARDS[2].points });
    expect(data(await a.api.get('/user/sign/data'))).toMatchObject({ signedToday: true, streak: 3, totalDays: 3 });
    t.clock.advance(DAY); // 25th: not signed, the streak still shows 3 (up to yesterday)
    expect(data(await a.api.get('/user/sign/data'))).toMatchObject({ signedToday: false, streak: 3, nextReward: { points: SIGN_REWARDS[3].points } });
    t.clock.advance(DAY); // 26th: the 25th was missed
    expect(data(await a.api.get('/user/sign/data'))).toMatchObject({ signedToday: false, streak: 0 });
    expect(data(await a.api.get('/user/sign'))).toMatchObject({ day: '2026-11-26', streak: 1, points: SIGN_REWARDS[0].points });
  });

  it('the 7th day pays 20 points and 10 coins', async () => {
    const [a] = await seedUsers(t, [{}]);
    for (let i = 0; i < 7; i++) {
      const r = data(await a.api.get('/user/sign'));
      if (i === 6) expect(r).toMatchObject({ streak: 7, points: 20, coins: 10 });
      t.clock.advance(DAY);
    }
    expect(data(await a.api.get('/user/currency'))).toMatchObject({ points: 5 + 5 + 10 + 10 + 15 + 15 + 20, coins: 10 });
  });

  it('the calendar lists a month’s signed days; the log lists sign-ins', async () => {
    const [a] = await seedUsers(t, [{}]);
    t.clock.set(new Date('2026-11-29T09:00:00+08:00'));
    data(await a.api.get('/user/sign'));
    t.clock.advance(DAY);
    data(await a.api.get('/user/sign'));
    t.clock.advance(DAY); // December 1st
    data(await a.api.get('/user/sign'));
    expect(data(await a.api.get('/user/sign/list', { month: '2026-11' }))).toEqual({
      month: '2026-11', today: '2026-12-01', days: [{ day: '2026-11-29', makeup: false }, { day: '2026-11-30', makeup: false }],
    });
    expect(data(await a.api.get('/user/sign/list')).days).toEqual([{ day: '2026-12-01', makeup: false }]);
    expect((await a.api.get('/user/sign/list', { month: '2026-13' })).body.msg).toBe(0);
    const log = data(await a.api.get('/user/sign/log', { pageSize: 2 }));
    expect(log.list.map((x: { day: string }) => x.day)).toEqual(['2026-12-01', '2026-11-30']);
    expect(log.hasNext).toBe(true);
  });

  it('补签 a missed day of this month costs points, joins the streak, is limited per month, and refuses bad days', async () => {
    const [a] = await seedUsers(t, [{}]);
    t.clock.set(new Date('2026-11-10T09:00:00+08:00'));
    for (let i = 0; i < 7; i++) { data(await a.api.get('/user/sign')); t.clock.advance(DAY); } // 10th … 16th
    t.clock.advance(DAY); // 18th, the 17th missed
    const before = data(await a.api.get('/user/currency')).points;
    expect(data(await a.api.get('/signIn', { day: '2026-11-17' }))).toMatchObject({ day: '2026-11-17', cost: MAKEUP_COST_POINTS, makeupLeft: 2 });
    expect(data(await a.api.get('/user/currency')).points).toBe(before - MAKEUP_COST_POINTS);
    expect(data(await a.api.get('/user/sign/data')).streak).toBe(8);
    expect(data(await a.api.get('/user/sign'))).toMatchObject({ streak: 9 });
    expect((await a.api.get('/signIn', { day: '2026-11-17' })).body).toMatchObject({ msg: 0, msbox: '这一天已经签到过了' });
    expect((await a.api.get('/signIn', { day: '2026-11-18' })).body).toMatchObject({ msg: 0, msbox: '只能补签今天以前的日期' });
    expect((await a.api.get('/signIn', { day: '2026-10-30' })).body).toMatchObject({ msg: 0, msbox: '只能补签本月漏签的日期' });
    expect((await a.api.get('/signIn', { day: '2026-11-31' })).body.msg).toBe(0);
    data(await a.api.get('/signIn', { day: '2026-11-01' }));
    data(await a.api.get('/signIn', { day: '2026-11-02' }));
    const points = data(await a.api.get('/user/currency')).points;
    expect((await a.api.get('/signIn', { day: '2026-11-03' })).body).toMatchObject({ msg: 0, msbox: '本月补签次数已用完（每月3次）' });
    expect(data(await a.api.get('/user/currency')).points).toBe(points);
    expect(data(await a.api.get('/signIn/log')).list.map((x: { day: string }) => x.day)).toHaveLength(3);
  });

  it('补签 without enough points is refused and changes nothing', async () => {
    const [a] = await seedUsers(t, [{}]);
    t.clock.set(new Date('2026-11-10T09:00:00+08:00'));
    data(await a.api.get('/user/sign'));
    t.clock.advance(2 * DAY);
    expect((await a.api.get('/signIn', { day: '2026-11-11' })).body).toMatchObject({ msg: 0, msbox: '积分不足' });
    expect(data(await a.api.get('/user/sign/list')).days).toHaveLength(1);
  });
});
