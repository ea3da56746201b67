/** Clan albums: privacy, photos uploaded with subType 700 (own files only), captions, member tags (on the member's page), cover, delete. */
import { beforeEach, describe, expect, it } from 'vitest';
import { projectUsers } from '../../server/db/schema/index';
import { png, uploadVia } from '../../server/domains/files/files.testkit';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client, type Member, type SeededUser } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let adminToken: string;
let member: SeededUser;
let outsider: SeededUser;
let projectId: number;
let clanId: number;
let root: Member;

beforeEach(async () => {
  const s = await seedClan(t, { privacy: 'public', admin: { nickname: '族长' }, others: [{ nickname: '族人' }, { nickname: '路人' }] });
  ({ admin, adminToken, projectId, clanId, root } = s);
  [member, outsider] = s.others;
  await t.db.db.insert(projectUsers).values({ projectId, userId: member.id, role: 'member' });
});

const upload = async (token: string, albumId: number, name: string) =>
  data(await uploadVia(t.app, '/project/activity/upload', { token, fields: { activityId: albumId, type: 0, projectId }, file: { filename: name, content: await png(640, 480) } }));

describe('clan albums', () => {
  it('creates an album, adds three uploaded photos, captions and tags one, sets the cover, deletes', async () => {
    const album = data(await admin.post('/clan-album/save', { clanId, name: '2026 清明祭祖', description: '祠堂祭祖' }));
    expect(album).toMatchObject({ privacyName: '族谱读者可见', photoCount: 0, canEdit: true });
    const files = [];
    for (const n of ['a.png', 'b.png', 'c.png']) files.push(await upload(adminToken, album.id, n));
    const added = data(await admin.post('/clan-album/photo/add', { albumId: album.id, fileIds: files.map((f) => f.id) }));
    expect(added).toHaveLength(3);
    // someone else's upload cannot be added; a reader cannot add
    const other = await upload(member.token, album.id, 'd.png');
    expect((await admin.post('/clan-album/photo/add', { albumId: album.id, fileIds: [other.id] })).body).toEqual({ msg: 0, msbox: '照片不存在或不是您上传的图片' });
    expect((await member.api.post('/clan-album/photo/add', { albumId: album.id, fileIds: [other.id] })).body.msbox).toBe('没有权限');
    const tagged = data(await admin.post('/clan-album/photo/save', { id: added[1].id, caption: '德公像前', memberIds: [root.id] }));
    expect(tagged).toMatchObject({ caption: '德公像前', members: [{ id: root.id, name: '陈德公' }] });
    expect((await admin.post('/clan-album/photo/save', { id: added[1].id, memberIds: [999999] })).body.msbox).toBe('标记的族人不在本族谱中');
    expect(data(await outsider.api.get('/clan-album/member-photos', { memberId: root.id })).map((p: { id: number }) => p.id)).toEqual([added[1].id]);
    const covered = data(await admin.post('/clan-album/cover', { id: album.id, photoId: added[2].id }));
    expect(covered).toMatchObject({ coverPhotoId: added[2].id, photoCount: 3 });
    const got = data(await outsider.api.get('/clan-album/get', { id: album.id }));
    expect(got.photos.map((p: { caption: string }) => p.caption)).toEqual(['', '德公像前', '']);
    data(await admin.post('/clan-album/photo/delete', { id: added[2].id }));
    expect(data(await admin.get('/clan-album/get', { id: album.id }))).toMatchObject({ photoCount: 2, coverPhotoId: added[0].id });
    data(await admin.post('/clan-album/delete', { id: album.id }));
    expect((await admin.get('/clan-album/get', { id: album.id })).body.msbox).toBe('相册不存在');
  });

  it('privacy: members-only albums hidden from readers, admins-only from members', async () => {
    const open = data(await admin.post('/clan-album/save', { clanId, name: '公开' }));
    const mem = data(await admin.post('/clan-album/save', { clanId, name: '族内', privacy: 'members' }));
    const adm = data(await admin.post('/clan-album/save', { clanId, name: '管理', privacy: 'admins' }));
    const names = async (c: Client) => data(await c.get('/clan-album/list', { clanId })).list.map((a: { name: string }) => a.name).sort();
    expect(await names(admin)).toEqual(['公开', '族内', '管理'].sort());
    expect(await names(member.api)).toEqual(['公开', '族内'].sort());
    expect(await names(outsider.api)).toEqual(['公开']);
    expect((await outsider.api.get('/clan-album/get', { id: mem.id })).body.msbox).toBe('没有权限');
    expect((await member.api.get('/clan-album/get', { id: adm.id })).body.msbox).toBe('没有权限');
    expect((await member.api.post('/clan-album/save', { clanId, name: 'x' })).body.msbox).toBe('没有权限');
    expect((await admin.post('/clan-album/save', { clanId, name: '' })).body.msg).toBe(0);
    expect(data(await member.api.get('/clan-album/get', { id: open.id })).canEdit).toBe(false);
  });
});

describe('clan activities', () => {
  it('an editor publishes an activity with photos; readers see it and sign up; others cannot publish', async () => {
    const up = data(await uploadVia(t.app, '/project/activity/upload', { token: adminToken, fields: { activityId: 1, type: 0, projectId }, file: { filename: 'x.png', content: await png(320, 240) } }));
    const act = data(await admin.post('/clan-activity/save', { projectId, title: '2026 冬至祭祖', kind: '祭祖', day: '2026-12-21', place: '陈氏宗祠', fileIds: [up.id] }));
    expect(act).toMatchObject({ title: '2026 冬至祭祖', photos: [up.url], total: 0, canEdit: true });
    expect((await member.api.post('/clan-activity/save', { projectId, title: 'x', kind: '其他', day: '2026-12-01' })).body.msbox).toBe('没有权限');
    expect((await admin.post('/clan-activity/save', { projectId, title: 'x', kind: '庙会', day: '2026-12-01' })).body.msg).toBe(0);
    expect(data(await outsider.api.post('/clan-activity/signup', { id: act.id, name: '路人', people: 2 }))).toMatchObject({ total: 2, mine: true });
    data(await member.api.post('/clan-activity/signup', { id: act.id, name: '族人' }));
    data(await outsider.api.post('/clan-activity/signup', { id: act.id, name: '路人', people: 3 }));
    expect(data(await admin.get('/clan-activity/get', { id: act.id }))).toMatchObject({ total: 4, mine: false, signups: [{ name: '路人', people: 3 }, { name: '族人', people: 1 }] });
    expect(data(await member.api.post('/clan-activity/signup', { id: act.id, name: '族人', cancel: 1 }))).toMatchObject({ total: 3, mine: false });
    expect(data(await outsider.api.get('/clan-activity/list', { projectId })).map((x: { title: string }) => x.title)).toEqual(['2026 冬至祭祖']);
  });
});
