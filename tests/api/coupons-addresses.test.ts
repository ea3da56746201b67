/** Coupons (received once each under concurrency, never past the total) and delivery addresses (one default, masked lists). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { seedBuyers, seedStaff } from './mall-fixture';

const t = useTestApp();
const window = { validFrom: '2026-11-01T00:00:00+08:00', validTo: '2026-12-31T00:00:00+08:00' };

describe('coupons', () => {
  it('a coupon received twice in parallel is received once', async () => {
    const staff = await seedStaff(t);
    const [b] = await seedBuyers(t, 1);
    const c = data(await staff.api.post('/ops/coupon/save', { title: '新人券', kind: 'amount', amount: 500, ...window, total: 100 }));
    expect(c).toMatchObject({ rule: '无门槛减5元', scopeText: '全场通用', received: 0 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => b.api.post('/coupon/receive', { couponId: c.id })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.msg !== 1)) expect(r.body.msbox).toBe('您已领取过该优惠券');
    expect(data(await b.api.get(`/coupon/issue/wx/${c.id}`))).toMatchObject({ received: 1, mine: 1, canReceive: false });
    expect(data(await b.api.get('/coupon/list'))).toMatchObject({ list: [{ title: '新人券', state: 'unused', stateText: '未使用' }], counts: { unused: 1, used: 0 } });
  });

  it('100 users receiving a coupon of 10 in parallel: exactly 10 get one', async () => {
    const staff = await seedStaff(t);
    const buyers = await seedBuyers(t, 100);
    const c = data(await staff.api.post('/ops/coupon/save', { title: '满100减20', kind: 'amount', amount: 2000, minSpend: 10000, ...window, total: 10 }));
    const replies = await Promise.all(buyers.map((b) => b.api.post('/coupon/receive', { couponId: c.id })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(10);
    for (const r of replies.filter((x) => x.body.msg !== 1)) expect(r.body.msbox).toBe('优惠券已领完');
    expect(data(await staff.api.get('/ops/coupon/list')).list[0]).toMatchObject({ received: 10, total: 10 });
  });

  it('refuses bad coupons and coupons out of date; only staff issue them', async () => {
    const staff = await seedStaff(t);
    const [b] = await seedBuyers(t, 1);
    expect((await b.api.post('/ops/coupon/save', { title: 'x', kind: 'amount', amount: 1, ...window, total: 1 })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    expect((await staff.api.post('/ops/coupon/save', { title: 'x', kind: 'amount', amount: 1, validFrom: window.validTo, validTo: window.validFrom, total: 1 })).body).toEqual({ msg: 0, msbox: '结束时间须晚于开始时间' });
    const old = data(await staff.api.post('/ops/coupon/save', { title: '旧券', kind: 'discount', discountPct: 90, validFrom: '2026-01-01T00:00:00+08:00', validTo: '2026-02-01T00:00:00+08:00', total: 5 }));
    expect(old.rule).toBe('9折');
    expect((await b.api.post('/coupon/receive', { couponId: old.id })).body).toEqual({ msg: 0, msbox: '优惠券已过期' });
    expect(data(await b.api.get('/coupon/issue/list')).list).toEqual([]);
  });
});

describe('addresses', () => {
  it('the first address is the default; one default at a time; phones masked in the list; delete moves the default', async () => {
    const [b, other] = await seedBuyers(t, 2);
    const a2 = data(await b.api.post('/address/save', { name: '陈二', phone: '13900001111', province: '福建省', detail: '中山路2号', isDefault: true }));
    const list = data(await b.api.get('/address/list')).list;
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([[a2.id, true], [b.addressId, false]]);
    expect(list[0].phone).toBe('139****1111');
    expect(data(await b.api.get(`/address/get/${a2.id}`)).phone).toBe('13900001111');
    expect((await other.api.get(`/address/get/${a2.id}`)).body).toEqual({ msg: 0, msbox: '地址不存在' });
    expect((await other.api.get(`/address/delete/${a2.id}`)).body).toEqual({ msg: 0, msbox: '地址不存在' });
    expect(data(await b.api.get(`/address/default/${b.addressId}`)).isDefault).toBe(true);
    expect(data(await b.api.get('/address/get/default')).id).toBe(b.addressId);
    await b.api.get(`/address/delete/${b.addressId}`);
    expect(data(await b.api.get('/address/get/default')).id).toBe(a2.id);
    expect((await b.api.post('/address/save', { name: '', phone: '123', province: '福建省', detail: 'x' })).body.msg).toBe(0);
  });
});
