/** Logging in: account + password (with the failure lock), phone + SMS, verify, debug, WeChat, the token check. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../helpers/test-app';
import { useTestApp } from '../helpers/clan-fixture';
import { rowsOf } from '../../server/db/client';
import { apiClient, data } from '../helpers/api';
import { CAPTCHA_NEEDED, CAPTCHA_WRONG } from '@contract/accounts';
import { phoneLogin, sendCode } from '../../server/domains/accounts/test-support';

const t = useTestApp();

const MIN = 60_000;
const P1 = '13800138001';
const P2 = '13900139002';

const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.db.db, q);

/** An image captcha and its answer (the debug call outside production). */
async function captcha(api: ReturnType<typeof apiClient>) {
  const guest = api.withToken(data(await api.get('/login/guest')).token);
  const { id } = data(await guest.get('/sms/captcha/image'));
  return { id: id as string, answer: data(await api.get('/debug/captcha', { id })).answer as string };
}

/** A user with phone P and password pw (registered through /login/verify). */
async function registered(phone: string, password: string) {
  const code = await sendCode(t.app, phone, 'register');
  return data(await apiClient(t.app).post('/login/verify', { phone, code, password }));
}

describe('POST /login/phone (一键登录注册)', () => {
  it('creates the account for a new phone and logs into the same account next time', async () => {
    const { info } = await phoneLogin(t.app, P1);
    expect(info.id).toBeGreaterThan(1);
    expect(info.phone).toBe('138****8001');
    expect(info.nickname).toBe('族人8001');
    expect(info.hasPassword).toBe(false);
    expect(info.shareValue).toMatch(/^[A-Za-z0-9]{10}$/);
    t.clock.advance(MIN + 1);
    const again = await phoneLogin(t.app, P1);
    expect(again.info.id).toBe(info.id);
    expect(again.info.token).not.toBe(info.token);
    const [n] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE phone = ${P1}`);
    expect(n.n).toBe(1);
  });

  it('records the inviter from share = their shareValue', async () => {
    const inviter = await phoneLogin(t.app, P1);
    const { info } = await phoneLogin(t.app, P2, { share: inviter.info.shareValue });
    const [u] = await rows<{ invited_by: number | null }>(sql`SELECT invited_by FROM users WHERE id = ${info.id}`);
    expect(u.invited_by).toBe(inviter.info.id);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const code = await sendCode(t.app, P1);
    const r = await apiClient(t.app).post('/login/phone', { phone: P1, code: code === '000000' ? '000001' : '000000' });
    expect(r.body).toEqual({ msg: 0, msbox: '验证码错误' });
    const [n] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE phone = ${P1}`);
    expect(n.n).toBe(0);
  });

  it('names the bad field in Chinese', async () => {
    const api = apiClient(t.app);
    expect((await api.post('/login/phone', { phone: '12345', code: '123456' })).body).toEqual({ msg: 0, msbox: '手机号格式不正确' });
    expect((await api.post('/login/phone', { phone: P1 })).body).toEqual({ msg: 0, msbox: '请填写验证码' });
    expect((await api.post('/login/account', { password: 'x' })).body).toEqual({ msg: 0, msbox: '请填写账号' });
    expect((await api.post('/login/verify', { phone: P1, code: '123456', password: '123' })).body).toEqual({ msg: 0, msbox: '密码至少6个字' });
  });
});

