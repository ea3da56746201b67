/** The profile: own (baseInfo, save, signature, images, default page, surname) and other users' cards. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { phoneLogin } from '../../server/domains/accounts/test-support';

const t = useTestApp();

const P1 = '13800138001';
const P2 = '13900139002';

describe('GET /user/baseInfo', () => {
  it('answers the own profile with the masked phone', async () => {
    const { info, api } = await phoneLogin(t.app, P1);
    const p = data(await api.get('/user/baseInfo'));
    expect(p).toMatchObject({
      id: info.id, nickname: '族人8001', firstName: '', phone: '138****8001', account: '', hasPassword: false,
      defaultPage: 1, level: { level: 0, name: '普通用户' }, gender: 0, version: 1,
    });
    expect(p.createdAt).toBe('2026-11-22T02:00:00.000Z');
  });

  it('is refused to guests with 401', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    expect((await apiClient(t.app, guest.token).get('/user/baseInfo')).body).toEqual({ msg: 401, msbox: '请先登录' });
  });
});

describe('POST /user/detail/save', () => {
  it('changes only the fields given', async () => {
    const { api } = await phoneLogin(t.app, P1);
    const p = data(await api.post('/user/detail/save', { nickname: '  张三 ', firstName: '欧阳', gender: 1, birthday: '1990-02-28' }));
    expect(p).toMatchObject({ nickname: '张三', firstName: '欧阳', gender: 1, birthday: '1990-02-28', city: '', version: 2 });
    const q = data(await api.post('/user/detail/save', { city: '苏州', signature: '耕读传家' }));
    expect(q).toMatchObject({ nickname: '张三', firstName: '欧阳', city: '苏州', signature: '耕读传家', version: 3 });
  });

  it('refuses bad fields by name and changes nothing', async () => {
    const { info, api } = await phoneLogin(t.app, P1);
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: '' }, '请填写昵称'],
      [{ nickname: '名'.repeat(21) }, '昵称不能超过20个字'],
      [{ firstName: 'Li' }, '姓氏格式不正确'],
      [{ firstName: '司马相' }, '姓氏格式不正确'],
      [{ gender: 3 }, '性别不能大于2'],
      [{ birthday: '1990/01/01' }, '生日格式不正确'],
      [{ birthday: '1990-02-30' }, '生日不是有效的日期'],
      [{ birthday: '2030-01-01' }, '生日超出范围'],
      [{ signature: '字'.repeat(61) }, '个性签名不能超过60个字'],
      [{ realName: '名'.repeat(21) }, '真实姓名不能超过20个字'],
      [{ nickname: '好名字', city: '城'.repeat(31) }, '所在城市不能超过30个字'],
    ];
    for (const [params, msbox] of cases) expect((await api.post('/user/detail/save', params)).body).toEqual({ msg: 0, msbox });
    const [u] = (await t.db.db.execute(sql`SELECT nickname, version FROM users WHERE id = ${info.id}`) as unknown as { rows: { nickname: string; version: number }[] }).rows;
    expect(u).toEqual({ nickname: '族人8001', version: 1 });
  });

  it('refuses a stale version', async () => {
    const { api } = await phoneLogin(t.app, P1);
    const { version } = data(await api.get('/user/baseInfo'));
    data(await api.post('/user/detail/save', { nickname: '甲', version }));
    expect((await api.post('/user/detail/save', { nickname: '乙', version })).body.msbox).toBe('资料已在别处修改，请刷新后再试');
    expect(data(await api.get('/user/baseInfo')).nickname).toBe('甲');
  });
});

describe('single fields', () => {
  it('signature, photo, background, default page', async () => {
    const { api } = await phoneLogin(t.app, P1);
    expect(data(await api.get('/user/update/signature', { signature: '慎终追远' }))).toEqual({ signature: '慎终追远' });
    expect((await api.get('/user/update/signature', { signature: '字'.repeat(61) })).body.msbox).toBe('个性签名不能超过60个字');
    expect(data(await api.post('/user/update/photo', { id: 3, url: '/files/2026/11/a1.jpg' }))).toEqual({ photo: '/files/2026/11/a1.jpg' });
    expect(data(await api.post('/user/update/background', { url: '/files/bg/b.png' }))).toEqual({ background: '/files/bg/b.png' });
    for (const url of ['https://evil.example/x.png', '/files/../etc/passwd', 'javascript:alert(1)', '/other/x.png']) {
      expect((await api.post('/user/update/photo', { url })).body).toEqual({ msg: 0, msbox: '头像须为本站上传的文件' });
    }
    expect(data(await api.post('/user/update/photo', { url: '' }))).toEqual({ photo: '' });
    expect(data(await api.post('/user/default-page/0'))).toEqual({ defaultPage: 0 });
    expect((await api.post('/user/default-page/2')).body.msbox).toBe('默认首页不能大于1');
    const p = data(await api.get('/user/baseInfo'));
    expect(p).toMatchObject({ signature: '慎终追远', photo: '', background: '/files/bg/b.png', defaultPage: 0 });
    expect(data(await api.get('/user/check/user')).userInfo.defaultPage).toBe(0);
  });

  it('first name and the count of users with the same one', async () => {
    const a = await phoneLogin(t.app, P1);
    const b = await phoneLogin(t.app, P2);
    const c = await phoneLogin(t.app, '13700137003');
    expect(data(await a.api.get('/user/first-name/count'))).toEqual({ firstName: '', count: 0 });
    expect(data(await a.api.get('/user/first-name', { firstName: '王' }))).toEqual({ firstName: '王' });
    data(await b.api.get('/user/first-name', { firstName: '王' }));
    data(await c.api.get('/user/first-name', { firstName: '李' }));
    expect(data(await a.api.get('/user/first-name/count'))).toEqual({ firstName: '王', count: 2 });
    expect((await a.api.get('/user/first-name', { firstName: '' })).body.msbox).toBe('请填写姓氏');
    expect((await a.api.get('/user/first-name', { firstName: 'W' })).body.msbox).toBe('姓氏格式不正确');
  });
});

describe('other users', () => {
  it('GET /user/detail shows the public card without phone', async () => {
    const a = await phoneLogin(t.app, P1);
    const b = await phoneLogin(t.app, P2);
    data(await a.api.post('/user/detail/save', { nickname: '阿甲', realName: '王甲', birthday: '1980-01-01' }));
    const card = data(await b.api.get('/user/detail', { id: a.info.id }));
    expect(card).toMatchObject({ id: a.info.id, nickname: '阿甲', deleted: false });
    expect(JSON.stringify(card)).not.toMatch(/8001|王甲|1980|phone|realName|birthday/);
    expect((await b.api.get('/user/detail', { id: 1 })).body.msbox).toBe('用户不存在');
    expect((await b.api.get('/user/detail', { id: 9999 })).body.msbox).toBe('用户不存在');
    expect((await b.api.get('/user/detail', { id: 'x' })).body.msbox).toBe('用户ID格式不正确');
    expect((await apiClient(t.app).get('/user/detail', { id: a.info.id })).status).toBe(401);
  });

  it('user-or-member and user-and-member: the user part; an unknown member is refused, no bind gives member null', async () => {
    const a = await phoneLogin(t.app, P1);
    const b = await phoneLogin(t.app, P2);
    const r = data(await b.api.get('/user/detail/user-or-member', { userId: a.info.id }));
    expect(r.user.id).toBe(a.info.id);
    expect(r.member).toBeNull();
    const s = data(await b.api.get('/user/detail/user-and-member', { projectId: 7, userId: a.info.id }));
    expect(s).toMatchObject({ user: { id: a.info.id }, member: null });
    expect((await b.api.get('/user/detail/user-or-member', { memberId: 5 })).body.msbox).toBe('族人不存在');
    expect((await b.api.get('/user/detail/user-or-member', {})).body.msbox).toBe('请填写用户ID或族人ID');
    expect((await b.api.get('/user/detail/user-and-member', { userId: a.info.id })).body.msbox).toBe('请填写家族ID');
  });
});
