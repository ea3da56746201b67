/**
 * The clans part of the demo seed (architecture.md "One process, one port, no setup"):
 * - two featured examples (identity 6, public, owned by the guest account so nobody edits them): 颍川陈氏 with
 *   ~2,000 members, and 太原王氏 with 100,000 members, both from model/clan/generator.ts;
 * - the demo account's own family (张氏) with a ~30-member clan.
 * Members go in with `INSERT … SELECT FROM json_populate_recordset(…)`, a few thousand rows per statement (one
 * parameter each), ids reserved from the sequence up front. Idempotent: each part looks for its project first; a
 * big clan whose load did not finish (member_count still 0) is removed and loaded again.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clanBranches, clanMembers, clans, projects, projectUsers } from '../db/schema/index';
import { generateClanData } from '../../model/clan/generator';
import { cachedPack, memberToRow, warmPack } from '../domains/clan-members/index';
import { rowsOf } from '../db/client';
import type { ClanMember } from '../../model/member';
import { seedMemorials } from './memorials';
import { analyzeNow } from '../db/upkeep';

const GUEST_ID = 1;
export const EXAMPLES = [
  { name: '颍川陈氏（精选范例）', surname: '陈', area: '河南许昌', members: 2_000, seed: 7, sort: 1 },
  { name: '太原王氏（十万人范例）', surname: '王', area: '山西太原', members: 100_000, seed: 11, sort: 2 },
] as const;
/** ZUPU_SEED=huge: a million-member example (the tree overview and the app at scale, issue 24), loaded after the 100k one. */
export const HUGE_EXAMPLE = { name: '曲阜孔氏（百万人范例）', surname: '孔', area: '山东曲阜', members: 1_000_000, seed: 13, sort: 3 } as const;
export const DEMO_FAMILY = { name: '清河张氏', surname: '张', area: '河北清河', members: 30, seed: 3 } as const;

/** Members per INSERT (~70 ms in PGlite: what a request may wait behind), and per turn of the event loop while building one. */
const BATCH = 1000;
const SLICE = 100;
/** memberToRow's keys with their columns' names as JSON (id, version and the times are written apart). */
const ROW_KEYS = Object.entries(getTableColumns(clanMembers))
  .filter(([key]) => !['id', 'version', 'createdAt', 'updatedAt'].includes(key))
  .map(([key, col]) => [key, JSON.stringify(col.name)] as const);

/** Reserve `n` consecutive ids of a serial column's sequence; returns the first. */
async function reserveIds(db: Db, seq: string, n: number): Promise<number> {
  const [r] = await rowsOf<{ last: string | number }>(db, sql`SELECT setval(${seq}::regclass, nextval(${seq}::regclass) + ${n - 1}) AS last`);
  return Number(r.last) - n + 1;
}

export interface SeededClan {
  projectId: number;
  clanId: number;
  members: number;
  ms: number;
}

