/**
 * `npm run bench -- gedcom`: GEDCOM import and export on generated clans (model/clan/generator.ts).
 * - import-<n> (10 000 and 100 000 people): the whole path through the API on PGlite on disk (as the server runs it;
 *   `-postgres` with BENCH_DATABASE_URL, a fresh database made there and dropped after) — upload, the
 *   preview job (decode, line tree, people, mapping, duplicates, log), confirm, the import job (every member and its
 *   log entry in one transaction). Metrics: seconds from upload to imported (`seconds`), of which the pure reading
 *   (`read-seconds`), and the process's peak RSS so far (`peak-rss`, MB; process-wide, so it includes the generator
 *   and the database). Targets (issue #15): 100 000 imported ≤ 30 s and ≤ 1 GB.
 * - export-<n> (100 000 and 1 000 000 people): writeGedcom 7.0 streamed to a temporary file (`seconds`, `mb`).
 *   Target: 1 000 000 ≤ 20 s, streamed. `cpu-seconds`: the process's CPU time of the case (the wall time on the shared
 *   2-core machine depends on the other jobs). BENCH_GEDCOM_EXPORT_MAX (default 1000000) caps the largest case;
 *   BENCH_GEDCOM_IMPORT (default "10000,100000") lists the import sizes.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateClanData } from '../model/clan/generator';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { parseGedcom } from '../server/domains/gedcom/engine/parse';
import { readPeople } from '../server/domains/gedcom/engine/people';
import { mapToClan } from '../server/domains/gedcom/engine/to-clan';
import { writeGedcom } from '../server/domains/gedcom/engine/write';
import { reporter, since } from './report';

const peakMb = () => process.resourceUsage().maxRSS / 1024;

function gedcomOf(n: number): Buffer {
  const g = generateClanData({ members: n, seed: 3, surname: '刘' });
  const text = [...writeGedcom({ format: '7.0', clan: { name: g.clan.name, surname: '刘' }, members: g.members, hideLiving: false, now: new Date() })].join('');
  return Buffer.from(text, 'utf8');
}

function multipart(file: Buffer, fields: Record<string, string | number>) {
  const b = '----zupubench';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="bench.ged"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

/** The database of an import case: PGlite on disk as the server runs it (DATA_DIR/db), or PostgreSQL (BENCH_DATABASE_URL). */
async function database(): Promise<{ db: Awaited<ReturnType<typeof openDb>>; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'zupu-bench-db-'));
    const db = await openDb({ dataDir: dir });
    return { db, label: '', drop: async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `zupu_bench_gedcom_${Date.now()}`;
  const pg = (await import('pg')).default;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try { await c.query(q); } finally { await c.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDb({ url: u.toString() });
  return { db, label: '-postgres', drop: async () => { await db.close(); await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } };
}

async function importCase(report: ReturnType<typeof reporter>, n: number): Promise<void> {
  const bytes = gedcomOf(n);

  const { db, label, drop } = await database();
  const app = await buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' } });
  try {
    const [u] = await db.db.insert(users).values({ phone: `139${String(Date.now()).slice(-8)}`, shareValue: `bench-${Date.now()}`, nickname: '压测' }).returning();
    const { token } = await startSession({ ...app.deps } as unknown as Ctx, db.db, u, 'bench');
    const headers = { authorization: `Bearer ${token}` };
    const post = async (path: string, body: object) => (await app.inject({ method: 'POST', url: `/app/api${path}`, payload: body, headers })).json();
    const get = async (path: string, query: Record<string, string>) => (await app.inject({ method: 'GET', url: `/app/api${path}`, query, headers })).json();
    const projectId = (await post('/project/add-or-edit', { name: '刘氏', surname: '刘' })).data.id;
    await db.query('UPDATE projects SET identity = 6 WHERE id = $1', [projectId]); // a featured example: no member cap
    const clanId = (await post('/clan/save', { projectId, name: '刘氏族谱', surname: '刘' })).data.id;

    const t0 = performance.now();
    const m = multipart(bytes, { clanId });
    const up = (await app.inject({ method: 'POST', url: '/app/api/gedcom/import/upload', payload: m.payload, headers: { ...headers, 'content-type': m.type } })).json();
    if (up.msg !== 1) throw new Error(up.msbox);
    await app.jobs.idle(3_600_000);
    const previewMs = since(t0);
    const job = (await get('/gedcom/job', { jobId: String(up.data.id) })).data;
    const ok = await post('/gedcom/import/confirm', { jobId: job.id, clanVersion: job.clanVersion });
    if (ok.msg !== 1) throw new Error(ok.msbox);
    await app.jobs.idle(3_600_000);
    const done = (await get('/gedcom/job', { jobId: String(job.id) })).data;
    const ms = since(t0);
    if (done.status !== 'imported') throw new Error(`import ${done.status}: ${done.error}`);
    // the peak of the import itself: taken before the stand-alone read below, which holds a second copy of the file
    const peak = peakMb();
    const r0 = performance.now();
    const file = parseGedcom(new Uint8Array(bytes));
    mapToClan(readPeople(file), file.log, { clanSurname: '刘', currentYear: 2026 });
    const readMs = since(r0);
    report({ case: `import-${n}${label}`, metric: 'seconds', value: ms / 1000, unit: 's' });
    report({ case: `import-${n}${label}`, metric: 'read-seconds', value: readMs / 1000, unit: 's' });
    report({ case: `import-${n}${label}`, metric: 'preview-seconds', value: previewMs / 1000, unit: 's' });
    report({ case: `import-${n}${label}`, metric: 'write-seconds', value: (ms - previewMs) / 1000, unit: 's' });
    report({ case: `import-${n}${label}`, metric: 'members', value: done.result.created, unit: 'members' });
    report({ case: `import-${n}${label}`, metric: 'peak-rss', value: peak, unit: 'MB' });
  } finally {
    await app.close();
    await drop();
  }
}

async function exportCase(report: ReturnType<typeof reporter>, n: number): Promise<void> {
  const g = generateClanData({ members: n, seed: 5, surname: '陈' });
  const dir = mkdtempSync(join(tmpdir(), 'zupu-bench-gedcom-'));
  try {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const out = createWriteStream(join(dir, 'x.ged'), { highWaterMark: 4 << 20 }); // as gedcom-export.run.ts
    let bytes = 0;
    for (const chunk of writeGedcom({ format: '7.0', clan: { name: g.clan.name, surname: '陈' }, members: g.members, poems: g.clan.poems, hideLiving: false, now: new Date() })) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const ms = since(t0);
    const cpu = process.cpuUsage(c0);
    report({ case: `export-${n}`, metric: 'seconds', value: ms / 1000, unit: 's' });
    // on the shared machine the wall time depends on the other jobs; the CPU time is the work itself
    report({ case: `export-${n}`, metric: 'cpu-seconds', value: (cpu.user + cpu.system) / 1e6, unit: 's' });
    report({ case: `export-${n}`, metric: 'mb', value: bytes / 1024 / 1024, unit: 'MB' });
    report({ case: `export-${n}`, metric: 'peak-rss', value: peakMb(), unit: 'MB' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function run(): Promise<void> {
  const report = reporter('gedcom');
  const sizes = (process.env.BENCH_GEDCOM_IMPORT ?? '10000,100000').split(',').map(Number).filter((x) => x > 0);
  for (const n of sizes) await importCase(report, n);
  const max = Number(process.env.BENCH_GEDCOM_EXPORT_MAX ?? 1_000_000);
  for (const n of [100_000, 1_000_000].filter((x) => x <= max)) await exportCase(report, n);
}
