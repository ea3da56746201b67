/**
 * Old registers (contract/cpg.ts): staff create, upload pages and publish; the catalogue, hot surnames, details,
 * preview; every page checked (refused without an entitlement; served with 古谱VIP bought through the sandbox, a
 * bought book, or a redeem code); a code redeems once even in parallel; read history, progress, collect; orders
 * (cancel, delete, refund revokes); bad input answers msg 0; page files are not served by /files.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data, apiClient } from '../helpers/api';
import { png, uploadVia } from '../../server/domains/files/files.testkit';
import { grantByPhone } from '../../server/domains/staff/index';
import { refundPayment } from '../../server/domains/payments/index';
import type { Ctx } from '../../server/http/context';

const t = useTestApp();

async function operator(): Promise<SeededUser> {
  const [u] = await seedUsers(t, [{ phone: '13900000001', nickname: '运营' }]);
  await grantByPhone(t.app.deps, '13900000001', 'operator', 'test');
  return u;
}

/** A published book of `pages` pages, 2 of them free. */
async function book(op: SeededUser, o: Record<string, unknown> = {}, pages = 4): Promise<number> {
  const b = data(await op.api.post('/ops/cpg/books/save', { title: '颍川陈氏宗谱', surname: '陈', hall: '颍川堂', place: '江西吉安', yearText: '清光绪十二年', volumes: 8, previewPages: 2, price: 2000, ...o }));
  for (let i = 0; i < pages; i++) {
    data(await uploadVia(t.app, '/ops/cpg/books/page', { token: op.token, fields: { id: b.id }, file: { filename: `p${i}.png`, content: await png(300 + i, 400) } }));
  }
  data(await op.api.post('/ops/cpg/books/publish', { id: b.id, published: 1 }));
  return b.id;
}

