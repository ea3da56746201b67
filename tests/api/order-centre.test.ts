/**
 * The order centre (contract/order-centre.ts): one list of a user's orders from every registered source (mall and
 * print here), newest first, by state; counts; actions go to the order's own domain; another user's order is not found.
 */
import { describe, expect, it } from 'vitest';
import { seedClan, useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { printOrders } from '../../server/db/schema/index';
import { key, seedBuyers, seedShop } from './mall-fixture';

const t = useTestApp();

/** A print order of the clan's admin, made earlier (the print domain's own flow is tested in book-orders). */
async function printOrder(projectId: number, userId: number) {
  const [o] = await t.db.db.insert(printOrders).values({
    orderNo: 'PR20261122000001', projectId, sampleId: 1, userId, quantity: 2, unitPrice: 8000, shipping: 1500, amount: 17500,
    snapshot: { sampleName: '样本一', clanName: '陈氏族谱', formatName: '欧式', binding: 'thread', paper: 'A4', pages: 34 },
    consignee: { name: '陈', phone: '13800000000', address: '广州' }, createdAt: new Date(t.clock.now().getTime() - 3_600_000),
  }).returning();
  return o;
}

describe('order centre', () => {
  it('lists a mall order next to a print order made earlier, by state, with counts; acts through the order\'s domain', async () => {
    const clan = await seedClan(t);
    const shop = await seedShop(t, 5);
    const admin = { api: clan.admin, id: clan.adminId };
    const addr = data(await admin.api.post('/address/save', { name: '陈德明', phone: '13812345678', province: '广东省', detail: '体育西路1号' }));
    const po = await printOrder(clan.projectId, admin.id);
    const { order } = data(await admin.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 2, addressId: addr.id }));

    const all = data(await admin.api.get('/orderCenter/list'));
    expect(all.list.map((o: { type: string; id: number }) => [o.type, o.id])).toEqual([['mall', order.id], ['print', po.id]]);
    expect(all.list[0]).toMatchObject({ typeName: '商城', title: '家谱礼盒', summary: '精装 ×2', amount: 10000, state: 'unpaid', stateText: '待付款', actions: ['pay', 'cancel'], detailPath: `/mall/orderDetails?id=${order.id}` });
    expect(all.list[1]).toMatchObject({ typeName: '族谱印制', amount: 17500, state: 'unpaid', detailPath: `/clan/book/order-confirm?id=${po.id}` });
    expect(data(await admin.api.get('/orderCenter/list2')).counts).toMatchObject({ unpaid: 2, paid: 0 });
    expect(data(await admin.api.get('/orderCenter/list', { type: 'print' })).list).toHaveLength(1);
    expect(data(await admin.api.get('/orderCenter/list', { pageSize: 1, pageIndex: 2 }))).toMatchObject({ list: [{ type: 'print' }], hasNext: false });

    const pay = data(await admin.api.post('/orderCenter/repay', { type: 'mall', id: order.id }));
    expect(pay.outTradeNo).toBe(order.outTradeNo);
    await admin.api.post('/payment/sandbox/pay', { outTradeNo: pay.outTradeNo, action: 'pay' });
    expect(data(await admin.api.get('/orderCenter/payment/confirm', { outTradeNo: pay.outTradeNo }))).toMatchObject({ paid: true });
    expect(data(await admin.api.get('/orderCenter/get', { type: 'mall', id: order.id }))).toMatchObject({ state: 'paid', stateText: '待发货' });
    expect(data(await admin.api.get('/orderCenter/list', { state: 'paid' })).list.map((o: { type: string }) => o.type)).toEqual(['mall']);

    expect(data(await admin.api.post('/orderCenter/cancel', { type: 'print', id: po.id }))).toMatchObject({ state: 'closed', stateText: '已取消' });
    expect((await admin.api.post('/orderCenter/delete', { type: 'print', id: po.id })).body).toEqual({ msg: 0, msbox: '该订单不支持此操作' });
  });

  it('another user sees none of it and cannot act on it; unknown types are refused', async () => {
    const shop = await seedShop(t, 5);
    const [a, other] = await seedBuyers(t, 2);
    const { order } = data(await a.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: a.addressId }));
    expect(data(await other.api.get('/orderCenter/list')).list).toEqual([]);
    for (const path of ['/orderCenter/cancel', '/orderCenter/receipt', '/orderCenter/repay', '/orderCenter/delete']) {
      expect((await other.api.post(path, { type: 'mall', id: order.id })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    }
    expect((await other.api.get('/orderCenter/get', { type: 'mall', id: order.id })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await other.api.get('/orderCenter/payment/check', { outTradeNo: order.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await a.api.get('/orderCenter/get', { type: 'vip', id: 1 })).body).toEqual({ msg: 0, msbox: '订单类型不存在' });
  });
});