describe('POST /login/verify', () => {
  it('registers with a password, then the password logs in by phone', async () => {
    const info = await registered(P1, 'secret123');
    expect(info.hasPassword).toBe(true);
    const again = data(await apiClient(t.app).post('/login/account', { account: P1, password: 'secret123' }));
    expect(again.id).toBe(info.id);
    const [u] = await rows<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE id = ${info.id}`);
    expect(u.password_hash).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(u.password_hash).not.toContain('secret123');
  });

  it('resetting the password ends the old sessions', async () => {
    const old = await registered(P1, 'secret123');
    t.clock.advance(MIN + 1);
    const code = await sendCode(t.app, P1, 'reset');
    const fresh = data(await apiClient(t.app).post('/login/verify', { phone: P1, code, password: 'newpass99' }));
    expect(fresh.id).toBe(old.id);
    expect((await apiClient(t.app, old.token).get('/user/baseInfo')).status).toBe(401);
    expect((await apiClient(t.app, fresh.token).get('/user/baseInfo')).status).toBe(200);
    expect((await apiClient(t.app).post('/login/account', { account: P1, password: 'secret123' })).body.msbox).toBe('账号或密码错误');
    data(await apiClient(t.app).post('/login/account', { account: P1, password: 'newpass99' }));
  });
});

describe('POST /login/account', () => {
  it('logs in by account name, case-insensitively', async () => {
    const info = await registered(P1, 'secret123');
    data(await apiClient(t.app, info.token).get('/user/bind/account/Zhang_San'));
    const r = data(await apiClient(t.app).post('/login/account', { account: 'zhang_san', password: 'secret123' }));
    expect(r.id).toBe(info.id);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    await registered(P1, 'secret123');
    const api = apiClient(t.app);
    expect((await api.post('/login/account', { account: P1, password: 'wrong-pass' })).body).toEqual({ msg: 0, msbox: '账号或密码错误' });
    expect((await api.post('/login/account', { account: 'nobody', password: 'secret123' })).body).toEqual({ msg: 0, msbox: '账号或密码错误' });
  });

  it('answers a user without a password with the same words (no enumeration)', async () => {
    await phoneLogin(t.app, P1);
    const r = await apiClient(t.app).post('/login/account', { account: P1, password: 'whatever1' });
    expect(r.body).toEqual({ msg: 0, msbox: '账号或密码错误' });
  });

  it('after 3 failures the account needs a captcha, never a lockout: the owner still logs in with one', async () => {
    await registered(P1, 'secret123');
    const attacker = apiClient(t.app, undefined, { ip: '10.0.0.66' });
    for (let i = 0; i < 3; i++) expect((await attacker.post('/login/account', { account: P1, password: 'wrong-pass' })).body.msbox).toBe('账号或密码错误');
    // the right password alone is not enough now, from any IP
    const owner = apiClient(t.app, undefined, { ip: '10.0.0.7' });
    expect((await owner.post('/login/account', { account: P1, password: 'secret123' })).body.msbox).toBe(CAPTCHA_NEEDED);
    const wrongCaptcha = await captcha(owner);
    expect((await owner.post('/login/account', { account: P1, password: 'secret123', captchaId: wrongCaptcha.id, captchaAnswer: 'zzzz' })).body.msbox).toBe(CAPTCHA_WRONG);
    const c = await captcha(owner);
    data(await owner.post('/login/account', { account: P1, password: 'secret123', captchaId: c.id, captchaAnswer: c.answer }));
    // a success clears the account's count
    data(await owner.post('/login/account', { account: P1, password: 'secret123' }));
  });

  it('failures spread over more than 15 minutes do not ask for a captcha', async () => {
    await registered(P1, 'secret123');
    const api = apiClient(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/login/account', { account: P1, password: 'wrong-pass' })).body.msbox).toBe('账号或密码错误');
      t.clock.advance(8 * MIN);
    }
    data(await api.post('/login/account', { account: P1, password: 'secret123' }));
  });
});

describe('GET /user/login/debug', () => {
  it('logs in by phone (creating the user) or by id, never as the guest', async () => {
    const api = apiClient(t.app);
    const byPhone = data(await api.get('/user/login/debug', { code: P1 }));
    expect(byPhone.id).toBeGreaterThan(1);
    const byId = data(await api.get('/user/login/debug', { code: String(byPhone.id) }));
    expect(byId.id).toBe(byPhone.id);
    expect((await api.get('/user/login/debug', { code: '1' })).body.msbox).toBe('不能以游客身份调试登录');
    expect((await api.get('/user/login/debug', { code: '999' })).body.msbox).toBe('用户不存在');
    expect((await api.get('/user/login/debug', { code: 'abc' })).body.msbox).toBe('调试码应为手机号或用户ID');
  });

  it('is refused in production', async () => {
    const prod = await createTestApp({ config: { production: true } });
    try {
      const r = await apiClient(prod.app).get('/user/login/debug', { code: P1 });
      expect(r.body).toEqual({ msg: 0, msbox: '调试登录已关闭' });
      // the test hook does not exist in production
      expect((await apiClient(prod.app).get('/debug/sms/outbox', { phone: P1 })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('WeChat', () => {
  it('answers 未配置微信登录 for login and the bind calls', async () => {
    const api = apiClient(t.app);
    expect((await api.get('/user/login/wx', { code: 'abc', hcSceneId: '1001', share: 'x' })).body).toEqual({ msg: 0, msbox: '未配置微信登录' });
    const { api: user } = await phoneLogin(t.app, P1);
    for (const path of ['/user/bind/wxinfo2', '/user/update/wxinfo', '/user/bind/wxphone']) {
      expect((await user.post(path, { code: 'abc' })).body).toEqual({ msg: 0, msbox: '未配置微信登录' });
    }
  });
});

describe('/user/check/user', () => {
  it('answers the fresh userInfo with the same token, by GET and POST', async () => {
    const { info, api } = await phoneLogin(t.app, P1);
    const r = data(await api.get('/user/check/user', { cid: 'push-1' }));
    expect(r).toMatchObject({ valid: true, userInfo: { id: info.id, token: info.token } });
    const p = data(await api.post('/user/check/user', {}));
    expect(p.userInfo.id).toBe(info.id);
  });

  it('accepts the guest token', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    expect(data(await apiClient(t.app, guest.token).get('/user/check/user')).userInfo.id).toBe(1);
  });

  it('ends a guest session after a day without use; use keeps it alive', async () => {
    const guest = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(20 * 60 * MIN); // 20 hours between uses: five days in all
      expect((await guest.get('/user/check/user')).status).toBe(200);
    }
    t.clock.advance(24 * 60 * MIN + 1);
    expect((await guest.get('/user/check/user')).status).toBe(401);
  });

  it('answers 401 without a token, with an unknown token and after 30 days', async () => {
    expect((await apiClient(t.app).get('/user/check/user')).status).toBe(401);
    expect((await apiClient(t.app, 'nope').get('/user/check/user')).body).toEqual({ msg: 401, msbox: '登录已过期，请重新登录' });
    const { api } = await phoneLogin(t.app, P1);
    t.clock.advance(29 * 24 * 60 * MIN);
    expect((await api.get('/user/check/user')).status).toBe(200);
    t.clock.advance(24 * 60 * MIN + 1);
    expect((await api.get('/user/check/user')).status).toBe(401);
  });
});
