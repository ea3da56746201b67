/**
 * 捐资 and the 功德榜 (/content/donation/*, /contribution/*, /ops/donation/*): a manager opens a drive; donors give
 * through the payments core; the same client key credits once (also 20 parallel repeats); an anonymous donor's name
 * and id never appear in any list or detail reply but his own; the merit list orders by amount then time; the ledger
 * shows income and spending; refunds only by finance staff, logged, and taken off the totals once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { projectUsers } from '../../server/db/schema/index';
import { grantByPhone } from '../../server/domains/staff/index';
import { data } from '../helpers/api';
import { seedClan, seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let donors: { id: number; api: Client }[];
let outsider: Client;
let projectId: number;
let driveId: number;

beforeEach(async () => {
  const s = await seedClan(t, { others: [{ nickname: '陈大富' }, { nickname: '陈秘密' }, { nickname: '陈三' }, { nickname: '外人' }], root: false });
  ({ admin, projectId } = s);
  donors = s.others.slice(0, 3).map((o) => ({ id: o.id, api: o.api }));
  outsider = s.others[3].api;
  await t.db.db.insert(projectUsers).values(donors.map((d) => ({ projectId, userId: d.id, role: 'member', createdAt: new Date() })));
  driveId = data(await admin.post('/content/donation/save', { projectId, kind: 'hall', title: '重修陈氏宗祠', description: '祠堂屋面翻修', goal: 50_000_00, deadline: '2027-06-30' })).id;
});

let keyN = 0;
const key = () => `key-${++keyN}-abcdefgh`;

/** Give and pay (sandbox), answering the donation id. */
async function give(c: Client, amount: number, extra: Record<string, unknown> = {}, clientKey = key()) {
  const r = data(await c.post('/contribution/add', { projectId, driveId, amount, clientKey, ...extra }));
  data(await c.post('/payment/sandbox/pay', { outTradeNo: r.payment.outTradeNo, action: 'pay' }));
  expect(data(await c.get('/contribution/confirm', { outTradeNo: r.payment.outTradeNo }))).toMatchObject({ paid: true, donation: { id: r.id, status: 'paid' } });
  return r.id as number;
}