/** A project with one generated clan. The clan's member_count is set last: 0 means "not finished". */
export async function seedGeneratedProject(db: Db, o: {
  ownerId: number; name: string; surname: string; area: string; members: number; seed: number; identity: number; sort?: number;
  addOwnerRole: boolean;
}): Promise<SeededClan> {
  const t0 = performance.now();
  const now = new Date();
  const [p] = await db.insert(projects).values({
    name: o.name, surname: o.surname, area: o.area, privacy: 'public', identity: o.identity, sort: o.sort ?? 0, ownerId: o.ownerId,
    createdAt: now, updatedAt: now,
  }).returning({ id: projects.id });
  if (o.addOwnerRole) await db.insert(projectUsers).values({ projectId: p.id, userId: o.ownerId, role: 'admin' });
  const [c] = await db.insert(clans).values({ projectId: p.id, name: o.name, surname: o.surname }).returning({ id: clans.id });
  const firstId = await reserveIds(db, 'clan_members_id_seq', o.members);
  await nextTurn();
  const gen = generateClanData({ members: o.members, seed: o.seed, surname: o.surname, clanId: c.id, firstId });
  // Branch ids: the generator's own → rows of clan_branches.
  const branchIds = new Map<number, number>();
  if (gen.clan.branches.length) {
    const firstBranch = await reserveIds(db, 'clan_branches_id_seq', gen.clan.branches.length);
    gen.clan.branches.forEach((b, i) => branchIds.set(b.id, firstBranch + i));
    await db.insert(clanBranches).values(gen.clan.branches.map((b) => ({
      id: branchIds.get(b.id)!, projectId: p.id, clanId: c.id, name: b.name, kind: b.kind,
      parentId: b.parentId == null ? null : branchIds.get(b.parentId) ?? null, founderId: b.founderId ?? null,
    })));
  }
  const poems = gen.clan.poems.map((q) => ({ ...q, branchId: q.branchId == null ? null : branchIds.get(q.branchId) ?? null }));
  await db.update(clans).set({ name: gen.clan.name, hall: gen.clan.hall, poems }).where(eq(clans.id, c.id));
  const iso = now.toISOString();
  // one member as json_populate_recordset reads it, written as text (a column left out is NULL; an object of ~50 keys
  // per member, then stringified, cost ~1.6× as much)
  const head = (m: ClanMember) => `{"id":${m.id},"version":1,"created_at":"${iso}","updated_at":"${iso}"`;
  const rowJson = (m: ClanMember): string => {
    const row = memberToRow({ ...m, branchId: m.branchId == null ? null : branchIds.get(m.branchId) ?? null }, p.id) as Record<string, unknown>;
    let s = head(m);
    for (const [key, name] of ROW_KEYS) if (row[key] != null) s += `,${name}:${JSON.stringify(row[key])}`;
    return `${s}}`;
  };
  // PGlite in-process runs queries synchronously and resolves in microtasks, and a member's JSON is ~35 µs of work: a
  // turn of the event loop every SLICE members and after each batch, or a background load holds the server
  for (let i = 0; i < gen.members.length; i += BATCH) {
    const rows: string[] = [];
    for (let j = i; j < Math.min(i + BATCH, gen.members.length); j++) {
      rows.push(rowJson(gen.members[j]));
      if (rows.length % SLICE === 0) await nextTurn();
    }
    await db.execute(sql`INSERT INTO clan_members SELECT * FROM json_populate_recordset(NULL::clan_members, ${`[${rows.join(',')}]`}::json)`);
    await nextTurn();
  }
  // a new version once every member is in: what was read of the clan while it loaded (its shape, a tree pack) is stale
  await db.update(clans).set({ memberCount: gen.members.length, version: sql`${clans.version} + 1` }).where(eq(clans.id, c.id));
  await analyzeNow(db, ['clan_members', 'clan_branches']);
  await seedMemorials(db, p.id, c.id);
  return { projectId: p.id, clanId: c.id, members: gen.members.length, ms: Math.round(performance.now() - t0) };
}

/** Remove a project whose clan load did not finish (a crash during the first start). */
async function dropUnfinished(db: Db, projectId: number): Promise<void> {
  await db.delete(clanMembers).where(eq(clanMembers.projectId, projectId));
  await db.delete(projects).where(eq(projects.id, projectId));
}

/** Is the example there and complete? Drops a half-loaded one. */
async function exampleDone(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ id: projects.id, count: sql<number>`coalesce((SELECT max(member_count) FROM clans WHERE project_id = ${projects.id}), 0)` })
    .from(projects).where(and(eq(projects.identity, 6), eq(projects.name, name))).limit(1);
  if (!row) return false;
  if (Number(row.count) > 0) return true;
  await dropUnfinished(db, row.id);
  return false;
}

/**
 * The demo account is a 协管员 of the small featured example, so the demo can show what a clan manager does on a
 * real-sized clan (samples of the clan book, corrections, statistics) — the example's owner stays the system account.
 */
