/** Memorial halls: from a clan member or standalone, redirect by style, privacy of private clans, messages, lifetime. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { files } from '../../server/db/schema/index';
import { clanWithHall, guest, newUser } from './sacrifice-setup';

const t = useTestApp();

describe('a hall from a clan member', () => {
  it('reads the member: names, dates, the son as offerer, the inscription, memorial days; redirect by style', async () => {
    const { owner, founder, son, hallId, projectId } = await clanWithHall(t);
    const d = data(await owner.get('/sacrifice/get', { memberId: founder.id }));
    expect(d).toMatchObject({
      id: hallId, name: '陈大明', surname: '陈', gender: 'm', style: 2, type: 2, memberId: founder.id, projectId, offerers: ['建国'], canEdit: true,
      inscription: { centre: '显考陈公讳大明府君之神位', offerer: { text: '男建国奉祀', side: 'right' } },
      headstone: { centre: '显考陈公讳大明府君之墓' },
    });
    expect(d.ageText).toBe('享寿九十七');
    // died 2026-11-01, today 2026-11-22: the next days start with 四七 on 11-28, and 冬至 on 12-22
    expect(d.memorialDays[0]).toMatchObject({ date: '2026-11-28', name: '四七', inDays: 6 });
    expect(d.memorialDays.some((m: { name: string; date: string }) => m.name === '冬至' && m.date === '2026-12-22')).toBe(true);
    expect(data(await owner.get('/sacrifice/redirect', { memberId: founder.id }))).toEqual({ id: hallId, style: 2, screen: 'modern', memberId: founder.id });
    data(await owner.post('/sacrifice/custom/add-or-edit', { id: hallId, style: 1 }));
    expect(data(await owner.get('/sacrifice/redirect', { id: hallId })).screen).toBe('abstract');
    data(await owner.post('/sacrifice/custom/add-or-edit', { id: hallId, style: 0 }));
    expect(data(await owner.get('/sacrifice/redirect', { id: hallId })).screen).toBe('detail');
    // a member without a hall: open the editor
    expect(data(await owner.get('/sacrifice/redirect', { memberId: son.id }))).toEqual({ id: null, style: 0, screen: 'edit', memberId: son.id });
    // one hall per member
    expect((await owner.post('/sacrifice/custom/add-or-edit', { memberId: founder.id })).body).toEqual({ msg: 0, msbox: '该成员已有纪念馆' });
    // lifetime shows the family
    const life = data(await owner.get('/sacrifice/lifetime/get', { id: hallId }));
    expect(life.member.relatives).toEqual([{ id: son.id, name: '陈建国', relation: '子', hallId: null }]);
    // visits are counted
    expect(data(await owner.get('/sacrifice/get', { id: hallId })).visits).toBe(2);
  });

  it('a standalone hall: the dates are parsed; a bad date is refused and nothing changes', async () => {
    const { api } = await newUser(t);
    const r = await api.post('/sacrifice/custom/add-or-edit', { name: '王秀兰', gender: 'f', deathText: '2019年13月5日' });
    expect(r.body.msg).toBe(0);
    expect(r.body.msbox).toMatch(/^逝世日期：/);
    expect(data(await api.get('/sacrifice/custom/list')).list).toHaveLength(0);
    const id = data(await api.post('/sacrifice/custom/add-or-edit', { name: '王秀兰', gender: 'f', birthText: '1941年2月3日', deathText: '2019年3月5日', tomb: 1 })).id;
    const d = data(await api.get('/sacrifice/get', { id }));
    expect(d).toMatchObject({ name: '王秀兰', type: 3, tomb: true, lifespan: '1941 — 2019', memberId: null, projectId: null });
    expect(data(await api.get('/sacrifice/list/type', { type: 3 })).list.map((x: { id: number }) => x.id)).toEqual([id]);
    // an edit that leaves style and tomb out keeps them
    data(await api.post('/sacrifice/custom/add-or-edit', { id, biography: '一生勤俭', style: 1 }));
    data(await api.post('/sacrifice/custom/add-or-edit', { id, epitaph: '慈母千古' }));
    expect(data(await api.get(`/sacrifice/custom/get/${id}`))).toMatchObject({ tomb: true, style: 1, biography: '一生勤俭', epitaph: '慈母千古', name: '王秀兰' });
    const { api: other } = await newUser(t);
    expect((await other.post('/sacrifice/custom/add-or-edit', { id, name: '改名' })).body).toEqual({ msg: 0, msbox: '只有建馆人或族谱管理员可以修改纪念馆' });
    expect((await other.post(`/sacrifice/custom/delete/${id}`)).body.msg).toBe(0);
    data(await api.post(`/sacrifice/custom/delete/${id}`));
    expect((await api.get('/sacrifice/get', { id })).body).toEqual({ msg: 0, msbox: '纪念馆不存在或无权查看' });
  });
});

describe('privacy', () => {
  it("a private clan's halls are not visible to outsiders", async () => {
    const { owner, hallId, projectId, founder } = await clanWithHall(t, 'members');
    const { api: outsider } = await newUser(t);
    const anon = await guest(t);
    const hidden = { msg: 0, msbox: '纪念馆不存在或无权查看' };
    expect((await outsider.get('/sacrifice/get', { id: hallId })).body).toEqual(hidden);
    expect((await outsider.get('/sacrifice/get', { memberId: founder.id })).body).toEqual(hidden);
    expect((await outsider.get('/sacrifice/redirect', { id: hallId })).body).toEqual(hidden);
    expect((await outsider.get('/sacrifice/message/list', { id: hallId })).body).toEqual(hidden);
    expect((await outsider.post('/sacrifice/pool/payment', { id: hallId, itemId: 1 })).body).toEqual(hidden);
    expect((await outsider.post('/sacrifice/favorite', { id: hallId })).body).toEqual(hidden);
    expect((await outsider.get('/sacrifice/list/project', { projectId })).body.msg).toBe(0);
    for (const api of [outsider, anon]) {
      expect(data(await api.get('/sacrifice/list/all')).list).toHaveLength(0);
      expect(data(await api.get('/sacrifice/ranking/popularity')).list).toHaveLength(0);
      expect(data(await api.get('/sacrifice/list/type', { type: 2 })).list).toHaveLength(0);
    }
    expect(data(await anon.get('/sacrifice/total')).halls).toBe(0);
    // the clan's own people see it
    expect(data(await owner.get('/sacrifice/list/all')).list.map((x: { id: number }) => x.id)).toEqual([hallId]);
    expect(data(await owner.get('/sacrifice/list/project', { projectId })).list).toHaveLength(1);
    // a public clan's hall is seen by everyone
    const pub = await clanWithHall(t, 'public');
    expect(data(await outsider.get('/sacrifice/list/all')).list.map((x: { id: number }) => x.id)).toEqual([pub.hallId]);
  });
});

describe('messages and 祭文', () => {
  it('sanitised; the author or the hall owner deletes, others cannot', async () => {
    const { owner, hallId } = await clanWithHall(t);
    const { api: a } = await newUser(t, '小李');
    const { api: b } = await newUser(t);
    const m = data(await a.post('/sacrifice/message/add', { id: hallId, content: '<script>x</script>爷爷\u0007安息' }));
    expect(m).toMatchObject({ content: 'x爷爷安息', kind: 'message', nickname: '小李', canDelete: true });
    expect((await a.post('/sacrifice/message/add', { id: hallId, content: '<b></b>' })).body).toEqual({ msg: 0, msbox: '请填写内容' });
    expect((await a.post('/sacrifice/message/add', { id: hallId, kind: 'eulogy', content: '维公元……' })).body).toEqual({ msg: 0, msbox: '请填写祭文标题' });
    const e = data(await owner.post('/sacrifice/message/add', { id: hallId, kind: 'eulogy', title: '祭父文', content: '维公元二〇二六年……尚飨' }));
    expect(data(await b.get('/sacrifice/message/list', { id: hallId, kind: 'eulogy' })).list.map((x: { id: number }) => x.id)).toEqual([e.id]);
    expect((await b.post(`/sacrifice/message/delete/${m.id}`)).body).toEqual({ msg: 0, msbox: '只能删除自己的留言' });
    data(await owner.post(`/sacrifice/message/delete/${m.id}`));
    const list = data(await a.get('/sacrifice/message/list', { id: hallId })).list;
    expect(list.map((x: { id: number }) => x.id)).toEqual([e.id]);
    expect(data(await a.get('/sacrifice/get', { id: hallId })).messages).toBe(1);
  });

  it('lifetime entries, music, favourites and history', async () => {
    const { owner, ownerUser, hallId } = await clanWithHall(t);
    const { api } = await newUser(t);
    const art = data(await owner.post('/sacrifice/lifetime/save', { hallId, kind: 'article', title: '父亲的一生', content: '父亲生于……' }));
    expect(data(await api.get(`/sacrifice/lifetime/article/get/${art.id}`)).title).toBe('父亲的一生');
    expect((await api.get(`/sacrifice/lifetime/album/get/${art.id}`)).body).toEqual({ msg: 0, msbox: '相册不存在' });
    expect((await api.post('/sacrifice/lifetime/save', { hallId, kind: 'article', title: 'x' })).body.msg).toBe(0);
    expect((await owner.post('/sacrifice/lifetime/save', { hallId, kind: 'album', title: '老照片' })).body).toEqual({ msg: 0, msbox: '相册至少要有一张照片' });
    expect(data(await api.get('/sacrifice/lifetime/get', { id: hallId })).articles).toBe(1);
    // albums take keys of uploaded images only
    expect((await owner.post('/sacrifice/lifetime/save', { hallId, kind: 'album', title: '老照片', keys: ['2026/11/none.jpg'] })).body).toEqual({ msg: 0, msbox: '文件不存在，请重新上传' });
    await t.db.db.insert(files).values([
      { userId: ownerUser.id, type: 1, key: '2026/11/a.jpg', originalName: 'a.jpg', mime: 'image/jpeg', sizeBytes: 10 },
      { userId: ownerUser.id, type: 1, key: '2026/11/b.pdf', originalName: 'b.pdf', mime: 'application/pdf', sizeBytes: 10 },
    ]);
    expect((await owner.post('/sacrifice/lifetime/save', { hallId, kind: 'album', title: '老照片', keys: ['2026/11/b.pdf'] })).body).toEqual({ msg: 0, msbox: '相册只能放图片' });
    const album = data(await owner.post('/sacrifice/lifetime/save', { hallId, kind: 'album', title: '老照片', keys: ['2026/11/a.jpg'] }));
    expect(album).toMatchObject({ cover: '2026/11/a.jpg', keys: ['2026/11/a.jpg'] });
    expect(data(await api.get('/sacrifice/lifetime/album/list', { id: hallId })).list.map((x: { id: number }) => x.id)).toEqual([album.id]);
    expect(data(await api.get('/sacrifice/music/list', { key: 'qingming' })).list).toHaveLength(1);
    expect(data(await api.post('/sacrifice/favorite', { id: hallId }))).toEqual({ favorite: true });
    expect(data(await api.get('/sacrifice/list/favorite')).list[0]).toMatchObject({ id: hallId, favorite: true });
    expect(data(await api.post('/sacrifice/favorite', { id: hallId }))).toEqual({ favorite: false });
    data(await api.get('/sacrifice/get', { id: hallId }));
    const hist = data(await api.get('/sacrifice/log/list/history')).list;
    expect(hist[0]).toMatchObject({ hallId, hallName: '陈大明', kind: 'visit' });
  });
});
