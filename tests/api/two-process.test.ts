/**
 * Several processes, one database (issue #11 point 6): two real API processes (server/main.ts via tsx, two ports)
 * on a fresh PostgreSQL database. A session made on A works on B; a clan-book job created through A is run by
 * either and completes, and a WebSocket subscriber on the process that did not run it receives its events (the
 * LISTEN/NOTIFY bus); `kill -9` of the process running a job mid-way ends with the other one finishing it.
 * Needs the PostgreSQL server (TEST_DATABASE_URL; CI sets it): skipped without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookJobEvent, chatTopic, projectTopic, userTopic } from '@contract/realtime';
import { TestSocket } from '../helpers/ws-client';

const BASE = process.env.TEST_DATABASE_URL;
const LEASE_S = 3;
const GIVEN = '德成光祖业仁厚荣华富贵长春永继文章华国诗书传家忠孝继世';

interface Proc {
  name: string;
  port: number;
  child: ChildProcess;
  out: string;
  api: (method: 'GET' | 'POST', path: string, params?: Record<string, unknown>, token?: string) => Promise<any>;
}

const dbName = `zupu_2p_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'zupu-2p-'));
const procs: Proc[] = [];

function dbUrl(name?: string): string {
  const u = new URL(BASE!);
  if (name) u.pathname = '/' + name;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: dbUrl() });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function until<T>(what: string, f: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Start server/main.ts as its own OS process (node --import tsx: one process, so kill -9 hits the server itself). */
