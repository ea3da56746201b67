/** GET /vr/work/:id: a panorama work with its scenes and hotspots; a private clan's work is hidden from outsiders. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { vrWorks } from '../../server/db/schema/index';
import { guest, newUser } from './sacrifice-setup';

const t = useTestApp();

const scenes = [
  { id: 'gate', title: '村口', imageUrl: '/files/2026/11/gate.jpg', hotspots: [{ yaw: 30, pitch: -5, targetId: 'temple', label: '去祠堂' }] },
  { id: 'temple', title: '祠堂', imageUrl: '/files/2026/11/temple.jpg', hotspots: [{ yaw: 180, pitch: 0, targetId: 'gate', label: '回村口' }] },
];

describe('panorama works', () => {
  it('answers the scenes; a work of a members-only clan only to its people; a hall links it by vrId', async () => {
    const owner = await newUser(t);
    const projectId = data(await owner.api.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy: 'members' })).id;
    const [pub] = await t.db.db.insert(vrWorks).values({ ownerId: owner.id, title: '陈家村全景', startSceneId: 'gate', scenes }).returning();
    const [priv] = await t.db.db.insert(vrWorks).values({ ownerId: owner.id, projectId, title: '族内全景', startSceneId: 'gate', scenes }).returning();
    const g = await guest(t);
    const w = data(await g.get(`/vr/work/${pub.id}`));
    expect(w).toMatchObject({ id: pub.id, title: '陈家村全景', startSceneId: 'gate', projectId: null });
    expect(w.scenes[0].hotspots[0]).toEqual({ yaw: 30, pitch: -5, targetId: 'temple', label: '去祠堂' });
    expect((await g.get(`/vr/work/${priv.id}`)).body).toEqual({ msg: 0, msbox: '全景作品不存在或无权查看' });
    expect(data(await owner.api.get(`/vr/work/${priv.id}`)).title).toBe('族内全景');
    expect((await g.get('/vr/work/99999')).body.msg).toBe(0);
    // a memorial hall with a panorama
    const hall = data(await owner.api.post('/sacrifice/custom/add-or-edit', { name: '陈德', vrId: pub.id })).id;
    expect(data(await owner.api.get('/sacrifice/get', { id: hall })).vrId).toBe(pub.id);
    expect((await owner.api.post('/sacrifice/custom/add-or-edit', { name: '陈德', vrId: 99999 })).body).toEqual({ msg: 0, msbox: '全景作品不存在' });
  });
});
