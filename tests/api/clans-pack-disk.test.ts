/**
 * The tree pack cached on disk (server/domains/clan-members/clan-members.pack-cache.ts): built once per version into
 * DATA_DIR/cache/tree-pack, served from the file with ETag/304 by a second app on the same database and data dir
 * (a restarted server) without a new build; a new version replaces the file.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDb, type DbHandle } from '../../server/db/client';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { createUser } from '../helpers/users';
import { decodeTreePack, packName } from '../../model/tree-pack';
import { packBuilds } from '../../server/domains/clan-members/clan-members.pack';

const dataDir = mkdtempSync(join(tmpdir(), 'zupu-pack-disk-'));
const packDir = join(dataDir, 'cache', 'tree-pack');
const t = useTestApp({ config: { dataDir } });
let second: { app: FastifyInstance; handle?: DbHandle } | undefined;
let me: Client;
let token: string;
let projectId: number;
let clanId: number;
let root: { id: number };

beforeAll(async () => {
  // a second app on the same database and data dir, as the server after a restart
  const handle = t.db.url ? await openDb({ url: t.db.url, migrate: false }) : undefined;
  const app = await buildApp({
    db: handle ?? t.db, logger: false, clientDir: false, config: { production: false, dataDir },
    adapters: { clock: t.clock, storage: t.app.deps.adapters.storage }, jobs: { schedule: false, stopTimeoutMs: 1_000 },
  });
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  rmSync(packDir, { recursive: true, force: true });
  const s = await seedClan(t, { privacy: 'public' });
  ({ admin: me, adminToken: token, projectId, clanId, root } = s);
});

const get = (app: FastifyInstance, headers: Record<string, string> = {}, query = '') =>
  app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}${query}`, headers: { authorization: `Bearer ${token}`, ...headers } });
const files = () => readdirSync(packDir).sort();

describe('tree pack on disk', () => {
  it('is built once per version, served by a second app from the file, replaced by a new version', async () => {
    data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
    const version = data(await me.get(`/clan/detail/${clanId}`)).version as number;
    const builds = packBuilds();
    const first = await get(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(packBuilds()).toBe(builds + 1);
    expect(files()).toEqual([`${projectId}-${clanId}-f-${version}.zptp.gz`]);
    const pack = decodeTreePack(new Uint8Array(gunzipSync(first.rawPayload)));
    expect([0, 1].map((i) => packName(pack, i))).toEqual(['陈德公', '陈成一']);

    // the restarted server: same bytes from the file, no build; its ETag answers 304
    const again = await get(second!.app);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(packBuilds()).toBe(builds + 1);
    expect((await get(second!.app, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);

    // a new version: rebuilt once, its file replaces the old one
    data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成二' }));
    const next = data(await me.get(`/clan/detail/${clanId}`)).version as number;
    expect(next).toBeGreaterThan(version);
    const changed = await get(second!.app, { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(decodeTreePack(new Uint8Array(gunzipSync(changed.rawPayload))).count).toBe(3);
    expect(packBuilds()).toBe(builds + 2);
    expect(files()).toEqual([`${projectId}-${clanId}-f-${next}.zptp.gz`]);
    expect((await get(t.app)).rawPayload.equals(changed.rawPayload)).toBe(true);
    expect(packBuilds()).toBe(builds + 2);
  });

  it('builds a version once when requests come together; readers without a role get their own file', async () => {
    const builds = packBuilds();
    const replies = await Promise.all([get(t.app), get(second!.app), get(t.app)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(packBuilds()).toBe(builds + 1);
    const reader = { authorization: `Bearer ${(await createUser(t)).token}` };
    const visitor = await get(second!.app, reader);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers.etag).toBe(`${(replies[0].headers.etag as string).slice(0, -1)}-v"`);
    expect(packBuilds()).toBe(builds + 2);
    expect(files().map((f) => f.split('-')[2])).toEqual(['f', 'v']);
    expect((await get(t.app, reader)).rawPayload.equals(visitor.rawPayload)).toBe(true);
    expect(packBuilds()).toBe(builds + 2);
  });

  it('serves the built bytes when the disk refuses the file', async () => {
    rmSync(join(dataDir, 'cache'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'cache'), 'not a folder'); // DATA_DIR/cache/tree-pack cannot be made
    try {
      const builds = packBuilds();
      const r = await get(t.app);
      expect(r.statusCode).toBe(200);
      expect(decodeTreePack(new Uint8Array(gunzipSync(r.rawPayload))).count).toBe(1);
      expect(packBuilds()).toBe(builds + 1);
    } finally {
      rmSync(join(dataDir, 'cache'), { force: true });
    }
  });

  it('serves the head (the first generations) as a prefix of the pack, cached beside it', async () => {
    const son = data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
    data(await me.post('/clan-member/save/child', { clanId, fatherId: son.id, name: '光一' }));
    const version = data(await me.get(`/clan/detail/${clanId}`)).version as number;
    const builds = packBuilds();
    const head = await get(t.app, {}, '&head=2');
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(`"${clanId}-${version}-h2"`);
    const pack = decodeTreePack(new Uint8Array(gunzipSync(head.rawPayload)));
    expect([pack.count, packName(pack, 0), packName(pack, 1)]).toEqual([2, '陈德公', '陈成一']); // 世 1 and 2 of 3
    expect(packBuilds()).toBe(builds + 1); // the whole pack, once: the head is made from it
    expect(files()).toEqual([`${projectId}-${clanId}-f-${version}.zptp.gz`, `${projectId}-${clanId}-fh2-${version}.zptp.gz`]);
    const again = await get(second!.app, {}, '&head=2');
    expect(again.rawPayload.equals(head.rawPayload)).toBe(true);
    expect((await get(second!.app, { 'if-none-match': head.headers.etag as string }, '&head=2')).statusCode).toBe(304);
    expect(decodeTreePack(new Uint8Array(gunzipSync((await get(t.app)).rawPayload))).count).toBe(3);
    expect(packBuilds()).toBe(builds + 1);
  });
});