async function start(name: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl(dbName), DATA_DIR: dataDir,
      ZUPU_SEED: 'none', JOB_LEASE_SECONDS: String(LEASE_S), LOG_LEVEL: 'info', NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p: Proc = {
    name, port, child, out: '',
    async api(method, path, params = {}, token) {
      const url = new URL(`http://127.0.0.1:${port}/app/api${path}`);
      if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
      const res = await fetch(url, {
        method,
        headers: { platform: 'H5', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
      });
      expect([200, 401]).toContain(res.status);
      return res.json();
    },
  };
  child.stdout!.on('data', (d) => { p.out += d.toString(); });
  child.stderr!.on('data', (d) => { p.out += d.toString(); });
  procs.push(p);
  await until(`${name} to listen`, () => p.out.includes('族谱 Zupu 已启动') || (child.exitCode !== null ? Promise.reject(new Error(`${name} exited:\n${p.out}`)) : undefined), 120_000);
  return p;
}

const ok = (r: any) => {
  if (r.msg !== 1) throw new Error(`expected msg 1, got ${JSON.stringify(r)}`);
  return r.data;
};

/** The process whose log says it started the queue job of this sample's book job (attempt n). */
function runnerOf(jobId: string, attempt = 0): Proc | undefined {
  return procs.find((p) => p.out.split('\n').some((l) => l.includes('"jobs: started"') && l.includes(jobId) && l.includes(`"attempt":${attempt}`)));
}

const TITLE = 'two API processes on one PostgreSQL database';
describe.skipIf(!BASE)(BASE ? TITLE : `${TITLE} — skipped: TEST_DATABASE_URL (a PostgreSQL server) is unset`, () => {
  let a: Proc;
  let b: Proc;
  let token = '';
  let projectId = 0;
  let clanId = 0;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    a = await start('A'); // migrates the fresh database
    b = await start('B');
  }, 240_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => new Promise((r) => (p.child.exitCode !== null || p.child.signalCode !== null ? r(null) : p.child.once('exit', r)))));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a session made on A works on B', async () => {
    token = ok(await a.api('GET', '/user/login/debug', { code: '13900000001' })).token;
    // B knows nothing of it but the database: a call that needs a logged-in user works there
    const project = { name: '陈氏家族', surname: '陈', privacy: 'members' };
    expect((await b.api('POST', '/project/add-or-edit', project, 'not-a-token')).msg).toBe(401);
    projectId = ok(await b.api('POST', '/project/add-or-edit', project, token)).id;
    // the clan made through A, its members through B
    clanId = ok(await a.api('POST', '/clan/save', { projectId, name: '颍川陈氏族谱', hall: '颍川堂' }, token)).id;
    let n = 0;
    const add = async (fatherId: number | null, g: number) =>
      ok(await b.api('POST', '/clan-member/save/child', { clanId, surname: '陈', name: GIVEN[g - 1] + GIVEN[(n++ * 7 + 3) % GIVEN.length], ...(fatherId ? { fatherId } : { generation: g }) }, token)).id as number;
    let level = [await add(null, 1)];
    for (const [g, k] of [[2, 3], [3, 3], [4, 3]] as const) {
      const next: number[] = [];
      for (const f of level) for (let i = 0; i < k; i++) next.push(await add(f, g));
      level = next;
    }
    expect(n).toBe(1 + 3 + 9 + 27);
  }, 120_000);

  it('a book job created through A is run by either and completes; the other process\'s subscriber gets its events', async () => {
    const topic = projectTopic(projectId);
    const sockets = await Promise.all([a, b].map((p) => TestSocket.authed(`ws://127.0.0.1:${p.port}/app/ws`, token)));
    try {
      for (const s of sockets) expect(await s.subscribe(topic)).toEqual({ type: 'subscribed', topic });
      const sample = ok(await a.api('POST', '/clan-print/v4/sample/create', { clanId, format: 1, generations: 0, binding: 'thread', paper: 'A4' }, token));
      // a second live job of the clan is refused on B as well
      expect(await b.api('POST', '/clan-print/v4/sample/create', { clanId, format: 3 }, token)).toEqual({ msg: 0, msbox: '该族谱正在生成样本，请稍候' });
      const done = await until('the job to end', async () => {
        const s = ok(await b.api('GET', '/clan-print/v5/sample/status', { id: sample.id }, token));
        return s.status === 'done' || s.status === 'failed' ? s : undefined;
      });
      expect(done).toMatchObject({ status: 'done', progress: 100 });
      const [row] = await queueJobOf(sample.id);
      const runner = await until('the runner in the logs', () => runnerOf(row.queue_job_id));
      // the subscriber on the process that did not run the job received every step, up to done, over the bus
      const other = runner === a ? sockets[1] : sockets[0];
      const events: BookJobEvent[] = [];
      for (;;) {
        const f = await other.next();
        if (f.type !== 'event') continue;
        expect(f.topic).toBe(topic);
        const e = BookJobEvent.parse(f.data);
        events.push(e);
        if (e.status === 'done' || e.status === 'failed') break;
      }
      expect(events.at(-1)).toMatchObject({ type: 'book.job', sampleId: sample.id, status: 'done', progress: 100 });
      expect(events.some((e) => e.status === 'running' && e.progress > 0 && e.progress < 100)).toBe(true);
      const progress = events.map((e) => e.progress);
      expect(progress).toEqual([...progress].sort((x, y) => x - y));
      // the file is served by either process (shared storage)
      const dl = ok(await a.api('GET', '/clan-print/v4/sample/download', { id: sample.id }, token));
      const res = await fetch(`http://127.0.0.1:${b.port}${dl.url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      for (const s of sockets) s.close();
    }
  }, 180_000);

  it('chat: a message sent through A reaches a socket on B; a client that was offline gets what it missed by seq', async () => {
    const alice = ok(await a.api('GET', '/user/login/debug', { code: '13900000011' })).token as string;
    const bobLogin = ok(await b.api('GET', '/user/login/debug', { code: '13900000012' }));
    const bob = bobLogin.token as string;
    const bobId = bobLogin.id as number;
    const conv = ok(await a.api('POST', '/chat/open', { kind: 'direct', targetId: bobId }, alice));
    const onB = await TestSocket.authed(`ws://127.0.0.1:${b.port}/app/ws`, bob);
    try {
      expect(await onB.subscribe(chatTopic(conv.id))).toEqual({ type: 'subscribed', topic: chatTopic(conv.id) });
      expect(await onB.subscribe(userTopic(bobId))).toEqual({ type: 'subscribed', topic: userTopic(bobId) });
      const sent = ok(await a.api('POST', '/chat/send', { id: conv.id, clientId: '2p-1', type: 'text', text: '跨进程的消息' }, alice));
      const got = await onB.until((f) => f.type === 'event' && f.topic === chatTopic(conv.id));
      expect(got).toMatchObject({ data: { type: 'chat.message', message: { seq: sent.seq, text: '跨进程的消息' } } });
      expect(await onB.until((f) => f.type === 'event' && f.topic === userTopic(bobId))).toMatchObject({ data: { type: 'chat.unread', conversationId: conv.id } });
    } finally {
      onB.close();
    }
    // offline: three messages through A; B's client comes back and asks for what came after the last seq it saw
    for (let i = 2; i <= 4; i++) ok(await a.api('POST', '/chat/send', { id: conv.id, clientId: `2p-${i}`, type: 'text', text: `离线${i}` }, alice));
    const missed = ok(await b.api('GET', '/chat/messages', { id: conv.id, after: 1 }, bob));
    expect(missed.list.map((m: { seq: number; text: string }) => [m.seq, m.text])).toEqual([[2, '离线2'], [3, '离线3'], [4, '离线4']]);
    expect(ok(await b.api('GET', '/chat/unReadCount', {}, bob))).toEqual({ total: 4, conversations: 1 });
  }, 60_000);

  it('kill -9 of the process running a job mid-way: the other one finishes it', async () => {
    const sample = ok(await a.api('POST', '/clan-print/v4/sample/create', { clanId, format: 8, generations: 0, binding: 'hardcover', paper: 'A4' }, token));
    const [row] = await queueJobOf(sample.id);
    const runner = await until('a process to take the job', () => runnerOf(row.queue_job_id));
    const survivor = runner === a ? b : a;
    const before = await until('progress', async () => {
      const s = ok(await survivor.api('GET', '/clan-print/v5/sample/status', { id: sample.id }, token));
      return s.status === 'running' && s.progress > 0 ? s : undefined;
    });
    expect(before.progress).toBeLessThan(100);
    runner.child.kill('SIGKILL');
    await until('the runner to die', () => runner.child.signalCode === 'SIGKILL' || undefined);
    const done = await until('the survivor to finish the job', async () => {
      const s = ok(await survivor.api('GET', '/clan-print/v5/sample/status', { id: sample.id }, token));
      return s.status === 'done' || s.status === 'failed' ? s : undefined;
    }, 120_000);
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    expect(runnerOf(row.queue_job_id, 1)).toBe(survivor);
    const dl = ok(await survivor.api('GET', '/clan-print/v4/sample/download', { id: sample.id }, token));
    const res = await fetch(`http://127.0.0.1:${survivor.port}${dl.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  }, 240_000);

  async function queueJobOf(sampleId: number): Promise<{ queue_job_id: string }[]> {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: dbUrl(dbName) });
    await c.connect();
    try {
      return (await c.query('SELECT queue_job_id FROM book_jobs WHERE sample_id = $1', [sampleId])).rows;
    } finally {
      await c.end();
    }
  }
});
