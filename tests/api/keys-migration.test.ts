/**
 * Migration 0011_project_keys keeps every row: a database is migrated up to the migration before it (0010), filled
 * (a generated clan with its memorials and 宗祠, plus rows in every other project table, one of them filed under a
 * parent of another project), then the remaining migrations run. Every table keeps its row count and a few values,
 * the project tables' keys carry project_id, and the misfiled row now carries its parent's project.
 * Runs on PGlite, and on the PostgreSQL server with TEST_DB=pg (a database of its own, dropped at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrationsFolder, openDb, rowsOf, type DbHandle } from '../../server/db/client';
import { seedGeneratedProject } from '../../server/seed/clans';
import { adminUrl, usePostgres } from '../helpers/db-template';

const BEFORE = '0010_jobs';

/** A copy of the migrations folder whose journal ends at `last`. */
function foldersUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'zupu-mig-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === last);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateWith(h: DbHandle, folder: string): Promise<void> {
  const mod = h.kind === 'pglite' ? await import('drizzle-orm/pglite/migrator') : await import('drizzle-orm/node-postgres/migrator');
  await mod.migrate(h.db as never, { migrationsFolder: folder });
}

let h: DbHandle;
let dropDb = async () => {};
let oldFolder = '';

beforeAll(async () => {
  oldFolder = foldersUpTo(BEFORE);
  if (usePostgres()) {
    const name = `zupu_keys_${randomBytes(5).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    h = await openDb({ url: adminUrl(name), migrate: false });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    h = await openDb({ migrate: false });
  }
  await migrateWith(h, oldFolder);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await dropDb();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

const q = <T = Record<string, unknown>>(s: string) => rowsOf<T>(h.db, s);
const one = async (s: string) => Number(Object.values((await q(s))[0])[0]);

async function counts(): Promise<Record<string, number>> {
  const tables = (await q<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((r) => r.t);
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await one(`SELECT count(*) FROM "${t}"`);
  return out;
}

/** Rows in every project table that the generated clan does not fill (ids from the seeded project). */
async function fillProjectTables(p: number, c: number, other: number): Promise<void> {
  const m = await one(`SELECT min(id) FROM clan_members WHERE clan_id = ${c}`);
  const statements = [
    `INSERT INTO users (id, phone, share_value, nickname) VALUES (2, '13900000002', 'k2', '族人')`,
    `INSERT INTO project_users (project_id, user_id, role) VALUES (${p}, 2, 'member')`,
    `INSERT INTO project_marks (project_id, user_id, kind) VALUES (${p}, 2, 'favorite')`,
    `INSERT INTO project_grants (project_id, token_hash, kind, expires_at) VALUES (${p}, 'h1', 'guest', now())`,
    `INSERT INTO project_visits (project_id, user_id, day) VALUES (${p}, 2, '2026-11-22')`,
    `INSERT INTO project_team_log (project_id, actor_id, target_user_id, action, text) VALUES (${p}, 2, 2, 'add', '加入')`,
    `INSERT INTO project_roles (project_id, name, builtin, base) VALUES (${p}, '协管员', 'manager', 'manager')`,
    `INSERT INTO clan_marks (clan_id, project_id, user_id, kind) VALUES (${c}, ${p}, 2, 'favorite')`,
    `INSERT INTO clan_replies (project_id, clan_id, user_id, content) VALUES (${p}, ${c}, 2, '留言')`,
    `INSERT INTO clan_member_log (project_id, clan_id, member_id, user_id, action) VALUES (${p}, ${c}, ${m}, 2, 'edit')`,
    `INSERT INTO clan_member_marks (member_id, user_id, project_id, clan_id) VALUES (${m}, 2, ${p}, ${c})`,
    `INSERT INTO clan_member_elite (member_id, type, project_id, clan_id) VALUES (${m}, '进士', ${p}, ${c})`,
    `INSERT INTO member_corrections (project_id, clan_id, member_id, user_id, changes, base_version) VALUES (${p}, ${c}, ${m}, 2, '{"name":"德"}', 1)`,
    `INSERT INTO member_binds (project_id, clan_id, member_id, user_id, status) VALUES (${p}, ${c}, ${m}, 2, 'accepted')`,
    `INSERT INTO clan_articles (project_id, title, kind, content, updated_at) VALUES (${p}, '谱序', 'preface', '正文', now())`,
    `INSERT INTO pw_catalogs (project_id, clan_id, name) VALUES (${p}, ${c}, '目录')`,
    // filed under a clan of project p but stamped with the other project: the migration sets it from the clan
    `INSERT INTO pw_articles (project_id, clan_id, title, content, updated_at) VALUES (${other}, ${c}, '谱文', '正文', now())`,
    `INSERT INTO print_samples (id, project_id, clan_id, name, plan, created_by, created_at) VALUES (70, ${p}, ${c}, '样本', '{}', 2, now())`,
    `INSERT INTO book_jobs (project_id, clan_id, sample_id, status, created_at) VALUES (${p}, ${c}, 70, 'done', now())`,
    `INSERT INTO print_favorites (project_id, user_id, sample_id, created_at) VALUES (${p}, 2, 70, now())`,
    `INSERT INTO print_orders (order_no, project_id, sample_id, user_id, snapshot, quantity, unit_price, shipping, amount, consignee, created_at)
       VALUES ('P1', ${p}, 70, 2, '{}', 1, 100, 0, 100, '{}', now())`,
    `INSERT INTO books (id, project_id, clan_id, sample_id, title, format_name, cover, pages, file_key, published_at)
       VALUES (80, ${p}, ${c}, 70, '族谱', '欧式', '{}', 10, 'k', now())`,
    `INSERT INTO book_chapters (project_id, book_id, title, section, content, sort) VALUES (${p}, 80, '序', 'front', '正文', 1)`,
    `INSERT INTO book_user_state (project_id, user_id, book_id) VALUES (${p}, 2, 80)`,
    `INSERT INTO book_purchases (project_id, user_id, book_id, amount, created_at) VALUES (${p}, 2, 80, 100, now())`,
    `INSERT INTO book_redeem_codes (project_id, book_id, code, created_at) VALUES (${p}, 80, 'ABCD1234', now())`,
  ];
  for (const s of statements) await h.exec(s);
}

describe('migration 0011_project_keys on a database with data', () => {
  it('keeps every row and value, and the keys carry project_id', async () => {
    await h.exec(`INSERT INTO users (id, phone, share_value, nickname) VALUES (1, NULL, 'guest', '游客')`);
    const s = await seedGeneratedProject(h.db, {
      ownerId: 1, name: '颍川陈氏', surname: '陈', area: '河南', members: 300, seed: 5, identity: 0, addOwnerRole: true,
    });
    const other = await seedGeneratedProject(h.db, {
      ownerId: 1, name: '太原王氏', surname: '王', area: '山西', members: 40, seed: 6, identity: 0, addOwnerRole: true,
    });
    await fillProjectTables(s.projectId, s.clanId, other.projectId);

    const before = await counts();
    const sample = `SELECT id, project_id, full_name, lineage_father_id, version FROM clan_members WHERE clan_id = ${s.clanId} ORDER BY id LIMIT 50`;
    const membersBefore = await q(sample);
    const hallsBefore = await q('SELECT id, project_id, name FROM ancestral_halls ORDER BY id');
    const tabletsBefore = await q('SELECT id, hall_id, member_id, name FROM hall_tablets ORDER BY id');
    // Every project table has rows to lose.
    for (const t of ['clan_members', 'clans', 'clan_branches', 'ancestral_halls', 'hall_tablets', 'book_jobs', 'pw_articles', 'member_binds']) {
      expect(before[t], t).toBeGreaterThan(0);
    }

    await migrateWith(h, migrationsFolder);

    const after = await counts();
    // tables made by later migrations (other domains) are new and empty; the ones that were there keep every row
    expect(Object.fromEntries(Object.keys(before).map((t) => [t, after[t]]))).toEqual(before);
    expect(await q(sample)).toEqual(membersBefore);
    expect(await q('SELECT id, project_id, name FROM ancestral_halls ORDER BY id')).toEqual(hallsBefore);
    expect(await q('SELECT id, hall_id, member_id, name FROM hall_tablets ORDER BY id')).toEqual(tabletsBefore);
    expect(await one(`SELECT project_id FROM pw_articles WHERE clan_id = ${s.clanId}`)).toBe(s.projectId);

    const pk = async (t: string) => (await q<{ c: string }>(`
      SELECT a.attname AS c FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
      WHERE k.conrelid = '${t}'::regclass AND k.contype = 'p' ORDER BY a.attname`)).map((r) => r.c);
    expect(await pk('clan_members')).toEqual(['id', 'project_id']);
    expect(await pk('clans')).toEqual(['id', 'project_id']);
    expect(await pk('clan_member_marks')).toEqual(['member_id', 'project_id', 'user_id']);

    // The serial ids go on from where they were (a new member gets a fresh id), and a clan's delete still cascades.
    const [next] = await q<{ id: number }>(`INSERT INTO clan_members (project_id, clan_id, gender, surname, generation)
      VALUES (${s.projectId}, ${s.clanId}, 'm', '陈', 9) RETURNING id`);
    expect(Number(next.id)).toBeGreaterThan(await one(`SELECT max(id) FROM clan_members WHERE id <> ${next.id}`));
    await h.exec(`DELETE FROM clans WHERE id = ${s.clanId}`);
    expect(await one(`SELECT count(*) FROM pw_articles`)).toBe(0);
    expect(await one(`SELECT count(*) FROM book_jobs`)).toBe(0);
  }, 120_000);
});
