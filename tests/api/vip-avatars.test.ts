/**
 * Avatars and frames (contract/vip.ts): the catalogue with owned/dressed, dress-up of an item not owned refused, buying
 * (createOrder → sandbox → confirmOrder, once), dress up and down, VIP-only items, a refund takes a worn item off,
 * and the dress of users for lists.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { refundPayment } from '../../server/domains/payments/index';

const t = useTestApp();

async function buyItem(u: SeededUser, base: '/userAvatar' | '/userAvatarBox', itemId: number): Promise<string> {
  const s = data(await u.api.post(`${base}/createOrder`, { itemId }));
  data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
  expect(data(await u.api.post(`${base}/confirmOrder`, { outTradeNo: s.outTradeNo, resultData: 'ok' })).paid).toBe(true);
  return s.outTradeNo;
}

describe('avatars and frames', () => {
  it('the catalogue: free items owned, paid and VIP-only not; nothing worn', async () => {
    const [u] = await seedUsers(t, [{}]);
    const r = data(await u.api.get('/userAvatarBox/list'));
    expect(r.dress).toEqual({ avatarId: null, frameId: null });
    expect(r.isVip).toBe(false);
    const by = Object.fromEntries(r.list.map((i: { id: number; owned: boolean }) => [i.id, i.owned]));
    expect(by).toEqual({ 201: true, 202: false, 203: false, 204: false });
    expect(data(await u.api.get('/userAvatar/list')).list.every((i: { kind: string }) => i.kind === 'avatar')).toBe(true);
  });

  it('dress-up of an item not owned is refused and nothing changes; after buying it can be worn and taken off', async () => {
    const [u] = await seedUsers(t, [{}]);
    expect((await u.api.get('/userAvatarBox/dressUp/203')).body).toEqual({ msg: 0, msbox: '尚未拥有该头像框，请先购买' });
    expect((await u.api.get('/userAvatar/dressUp/104')).body).toEqual({ msg: 0, msbox: '尚未拥有该头像，请先购买' });
    expect((await u.api.post('/userAvatar/updateAvatar', { itemId: 104 })).body.msg).toBe(0);
    expect((await u.api.get('/userAvatarBox/dressUp/104')).body).toEqual({ msg: 0, msbox: '头像框不存在' });
    expect(data(await u.api.get('/userAvatarBox/list')).dress).toEqual({ avatarId: null, frameId: null });
    const no = await buyItem(u, '/userAvatarBox', 203);
    // confirming again grants nothing more; buying again is refused
    expect(data(await u.api.post('/userAvatarBox/confirmOrder', { outTradeNo: no })).paid).toBe(true);
    expect((await u.api.post('/userAvatarBox/createOrder', { itemId: 203 })).body).toEqual({ msg: 0, msbox: '您已拥有该头像框' });
    expect(data(await u.api.get('/userAvatarBox/dressUp/203'))).toEqual({ avatarId: null, frameId: 203 });
    expect(data(await u.api.get('/userAvatar/dressUp/101'))).toEqual({ avatarId: 101, frameId: 203 });
    const list = data(await u.api.get('/userAvatarBox/list')).list;
    expect(list.find((i: { id: number }) => i.id === 203)).toMatchObject({ owned: true, dressed: true });
    expect(data(await u.api.get('/userAvatarBox/dressDown'))).toEqual({ avatarId: 101, frameId: null });
    expect(data(await u.api.get('/userAvatar/dressDown'))).toEqual({ avatarId: null, frameId: null });
  });

  it('free and VIP-only items cannot be bought; a refund takes the bought item off', async () => {
    const [u] = await seedUsers(t, [{}]);
    expect((await u.api.post('/userAvatarBox/createOrder', { itemId: 201 })).body).toEqual({ msg: 0, msbox: '免费装扮，无需购买' });
    expect((await u.api.post('/userAvatarBox/createOrder', { itemId: 204 })).body).toEqual({ msg: 0, msbox: '会员专属装扮，开通会员即可佩戴' });
    expect((await u.api.post('/userAvatar/createOrder', { itemId: 202 })).body).toEqual({ msg: 0, msbox: '头像不存在' });
    const no = await buyItem(u, '/userAvatar', 103);
    data(await u.api.get('/userAvatar/dressUp/103'));
    await refundPayment(t.app.deps, no, '退款');
    expect(data(await u.api.get('/userAvatar/list')).dress.avatarId).toBeNull();
    expect((await u.api.get('/userAvatar/dressUp/103')).body).toEqual({ msg: 0, msbox: '尚未拥有该头像，请先购买' });
  });

  it('the dress of users for lists (chat, comments)', async () => {
    const [u, v] = await seedUsers(t, [{}, {}]);
    data(await u.api.get('/userAvatarBox/dressUp/201'));
    const r = data(await v.api.get('/userAvatarBox/dress', { userIds: `${u.id},${v.id}` }));
    expect(r.list).toEqual([{ userId: u.id, avatarId: null, frameId: 201 }]);
    expect((await v.api.get('/userAvatarBox/dress', { userIds: 'x' })).body.msg).toBe(0);
  });
});
