/**
 * `npm run staff` (scripts/staff.ts) as a child process on a fresh database — a new embedded PGlite data dir, or with
 * TEST_DB=pg a new empty PostgreSQL database (DATABASE_URL) — exactly as an operator runs it before the first start:
 * it migrates, grants (making the account of a new phone), lists, revokes; a server on that database then
 * answers /ops/me for him.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { adminUrl, usePostgres } from '../helpers/db-template';

const run = promisify(execFile);
let dataDir: string;
let databaseUrl: string | undefined;
let dbName: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zupu-staff-cli-'));
  if (usePostgres()) {
    dbName = `zupu_staff_${randomBytes(5).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = adminUrl(dbName);
  }
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

async function staff(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { env, timeout: 120_000 });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof x.code === 'number' ? x.code : -1, out: x.stdout ?? '', err: x.stderr ?? '' };
  }
}

describe('npm run staff', () => {
  it('grants on a fresh database, lists, refuses mistakes, revokes; the server then knows him as staff', async () => {
    const g = await staff('grant', '13900000021', 'admin');
    expect(g.err).toBe('');
    expect(g.code).toBe(0);
    expect(g.out).toMatch(/^granted: admin \(超级管理员\) → user (\d+) 13900000021 \(new account\)/);
    const userId = Number(/user (\d+)/.exec(g.out)![1]);
    expect(userId).toBeGreaterThan(1); // never the guest (id 1): the base rows are made first

    expect((await staff('grant', '13900000021', 'finance')).out).toMatch(/^granted: finance/);
    expect((await staff('grant', '13900000021', 'finance')).out).toMatch(/^already held: finance/);
    const list = await staff('list');
    expect(list.out.trim()).toBe(`${userId}\t13900000021\t族人0021\tadmin(超级管理员) finance(财务)`);

    const bad = await staff('grant', '13900000021', 'boss');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/unknown role "boss"/);
    expect(bad.err).not.toMatch(/\bat .+:\d+:\d+/);
    expect((await staff('grant', '13900000021')).code).toBe(2);

    expect((await staff('revoke', '13900000021', 'finance')).out).toMatch(/^revoked: finance/);

    // The server on the same database: his session sees the role the command line gave.
    const app = await buildApp({ logger: false, clientDir: false, config: { dataDir, databaseUrl, production: false } });
    try {
      const login = (await app.inject({ method: 'GET', url: '/app/api/user/login/debug?code=13900000021' })).json();
      expect(login.msg).toBe(1);
      const me = (await app.inject({ method: 'GET', url: '/app/api/ops/me', headers: { authorization: `Bearer ${login.data.token}` } })).json();
      expect(me).toMatchObject({ msg: 1, data: { userId, roles: ['admin'] } });
    } finally {
      await app.close();
    }
  }, 240_000);
});
