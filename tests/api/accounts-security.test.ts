/** Passwords, logout, account deletion, the phone and the account name. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { rowsOf } from '../../server/db/client';
import { apiClient, data } from '../helpers/api';
import { phoneLogin, sendCode } from '../../server/domains/accounts/test-support';

const t = useTestApp();

const MIN = 60_000;
const P1 = '13800138001';
const P2 = '13900139002';
const P3 = '13700137003';
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.db.db, q);
const userRow = async (id: number) =>
  (await rows<Record<string, unknown>>(sql`SELECT * FROM users WHERE id = ${id}`))[0];

describe('POST /login/password/change', () => {
  it('sets a first password without the old one, then needs the old one', async () => {
    const { api } = await phoneLogin(t.app, P1);
    expect(data(await api.post('/login/password/change', { password: 'first-pw1' }))).toEqual({ revoked: 0 });
    expect((await api.post('/login/password/change', { password: 'second-pw' })).body.msbox).toBe('请填写原密码');
    expect((await api.post('/login/password/change', { oldPassword: 'nope-nope', password: 'second-pw' })).body.msbox).toBe('原密码错误');
    data(await api.post('/login/password/change', { oldPassword: 'first-pw1', password: 'second-pw' }));
    data(await apiClient(t.app).post('/login/account', { account: P1, password: 'second-pw' }));
  });

  it('ends the other sessions but keeps this one', async () => {
    const a = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const b = await phoneLogin(t.app, P1);
    expect(data(await b.api.post('/login/password/change', { password: 'new-pass1' }))).toEqual({ revoked: 1 });
    expect((await a.api.get('/user/baseInfo')).status).toBe(401);
    expect((await b.api.get('/user/baseInfo')).status).toBe(200);
  });

  it('validates the new password and changes nothing when refused', async () => {
    const { info, api } = await phoneLogin(t.app, P1);
    expect((await api.post('/login/password/change', { password: '12345' })).body).toEqual({ msg: 0, msbox: '新密码至少6个字' });
    expect((await api.post('/login/password/change', { password: 'x'.repeat(33) })).body.msbox).toBe('新密码不能超过32个字');
    expect((await userRow(info.id)).password_hash).toBeNull();
  });

  it('is for logged-in users only', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    expect((await apiClient(t.app, guest.token).post('/login/password/change', { password: 'new-pass1' })).status).toBe(401);
  });
});

describe('POST /user/changePassword (SMS)', () => {
  it('sets the password with a change code sent to the own phone and ends other sessions', async () => {
    const a = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const b = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    data(await b.api.get('/sms/me', { type: 'change' }));
    const box = data(await apiClient(t.app).get('/debug/sms/outbox', { phone: P1 }));
    const real = box.list[0].code as string;
    expect((await b.api.post('/user/changePassword', { code: wrong(real), password: 'sms-pass1' })).body.msbox).toBe('验证码错误');
    expect(data(await b.api.post('/user/changePassword', { code: real, password: 'sms-pass1' }))).toEqual({ revoked: 1 });
    expect((await a.api.get('/user/baseInfo')).status).toBe(401);
    data(await apiClient(t.app).post('/login/account', { account: P1, password: 'sms-pass1' }));
  });
});

describe('logout', () => {
  it('x = session revokes this token only', async () => {
    const a = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const b = await phoneLogin(t.app, P1);
    expect(data(await a.api.post('/login/logout/session'))).toEqual({ revoked: 1 });
    expect((await a.api.get('/user/baseInfo')).status).toBe(401);
    expect((await a.api.get('/user/check/user')).status).toBe(401);
    expect((await b.api.get('/user/baseInfo')).status).toBe(200);
  });

  it('x = all revokes every session of the user', async () => {
    const a = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const b = await phoneLogin(t.app, P1);
    const other = await phoneLogin(t.app, P2);
    expect(data(await b.api.post('/login/logout/all'))).toEqual({ revoked: 2 });
    expect((await a.api.get('/user/baseInfo')).status).toBe(401);
    expect((await b.api.get('/user/baseInfo')).status).toBe(401);
    expect((await other.api.get('/user/baseInfo')).status).toBe(200);
  });

  it('a guest may end its own session only', async () => {
    const g1 = data(await apiClient(t.app).get('/login/guest'));
    const g2 = data(await apiClient(t.app).get('/login/guest'));
    expect((await apiClient(t.app, g1.token).post('/login/logout/all')).body.msbox).toBe('请先登录');
    data(await apiClient(t.app, g1.token).post('/login/logout/session'));
    expect((await apiClient(t.app, g1.token).get('/user/check/user')).status).toBe(401);
    expect((await apiClient(t.app, g2.token).get('/user/check/user')).status).toBe(200);
  });

  it('refuses an unknown x, naming it', async () => {
    const { api } = await phoneLogin(t.app, P1);
    expect((await api.post('/login/logout/everything')).body).toEqual({ msg: 0, msbox: '退出方式取值无效' });
  });
});

describe('account deletion', () => {
  it('GET /login/logout/ckeck lists wallet money and recent unfinished payments', async () => {
    const { info, api } = await phoneLogin(t.app, P1);
    expect(data(await api.get('/login/logout/ckeck'))).toEqual({ canDelete: true, reasons: [] });
    await t.db.db.execute(sql`INSERT INTO wallets (user_id, balance_fen) VALUES (${info.id}, 1234)`);
    await t.db.db.execute(sql`INSERT INTO payments (out_trade_no, user_id, amount_fen, subject, target_type, created_at)
      VALUES ('ZP1', ${info.id}, 100, 'VIP', 'vip', ${new Date(t.clock.now().getTime() - 10 * MIN).toISOString()})`);
    await t.db.db.execute(sql`INSERT INTO payments (out_trade_no, user_id, amount_fen, subject, target_type, created_at)
      VALUES ('ZP0', ${info.id}, 100, 'VIP', 'vip', ${new Date(t.clock.now().getTime() - 40 * MIN).toISOString()})`);
    const r = data(await api.get('/login/logout/ckeck'));
    expect(r.canDelete).toBe(false);
    expect(r.reasons).toEqual(['钱包余额还有12.34元，请先使用或提现', '有未完成的支付，请完成或取消后再注销']);
    t.clock.advance(21 * MIN);
    await t.db.db.execute(sql`UPDATE wallets SET balance_fen = 0 WHERE user_id = ${info.id}`);
    expect(data(await api.get('/login/logout/ckeck'))).toEqual({ canDelete: true, reasons: [] });
  });

  it('needs a logout code and anonymises the user; other people keep their data', async () => {
    const me = await phoneLogin(t.app, P1);
    const other = await phoneLogin(t.app, P2);
    t.clock.advance(MIN);
    data(await me.api.post('/user/detail/save', { nickname: '张三', realName: '张三丰', city: '武当', signature: 'hi', firstName: '张' }));
    data(await me.api.get('/user/bind/account/zhangsan'));
    data(await me.api.post('/login/password/change', { password: 'secret123' }));
    const otherBefore = await userRow(other.info.id);

    expect((await me.api.post('/login/logout/account')).body.msbox).toBe('请填写验证码');
    const code = await sendCode(t.app, P1, 'logout', me.api);
    expect((await me.api.post('/login/logout/account', { code: wrong(code) })).body.msbox).toBe('验证码错误');
    expect((await userRow(me.info.id)).status).toBe('active');

    expect(data(await me.api.post('/login/logout/account', { code }))).toEqual({ revoked: 1 });
    const u = await userRow(me.info.id);
    expect(u).toMatchObject({
      status: 'deleted', nickname: '已注销用户', phone: null, account: null, wx_open_id: null, password_hash: null,
      real_name: '', city: '', signature: '', first_name: '',
    });
    expect(u.deleted_at).not.toBeNull();
    expect((await me.api.get('/user/baseInfo')).status).toBe(401);
    const [d] = await rows<{ user_id: number; done: boolean }>(sql`SELECT user_id, done FROM account_deletions`);
    expect(d).toEqual({ user_id: me.info.id, done: true });
    expect(await userRow(other.info.id)).toEqual(otherBefore);
    // the public card says deleted, the old logins fail, the phone can sign up afresh
    expect(data(await other.api.get('/user/detail', { id: me.info.id }))).toMatchObject({ nickname: '已注销用户', deleted: true });
    expect((await apiClient(t.app).post('/login/account', { account: 'zhangsan', password: 'secret123' })).body.msbox).toBe('账号或密码错误');
    t.clock.advance(MIN);
    const again = await phoneLogin(t.app, P1);
    expect(again.info.id).not.toBe(me.info.id);
  });

  it('is refused while money is in the wallet, and the code stays usable', async () => {
    const me = await phoneLogin(t.app, P1);
    await t.db.db.execute(sql`INSERT INTO wallets (user_id, balance_fen) VALUES (${me.info.id}, 1)`);
    t.clock.advance(MIN);
    const code = await sendCode(t.app, P1, 'logout', me.api);
    expect((await me.api.post('/login/logout/account', { code })).body.msbox).toBe('钱包余额还有0.01元，请先使用或提现');
    expect((await userRow(me.info.id)).status).toBe('active');
    await t.db.db.execute(sql`UPDATE wallets SET balance_fen = 0 WHERE user_id = ${me.info.id}`);
    data(await me.api.post('/login/logout/account', { code }));
  });

  it('does not take a code of another type', async () => {
    const me = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const code = await sendCode(t.app, P1, 'login', me.api);
    expect((await me.api.post('/login/logout/account', { code })).body.msbox).toBe('请先获取验证码');
    expect((await userRow(me.info.id)).status).toBe('active');
  });
});

describe('phone', () => {
  it('POST /user/change/phone moves to a new phone with a change code sent to it', async () => {
    const me = await phoneLogin(t.app, P1);
    const code = await sendCode(t.app, P3, 'change', me.api);
    expect((await me.api.post('/user/change/phone', { phone: P3, code: wrong(code) })).body.msbox).toBe('验证码错误');
    expect(data(await me.api.post('/user/change/phone', { phone: P3, code }))).toEqual({ phone: '137****7003' });
    expect((await userRow(me.info.id)).phone).toBe(P3);
    t.clock.advance(MIN);
    expect((await phoneLogin(t.app, P3)).info.id).toBe(me.info.id);
  });

  it('refuses a phone of another user and the same phone', async () => {
    const me = await phoneLogin(t.app, P1);
    await phoneLogin(t.app, P2);
    t.clock.advance(MIN);
    // the code cannot even be sent …
    expect((await me.api.get(`/sms/${P2}`, { type: 'change' })).body.msbox).toBe('该手机号已被其他账号使用');
    // … and an old code is refused at the change too
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM sms_codes WHERE phone = ${P2} ORDER BY id DESC LIMIT 1`);
    await t.db.db.execute(sql`UPDATE sms_codes SET purpose = 'change', used_at = NULL WHERE id = ${c.id}`);
    const code = (await rows<{ code: string }>(sql`SELECT code FROM sms_outbox WHERE phone = ${P2} ORDER BY id DESC LIMIT 1`))[0].code;
    expect((await me.api.post('/user/change/phone', { phone: P2, code })).body.msbox).toBe('该手机号已被其他账号使用');
    expect((await userRow(me.info.id)).phone).toBe(P1);
    expect((await me.api.post('/user/change/phone', { phone: P1, code: '123456' })).body.msbox).toBe('新手机号与当前手机号相同');
    expect((await me.api.post('/user/change/phone', { phone: '123', code: '123456' })).body.msbox).toBe('新手机号格式不正确');
  });

  it('POST /user/bind/phone/:x binds a phone to an account without one', async () => {
    const me = await phoneLogin(t.app, P1);
    expect((await me.api.post(`/user/bind/phone/${P3}`, { code: '123456' })).body.msbox).toBe('已绑定手机号，如需更换请使用更换手机号');
    await t.db.db.execute(sql`UPDATE users SET phone = NULL WHERE id = ${me.info.id}`);
    const code = await sendCode(t.app, P3, 'bind', me.api);
    expect(data(await me.api.post(`/user/bind/phone/${P3}`, { code }))).toEqual({ phone: '137****7003' });
    expect((await userRow(me.info.id)).phone).toBe(P3);
  });
});

describe('GET /user/bind/account/:x', () => {
  it('sets a unique account name once', async () => {
    const me = await phoneLogin(t.app, P1);
    const other = await phoneLogin(t.app, P2);
    expect(data(await me.api.get('/user/bind/account/Zupu_01'))).toEqual({ account: 'zupu_01' });
    expect(data(await me.api.get('/user/bind/account/zupu_01'))).toEqual({ account: 'zupu_01' });
    expect((await me.api.get('/user/bind/account/another1')).body.msbox).toBe('账号名已设置，不能修改');
    expect((await other.api.get('/user/bind/account/ZUPU_01')).body.msbox).toBe('该账号名已被使用');
    expect((await userRow(other.info.id)).account).toBeNull();
  });

  it('checks the form: 4–20 letters, digits, _; starting with a letter', async () => {
    const { api } = await phoneLogin(t.app, P1);
    for (const bad of ['abc', '1abcd', 'ab-cd', 'a'.repeat(21), '张三李四']) {
      expect((await api.get(`/user/bind/account/${encodeURIComponent(bad)}`)).body).toEqual({ msg: 0, msbox: '账号格式不正确' });
    }
  });
});