async function makeDemoManagerOfExample(db: Db, demoUserId: number, exampleName: string): Promise<void> {
  const [p] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.identity, 6), eq(projects.name, exampleName))).limit(1);
  if (!p) return;
  await db.insert(projectUsers).values({ projectId: p.id, userId: demoUserId, role: 'manager' }).onConflictDoNothing();
}

/** The database's own message, not the failed query with its (huge) parameters. */
const errText = (err: unknown): string => {
  const cause = (err as { cause?: { message?: string } }).cause;
  return (cause?.message ?? (err as Error).message ?? String(err)).slice(0, 300);
};

/** The 100k load under way in this process (a second call waits for it instead of starting another). */
let bigLoading: Promise<void> | undefined;

export interface ClanSeedOptions {
  /** Load the 100k example after returning (default); false = wait for it (scripts, measurements). */
  background?: boolean;
  /** Also the 1,000,000-member example (ZUPU_SEED=huge), after the 100k one, in the background as well. */
  huge?: boolean;
  /** The server's DATA_DIR: a new big example's pack is written to its pack cache (else kept in memory). */
  dataDir?: string;
  /**
   * The database the background load uses (`DbHandle.background`: PGlite in a thread runs its statements in the gaps
   * between requests'); default `db`.
   */
  backgroundDb?: Db;
  log?: (msg: string) => void;
}

/**
 * Seed what is missing. The small example and the demo family are loaded before returning; the 100k example in
 * the background by default (the server is already answering meanwhile; the example list shows it once loaded).
 */
export async function seedClans(db: Db, demoUserId: number | null, opts: ClanSeedOptions = {}): Promise<{ pending: Promise<void> }> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const [small, big] = EXAMPLES;
  if (!(await exampleDone(db, small.name))) {
    const r = await seedGeneratedProject(db, { ...small, ownerId: GUEST_ID, identity: 6, addOwnerRole: false });
    log(`  精选范例「${small.name}」${r.members}人，用时 ${r.ms} ms`);
  }
  if (demoUserId !== null) {
    const [own] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerId, demoUserId), eq(projects.name, DEMO_FAMILY.name))).limit(1);
    if (!own) await seedGeneratedProject(db, { ...DEMO_FAMILY, ownerId: demoUserId, identity: 0, addOwnerRole: true });
    await makeDemoManagerOfExample(db, demoUserId, small.name);
  }
  const loadBig = () => (bigLoading ??= (async () => {
    // waited for (a script): the caller's database; else the lane that gives way to requests
    const bg = opts.background === false ? db : opts.backgroundDb ?? db;
    for (const ex of opts.huge ? [big, HUGE_EXAMPLE] : [big]) {
      if (await exampleDone(bg, ex.name)) continue;
      const r = await seedGeneratedProject(bg, { ...ex, ownerId: GUEST_ID, identity: 6, addOwnerRole: false });
      log(`  精选范例「${ex.name}」${r.members}人，用时 ${r.ms} ms`);
      // build its tree pack now, as visitors without a role get it (living members' birth years left out), so the
      // first visitor of a big example does not wait for it (1M: over a minute on a busy machine)
      const [c] = await bg.select({ version: clans.version }).from(clans).where(eq(clans.id, r.clanId)).limit(1);
      const t0 = performance.now();
      const ref = { projectId: r.projectId, id: r.clanId };
      await (opts.dataDir ? warmPack(bg, ref, c.version, true, opts.dataDir) : cachedPack(bg, ref, c.version, true));
      log(`  精选范例「${ex.name}」数据包已生成，用时 ${Math.round(performance.now() - t0)} ms`);
    }
  })().finally(() => { bigLoading = undefined; }));
  if (opts.background === false) {
    await loadBig();
    return { pending: Promise.resolve() };
  }
  const pending = loadBig().catch((err: unknown) => log(`  精选范例写入失败（下次启动重试）：${errText(err)}`));
  return { pending };
}