describe('drives', () => {
  it('managers open and edit drives; members and outsiders may not; readers list them', async () => {
    const [member] = donors;
    expect((await member.api.post('/content/donation/save', { projectId, kind: 'hall', title: '我来', goal: 100, deadline: '2027-01-01' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await admin.post('/content/donation/save', { projectId, kind: 'hall', title: '过期', goal: 100, deadline: '2020-01-01' })).body.msbox).toBe('截止日期不能早于今天');
    expect((await admin.post('/content/donation/save', { projectId, kind: 'x', title: '错', goal: 100, deadline: '2027-01-01' })).body.msbox).toMatch(/项目类别/);
    expect((await admin.post('/content/donation/save', { projectId, kind: 'hall', title: '错', goal: 0, deadline: '2027-01-01' })).body.msbox).toMatch(/目标金额/);
    expect(data(await member.api.get('/content/donation/list', { projectId })).list).toMatchObject([{ id: driveId, kindName: '修祠堂', goal: 50_000_00, raised: 0, status: 'open', statusName: '进行中' }]);
    expect((await outsider.get('/content/donation/list', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await admin.get(`/content/donation/${driveId}`, { projectId })).canManage).toBe(true);
    expect(data(await member.api.get(`/content/donation/${driveId}`, { projectId })).canManage).toBe(false);
    const closed = data(await admin.post('/content/donation/save', { projectId, id: driveId, kind: 'hall', title: '重修陈氏宗祠', goal: 50_000_00, deadline: '2027-06-30', closed: 1 }));
    expect(closed.status).toBe('closed');
    expect((await member.api.post('/contribution/add', { projectId, driveId, amount: 100, clientKey: key() })).body.msbox).toBe('该捐资项目已结束');
  });
});

describe('giving', () => {
  it('the merit list orders by amount then time; anonymous donors have no name or id in any list; the donor sees his own', async () => {
    const [rich, secret, third] = donors;
    await give(third.api, 500_00);
    t.clock.advance(60_000);
    const s = await give(secret.api, 2000_00, { anonymous: 1, message: '不留名' });
    t.clock.advance(60_000);
    await give(rich.api, 500_00, { name: '陈大富（长房）', message: '光宗耀祖' });
    t.clock.advance(60_000);
    await give(rich.api, 3000_00);
    const merit = data(await admin.get('/content/donation/merit', { projectId, id: driveId }));
    expect(merit.list.map((m: { rank: number; name: string; amount: number }) => [m.rank, m.name, m.amount])).toEqual([
      [1, '陈大富', 3000_00], [2, '匿名善士', 2000_00], [3, '陈三', 500_00], [4, '陈大富（长房）', 500_00],
    ]);
    const drive = data(await third.api.get(`/content/donation/${driveId}`, { projectId }));
    expect(drive).toMatchObject({ raised: 6000_00, donorCount: 4 });
    // every reply others get: no name, no user id of the anonymous donor
    const replies = [
      merit,
      data(await third.api.get('/content/donation/merit', { projectId, id: driveId })),
      data(await third.api.get('/content/donation/ledger', { projectId, id: driveId })),
      data(await admin.get('/content/donation/manage', { projectId, id: driveId })),
      data(await third.api.get('/contribution/details', { projectId, id: s })),
      data(await third.api.get('/content/donation/list', { projectId })),
      data(await third.api.get(`/content/donation/${driveId}`, { projectId })),
    ];
    for (const r of replies) {
      const json = JSON.stringify(r);
      expect(json).not.toContain('陈秘密');
      expect(json).not.toMatch(new RegExp(`"userId":${secret.id}\\b`));
    }
    expect(data(await third.api.get('/contribution/details', { projectId, id: s }))).toMatchObject({ name: '匿名善士', userId: null, anonymous: true, message: '不留名' });
    const own = data(await secret.api.get('/contribution/details/my', {})).list;
    expect(own).toMatchObject([{ id: s, name: '陈秘密', anonymous: true, mine: true, amount: 2000_00 }]);
    expect(data(await secret.api.post('/log/list', {})).list[0]).toMatchObject({ actionName: '捐款' });
  });

  it('the same key credits once, also 20 parallel repeats and a repeat after paying; another key is another gift', async () => {
    const [d] = donors;
    const clientKey = key();
    const rs = await Promise.all(Array.from({ length: 20 }, () => d.api.post('/contribution/add', { projectId, driveId, amount: 888_00, clientKey })));
    expect(rs.every((r) => r.body.msg === 1)).toBe(true);
    const trades = new Set(rs.map((r) => r.body.data.payment.outTradeNo));
    const ids = new Set(rs.map((r) => r.body.data.id));
    expect([trades.size, ids.size]).toEqual([1, 1]);
    const [outTradeNo] = [...trades];
    data(await d.api.post('/payment/sandbox/pay', { outTradeNo, action: 'pay' }));
    await Promise.all(Array.from({ length: 10 }, () => d.api.get('/contribution/confirm', { outTradeNo })));
    const again = data(await d.api.post('/contribution/add', { projectId, driveId, amount: 888_00, clientKey }));
    expect(again).toMatchObject({ id: [...ids][0], payment: { status: 'paid' } });
    expect((await d.api.post('/contribution/add', { projectId, driveId, amount: 999_00, clientKey })).body.msbox).toBe('该笔捐款已提交，金额不能更改');
    expect(data(await admin.get(`/content/donation/${driveId}`, { projectId }))).toMatchObject({ raised: 888_00, donorCount: 1 });
    expect(data(await d.api.get('/contribution/details/my', {})).list).toHaveLength(1);
    await give(d.api, 100_00);
    expect(data(await admin.get(`/content/donation/${driveId}`, { projectId }))).toMatchObject({ raised: 988_00, donorCount: 2 });
  });

  it('append adds to my entry (once per key); perfect completes my details; delete only an unpaid entry', async () => {
    const [d, other] = donors;
    const id = await give(d.api, 100_00);
    const clientKey = key();
    const a1 = data(await d.api.get('/contribution/append', { projectId, id, amount: 50_00, clientKey }));
    const a2 = data(await d.api.get('/contribution/append', { projectId, id, amount: 50_00, clientKey }));
    expect(a2.payment.outTradeNo).toBe(a1.payment.outTradeNo);
    data(await d.api.post('/payment/sandbox/pay', { outTradeNo: a1.payment.outTradeNo, action: 'pay' }));
    data(await d.api.get('/contribution/confirm', { outTradeNo: a1.payment.outTradeNo }));
    expect(data(await d.api.get('/contribution/details', { projectId, id }))).toMatchObject({ amount: 150_00 });
    expect(data(await admin.get(`/content/donation/${driveId}`, { projectId }))).toMatchObject({ raised: 150_00, donorCount: 1 });
    expect((await other.api.get('/contribution/append', { projectId, id, amount: 1, clientKey: key() })).body.msbox).toBe('捐款记录不存在');
    const p = data(await d.api.post('/contribution/perfect', { projectId, id, name: '陈德明', anonymous: 1, message: '愿宗祠永固', branch: '二房', hometown: '福建莆田', phone: '13800001111' }));
    expect(p).toMatchObject({ name: '陈德明', anonymous: true, branch: '二房', hometown: '福建莆田', phone: '13800001111' });
    expect(data(await other.api.get('/contribution/details', { projectId, id }))).toMatchObject({ name: '匿名善士', branch: '', phone: '', userId: null });
    expect((await d.api.post('/contribution/perfect', { projectId, id, name: '陈', phone: '123' })).body.msbox).toBe('手机号格式不正确');
    expect((await d.api.get(`/contribution/delete/${id}`, { projectId })).body.msbox).toBe('已支付的捐款不能删除');
    const unpaid = data(await d.api.post('/contribution/add', { projectId, driveId, amount: 10_00, clientKey: key() }));
    expect((await other.api.get(`/contribution/delete/${unpaid.id}`, { projectId })).body.msbox).toBe('捐款记录不存在');
    expect(data(await d.api.get(`/contribution/delete/${unpaid.id}`, { projectId }))).toEqual({ deleted: true });
    expect(data(await d.api.get('/contribution/details/my', {})).list.map((x: { id: number }) => x.id)).toEqual([id]);
  });

  it('bad input and outsiders are refused, nothing changes', async () => {
    const [d] = donors;
    for (const [params, msbox] of [
      [{ projectId, driveId, amount: 0, clientKey: key() }, /捐款金额/],
      [{ projectId, driveId, amount: 1.5, clientKey: key() }, /捐款金额/],
      [{ projectId, driveId, amount: 100, clientKey: 'short' }, /提交标识/],
      [{ projectId, driveId: 99999, amount: 100, clientKey: key() }, '捐资项目不存在'],
      [{ projectId, driveId, amount: 100, clientKey: key(), message: '网络赌博' }, '内容含有敏感词，请修改后再发送'],
    ] as const) {
      const r = await d.api.post('/contribution/add', params);
      expect(r.body.msg).toBe(0);
      expect(r.body.msbox).toMatch(msbox);
    }
    expect((await outsider.post('/contribution/add', { projectId, driveId, amount: 100, clientKey: key() })).body.msbox).toBe('没有权限');
    expect(data(await d.api.get('/contribution/details/my', {})).list).toEqual([]);
  });
});

describe('ledger and refunds', () => {
  it('the ledger shows income and spending; refunds only by finance, logged, counted off once', async () => {
    const [d, e] = donors;
    const id = await give(d.api, 1000_00);
    await give(e.api, 200_00, { anonymous: 1 });
    expect(data(await admin.post('/content/donation/spend', { projectId, driveId, item: '购买瓦片', amount: 300_00, spentOn: '2026-11-20' }))).toMatchObject({ spent: 300_00 });
    expect((await d.api.post('/content/donation/spend', { projectId, driveId, item: '私用', amount: 1, spentOn: '2026-11-20' })).body.msbox).toBe('没有权限');
    const ledger = data(await e.api.get('/content/donation/ledger', { projectId, id: driveId }));
    expect(ledger).toMatchObject({ raised: 1200_00, spent: 300_00, balance: 900_00, spending: [{ item: '购买瓦片', amount: 300_00, spentOn: '2026-11-20' }] });
    expect(ledger.income.map((i: { name: string; amount: number }) => [i.name, i.amount])).toEqual([['陈大富', 1000_00], ['匿名善士', 200_00]]);

    const [fin, mod] = await seedUsers(t, [{ phone: '13900000066', nickname: '财务' }, { phone: '13900000067', nickname: '审核' }]);
    await grantByPhone(t.app.deps, '13900000066', 'finance', 'test');
    await grantByPhone(t.app.deps, '13900000067', 'moderator', 'test');
    for (const c of [admin, d.api, mod.api]) {
      expect((await c.post('/ops/donation/refund', { projectId, donationId: id, reason: '重复捐款' })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    }
    expect((await fin.api.post('/ops/donation/refund', { projectId, donationId: id, reason: '' })).body.msbox).toBe('请填写退款原因');
    const rs = await Promise.all(Array.from({ length: 5 }, () => fin.api.post('/ops/donation/refund', { projectId, donationId: id, reason: '重复捐款' })));
    const done = rs.filter((r) => r.body.msg === 1).map((r) => r.body.data.refunded as number);
    expect(done.reduce((a, b) => a + b, 0)).toBe(1000_00); // refunded once in total
    expect(data(await admin.get(`/content/donation/${driveId}`, { projectId }))).toMatchObject({ raised: 200_00, donorCount: 1 });
    expect(data(await d.api.get('/contribution/details', { projectId, id }))).toMatchObject({ status: 'refunded', statusName: '已退款', amount: 0 });
    expect(data(await admin.get('/content/donation/merit', { projectId, id: driveId })).list.map((m: { name: string }) => m.name)).toEqual(['匿名善士']);
    const log = data(await fin.api.get('/ops/donation/refund/list', {})).list;
    expect(log).toMatchObject([{ projectId, donationId: id, staffName: '财务', amount: 1000_00, reason: '重复捐款' }]);
    expect((await fin.api.post('/ops/donation/refund', { projectId, donationId: id, reason: '再退' })).body.msbox).toBe('该捐款没有可退的款项');
  });
});
