/**
 * Issue #13 items 4 and 5: guessing a secret is slowed per IP (exponential back-off) and needs a captcha per subject
 * after a few misses — a password spray from one IP, 50 wrong view passwords, redeem-code and SMS-code guessing —
 * while the owner, from elsewhere, still gets in. Policy: server/domains/accounts/attempts.ts.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_NEEDED } from '@contract/accounts';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { phoneLogin, sendCode } from '../../server/domains/accounts/test-support';

const t = useTestApp();
const THROTTLED = /^(尝试次数过多|请求太频繁)，请\d+(秒|分钟)后再试$/;

async function captcha(ip: string) {
  const api = apiClient(t.app, undefined, { ip });
  const guest = api.withToken(data(await api.get('/login/guest')).token);
  const { id } = data(await guest.get('/sms/captcha/image'));
  return { captchaId: id as string, captchaAnswer: data(await guest.get('/debug/captcha', { id })).answer as string };
}

describe('a password spray from one IP', () => {
  it('is throttled after 10 failures, across 60 different accounts; other IPs log in as usual', async () => {
    const code = await sendCode(t.app, '13800138001', 'register');
    const owner = data(await apiClient(t.app).post('/login/verify', { phone: '13800138001', code, password: 'secret123' }));
    const sprayer = apiClient(t.app, undefined, { ip: '203.0.113.9' });
    const answers: string[] = [];
    for (let i = 0; i < 60; i++) answers.push((await sprayer.post('/login/account', { account: `user${1000 + i}`, password: 'Password1' })).body.msbox!);
    expect(answers.slice(0, 10).every((m) => m === '账号或密码错误')).toBe(true);
    expect(answers.slice(10).every((m) => THROTTLED.test(m))).toBe(true);
    // the password is not even checked while the IP waits: the right one is refused too
    expect((await sprayer.post('/login/account', { account: '13800138001', password: 'secret123' })).body.msbox).toMatch(THROTTLED);
    const elsewhere = apiClient(t.app, undefined, { ip: '198.51.100.4' });
    expect(data(await elsewhere.post('/login/account', { account: '13800138001', password: 'secret123' })).id).toBe(owner.id);
  });

  it('100 parallel guesses from one IP: exactly the free ones are checked', async () => {
    const sprayer = apiClient(t.app, undefined, { ip: '203.0.113.11' });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => sprayer.post('/login/account', { account: `p${1000 + i}`, password: 'Password1' })));
    const checked = answers.filter((r) => r.body.msbox === '账号或密码错误').length;
    expect(checked).toBe(10);
    expect(answers.every((r) => r.body.msg === 0 && (r.body.msbox === '账号或密码错误' || THROTTLED.test(r.body.msbox!)))).toBe(true);
  });

  it('the wait doubles with each further failure and ends', async () => {
    const sprayer = apiClient(t.app, undefined, { ip: '203.0.113.10' });
    for (let i = 0; i < 10; i++) await sprayer.post('/login/account', { account: `x${i}abc`, password: 'Password1' });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const m = (await sprayer.post('/login/account', { account: `z${i}abc`, password: 'Password1' })).body.msbox!;
      const s = Number(/(\d+)秒/.exec(m)?.[1]);
      waits.push(s);
      t.clock.advance(s * 1000);
      // the try after the wait is checked again (and fails, doubling the next wait)
      expect((await sprayer.post('/login/account', { account: `y${i}abc`, password: 'Password1' })).body.msbox).toBe('账号或密码错误');
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });
});

describe('a project view password', () => {
  it('50 wrong guesses slow and stop the guesser; the owner still logs in and reads; a visitor gets in with a captcha', async () => {
    const admin = await createUser(t, { phone: '13700137001' });
    const a = apiClient(t.app, admin.token);
    const projectId = data(await a.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy: 'password', password: 'pass99' })).id;
    const guesser = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token, { ip: '203.0.113.20' });
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) answers.push((await guesser.post('/project/verify/password', { projectId, password: `guess${i}` })).body.msbox!);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('访问密码错误'));
    expect(answers.slice(5).every((m) => THROTTLED.test(m))).toBe(true);
    expect((await guesser.post('/project/verify/password', { projectId, password: 'pass99' })).body.msbox).toMatch(THROTTLED);
    // the owner: his account login and his project are untouched
    const again = await phoneLogin(t.app, '13700137001');
    expect(data(await again.api.post('/project/auth', { projectId })).role).toBe('admin');
    // a relative with the password, from another IP: the project now asks for a captcha, and then lets him in
    const relative = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token, { ip: '198.51.100.30' });
    expect((await relative.post('/project/verify/password', { projectId, password: 'pass99' })).body.msbox).toBe(CAPTCHA_NEEDED);
    expect(data(await relative.post('/project/verify/password', { projectId, password: 'pass99', ...(await captcha('198.51.100.30')) })).ap).toBeTruthy();
  });
});

describe('redeem codes and SMS codes', () => {
  it('guessing redeem codes is throttled per IP and needs a captcha per user', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token, { ip: '203.0.113.40' });
    for (let i = 0; i < 5; i++) expect((await api.post('/book/v2/redeem/exchange', { code: `NOPE000${i}` })).body.msbox).toBe('兑换码无效');
    expect((await api.post('/book/v2/redeem/exchange', { code: 'NOPE0009' })).body.msbox).toMatch(THROTTLED);
    const other = apiClient(t.app, u.token, { ip: '198.51.100.41' });
    expect((await other.post('/book/v2/redeem/exchange', { code: 'NOPE0010' })).body.msbox).toBe(CAPTCHA_NEEDED);
  });

  it('guessing SMS codes across phones from one IP is throttled', async () => {
    const ip = '203.0.113.50';
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const phone = `1350000${String(i).padStart(4, '0')}`;
      await sendCode(t.app, phone, 'login', apiClient(t.app, undefined, { ip: `198.51.100.${i + 60}` }));
      answers.push((await apiClient(t.app, undefined, { ip }).post('/login/phone', { phone, code: '000000' })).body.msbox!);
    }
    expect(answers.slice(0, 10).every((m) => m === '验证码错误')).toBe(true);
    expect(answers.slice(10).every((m) => THROTTLED.test(m))).toBe(true);
  });
});
