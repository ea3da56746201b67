/**
 * The buyer's path through the mall API: catalogue and search, cart (stock checks, off-sale), checkout from the cart,
 * pay, staff ship, tracking over time, confirm receipt (or automatically after 7 days), one review per item after
 * receipt, buy logs masked; repay and a second payment create answer the same pending payment (issue 14).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { mallReceiveJob } from '../../server/domains/mall/mall.jobs';
import { AUTO_RECEIVE_MS } from '@contract/mall';
import { key, seedBuyers, seedShop } from './mall-fixture';

const t = useTestApp();
const H = 3_600_000;

describe('catalogue and cart', () => {
  it('lists, searches and shows a product with its specs; the description is sanitised', async () => {
    const shop = await seedShop(t, 3);
    const [b] = await seedBuyers(t, 1);
    expect(data(await b.api.get('/productCatalog/list')).list).toEqual([{ id: shop.categoryId, name: '族谱印刷', icon: '' }]);
    expect(data(await b.api.get('/product/list', { query: '礼盒' })).list).toHaveLength(1);
    expect(data(await b.api.get('/product/list', { query: '不存在的' })).list).toHaveLength(0);
    expect(data(await b.api.get('/product/list', { query: '%' })).list).toHaveLength(0);
    const d = data(await b.api.get(`/product/detail/${shop.productId}`));
    expect(d).toMatchObject({ title: '家谱礼盒', price: 5000, specGroups: [{ name: '版本', values: ['精装', '典藏'] }], description: '<p>精美</p>', collected: false });
    expect(d.skus.map((s: { specText: string; available: number }) => [s.specText, s.available])).toEqual([['精装', 3], ['典藏', 3]]);
    expect((await b.api.get('/product/detail/99999')).body).toEqual({ msg: 0, msbox: '商品不存在' });
  });

  it('cart: adds up to what is available with a clear message, changes spec and quantity, shows off-sale items', async () => {
    const shop = await seedShop(t, 3);
    const [b] = await seedBuyers(t, 1);
    expect(data(await b.api.post('/shopCart/add', { skuId: shop.skus[0].id, quantity: 2 }))).toEqual({ num: 2 });
    expect((await b.api.post('/shopCart/add', { skuId: shop.skus[0].id, quantity: 2 })).body).toEqual({ msg: 0, msbox: '库存不足，最多还能加购1件' });
    expect(data(await b.api.get('/shopCart/getNum'))).toEqual({ num: 2 });
    const [item] = data(await b.api.get('/shopCart/list')).list;
    expect(item).toMatchObject({ specText: '精装', quantity: 2, available: 3, state: 'ok', selected: true });
    expect((await b.api.post('/shopCart/changeNum', { id: item.id, quantity: 4 })).body).toEqual({ msg: 0, msbox: '库存不足，最多购买3件' });
    expect(data(await b.api.post('/shopCart/changeNum', { id: item.id, quantity: 3 })).quantity).toBe(3);
    const changed = data(await b.api.post('/shopCart/changeShopCart', { id: item.id, skuId: shop.skus[1].id })).list;
    expect(changed).toMatchObject([{ specText: '典藏', quantity: 3, price: 12000 }]);
    await shop.staff.api.post('/ops/mall/product/onSale', { id: shop.productId, onSale: false });
    expect(data(await b.api.get('/shopCart/list')).list[0].state).toBe('off_sale');
    expect((await b.api.post('/mallOrder/checkoutFromCart', {})).body).toEqual({ msg: 0, msbox: '「家谱礼盒」已下架' });
    expect(data(await b.api.post('/shopCart/moveToCollect', { ids: [item.id] }))).toEqual({ num: 0 });
    expect(data(await b.api.get('/productCollect/list')).list.map((p: { id: number }) => p.id)).toEqual([shop.productId]);
  });
});

describe('an order from the cart to the review', () => {
  it('checkout → pay → ship → tracking → confirm receipt → review; reviews before receipt and twice are refused', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    await b.api.post('/shopCart/add', { skuId: shop.skus[0].id, quantity: 1 });
    const preview = data(await b.api.post('/mallOrder/checkoutFromCart', {}));
    expect(preview).toMatchObject({ goods: 5000, shipping: 1000, discount: 0, total: 6000, address: { name: '陈德明', isDefault: true }, userCouponId: null });
    const { order, payment } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'cart', addressId: b.addressId, remark: '<b>请包好</b>' }));
    expect(order).toMatchObject({ remark: '请包好', total: 6000 });
    expect(data(await b.api.get('/shopCart/getNum'))).toEqual({ num: 0 });
    // issue 14: asking again for the same thing answers the same pending payment
    expect(data(await b.api.post(`/mallOrder/repay/${order.id}`)).payment.outTradeNo).toBe(payment.outTradeNo);
    const item = order.items[0];
    expect((await b.api.post('/productComment/add', { orderItemId: item.id, stars: 5 })).body).toEqual({ msg: 0, msbox: '确认收货后才能评价' });
    await b.api.post('/payment/sandbox/pay', { outTradeNo: payment.outTradeNo, action: 'pay' });
    expect(data(await b.api.post('/mallOrder/confirm', { code: order.code }))).toMatchObject({ paid: true, order: { status: 'paid', statusText: '待发货' } });
    expect((await b.api.post(`/mallOrder/confirmReceipt/${order.id}`)).body).toEqual({ msg: 0, msbox: '订单尚未发货' });
    expect((await b.api.get(`/mallOrder/getExpressInfo/${order.id}`)).body).toEqual({ msg: 0, msbox: '订单尚未发货' });

    const shipped = data(await shop.staff.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'SF', trackingNo: 'sf1234567890' }));
    expect(shipped).toMatchObject({ status: 'shipped', statusText: '待收货', carrierName: '顺丰速运', trackingNo: 'SF1234567890' });
    expect((await shop.staff.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'SF', trackingNo: 'SF1234567890' })).body.msg).toBe(0);
    const first = data(await b.api.get(`/mallOrder/getExpressInfo/${order.id}`));
    expect(first).toMatchObject({ carrierName: '顺丰速运', state: 'collected', stateText: '已揽收' });
    expect(first.traces).toHaveLength(1);
    t.clock.advance(25 * H);
    const mid = data(await b.api.get(`/mallOrder/getExpressInfo/${order.id}`));
    expect(mid).toMatchObject({ state: 'transit', stateText: '运输中' });
    expect(mid.traces.length).toBeGreaterThan(2);
    t.clock.advance(24 * H);
    const done = data(await b.api.get(`/mallOrder/getExpressInfo/${order.id}`));
    expect(done).toMatchObject({ state: 'signed', stateText: '已签收' });
    expect(done.traces[0].text).toMatch(/签收/);

    expect(data(await b.api.post(`/mallOrder/confirmReceipt/${order.id}`))).toMatchObject({ status: 'received', statusText: '待评价' });
    const review = data(await b.api.post('/productComment/add', { orderItemId: item.id, stars: 4, content: '<i>纸张</i>很好', images: ['/files/a/b.jpg'] }));
    expect(review).toMatchObject({ stars: 4, content: '纸张很好', images: ['/files/a/b.jpg'], specText: '精装' });
    expect((await b.api.post('/productComment/add', { orderItemId: item.id, stars: 5 })).body).toEqual({ msg: 0, msbox: '该商品已评价' });
    expect(data(await b.api.get(`/mallOrder/detail/${order.id}`)).status).toBe('reviewed');
    expect(data(await b.api.get(`/productComment/stat/${shop.productId}`))).toEqual({ count: 1, average: 4, stars: [0, 0, 0, 1, 0], withPhotos: 1, goodRate: 100 });
    expect(data(await b.api.get(`/productComment/list/${shop.productId}`, { filter: 'photos' })).list).toHaveLength(1);
    const logs = data(await b.api.get('/mallOrder/getProductBuyLogs', { productId: shop.productId })).list;
    expect(logs).toHaveLength(1);
    expect(logs[0].name).toMatch(/\*/);
  });

  it('a shipped order is received automatically 7 days after shipping (job)', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const { order, payment } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId }));
    await b.api.post('/payment/sandbox/pay', { outTradeNo: payment.outTradeNo, action: 'pay' });
    await shop.staff.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'ZTO', trackingNo: '75000000001' });
    t.clock.advance(AUTO_RECEIVE_MS - H);
    expect(await t.app.jobs.run(mallReceiveJob, {})).toEqual({ received: 0 });
    t.clock.advance(2 * H);
    expect(await t.app.jobs.run(mallReceiveJob, {})).toEqual({ received: 1 });
    expect(data(await b.api.get(`/mallOrder/detail/${order.id}`)).status).toBe('received');
  });

  it('the address can change until shipping; a non-staff user cannot ship', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const a2 = data(await b.api.post('/address/save', { name: '陈二', phone: '13900001111', province: '福建省', city: '泉州市', county: '', detail: '中山路2号' }));
    const { order, payment } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId }));
    await b.api.post('/payment/sandbox/pay', { outTradeNo: payment.outTradeNo, action: 'pay' });
    expect(data(await b.api.post('/mallOrder/editAddress', { id: order.id, addressId: a2.id })).address).toMatchObject({ name: '陈二', city: '泉州市' });
    expect((await b.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'SF', trackingNo: 'SF0000001' })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    await shop.staff.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'SF', trackingNo: 'SF0000001' });
    expect((await b.api.post('/mallOrder/editAddress', { id: order.id, addressId: b.addressId })).body).toEqual({ msg: 0, msbox: '订单已发货，不能修改地址' });
  });

  it('staff stock adjustments never go below what is reserved and are logged', async () => {
    const shop = await seedShop(t, 2);
    const [b] = await seedBuyers(t, 1);
    await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 2, addressId: b.addressId });
    expect((await shop.staff.api.post('/ops/mall/stock/adjust', { skuId: shop.skus[0].id, delta: -1, reason: '盘点' })).body).toEqual({ msg: 0, msbox: '库存不能少于已被订单预留的数量' });
    expect(data(await shop.staff.api.post('/ops/mall/stock/adjust', { skuId: shop.skus[0].id, delta: 5, reason: '补货' }))).toMatchObject({ stock: 7, reserved: 2, available: 5 });
    const log = data(await shop.staff.api.get('/ops/mall/stock/log', { skuId: shop.skus[0].id })).list;
    expect(log.map((l: { delta: number; reason: string; stockAfter: number }) => [l.delta, l.reason, l.stockAfter])).toEqual([[5, '补货', 7], [2, '初始库存', 2]]);
  });
});
