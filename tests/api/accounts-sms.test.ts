/** SMS codes (limits, expiry, tries, single use, purposes), the signed send and the image captcha. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { rowsOf } from '../../server/db/client';
import { apiClient, data } from '../helpers/api';
import { lastCode, phoneLogin, sendCode } from '../../server/domains/accounts/test-support';
import { createHash } from 'node:crypto';
import { sha256Hex, shanghaiYmd, smsSignHash } from '../../contract/accounts';

const t = useTestApp();

const MIN = 60_000;
const P1 = '13800138001';
const P2 = '13900139002';
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const login = (code: string, phone = P1) => apiClient(t.app).post('/login/phone', { phone, code });

const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.db.db, q);

describe('GET /sms/:x', () => {
  it('sends a 6-digit code, stored hashed, readable in the outbox', async () => {
    const r = data(await apiClient(t.app).get(`/sms/${P1}`));
    expect(r).toEqual({ phone: '138****8001', expiresIn: 300, resendIn: 60 });
    const code = await lastCode(t.app, P1);
    expect(code).toMatch(/^\d{6}$/);
    const box = data(await apiClient(t.app).get('/debug/sms/outbox', { phone: P1 }));
    expect(box.list[0].text).toContain(code);
    expect(box.list[0].text).toContain('登录');
    const [c] = await rows<{ code_hash: string; purpose: string }>(sql`SELECT code_hash, purpose FROM sms_codes WHERE phone = ${P1}`);
    expect(c.purpose).toBe('login');
    expect(c.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.code_hash).not.toContain(code);
  });

  it('allows one code a minute per phone', async () => {
    const api = apiClient(t.app);
    data(await api.get(`/sms/${P1}`));
    expect((await api.get(`/sms/${P1}`, { type: 'register' })).body).toEqual({ msg: 0, msbox: '发送太频繁，请1分钟后再试' });
    data(await api.get(`/sms/${P2}`));
    t.clock.advance(MIN - 1000);
    expect((await api.get(`/sms/${P1}`)).body.msbox).toBe('发送太频繁，请1分钟后再试');
    t.clock.advance(1000);
    data(await api.get(`/sms/${P1}`));
  });

  it('allows ten codes a day per phone, again the next day', async () => {
    const api = apiClient(t.app);
    for (let i = 0; i < 10; i++) {
      data(await api.get(`/sms/${P1}`));
      t.clock.advance(MIN);
    }
    expect((await api.get(`/sms/${P1}`)).body).toEqual({ msg: 0, msbox: '今日验证码发送次数已达上限，请明天再试' });
    t.clock.set(new Date('2026-11-23T00:00:01+08:00'));
    data(await api.get(`/sms/${P1}`));
  });

  it('allows 30 codes an hour per IP', async () => {
    const api = apiClient(t.app);
    // 10 s apart: under the 10-a-minute request limit of the call (server/http/rate-limits.ts)
    for (let i = 0; i < 30; i++) {
      data(await api.get(`/sms/1380000${String(i).padStart(4, '0')}`));
      t.clock.advance(10_000);
    }
    expect((await api.get(`/sms/${P2}`)).body).toEqual({ msg: 0, msbox: '发送太频繁，请稍后再试' });
    t.clock.advance(55 * MIN);
    data(await api.get(`/sms/${P2}`));
  });

  it('refuses a bad phone and a bad type, naming the field', async () => {
    const api = apiClient(t.app);
    expect((await api.get('/sms/12345')).body).toEqual({ msg: 0, msbox: '手机号格式不正确' });
    expect((await api.get(`/sms/${P1}`, { type: 'pay' })).body).toEqual({ msg: 0, msbox: '短信类型取值无效' });
    const [n] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_codes`);
    expect(n.n).toBe(0);
  });

  it('checks the purpose: register, reset, change, logout', async () => {
    const api = apiClient(t.app);
    expect((await api.get(`/sms/${P1}`, { type: 'reset' })).body.msbox).toBe('该手机号未注册');
    const { api: user } = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    expect((await api.get(`/sms/${P1}`, { type: 'change' })).body.msbox).toBe('该手机号已被其他账号使用');
    expect((await api.get(`/sms/${P1}`, { type: 'logout' })).body.msbox).toBe('请先登录');
    const { api: other } = await phoneLogin(t.app, P2);
    expect((await other.get(`/sms/${P1}`, { type: 'logout' })).body.msbox).toBe('请使用本账号绑定的手机号接收验证码');
    data(await user.get(`/sms/${P1}`, { type: 'change' }));
    // a user with a password cannot register again
    t.clock.advance(MIN);
    const code = await sendCode(t.app, P1, 'change', user);
    data(await user.post('/user/changePassword', { code, password: 'secret123' }));
    t.clock.advance(MIN);
    expect((await api.get(`/sms/${P1}`, { type: 'register' })).body.msbox).toBe('该手机号已注册，请直接登录');
  });

  it('sends to the logged-in user own phone with x = me', async () => {
    expect((await apiClient(t.app).get('/sms/me')).body.msbox).toBe('请先登录');
    const { api } = await phoneLogin(t.app, P1);
    t.clock.advance(MIN);
    const r = data(await api.get('/sms/me', { type: 'logout' }));
    expect(r.phone).toBe('138****8001');
    expect(await lastCode(t.app, P1)).toMatch(/^\d{6}$/);
  });
});

describe('checking a code', () => {
  it('a code is used once', async () => {
    const code = await sendCode(t.app, P1);
    data(await login(code));
    expect((await login(code)).body).toEqual({ msg: 0, msbox: '验证码已使用，请重新获取' });
  });

  it('a code expires after 5 minutes', async () => {
    const code = await sendCode(t.app, P1);
    t.clock.advance(5 * MIN);
    expect((await login(code)).body).toEqual({ msg: 0, msbox: '验证码已过期，请重新获取' });
  });

  it('still works just before 5 minutes', async () => {
    const code = await sendCode(t.app, P1);
    t.clock.advance(5 * MIN - 1000);
    data(await login(code));
  });

  it('5 wrong tries burn the code', async () => {
    const code = await sendCode(t.app, P1);
    for (let i = 0; i < 4; i++) expect((await login(wrong(code))).body.msbox).toBe('验证码错误');
    expect((await login(wrong(code))).body.msbox).toBe('验证码错误次数过多，请重新获取');
    expect((await login(code)).body.msbox).toBe('验证码错误次数过多，请重新获取');
    t.clock.advance(MIN);
    const fresh = await sendCode(t.app, P1);
    data(await login(fresh));
  });

  it('only the newest code counts, and a code is for its phone and purpose', async () => {
    const first = await sendCode(t.app, P1);
    t.clock.advance(MIN);
    const second = await sendCode(t.app, P1);
    if (first !== second) expect((await login(first)).body.msbox).toBe('验证码错误');
    expect((await login(second, P2)).body.msbox).toBe('请先获取验证码');
    const { api } = await phoneLogin(t.app, P2);
    // a login code cannot set the password through /user/changePassword (type change)
    t.clock.advance(MIN);
    const loginCode = await sendCode(t.app, P2);
    expect((await api.post('/user/changePassword', { code: loginCode, password: 'secret123' })).body.msbox).toBe('请先获取验证码');
    data(await login(second));
  });
});

describe('signed send and captcha', () => {
  // The captcha text is random: the test reads it through the debug hook (outside production only), as e2e does.
  const answerOf = async (id: string): Promise<string> => data(await apiClient(t.app).get('/debug/captcha', { id })).answer;
  const flipCase = (s: string) => [...s].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');

  async function passedCaptcha(api: ReturnType<typeof apiClient>) {
    const img = data(await api.get('/sms/captcha/image'));
    expect(img.svg).toContain('<svg');
    // the answer is case-insensitive
    data(await api.post('/sms/captcha/validate', { id: img.id, answer: flipCase(await answerOf(img.id)) }));
    return img.id as string;
  }

  it('needs a session for the captcha', async () => {
    expect((await apiClient(t.app).get('/sms/captcha/image')).status).toBe(401);
  });

  it('sends with today hash and a passed captcha, which works once', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    const api = apiClient(t.app, guest.token);
    const captchaId = await passedCaptcha(api);
    const hash = smsSignHash(P1, t.clock.now());
    data(await api.get(`/sms/sign/${hash}/${P1}`, { captchaId }));
    expect(await lastCode(t.app, P1)).toMatch(/^\d{6}$/);
    t.clock.advance(MIN);
    expect((await api.get(`/sms/sign/${hash}/${P1}`, { captchaId })).body.msbox).toBe('请先完成图形验证码');
  });

  it('accepts yesterday hash, refuses an older or a wrong one', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    const api = apiClient(t.app, guest.token);
    const captchaId = await passedCaptcha(api);
    const day = 24 * 60 * MIN;
    const old = smsSignHash(P1, new Date(t.clock.now().getTime() - 2 * day));
    expect((await api.get(`/sms/sign/${old}/${P1}`, { captchaId })).body.msbox).toBe('签名无效，请刷新页面后重试');
    const other = smsSignHash(P2, t.clock.now());
    expect((await api.get(`/sms/sign/${other}/${P1}`, { captchaId })).body.msbox).toBe('签名无效，请刷新页面后重试');
    expect((await api.get(`/sms/sign/xyz/${P1}`, { captchaId })).body.msbox).toBe('签名格式不正确');
    const yesterday = smsSignHash(P1, new Date(t.clock.now().getTime() - day));
    data(await api.get(`/sms/sign/${yesterday}/${P1}`, { captchaId }));
  });

  it('a refused send does not use the captcha', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    const api = apiClient(t.app, guest.token);
    data(await api.get(`/sms/${P1}`));
    const captchaId = await passedCaptcha(api);
    const hash = smsSignHash(P1, t.clock.now());
    expect((await api.get(`/sms/sign/${hash}/${P1}`, { captchaId })).body.msbox).toBe('发送太频繁，请1分钟后再试');
    t.clock.advance(MIN);
    data(await api.get(`/sms/sign/${hash}/${P1}`, { captchaId }));
  });

  it('refuses a captcha that was not validated, and a missing captchaId', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    const api = apiClient(t.app, guest.token);
    const img = data(await api.get('/sms/captcha/image'));
    const hash = smsSignHash(P1, t.clock.now());
    expect((await api.get(`/sms/sign/${hash}/${P1}`, { captchaId: img.id })).body.msbox).toBe('请先完成图形验证码');
    expect((await api.get(`/sms/sign/${hash}/${P1}`)).body.msbox).toBe('请填写图形验证码');
  });

  it('a wrong answer burns the captcha; an expired one is refused', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    const api = apiClient(t.app, guest.token);
    const a = data(await api.get('/sms/captcha/image'));
    const right = await answerOf(a.id);
    const wrong = ['x', 'y'].find((ch) => ch !== right[0].toLowerCase()) + right.slice(1);
    expect((await api.post('/sms/captcha/validate', { id: a.id, answer: wrong })).body).toEqual({ msg: 0, msbox: '验证码错误' });
    expect((await api.post('/sms/captcha/validate', { id: a.id, answer: right })).body.msbox).toBe('图形验证码已失效，请刷新');
    const b = data(await api.get('/sms/captcha/image'));
    const answer = await answerOf(b.id);
    t.clock.advance(5 * MIN);
    expect((await api.post('/sms/captcha/validate', { id: b.id, answer })).body.msbox).toBe('图形验证码已失效，请刷新');
    expect((await api.post('/sms/captcha/validate', { id: b.id })).body.msbox).toBe('请填写图形验证码');
    const [c] = await rows<{ answer_hash: string }>(sql`SELECT answer_hash FROM captchas WHERE id = ${b.id}`);
    expect(c.answer_hash.toLowerCase()).not.toContain(answer.toLowerCase());
  });
});

describe('smsSignHash (contract, also run by the browser)', () => {
  it('pure-JS sha256 matches node:crypto, and the date is the China calendar day', () => {
    for (const s of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), '族谱'.repeat(50), 'x'.repeat(1000)]) {
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
    }
    expect(shanghaiYmd(new Date('2026-11-22T15:59:59Z'))).toBe('20261122');
    expect(shanghaiYmd(new Date('2026-11-22T16:00:00Z'))).toBe('20261123');
    const h = smsSignHash(P1, new Date('2026-11-22T10:00:00+08:00'));
    expect(h).toBe(createHash('sha256').update(`zupu:20261122:${P1}`).digest('hex').slice(0, 16));
  });
});