const pageOf = (token: string | undefined, id: number, page: number) =>
  t.app.inject({ method: 'GET', url: `/app/api/cpgBook/page?id=${id}&page=${page}`, headers: { platform: 'H5', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function payVip(u: SeededUser, planId = 'month'): Promise<string> {
  const s = data(await u.api.get('/cpgVip/plan/payment', { planId }));
  data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
  expect(data(await u.api.post('/cpgVip/plan/payment/confirm', { outTradeNo: s.outTradeNo })).paid).toBe(true);
  return s.outTradeNo;
}

describe('staff', () => {
  it('reads the compilation year through the calendar engine; refuses an unknown era; only operators may', async () => {
    const op = await operator();
    const [u] = await seedUsers(t, [{}]);
    const b = data(await op.api.post('/ops/cpg/books/save', { title: '韶山毛氏族谱', surname: '毛', yearText: '民国三十年' }));
    expect(b).toMatchObject({ year: 1941, yearText: '民国三十年', published: false, pageCount: 0 });
    expect((await op.api.post('/ops/cpg/books/save', { title: 'x', surname: '毛', yearText: '天天九年' })).body).toMatchObject({ msg: 0 });
    expect((await op.api.post('/ops/cpg/books/save', { title: 'x', surname: 'ab' })).body.msg).toBe(0);
    expect((await u.api.post('/ops/cpg/books/save', { title: 'x', surname: '毛' })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    // no pages: cannot publish; a non-image page is refused
    expect((await op.api.post('/ops/cpg/books/publish', { id: b.id, published: 1 })).body.msbox).toBe('请先上传页图再上架');
    const bad = await uploadVia(t.app, '/ops/cpg/books/page', { token: op.token, fields: { id: b.id }, file: { filename: 'a.png', content: Buffer.from('not an image') } });
    expect(bad.body.msg).toBe(0);
    expect(data(await op.api.get('/ops/cpg/books')).list).toHaveLength(1);
    // unpublished books are not in the catalogue
    expect(data(await u.api.get('/cpg/list')).list).toHaveLength(0);
    expect((await u.api.get('/cpg/detail/' + b.id)).body.msg).toBe(0);
  });
});

describe('catalogue and reading', () => {
  it('lists, details, preview, hot surnames, health, notice, and the entitlement check on every page', async () => {
    const op = await operator();
    const id = await book(op);
    await book(op, { title: '陇西李氏族谱', surname: '李', hall: '陇西堂', place: '甘肃临洮', isRecommend: 1, price: 0 }, 3);
    const [u] = await seedUsers(t, [{}]);
    const list = data(await apiClient(t.app).get('/cpg/list')).list;
    expect(list.map((b: { title: string }) => b.title)).toEqual(['陇西李氏族谱', '颍川陈氏宗谱']);
    expect(data(await u.api.get('/cpg/list', { isRecommend: 1 })).list).toHaveLength(1);
    expect(data(await u.api.get('/cpg/list', { surname: '陈' })).list[0]).toMatchObject({ id, year: 1886, hall: '颍川堂', pageCount: 4, previewPages: 2 });
    expect(data(await u.api.get('/cpg/list', { keyword: '吉安' })).list).toHaveLength(1);
    const hot = data(await u.api.get('/cpgBook/getHotFamilyName')).list.map((x: { surname: string }) => x.surname).sort();
    expect(hot).toEqual(['李', '陈']);
    expect(data(await u.api.get('/cpgBook/health'))).toEqual({ ok: true, books: 2, pages: 7 });
    expect(data(await u.api.get('/cpgBook/cpgNotice')).list.length).toBeGreaterThan(0);
    const prev = data(await u.api.get('/cpgBook/previewList/' + id));
    expect(prev.list.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect(prev.pageCount).toBe(4);
    const d = data(await u.api.get('/cpgBook/detail/' + id));
    expect(d).toMatchObject({ canRead: false, collected: false, bought: false, progress: 0 });
    expect(data(await u.api.get('/cpg/detail/' + id)).price).toBe(2000);

    // preview pages for anyone (a guest token too), the others refused to a guest and to a user without entitlement
    const guest = data(await apiClient(t.app).get('/login/guest')).token as string | undefined;
    const free = await pageOf(guest ?? u.token, id, 2);
    expect(free.statusCode).toBe(200);
    expect(free.headers['content-type']).toBe('image/jpeg');
    expect((await pageOf(u.token, id, 3)).statusCode).toBe(403);
    expect((await pageOf(u.token, id, 3)).json()).toMatchObject({ msg: 0, msbox: '免费预览已结束，开通古谱会员、购买或兑换后可阅读全部页面' });
    expect((await pageOf(u.token, id, 9)).json().msbox).toBe('该页不存在');
    // the page file itself is not served by /files
    const info = data(await u.api.get('/cpgBook/getReadInfo', { id }));
    expect(info.pages).toHaveLength(4);
    expect(info.pages.filter((p: { free: boolean }) => p.free)).toHaveLength(2);
    const res = await t.app.inject({ method: 'GET', url: '/files/cpg/' + id + '/x.jpg' });
    expect(res.statusCode).not.toBe(200);

    // 古谱VIP through the sandbox: every page served; the log and the order list
    const no = await payVip(u);
    expect((await pageOf(u.token, id, 3)).statusCode).toBe(200);
    expect((await pageOf(u.token, id, 4)).statusCode).toBe(200);
    expect(data(await u.api.get('/cpgVip/my'))).toMatchObject({ isVip: true, days: 30 });
    const log = data(await u.api.get('/cpgVip/log-list')).list;
    expect(log[0]).toMatchObject({ kind: 'vip', planId: 'month', amount: 1500, status: 'paid', outTradeNo: no });
    expect(data(await u.api.get('/cpgOrder/list')).list).toHaveLength(1);
    expect(data(await u.api.get('/cpgOrder/detail/' + log[0].id)).outTradeNo).toBe(no);
    // expired after 30 days: refused again
    t.clock.advance(31 * 86_400_000);
    const [again] = await seedUsers(t, [{}]);
    expect((await pageOf(again.token, id, 3)).statusCode).toBe(403);
  });

  it('a refund of the 古谱VIP payment takes the pages away', async () => {
    const op = await operator();
    const id = await book(op);
    const [u] = await seedUsers(t, [{}]);
    const no = await payVip(u);
    expect((await pageOf(u.token, id, 3)).statusCode).toBe(200);
    await refundPayment({ ...t.app.deps } as unknown as Ctx, no, '测试退款');
    expect((await pageOf(u.token, id, 3)).statusCode).toBe(403);
    expect(data(await u.api.get('/cpgVip/log-list')).list[0].status).toBe('refunded');
  });

  it('buying one book opens that book only; orders cancel and delete', async () => {
    const op = await operator();
    const id = await book(op);
    const other = await book(op, { title: '另一部', surname: '王' });
    const free = await book(op, { title: '只随会员', surname: '王', price: 0 });
    const [u] = await seedUsers(t, [{}]);
    expect((await u.api.post('/cpg/payment/wx', { id: free })).body.msbox).toBe('此古谱不单独出售，开通古谱会员即可阅读');
    // an order cancelled, then deleted
    const s0 = data(await u.api.post('/cpg/payment/wx', { id: other }));
    const o0 = data(await u.api.get('/cpg/order/list')).list[0];
    expect(o0).toMatchObject({ status: 'unpaid', outTradeNo: s0.outTradeNo, title: '另一部' });
    expect((await u.api.get('/cpg/order/delete/' + o0.id)).body.msbox).toBe('只有已取消或已退款的订单可以删除');
    expect(data(await u.api.get('/cpg/order/cancel/' + o0.id)).status).toBe('cancelled');
    expect(data(await u.api.get('/cpg/order/delete/' + o0.id))).toBeNull();
    expect((await u.api.get('/cpg/order/detail/' + o0.id)).body.msbox).toBe('订单不存在');
    // bought
    const s = data(await u.api.post('/cpg/payment/wx', { id }));
    data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
    expect(data(await u.api.post('/cpg/payment/wx/confirm', { outTradeNo: s.outTradeNo })).paid).toBe(true);
    expect((await pageOf(u.token, id, 4)).statusCode).toBe(200);
    expect((await pageOf(u.token, other, 4)).statusCode).toBe(403);
    expect(data(await u.api.get('/cpg/detail/' + id))).toMatchObject({ bought: true, canRead: true });
    expect((await u.api.post('/cpg/payment/wx', { id })).body.msbox).toBe('您已购买此古谱');
    expect(data(await u.api.get('/cpgBook/myList')).list.map((b: { id: number }) => b.id)).toEqual([id]);
    const o = data(await u.api.get('/cpg/order/list')).list[0];
    expect(data(await u.api.get('/cpg/order/detail/' + o.id))).toMatchObject({ status: 'paid', kind: 'book', bookId: id });
    // someone else's order is not found
    const [x] = await seedUsers(t, [{}]);
    expect((await x.api.get('/cpg/order/detail/' + o.id)).body.msbox).toBe('订单不存在');
  });

  it('read history, progress and collect (parallel collects count once)', async () => {
    const op = await operator();
    const id = await book(op);
    const [u] = await seedUsers(t, [{}]);
    data(await u.api.get('/cpgBook/getReadInfo', { id }));
    expect(data(await u.api.post('/cpgBook/progress', { id, page: 2 }))).toEqual({ progress: 2 });
    expect((await u.api.post('/cpgBook/progress', { id, page: 99 })).body.msbox).toBe('页码超出范围');
    const read = data(await u.api.get('/cpgBook/readList')).list;
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ id, progress: 2 });
    expect(data(await u.api.get('/cpgBook/detail/' + id))).toMatchObject({ progress: 2, reads: 1 });
    const many = await Promise.all(Array.from({ length: 10 }, () => u.api.post('/cpgCollect/collectOrCancel', { id })));
    for (const r of many) data(r);
    const d = data(await u.api.get('/cpgBook/detail/' + id));
    expect(d.collects).toBe(d.collected ? 1 : 0);
    const list = data(await u.api.get('/cpgCollect/list')).list;
    expect(list).toHaveLength(d.collected ? 1 : 0);
  });
});

describe('redeem codes', () => {
  it('a page is refused without entitlement and served after redeeming a code; a code used twice in parallel redeems once', async () => {
    const op = await operator();
    const id = await book(op);
    const { codes } = data(await op.api.post('/ops/cpg/codes/create', { days: 90, count: 3 }));
    expect(codes).toHaveLength(3);
    const users = await seedUsers(t, [{}, {}, {}, {}, {}]);
    expect((await pageOf(users[0].token, id, 3)).statusCode).toBe(403);
    // five users at once with the same code: one wins
    const replies = await Promise.all(users.map((u) => u.api.post('/login/v2/redeemCpgVip', { code: codes[0].toLowerCase() })));
    const won = replies.filter((r) => r.body.msg === 1);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.msg !== 1)) expect(r.body.msbox).toBe('兑换码已被使用');
    expect(won[0].body.data).toMatchObject({ isVip: true, days: 90, added: 90 });
    const winner = users[replies.indexOf(won[0])];
    expect((await pageOf(winner.token, id, 3)).statusCode).toBe(200);
    for (const u of users.filter((x) => x !== winner)) expect((await pageOf(u.token, id, 3)).statusCode).toBe(403);
    // the same user twice in parallel with a fresh code: once (90 days, not 180)
    const [v] = await seedUsers(t, [{}]);
    const two = await Promise.all([1, 2].map(() => v.api.post('/login/v2/redeemCpgVip', { code: codes[1] })));
    expect(two.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(data(await v.api.get('/cpgVip/my')).days).toBe(90);
    expect(data(await v.api.get('/cpgVip/log-list')).list).toHaveLength(1);
    // a wrong code
    expect((await v.api.post('/login/v2/redeemCpgVip', { code: 'NOPE1234' })).body.msbox).toBe('兑换码不存在');
    const ops = data(await op.api.get('/ops/cpg/codes')).list;
    expect(ops.filter((c: { used: boolean }) => c.used)).toHaveLength(2);
  });
});

describe('plans and rights', () => {
  it('lists the plans and rights publicly; bad params are msg 0', async () => {
    const anon = apiClient(t.app);
    expect(data(await anon.get('/cpgVip/plan')).list.map((p: { id: string }) => p.id)).toEqual(['month', 'quarter', 'year']);
    expect(data(await anon.get('/cpgVip/rights')).list.length).toBe(3);
    const [u] = await seedUsers(t, [{}]);
    expect((await u.api.get('/cpgVip/plan/payment', { planId: 'forever' })).body.msg).toBe(0);
    expect((await u.api.get('/cpgBook/detail/abc')).body.msg).toBe(0);
    expect((await u.api.get('/cpgBook/detail/99')).body.msbox).toBe('古谱不存在或已下架');
    expect(data(await u.api.get('/cpgVip/my'))).toEqual({ isVip: false, endsAt: null, days: 0 });
  });
});
