import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.reset(); });

describe('guest login', () => {
  it('answers user id 1 with a token that works as a session', async () => {
    const api = apiClient(t.app);
    const guest = data(await api.get('/login/guest'));
    expect(guest.id).toBe(1);
    expect(guest.token).toMatch(/^[\w-]{40,}$/);
    expect(guest.level.projectLimit).toBeGreaterThanOrEqual(0);
    const other = data(await api.get('/login/guest'));
    expect(other.token).not.toBe(guest.token);
  });

  it('answers unknown API paths with msg 0 and 404', async () => {
    const r = await apiClient(t.app).get('/no/such/call');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ msg: 0, msbox: '接口不存在' });
  });
});
