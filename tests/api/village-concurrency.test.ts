/** Counts under 100 parallel requests (also on PostgreSQL: TEST_DB=pg): visits, one accept of a correction, stale saves. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let kin: Client;
let village: { id: number; version: number };
const base = { name: '石牌村', kind: 'ancestral', areaIds: [440000, 440100, 440106], description: '陈氏祖居' };

beforeEach(async () => {
  [{ api: admin }, { api: kin }] = await seedUsers(t, [{}, {}]);
  village = data(await admin.post('/village/save', base));
});

describe('village concurrency', () => {
  it('100 parallel detail reads count 100 visits', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, () => kin.get('/village/detail', { id: village.id })));
    expect(replies.every((r) => r.body.msg === 1)).toBe(true);
    expect(data(await admin.get('/village/list')).list[0].visits).toBe(100);
  });

  it('100 parallel accepts of one correction apply it once and log it once', async () => {
    const c = data(await kin.post('/village/correction/save', { villageId: village.id, changes: { description: '新稿' } }));
    const replies = await Promise.all(Array.from({ length: 100 }, () => admin.post('/village/correction/accept', { id: c.id })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(data(await admin.get('/village/detail', { id: village.id })).version).toBe(2);
    expect(data(await admin.get('/village/history', { id: village.id })).list).toHaveLength(1);
  });

  it('100 parallel saves at one version: one wins', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => admin.post('/village/save', { ...base, id: village.id, version: 1, description: `稿${i}` })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(data(await admin.get('/village/detail', { id: village.id })).version).toBe(2);
  });
});
