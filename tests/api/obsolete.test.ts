import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient } from '../helpers/api';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('obsolete calls (spec §8)', () => {
  it.each([
    ['POST', '/clan-team/edit', '接口过时'],
    ['POST', '/project/update-circle', '接口过时'],
    ['GET', '/clan-member/home', '接口过时'],
    ['POST', '/clan-collect/admin/save', '接口过时:clanCollect.admin.save'],
  ] as const)('%s %s answers msg 0 "%s"', async (method, path, msbox) => {
    const api = apiClient(t.app);
    const r = method === 'GET' ? await api.get(path, { id: 1 }) : await api.post(path, { id: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: 0, msbox });
  });
});
