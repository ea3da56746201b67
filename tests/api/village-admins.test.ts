/**
 * A village's admins (POST /village/admin/add|remove: only its admins, by phone or user id, never the last one) and
 * clan links (GET /village/clan/mine, POST /village/clan/link|unlink: a clan's 管理员/协管员; a village admin unlinks).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let clanAdmin: Client;
let villager: Client;
let stranger: Client;
let villagerId: number;
let strangerId: number;
let clanAdminId: number;
let projectId: number;
let clanId: number;
let villageId: number;

const refused = (r: { status: number; body: { msg: number; msbox?: string } }, msg: string) => {
  expect(r.status).toBe(200);
  expect(r.body.msg).toBe(0);
  expect(r.body.msbox).toContain(msg);
};
const adminIds = async () => (data(await stranger.get('/village/detail', { id: villageId })).admins as { id: number }[]).map((a) => a.id);

beforeEach(async () => {
  const s = await seedClan(t, { privacy: 'public', others: [{ nickname: '村管', phone: '13900000001' }, { nickname: '路人', phone: '13900000002' }] });
  ({ admin: clanAdmin, adminId: clanAdminId, projectId, clanId } = s);
  villager = s.others[0]!.api;
  villagerId = s.others[0]!.id;
  stranger = s.others[1]!.api;
  strangerId = s.others[1]!.id;
  villageId = data(await villager.post('/village/save', { name: '石牌村', kind: 'ancestral', areaIds: [440000, 440100, 440106] })).id;
});

describe('village admins', () => {
  it('an admin adds another by phone or by user id; the new admin may then manage; a removed admin may not', async () => {
    expect(data(await villager.post('/village/admin/add', { id: villageId, phone: '13900000002' })).admins.map((a: { id: number }) => a.id))
      .toEqual([villagerId, strangerId]);
    expect(data(await stranger.get('/village/detail', { id: villageId })).isAdmin).toBe(true);
    // the new admin adds the clan admin by id, then removes the first admin
    data(await stranger.post('/village/admin/add', { id: villageId, userId: clanAdminId }));
    data(await stranger.post('/village/admin/remove', { id: villageId, userId: villagerId }));
    expect(await adminIds()).toEqual([strangerId, clanAdminId]);
    refused(await villager.post('/village/admin/add', { id: villageId, userId: villagerId }), '仅限村落管理员');
    // he may remove himself while another admin stays
    data(await stranger.post('/village/admin/remove', { id: villageId, userId: strangerId }));
    expect(await adminIds()).toEqual([clanAdminId]);
  });

  it('only the village admins add or remove admins; bad input is refused and changes nothing', async () => {
    refused(await stranger.post('/village/admin/add', { id: villageId, userId: strangerId }), '仅限村落管理员');
    refused(await stranger.post('/village/admin/remove', { id: villageId, userId: villagerId }), '仅限村落管理员');
    refused(await villager.post('/village/admin/add', { id: villageId }), '手机号或用户ID');
    refused(await villager.post('/village/admin/add', { id: villageId, phone: '13900000002', userId: strangerId }), '手机号或用户ID');
    refused(await villager.post('/village/admin/add', { id: villageId, phone: '13911112222' }), '该用户不存在');
    refused(await villager.post('/village/admin/add', { id: villageId, userId: 999_999 }), '该用户不存在');
    refused(await villager.post('/village/admin/add', { id: villageId, phone: '12345' }), '手机号');
    refused(await villager.post('/village/admin/add', { id: villageId, userId: villagerId }), '已是村落管理员');
    refused(await villager.post('/village/admin/remove', { id: villageId, userId: villagerId }), '至少保留一位');
    refused(await villager.post('/village/admin/remove', { id: villageId, userId: strangerId }), '不是村落管理员');
    refused(await villager.post('/village/admin/add', { id: 999_999, userId: strangerId }), '村落不存在');
    expect(await adminIds()).toEqual([villagerId]);
  });
});

describe('clan links', () => {
  it("a clan's admin links his clan to someone else's village and unlinks it; the village's clan list follows", async () => {
    const mine = data(await clanAdmin.get('/village/clan/mine', { id: villageId }));
    expect(mine.list).toEqual([expect.objectContaining({ projectId, clanId, linked: false })]);
    const linked = data(await clanAdmin.post('/village/clan/link', { id: villageId, projectId, clanId }));
    expect(linked.list).toEqual([expect.objectContaining({ projectId, clanId, linked: true })]);
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toEqual([expect.objectContaining({ projectId, clanId })]);
    expect(data(await stranger.get('/village/detail', { id: villageId })).clanCount).toBe(1);
    // linking twice keeps one row
    data(await clanAdmin.post('/village/clan/link', { id: villageId, projectId, clanId }));
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toHaveLength(1);
    expect(data(await clanAdmin.post('/village/clan/unlink', { id: villageId, projectId, clanId })).list[0].linked).toBe(false);
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toEqual([]);
    refused(await clanAdmin.post('/village/clan/unlink', { id: villageId, projectId, clanId }), '未关联');
  });

  it('someone who does not manage the clan may not link it, nor unlink it unless he is a village admin', async () => {
    // the village admin is no member of the clan's project
    expect(data(await villager.get('/village/clan/mine', { id: villageId })).list).toEqual([]);
    refused(await villager.post('/village/clan/link', { id: villageId, projectId, clanId }), '没有权限');
    refused(await stranger.post('/village/clan/link', { id: villageId, projectId, clanId }), '没有权限');
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toEqual([]);
    refused(await clanAdmin.post('/village/clan/link', { id: villageId, projectId, clanId: 999_999 }), '宗族不存在');
    data(await clanAdmin.post('/village/clan/link', { id: villageId, projectId, clanId }));
    refused(await stranger.post('/village/clan/unlink', { id: villageId, projectId, clanId }), '没有权限');
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toHaveLength(1);
    // the village's admin removes a wrong claim
    data(await villager.post('/village/clan/unlink', { id: villageId, projectId, clanId }));
    expect(data(await stranger.get('/village/clanList', { id: villageId })).list).toEqual([]);
  });
});
