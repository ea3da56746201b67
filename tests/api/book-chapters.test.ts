/** Chapters: clanArticle CRUD (sanitized, versioned), 谱文 save/sort/delete, catalogue; outsiders get msg 0. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let owner: Client;
let outsider: Client;
let projectId: number;
let clanId: number;

beforeEach(async () => {
  const s = await seedClan(t, {
    others: [{}], project: { name: '林氏家族', surname: '林' }, clan: { name: '西河林氏族谱', hall: '西河堂' }, root: false,
  });
  ({ admin: owner, projectId, clanId } = s);
  outsider = s.others[0].api;
});

describe('clanArticle', () => {
  it('add (cleaned), list by sort, edit with version, delete', async () => {
    const a = data(await owner.post('/clanArticle/add', { projectId, title: '重修族谱序', kind: 'preface', author: '林文', content: '<p onclick="x()">吾林氏<script>alert(1)</script>源出西河。</p>' }));
    expect(a).toMatchObject({ title: '重修族谱序', kind: 'preface', kindName: '谱序', content: '<p>吾林氏源出西河。</p>', length: 8, sort: 1, version: 1 });
    const b = data(await owner.post('/clanArticle/add', { projectId, title: '凡例', kind: 'rules', content: '<p>一、本谱以欧式为例。</p>' }));
    expect(b.sort).toBe(2);
    expect(data(await owner.get('/clanArticle/chapters', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    const e = data(await owner.post('/clanArticle/edit', { id: a.id, sort: 5, version: 1, content: '<p>新序</p>' }));
    expect(e).toMatchObject({ sort: 5, version: 2, content: '<p>新序</p>', length: 2 });
    expect((await owner.post('/clanArticle/edit', { id: a.id, title: '旧', version: 1 })).body).toEqual({ msg: 0, msbox: '该篇章已被他人修改，请刷新后再试' });
    expect(data(await owner.get('/clanArticle/chapters', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    expect((await owner.post('/clanArticle/add', { projectId, title: '空', content: '<script>x</script>' })).body).toEqual({ msg: 0, msbox: '请填写正文' });
    expect(data(await owner.post(`/clanArticle/delete/${b.id}`, {}))).toBeNull();
    expect((await owner.get(`/clanArticle/${b.id}`)).body).toEqual({ msg: 0, msbox: '篇章不存在' });
    expect(data(await owner.get(`/clanArticle/${a.id}`)).title).toBe('重修族谱序');
  });

  it('outsiders neither read nor write; nothing changes', async () => {
    const a = data(await owner.post('/clanArticle/add', { projectId, title: '序', content: '<p>序文</p>' }));
    expect((await outsider.get('/clanArticle/chapters', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.get(`/clanArticle/${a.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post('/clanArticle/add', { projectId, title: '序', content: '<p>x</p>' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post('/clanArticle/edit', { id: a.id, title: '改' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post(`/clanArticle/delete/${a.id}`, {})).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await owner.get('/clanArticle/chapters', { projectId })).list).toHaveLength(1);
    expect(data(await owner.get(`/clanArticle/${a.id}`)).title).toBe('序');
  });
});

describe('谱文 and catalogue', () => {
  it('save, sort, preview text, delete', async () => {
    const k1 = data(await owner.post('/pwCatalog/add', { clanId, name: '祠堂记' }));
    const k2 = data(await owner.post('/pwCatalog/add', { clanId, name: '人物传记' }));
    expect([k1.sort, k2.sort]).toEqual([1, 2]);
    expect((await owner.post('/pwCatalog/add', { clanId, name: '祠堂记' })).body).toEqual({ msg: 0, msbox: '该目录已存在' });
    const a = data(await owner.post('/pw/save', { clanId, catalogId: k2.id, title: '林公传', content: '<p>林公讳某。</p><p>性至孝。</p>' }));
    const b = data(await owner.post('/pw/save', { clanId, catalogId: k1.id, title: '西河堂记', content: '<p>堂成于乾隆。</p>' }));
    const c = data(await owner.post('/pw/save', { clanId, title: '杂记', content: '<p>杂记一则。</p>' }));
    expect([a.sort, b.sort, c.sort]).toEqual([1, 2, 3]);
    expect(a.catalogName).toBe('人物传记');
    // book order: catalogue order (祠堂记, 人物传记), uncatalogued last
    expect(data(await owner.get(`/pw/v2/list/${clanId}`)).list.map((x: { id: number }) => x.id)).toEqual([b.id, a.id, c.id]);
    const sorted = data(await owner.post('/pw/sort', { clanId, ids: [c.id, b.id, a.id] }));
    expect(sorted.list.map((x: { id: number; sort: number }) => [x.id, x.sort])).toEqual([[b.id, 2], [a.id, 3], [c.id, 1]]);
    expect((await owner.post('/pw/sort', { clanId, ids: [a.id, b.id] })).body).toEqual({ msg: 0, msbox: '排序须包含该族谱的全部谱文' });
    expect((await owner.post('/pw/sort', { clanId, ids: [a.id, a.id, b.id] })).body.msg).toBe(0);
    expect(data(await owner.get(`/pw/${a.id}`, { preview: 1 })).text).toBe('林公讳某。\n性至孝。');
    const ed = data(await owner.post('/pw/save', { id: a.id, title: '林公行状', content: '<p>改</p>', catalogId: null }));
    expect(ed).toMatchObject({ title: '林公行状', catalogId: null, catalogName: '' });
    // catalogue
    expect(data(await owner.get('/pwCatalog/catalogList', { clanId })).list.map((k: { name: string; count: number }) => [k.name, k.count])).toEqual([['祠堂记', 1], ['人物传记', 0]]);
    expect(data(await owner.get(`/pwCatalog/catalog/${k1.id}`)).list.map((x: { id: number }) => x.id)).toEqual([b.id]);
    data(await owner.post(`/pwCatalog/del/${k1.id}`, {}));
    expect(data(await owner.get(`/pw/${b.id}`)).catalogId).toBeNull();
    expect(data(await owner.get('/pwCatalog/catalogList', { clanId })).list).toHaveLength(1);
    data(await owner.post(`/pw/del/${c.id}`, {}));
    expect((await owner.get(`/pw/${c.id}`)).body).toEqual({ msg: 0, msbox: '谱文不存在' });
    expect(data(await owner.get(`/pw/v2/list/${clanId}`)).list).toHaveLength(2);
  });

  it('a catalogue of another clan is refused; outsiders get msg 0', async () => {
    const other = data(await owner.post('/clan/save', { projectId, name: '另谱' })).id;
    const k = data(await owner.post('/pwCatalog/add', { clanId: other, name: '序' }));
    expect((await owner.post('/pw/save', { clanId, catalogId: k.id, title: '文', content: '<p>x</p>' })).body).toEqual({ msg: 0, msbox: '目录不存在' });
    const a = data(await owner.post('/pw/save', { clanId, title: '文', content: '<p>x</p>' }));
    expect((await outsider.get(`/pw/v2/list/${clanId}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post('/pw/save', { id: a.id, title: '改', content: '<p>y</p>' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post(`/pw/del/${a.id}`, {})).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post('/pwCatalog/add', { clanId, name: '外人' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.get('/pwCatalog/catalogList', { clanId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await owner.get(`/pw/${a.id}`)).title).toBe('文');
  });
});
