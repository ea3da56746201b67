/** Tasks: progress only from the domains' events; doing → claimable → claimed; a claim pays once per period. */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedClan, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { phoneLogin } from '../../server/domains/accounts/test-support';
import { TASKS } from '@contract/growth';

const t = useTestApp();
const task = (key: string) => TASKS.find((x) => x.key === key)!;
const DAY = 86_400_000;

type Item = { id: number; state: string; progress: number; period: string };
const find = (list: Item[], key: string) => list.find((x) => x.id === task(key).id)!;

describe('tasks', () => {
  it('adding 10 members makes 添加10位族人 claimable; a claim pays once, also when asked 10 times in parallel', async () => {
    const s = await seedClan(t);
    const api = s.admin;
    let list = data(await api.get('/task/list')).list as Item[];
    // the clan's root member, added through the editor by seedClan, counts already
    expect(find(list, 'members10')).toMatchObject({ state: 'doing', progress: 1, period: 'once' });
    expect((await api.post('/task/drawTaskReward', { id: task('members10').id })).body).toMatchObject({ msg: 0, msbox: '任务尚未完成' });
    for (let i = 0; i < 9; i++) data(await api.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: `子${i}` }));
    list = data(await api.get('/task/list')).list;
    expect(find(list, 'members10')).toMatchObject({ state: 'claimable', progress: 10 });
    expect(find(list, 'member-daily')).toMatchObject({ state: 'claimable', progress: 1, period: '2026-11-22' });

    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post('/task/drawTaskReward', { id: task('members10').id })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.body.msg === 0).every((r) => r.body.msbox === '本期奖励已领取')).toBe(true);
    expect(data(await api.get('/user/currency'))).toMatchObject({ points: task('members10').points, coins: task('members10').coins });
    expect(find(data(await api.get('/task/list')).list, 'members10').state).toBe('claimed');
    // a later member does not reopen a one-time task
    data(await api.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: '子十' }));
    expect((await api.post('/task/drawTaskReward', { id: task('members10').id })).body.msbox).toBe('本期奖励已领取');
  });

  it('a daily task pays once a day and opens again the next day', async () => {
    const s = await seedClan(t);
    const api = s.admin;
    const id = task('member-daily').id;
    data(await api.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: '甲' }));
    data(await api.post('/task/drawTaskReward', { id }));
    expect((await api.post('/task/drawTaskReward', { id })).body.msbox).toBe('本期奖励已领取');
    t.clock.advance(DAY);
    expect(find(data(await api.get('/task/list')).list, 'member-daily')).toMatchObject({ state: 'doing', progress: 0, period: '2026-11-23' });
    data(await api.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: '乙' }));
    data(await api.post('/task/drawTaskReward', { id }));
    expect(data(await api.get('/memberPoint/log')).list.filter((l: { reason: string }) => l.reason === '任务：每日添加族人')).toHaveLength(2);
  });

  it('execute never completes a task on the client’s word; the profile task counts a completed profile', async () => {
    const [u] = await seedUsers(t, [{}]);
    const members = data(await u.api.post('/task/execute', { id: task('members10').id }));
    expect(members).toMatchObject({ state: 'doing', progress: 0, route: task('members10').route });
    expect(data(await u.api.post('/task/execute', { id: task('profile').id })).state).toBe('doing');
    data(await u.api.post('/user/detail/save', { realName: '陈明' }));
    expect(data(await u.api.post('/task/execute', { id: task('profile').id })).state).toBe('doing'); // no photo yet
    data(await u.api.post('/user/update/photo', { url: '/files/a.png' }));
    expect(find(data(await u.api.get('/task/list')).list, 'profile').state).toBe('claimable');
    expect((await u.api.post('/task/execute', { id: 99 })).body).toMatchObject({ msg: 0, msbox: '任务不存在' });
  });

  it('a weekly task counts sign-ins of the ISO week; inviting a relative counts for the inviter; rules read', async () => {
    const [u] = await seedUsers(t, [{}]);
    t.clock.set(new Date('2026-11-23T09:00:00+08:00')); // a Monday
    for (let i = 0; i < 5; i++) { data(await u.api.get('/user/sign')); t.clock.advance(DAY); }
    t.clock.set(new Date('2026-11-27T20:00:00+08:00'));
    expect(find(data(await u.api.get('/task/list')).list, 'signin-weekly')).toMatchObject({ state: 'claimable', progress: 5, period: '2026-W48' });
    t.clock.set(new Date('2026-11-30T09:00:00+08:00')); // next week: not claimed in time, a new period
    expect(find(data(await u.api.get('/task/list')).list, 'signin-weekly')).toMatchObject({ state: 'doing', progress: 0, period: '2026-W49' });

    const me = data(await u.api.get('/user/baseInfo'));
    await phoneLogin(t.app, '13900001111', { share: me.shareValue });
    expect(find(data(await u.api.get('/task/list')).list, 'invite').state).toBe('claimable');
    const d = data(await u.api.get('/task/describe/' + task('invite').id));
    expect(d.rules.join('')).toContain('只能完成一次');
    expect(d.name).toBe('邀请一位亲人');
  });
});
