/**
 * The personal page (GET /user/person/page, GET/POST /user/person/clans): the owner chooses which of his families
 * show (default: his public ones); a reader sees only those he may read himself — a members-only family never leaks
 * to someone outside it, whatever the owner chose.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { projectUsers } from '../../server/db/schema/index';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let owner: Client;
let ownerId: number;
let reader: Client;
let kin: Client;
let kinId: number;
let publicId: number;
let membersId: number;

const refused = (r: { status: number; body: { msg: number; msbox?: string } }, msg: string) => {
  expect(r.status).toBe(200);
  expect(r.body.msg).toBe(0);
  expect(r.body.msbox).toContain(msg);
};
const shownTo = async (c: Client) => (data(await c.get('/user/person/page', { id: ownerId })).clans as { name: string }[]).map((x) => x.name);

beforeEach(async () => {
  const s = await seedClan(t, { privacy: 'public', admin: { nickname: '陈德明' }, others: [{ nickname: '路人' }, { nickname: '族亲' }] });
  ({ admin: owner, adminId: ownerId, projectId: publicId } = s);
  reader = s.others[0]!.api;
  kin = s.others[1]!.api;
  kinId = s.others[1]!.id;
  membersId = data(await owner.post('/project/add-or-edit', { name: '陈氏内谱', surname: '陈', privacy: 'members' })).id;
  // 族亲 is a member of the members-only family
  await t.db.db.insert(projectUsers).values({ projectId: membersId, userId: kinId, role: 'member' });
});

describe('personal page', () => {
  it('shows his public families by default; the setting lists all of his, the members-only one not shown', async () => {
    const s = data(await owner.get('/user/person/clans'));
    expect(s.custom).toBe(false);
    const byId = new Map(s.list.map((x: { projectId: number }) => [x.projectId, x]));
    expect(byId.get(publicId)).toMatchObject({ shown: true, privacy: 'public', privacyName: '公开' });
    expect(byId.get(membersId)).toMatchObject({ shown: false, privacy: 'members', privacyName: '仅成员', name: '陈氏内谱' });
    const page = data(await reader.get('/user/person/page', { id: ownerId }));
    expect(page.person).toMatchObject({ id: ownerId, name: '陈德明' });
    expect(page.mine).toBe(false);
    expect(page.clans.map((x: { projectId: number }) => x.projectId)).toEqual([publicId]);
    expect(await shownTo(kin)).not.toContain('陈氏内谱');
  });

  it('a members-only family he chose to show is seen by its members and never by anyone else', async () => {
    const s = data(await owner.post('/user/person/clans', { projectIds: [membersId, publicId] }));
    expect(s.custom).toBe(true);
    expect(s.list.filter((x: { shown: boolean }) => x.shown)).toHaveLength(2);
    expect(await shownTo(reader)).not.toContain('陈氏内谱');
    expect(await shownTo(reader)).toHaveLength(1);
    expect(await shownTo(kin)).toContain('陈氏内谱');
    expect(await shownTo(owner)).toContain('陈氏内谱');
    expect(data(await owner.get('/user/person/page', { id: ownerId })).mine).toBe(true);
  });

  it('a family hidden by the owner is not shown to anyone, its members included; an empty choice shows none', async () => {
    data(await owner.post('/user/person/clans', { projectIds: [membersId] }));
    expect(await shownTo(reader)).toEqual([]);
    expect(await shownTo(kin)).toEqual(['陈氏内谱']);
    data(await owner.post('/user/person/clans', { projectIds: [] }));
    expect(data(await owner.get('/user/person/clans')).custom).toBe(true);
    expect(await shownTo(kin)).toEqual([]);
    expect(await shownTo(owner)).toEqual([]);
  });

  it('a public family made members-only after he chose it drops out for outsiders at once', async () => {
    data(await owner.post('/user/person/clans', { projectIds: [publicId] }));
    expect((await shownTo(reader))).toHaveLength(1);
    data(await owner.post('/project/edit-privacy', { id: publicId, privacy: 'members' }));
    expect(await shownTo(reader)).toEqual([]);
  });

  it('shows his 关注 / 粉丝 / 好友 counts and my relation to him as a follow and a friend request move them', async () => {
    const page = async (c: Client) => data(await c.get('/user/person/page', { id: ownerId }));
    const before = await page(reader);
    expect(before.counts).toEqual({ following: 0, fans: 0, friends: 0 });
    expect(before.person).toMatchObject({ following: false, friend: false, pending: 'none' });
    expect(data(await reader.get(`/user/friend/attention/${ownerId}`))).toEqual({ following: true });
    data(await kin.get(`/user/friend/attention/${ownerId}`));
    const req = data(await reader.get(`/user/friend/apply/${ownerId}`));
    const followed = await page(reader);
    expect(followed.counts).toEqual({ following: 0, fans: 2, friends: 0 });
    expect(followed.person).toMatchObject({ following: true, friend: false, pending: 'sent' });
    // his pending requests are not shown to others
    expect(Object.keys(followed.counts).sort()).toEqual(['fans', 'following', 'friends']);
    data(await owner.get(`/user/friend/confirm/${req.id}`));
    const friends = await page(reader);
    expect(friends.counts.friends).toBe(1);
    expect(friends.person).toMatchObject({ friend: true, pending: 'none' });
    expect((await page(kin)).person).toMatchObject({ following: true, friend: false });
    data(await reader.get(`/user/friend/attention/${ownerId}`));
    expect((await page(reader)).counts.fans).toBe(1);
  });

  it('refuses a family he is not in, unknown users and bad input; nothing changes', async () => {
    const stranger = data(await reader.post('/project/add-or-edit', { name: '李氏家族', surname: '李', privacy: 'public' })).id;
    refused(await owner.post('/user/person/clans', { projectIds: [stranger] }), '只能展示你加入的家族');
    refused(await owner.post('/user/person/clans', { projectIds: ['x'] }), '家族');
    expect(data(await owner.get('/user/person/clans')).custom).toBe(false);
    refused(await reader.get('/user/person/page', { id: 999_999 }), '用户不存在');
    refused(await reader.get('/user/person/page', { id: 1 }), '用户不存在');
    refused(await reader.get('/user/person/page', {}), '用户');
  });
});
