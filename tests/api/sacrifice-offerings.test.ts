/** Offerings: free ones once a day, paid ones through the payments core (idempotent confirm), counts and rankings. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { sacrificeHalls, sacrificeOfferings } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { clanWithHall, guest, newUser } from './sacrifice-setup';

const t = useTestApp();

const hallRow = async (id: number) => (await t.db.db.select().from(sacrificeHalls).where(eq(sacrificeHalls.id, id)))[0];

describe('free offerings', () => {
  it('records at once, shows in the lists and the desk, raises the count; once per item, user and day', async () => {
    const { hallId } = await clanWithHall(t);
    const { api } = await newUser(t, '孙女小红');
    const items = data(await api.get('/sacrifice/item/list', { id: hallId })).list;
    const flower = items.find((i: { name: string }) => i.name === '白菊');
    expect(flower).toMatchObject({ free: true, price: 0, usedToday: false, category: 'flower', categoryName: '献花' });
    const r = data(await api.post('/sacrifice/pool/payment', { id: hallId, itemId: flower.id, message: '<b>爷爷</b>，我们想您' }));
    expect(r.payment).toBeNull();
    expect(r.offering).toMatchObject({ hallId, itemName: '白菊', amount: 0, quantity: 1, nickname: '孙女小红', message: '爷爷，我们想您' });
    const pool = data(await api.get('/sacrifice/pool/list', { id: hallId }));
    expect(pool.list.map((o: { id: number }) => o.id)).toEqual([r.offering.id]);
    const desk = data(await api.get('/sacrifice/pool/list/desk', { id: hallId }));
    expect(desk.counts).toEqual([{ category: 'flower', count: 1 }]);
    expect(data(await api.get('/sacrifice/get', { id: hallId })).offerings).toBe(1);
    // the same free item again today is refused and changes nothing
    expect((await api.post('/sacrifice/pool/payment', { id: hallId, itemId: flower.id })).body)
      .toEqual({ msg: 0, msbox: '今天已经献过「白菊」了，明天再来吧' });
    expect((await hallRow(hallId)).offerings).toBe(1);
    expect(data(await api.get('/sacrifice/item/list', { id: hallId })).list.find((i: { id: number }) => i.id === flower.id).usedToday).toBe(true);
    // a different free item is fine; tomorrow the flower again
    const incense = items.find((i: { name: string }) => i.name === '清香三炷');
    data(await api.post('/sacrifice/pool/payment', { id: hallId, itemId: incense.id }));
    t.clock.advance(24 * 3600_000);
    data(await api.post('/sacrifice/pool/payment', { id: hallId, itemId: flower.id }));
    expect((await hallRow(hallId)).offerings).toBe(3);
    // the 白菊 of yesterday has left the desk (24 hours), today's is there
    const desk2 = data(await api.get('/sacrifice/pool/list/desk', { id: hallId }));
    expect(desk2.list).toHaveLength(1);
    // the log ticker shows the offerings
    const scroll = data(await api.get('/sacrifice/log/list/scroll', { id: hallId })).list;
    expect(scroll[0].text).toBe('孙女小红 献花 白菊×1');
    expect(data(await (await guest(t)).get('/sacrifice/total')).offerings).toBe(3);
  });

  it('10 parallel free offerings of one item: one recorded, counted once', async () => {
    const { hallId } = await clanWithHall(t);
    const { api } = await newUser(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post('/sacrifice/pool/payment', { id: hallId, itemId: 4 })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    for (const r of replies) if (r.body.msg === 0) expect(r.body.msbox).toBe('今天已经献过「清香三炷」了，明天再来吧');
    expect((await hallRow(hallId)).offerings).toBe(1);
    expect(await t.db.db.select().from(sacrificeOfferings)).toHaveLength(1);
  });

  it('bad input changes nothing', async () => {
    const { hallId } = await clanWithHall(t);
    const { api } = await newUser(t);
    expect((await api.post('/sacrifice/pool/payment', { id: hallId, itemId: 999 })).body).toEqual({ msg: 0, msbox: '供品不存在' });
    expect((await api.post('/sacrifice/pool/payment', { id: hallId, itemId: 1, quantity: 2 })).body).toEqual({ msg: 0, msbox: '免费供品每次只能献一份' });
    expect((await api.post('/sacrifice/pool/payment', { id: hallId, itemId: 1, quantity: 0 })).body.msg).toBe(0);
    expect((await api.post('/sacrifice/pool/payment', { id: 99999, itemId: 1 })).body).toEqual({ msg: 0, msbox: '纪念馆不存在或无权查看' });
    expect(await t.db.db.select().from(sacrificeOfferings)).toHaveLength(0);
  });
});

describe('paid offerings', () => {
  it('confirm twice and 20 parallel confirms: one offering, counted once', async () => {
    const { hallId } = await clanWithHall(t);
    const { api } = await newUser(t);
    const r = data(await api.post('/sacrifice/pool/payment', { id: hallId, itemId: 7, quantity: 2 }));
    expect(r.offering).toBeNull();
    expect(r.payment).toMatchObject({ amount: 4000, status: 'pending', payType: 'sandbox' });
    const outTradeNo = r.payment.outTradeNo as string;
    // not paid yet: nothing recorded
    expect(data(await api.post('/sacrifice/pool/payment/confirm', { outTradeNo }))).toMatchObject({ paid: false, offering: null });
    expect(data(await api.get('/sacrifice/pool/list', { id: hallId })).list).toHaveLength(0);
    await sandboxProvider.act(t.db.db, outTradeNo, 'pay', t.clock.now());
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post('/sacrifice/pool/payment/confirm', { outTradeNo })));
    const ids = new Set(replies.map((x) => data(x).offering.id));
    expect(ids.size).toBe(1);
    const again = data(await api.post('/sacrifice/pool/payment/confirm', { outTradeNo }));
    expect(again).toMatchObject({ paid: true, status: 'paid', offering: { itemName: '长明灯', quantity: 2, amount: 4000 } });
    expect(ids.has(again.offering.id)).toBe(true);
    expect((await hallRow(hallId)).offerings).toBe(1);
    const done = await t.db.db.select().from(sacrificeOfferings).where(eq(sacrificeOfferings.status, 'done'));
    expect(done).toHaveLength(1);
    // someone else cannot confirm my order
    const { api: other } = await newUser(t);
    expect((await other.post('/sacrifice/pool/payment/confirm', { outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
  });

  it('a wallet without money is refused and records nothing', async () => {
    const { hallId } = await clanWithHall(t);
    const { api } = await newUser(t);
    expect((await api.post('/sacrifice/pool/payment', { id: hallId, itemId: 3, payType: 'wallet' })).body).toEqual({ msg: 0, msbox: '余额不足' });
    expect(await t.db.db.select().from(sacrificeOfferings)).toHaveLength(0);
  });
});

describe('rankings', () => {
  it('popularity and filial piety change after offerings', async () => {
    const a = await clanWithHall(t);
    const { api } = await newUser(t);
    const bId = data(await api.post('/sacrifice/custom/add-or-edit', { name: '李秀英', gender: 'f', deathText: '2020年5月1日' })).id;
    const ranks = async (path: string) => data(await api.get(path)).list.map((x: { id: number; score: number }) => [x.id, x.score]);
    // nothing yet: both score 0
    expect((await ranks('/sacrifice/ranking/filialPiety')).map((x: number[]) => x[1])).toEqual([0, 0]);
    // a stranger's free offering at b: filial 10 (owner of a standalone hall), a ranks below
    data(await api.post('/sacrifice/pool/payment', { id: bId, itemId: 1 }));
    expect((await ranks('/sacrifice/ranking/filialPiety'))[0]).toEqual([bId, 10]);
    expect((await ranks('/sacrifice/ranking/popularity'))[0][0]).toBe(bId);
    // the clan's own people (admin of the project) offer three times at a: a overtakes b
    for (const itemId of [1, 4, 6]) data(await a.owner.post('/sacrifice/pool/payment', { id: a.hallId, itemId }));
    expect(await ranks('/sacrifice/ranking/filialPiety')).toEqual([[a.hallId, 30], [bId, 10]]);
    const pop = data(await api.get('/sacrifice/ranking/popularity')).list;
    expect(pop.map((x: { id: number; rank: number }) => [x.id, x.rank])).toEqual([[a.hallId, 1], [bId, 2]]);
    expect(pop[0].score).toBeCloseTo(15, 1);
    // popularity decays: a week later the same offerings weigh half
    t.clock.advance(7 * 24 * 3600_000);
    expect(data(await api.get('/sacrifice/ranking/popularity')).list[0].score).toBeCloseTo(7.5, 1);
  });
});
