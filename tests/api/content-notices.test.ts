/**
 * Read state of site notices (/data/notice, /content/notice/unread|read/:id|read-all): each user's own marks; opening
 * a notice reads it; 全部已读 covers every notice published up to then (a later one is unread again); a clan notice
 * or a post is not a site notice; a guest has no read state.
 */
import { describe, expect, it } from 'vitest';
import { grantByPhone } from '../../server/domains/staff/index';
import { apiClient, data } from '../helpers/api';
import { seedClan, seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();

/** A site notice by staff, a second after whatever happened before. */
async function notice(staff: Client, title: string): Promise<number> {
  t.clock.advance(1000);
  const r = data(await staff.post('/content/add', { contentType: 'notice', title, body: `<p>${title}的内容</p>` }));
  return r.ids[0] as number;
}

const list = async (c: Client) => {
  const r = data(await c.get('/data/notice', {}));
  return { unread: r.unread as number, read: (r.list as { id: number; read: boolean }[]).map((x) => [x.id, x.read]) };
};

describe('site notices: read state', () => {
  it('per user: opening reads one, read/:id marks one, read-all marks all up to now; a new notice is unread again', async () => {
    const s = await seedClan(t, { others: [{}], root: false });
    const [op] = await seedUsers(t, [{ phone: '13900000077', nickname: '运营' }]);
    await grantByPhone(t.app.deps, '13900000077', 'operator', 'test');
    const a = s.admin;
    const b = s.others[0].api;
    const n1 = await notice(op.api, '春节放假通知');
    const n2 = await notice(op.api, '系统升级公告');
    const n3 = await notice(op.api, '新功能上线');
    // a clan notice and a post are not site notices
    const [clanNotice] = data(await a.post('/content/add', { contentType: 'notice', title: '家族通知', body: '<p>开会</p>', projectIds: [s.projectId] })).ids;
    const [post] = data(await a.post('/content/add', { contentType: 'post', body: '你好', projectIds: [s.projectId] })).ids;

    expect(await list(a)).toEqual({ unread: 3, read: [[n3, false], [n2, false], [n1, false]] });
    expect(data(await a.get('/content/notice/unread'))).toEqual({ count: 3 });
    data(await a.get(`/content/v2/${n2}`)); // opening it reads it
    expect(await list(a)).toEqual({ unread: 2, read: [[n3, false], [n2, true], [n1, false]] });
    expect(data(await a.get(`/content/notice/read/${n1}`))).toEqual({ count: 1 });
    expect(data(await a.get(`/content/notice/read/${n1}`))).toEqual({ count: 1 }); // twice: once
    expect((await a.get(`/content/notice/read/${clanNotice}`)).body).toEqual({ msg: 0, msbox: '公告不存在' });
    expect((await a.get(`/content/notice/read/${post}`)).body).toEqual({ msg: 0, msbox: '公告不存在' });
    expect((await a.get('/content/notice/read/999999')).body.msg).toBe(0);
    // b's marks are his own
    expect(await list(b)).toEqual({ unread: 3, read: [[n3, false], [n2, false], [n1, false]] });

    expect(data(await b.get('/content/notice/read-all'))).toEqual({ count: 0 });
    expect(await list(b)).toEqual({ unread: 0, read: [[n3, true], [n2, true], [n1, true]] });
    const n4 = await notice(op.api, '清明节活动');
    expect(await list(b)).toEqual({ unread: 1, read: [[n4, false], [n3, true], [n2, true], [n1, true]] });
    expect(data(await a.get('/content/notice/unread'))).toEqual({ count: 2 });
    // parallel read-all and reads by one user: a consistent state, no error
    const replies = await Promise.all([...Array.from({ length: 5 }, () => a.get('/content/notice/read-all')), ...[n1, n2, n3, n4].map((n) => a.get(`/content/notice/read/${n}`))]);
    expect(replies.every((r) => r.body.msg === 1)).toBe(true);
    expect(await list(a)).toEqual({ unread: 0, read: [[n4, true], [n3, true], [n2, true], [n1, true]] });

    // a guest: no read state, nothing to mark
    const guest = apiClient(t.app, (await t.app.inject({ method: 'GET', url: '/app/api/login/guest' })).json().data.token as string);
    expect(data(await guest.get('/content/notice/unread'))).toEqual({ count: 0 });
    expect(data(await guest.get('/data/notice', {}))).toMatchObject({ unread: 0, list: [{ id: n4, read: false }, {}, {}, {}] });
    expect((await guest.get('/content/notice/read-all')).body.msg).toBe(401); // log in first
  });
});
