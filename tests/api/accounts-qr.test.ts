/** QR login: desktop creates and polls, a logged-in phone scans and confirms; one session, once; 2-minute codes. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { phoneLogin } from '../../server/domains/accounts/test-support';

const t = useTestApp({ config: { publicUrl: 'https://zupu.example' } });

const P1 = '13800138001';
const P2 = '13900139002';

describe('QR login', () => {
  it('desktop waits, phone scans then confirms, desktop gets a session once', async () => {
    const desktop = apiClient(t.app);
    const qr = data(await desktop.get('/login/scan/create'));
    expect(qr.qrText).toBe(`https://zupu.example/#/pages/account/scan?code=${encodeURIComponent(qr.code)}`);
    expect(new Date(qr.expiresAt).getTime() - t.clock.now().getTime()).toBe(120_000);
    expect(data(await desktop.get('/login/scan/status', { code: qr.code }))).toEqual({ status: 'waiting' });

    const { info: phoneUser, api: phone } = await phoneLogin(t.app, P1);
    expect(data(await phone.get('/login/scan', { code: qr.code }))).toEqual({ status: 'scanned' });
    expect(data(await desktop.get('/login/scan/status', { code: qr.code }))).toEqual({ status: 'scanned' });
    expect(data(await phone.get('/login/scan', { code: qr.code, confirm: 1 }))).toEqual({ status: 'confirmed' });

    const done = data(await desktop.get('/login/scan/status', { code: qr.code }));
    expect(done.status).toBe('confirmed');
    expect(done.userInfo.id).toBe(phoneUser.id);
    expect(done.userInfo.token).not.toBe(phoneUser.token);
    expect(data(await apiClient(t.app, done.userInfo.token).get('/user/baseInfo')).id).toBe(phoneUser.id);

    // only once
    expect(data(await desktop.get('/login/scan/status', { code: qr.code }))).toEqual({ status: 'consumed' });
    expect((await phone.get('/login/scan', { code: qr.code, confirm: 1 })).body.msbox).toBe('二维码已使用，请在电脑上刷新');
  });

  it('can be confirmed without a separate scan step', async () => {
    const qr = data(await apiClient(t.app).get('/login/scan/create'));
    const { api: phone } = await phoneLogin(t.app, P1);
    expect(data(await phone.get('/login/scan', { code: qr.code, confirm: 'true' })).status).toBe('confirmed');
    expect(data(await apiClient(t.app).get('/login/scan/status', { code: qr.code })).status).toBe('confirmed');
  });

  it('expires after 2 minutes', async () => {
    const desktop = apiClient(t.app);
    const qr = data(await desktop.get('/login/scan/create'));
    const { api: phone } = await phoneLogin(t.app, P1);
    t.clock.advance(119_000);
    expect(data(await phone.get('/login/scan', { code: qr.code })).status).toBe('scanned');
    t.clock.advance(1_000);
    expect((await phone.get('/login/scan', { code: qr.code, confirm: 1 })).body).toEqual({ msg: 0, msbox: '二维码已过期，请在电脑上刷新' });
    expect(data(await desktop.get('/login/scan/status', { code: qr.code }))).toEqual({ status: 'expired' });
  });

  it('a confirmed code not picked up in time gives no session', async () => {
    const desktop = apiClient(t.app);
    const qr = data(await desktop.get('/login/scan/create'));
    const { api: phone } = await phoneLogin(t.app, P1);
    data(await phone.get('/login/scan', { code: qr.code, confirm: 1 }));
    t.clock.advance(10 * 60_000);
    expect(data(await desktop.get('/login/scan/status', { code: qr.code }))).toEqual({ status: 'expired' });
  });

  it('another account cannot take over a scanned code', async () => {
    const qr = data(await apiClient(t.app).get('/login/scan/create'));
    const { api: a } = await phoneLogin(t.app, P1);
    const { api: b } = await phoneLogin(t.app, P2);
    data(await a.get('/login/scan', { code: qr.code }));
    expect((await b.get('/login/scan', { code: qr.code, confirm: 1 })).body.msbox).toBe('二维码已被其他账号扫描');
    expect(data(await apiClient(t.app).get('/login/scan/status', { code: qr.code })).status).toBe('scanned');
  });

  it('needs a logged-in phone, and a known code', async () => {
    const qr = data(await apiClient(t.app).get('/login/scan/create'));
    const guest = data(await apiClient(t.app).get('/login/guest'));
    expect((await apiClient(t.app, guest.token).get('/login/scan', { code: qr.code })).status).toBe(401);
    expect((await apiClient(t.app).get('/login/scan', { code: qr.code })).status).toBe(401);
    const { api } = await phoneLogin(t.app, P1);
    expect((await api.get('/login/scan', { code: 'nope' })).body.msbox).toBe('二维码无效');
    expect((await api.get('/login/scan')).body.msbox).toBe('请填写二维码');
    expect((await apiClient(t.app).get('/login/scan/status', { code: 'nope' })).body.msbox).toBe('二维码无效');
  });
});
