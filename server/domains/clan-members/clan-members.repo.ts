/**
 * Clan members, their operation log and favourites: every query of the clan_members table family. Every function
 * names the project (a clan as `{ projectId, id }`): project_id is the distribution key (docs/scaling.md). The
 * `locate*` functions are the exceptions, for calls that name nothing but a member or log id: they find the row in
 * whichever project (a query of every shard under Citus), and the caller checks access to that project.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { reusable } from '../../db/prepared';
import { inClanOf, type ClanRef } from '../../db/keys';
import { clanBranches, clanMemberElite, clanMemberLog, clanMemberMarks, clanMembers, clans } from '../../db/schema/index';

export type MemberRow = typeof clanMembers.$inferSelect;
export type NewMemberRow = typeof clanMembers.$inferInsert;
export type MemberPatch = Partial<NewMemberRow>;
export type LogRow = typeof clanMemberLog.$inferSelect;
export type { ClanRef };

/** The members of one clan (project first: it is the shard key). */
const inClan = (c: ClanRef) => inClanOf(clanMembers, c);
const inProject = (projectId: number) => eq(clanMembers.projectId, projectId);

const memberByIdQuery = reusable('member_by_id', (db) => db.select().from(clanMembers)
  .where(and(eq(clanMembers.projectId, sql.placeholder('projectId')), eq(clanMembers.id, sql.placeholder('id')))).limit(1));

export async function memberById(db: Tx, projectId: number, id: number): Promise<MemberRow | undefined> {
  const [r] = await memberByIdQuery(db, { projectId, id });
  return r;
}

/** A member by id alone, in whichever project (see the file comment); check access to r.projectId next. */
const locateMemberQuery = reusable('member_locate', (db) => db.select().from(clanMembers).where(eq(clanMembers.id, sql.placeholder('id'))).limit(1));

export async function locateMember(db: Tx, id: number): Promise<MemberRow | undefined> {
  const [r] = await locateMemberQuery(db, { id });
  return r;
}

export async function membersByIds(db: Tx, clan: ClanRef, ids: number[]): Promise<MemberRow[]> {
  if (!ids.length) return [];
  // by the primary key, the clan checked on the rows: with the clan in the WHERE, a planner without statistics (PGlite
  // never analyzes by itself) AND-s in a scan of the clan's whole index (20 ms at 100 000 members instead of < 1)
  const rows = await db.select().from(clanMembers).where(and(inProject(clan.projectId), inArray(clanMembers.id, ids)));
  return rows.filter((r) => r.clanId === clan.id);
}

/** Filed under `fatherId` (lineage children), by 行第. */
export async function childrenOf(db: Tx, clan: ClanRef, fatherId: number): Promise<MemberRow[]> {
  return db.select().from(clanMembers)
    .where(and(inClan(clan), eq(clanMembers.lineageFatherId, fatherId)))
    .orderBy(asc(clanMembers.gender), sql`${clanMembers.birthOrder} NULLS LAST`, asc(clanMembers.id));
}

/** Members whose birth father is `fatherId` (adopted out to other lines, 兼祧). */
export async function biologicalChildrenOf(db: Tx, clan: ClanRef, fatherId: number): Promise<MemberRow[]> {
  return db.select().from(clanMembers)
    .where(and(inClan(clan), eq(clanMembers.biologicalFatherId, fatherId))).orderBy(asc(clanMembers.id));
}

/** Children whose lineage father is null but whose mother is `motherId` (a daughter's line). */
export async function childrenOfMother(db: Tx, clan: ClanRef, motherId: number): Promise<MemberRow[]> {
  return db.select().from(clanMembers)
    .where(and(inClan(clan), eq(clanMembers.motherId, motherId), isNull(clanMembers.lineageFatherId), isNull(clanMembers.husbandId)))
    .orderBy(sql`${clanMembers.birthOrder} NULLS LAST`, asc(clanMembers.id));
}

export async function wivesOf(db: Tx, clan: ClanRef, husbandId: number): Promise<MemberRow[]> {
  return db.select().from(clanMembers)
    .where(and(inClan(clan), eq(clanMembers.husbandId, husbandId)))
    .orderBy(sql`${clanMembers.spouseOrder} NULLS LAST`, asc(clanMembers.id));
}

/** Is `targetId` the member `rootId` or below him (through lineage fathers, a wife through her husband)? */
export async function isWithin(db: Tx, clan: ClanRef, rootId: number, targetId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    WITH RECURSIVE up(id, parent, depth) AS (
      SELECT id, coalesce(husband_id, lineage_father_id, mother_id), 0 FROM clan_members
      WHERE project_id = ${clan.projectId} AND id = ${targetId} AND clan_id = ${clan.id}
      UNION ALL
      SELECT m.id, coalesce(m.husband_id, m.lineage_father_id, m.mother_id), up.depth + 1
      FROM clan_members m JOIN up ON m.id = up.parent
      WHERE up.depth < 1000 AND m.project_id = ${clan.projectId} AND m.clan_id = ${clan.id}
    ) SELECT id FROM up WHERE id = ${rootId} LIMIT 1`);
  return rows.length > 0;
}

/** Every member below `id` (lineage children, a daughter's line, and all their spouses), without `id` himself. */
export async function descendantIds(db: Tx, clan: ClanRef, id: number): Promise<{ id: number; wife: boolean }[]> {
  const rows = await rowsOf<{ id: number; wife: boolean }>(db, sql`
    WITH RECURSIVE down(id, depth) AS (
      SELECT ${id}::int, 0
      UNION
      SELECT m.id, down.depth + 1 FROM clan_members m JOIN down
        ON m.project_id = ${clan.projectId} AND m.clan_id = ${clan.id} AND (m.lineage_father_id = down.id OR m.husband_id = down.id
          OR (m.lineage_father_id IS NULL AND m.husband_id IS NULL AND m.mother_id = down.id))
      WHERE down.depth < 1000
    ) SELECT d.id, (m.husband_id IS NOT NULL) AS wife FROM down d
      JOIN clan_members m ON m.project_id = ${clan.projectId} AND m.id = d.id WHERE d.id <> ${id}`);
  return rows.map((r) => ({ id: Number(r.id), wife: !!r.wife }));
}


/**
 * Search / generation list columns: the member with his father's (a wife: her husband's) name and branch.
 * Two steps: the page of ids first (`where`/`order` on clan_members only, served by its indexes), then the joins
 * for those ids alone — joining before the limit made a common prefix (the surname) join the whole clan.
 */
async function hits(db: Tx, clan: ClanRef, where: SQL[], order: SQL[], offset: number, limit: number) {
  const page = await db.select({ id: clanMembers.id }).from(clanMembers).where(and(inClan(clan), ...where)).orderBy(...order).offset(offset).limit(limit);
  return hitsByIds(db, clan.projectId, page.map((r) => r.id));
}

/**
 * The hit rows of `ids`, in that order, with the father's / husband's name and the branch's name. One statement whose
 * names are scalar subqueries: each a primary-key lookup per row, whatever the statistics (a join plan may scan the
 * whole clan when the tables have none).
 */
// id = ANY($ids): one statement text whatever the number of ids (an IN list is a new statement per length)
const anyId = (col: typeof clanMembers.id) => sql`${col} = ANY(${sql.placeholder('ids')}::int[])`;
// the outer row's columns named with their table: Drizzle writes a one-table select's columns unqualified, and inside
// the subquery those names would be the subquery's own
const outer = (col: string) => sql.raw(`clan_members.${col}`);
const nameOf = (col: 'lineage_father_id' | 'husband_id') =>
  sql<string | null>`(SELECT o.full_name FROM clan_members o WHERE o.project_id = ${outer('project_id')} AND o.id = ${outer(col)})`;
const hitRowsQuery = reusable('search_hit_rows', (db) => db.select({
  id: clanMembers.id, fullName: clanMembers.fullName, gender: clanMembers.gender, generation: clanMembers.generation,
  birthOrder: clanMembers.birthOrder, spouseType: clanMembers.spouseType, spouseOrder: clanMembers.spouseOrder,
  birthYear: clanMembers.birthYear, deathYear: clanMembers.deathYear, living: clanMembers.living,
  lineageFatherId: clanMembers.lineageFatherId, branchId: clanMembers.branchId, husbandId: clanMembers.husbandId,
  fatherName: nameOf('lineage_father_id'),
  husbandName: nameOf('husband_id'),
  branchName: sql<string | null>`(SELECT b.name FROM clan_branches b WHERE b.project_id = ${outer('project_id')} AND b.id = ${outer('branch_id')})`,
}).from(clanMembers).where(and(eq(clanMembers.projectId, sql.placeholder('projectId')), anyId(clanMembers.id))));

export async function hitsByIds(db: Tx, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await hitRowsQuery(db, { projectId, ids });
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((x, y) => at.get(x.id)! - at.get(y.id)!).map(({ husbandId, fatherName, husbandName, branchName, ...m }) => ({
    m,
    fatherName: m.lineageFatherId !== null ? fatherName : null,
    husbandName: husbandId !== null ? husbandName : null,
    branchName: m.branchId !== null ? branchName : null,
  }));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Name search (full name 陈德华 or given name 德华, by prefix), ordered by 世, then full name (code-point order),
 * then id: the ids of one page (`limit` = page size + 1 to tell hasNext).
 *
 * Its plan does not depend on the planner's statistics: one descent per 世 into (clan_id, generation, full_name|name
 * text_pattern_ops) when few match, else LATERAL probes per 世 into the same indexes, each reading at most
 * offset+limit rows in index order — a surname alone (every member matches) reads a few rows of the eldest 世
 * instead of sorting the whole clan.
 */
export async function searchIds(db: Tx, clan: ClanRef, q: string, generation: number | undefined, offset: number, limit: number): Promise<number[]> {
  // A prefix as a range of the text_pattern_ops indexes (byte order): q ≤ name < q with its last character's
  // successor. Unlike LIKE, the range needs no planning per pattern, so the statements are prepared once
  // (server/db/pglite-fast.ts parses any LIKE on every run: 0.74 → 0.16 ms a search on the 100,000 example).
  const upper = successor(q);
  const prefix = (col: SQL) => (upper === null ? sql`${col} ~>=~ ${q}` : sql`${col} ~>=~ ${q} AND ${col} ~<~ ${upper}`);
  const n = offset + limit;
  const [span] = generation !== undefined ? [{ lo: generation, hi: generation }] : await rowsOf<{ lo: number | null; hi: number | null }>(db, sql`
    SELECT min(generation) AS lo, max(generation) AS hi FROM clan_members WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id}`);
  if (!span || span.lo === null || span.hi === null) return [];
  const [lo, hi] = [Number(span.lo), Number(span.hi)];
  // A name shared by few (most searches: a full name, a rare given name): one scan of each index over all 世 at once
  // (generation = ANY(every 世): a descent per 世, as a skip scan — PostgreSQL before 18 has none, and without the
  // 世 it would read the whole clan), at most n rows each. Fewer than n from both is every match; otherwise (a
  // surname, a common given name) the per-世 probes below read just the first n of each 世.
  // as an array literal: Drizzle would spread a JS array into a list of parameters
  const gens = `{${Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).join(',')}}`;
  const few = (col: SQL) => sql`
    (SELECT id, generation, full_name FROM clan_members
      WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id} AND generation = ANY(${gens}::int[])
        AND ${prefix(col)} LIMIT ${n})`;
  const sparse = await rowsOf<{ id: number; generation: number; full_name: string; col: number }>(db,
    sql`SELECT *, 1 AS col FROM ${few(sql`full_name`)} a UNION ALL SELECT *, 2 AS col FROM ${few(sql`name`)} b`);
  if (sparse.filter((r) => Number(r.col) === 1).length < n && sparse.filter((r) => Number(r.col) === 2).length < n) return pageOf(sparse, offset, limit);
  // Many match: the first n of each 世 in index order, 世 by 世 from the eldest in growing runs (1, 2, 4… 世 a query),
  // until n are found: the rest of the clan sorts after them.
  const rows: { id: number; generation: number; full_name: string }[] = [];
  const found = new Set<number>();
  for (let from = lo, run = 1; from <= hi && found.size < n; from += run, run *= 2) {
    const to = Math.min(from + run - 1, hi);
    const probe = (col: SQL) => sql`
      SELECT x.id, x.generation, x.full_name FROM generate_series(${from}::int, ${to}::int) AS g(gen) CROSS JOIN LATERAL (
        SELECT id, generation, full_name FROM clan_members
        WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id} AND generation = g.gen AND ${prefix(col)}
        ORDER BY full_name USING ~<~, id LIMIT ${n}) x`;
    for (const r of await rowsOf<{ id: number; generation: number; full_name: string }>(db, sql`${probe(sql`full_name`)} UNION ALL ${probe(sql`name`)}`)) {
      rows.push(r);
      found.add(Number(r.id));
    }
  }
  return pageOf(rows, offset, limit);
}

/**
 * The least string above every string that starts with `q` in byte order (UTF-8 keeps code point order): `q` with its
 * last character replaced by the next code point (past the surrogates, which UTF-8 cannot hold); null when there is
 * none (every string starts with '').
 */
export function successor(q: string): string | null {
  const chars = [...q];
  while (chars.length) {
    const last = chars.pop()!.codePointAt(0)! + 1;
    if (last <= 0x10ffff) return chars.join('') + String.fromCodePoint(last >= 0xd800 && last < 0xe000 ? 0xe000 : last);
  }
  return null;
}

/** One page of hits in search order (世, full name by code point, id), each member once. */
function pageOf(rows: { id: number; generation: number; full_name: string }[], offset: number, limit: number): number[] {
  const seen = new Set<number>();
  const all = rows.map((r) => ({ id: Number(r.id), g: Number(r.generation), name: r.full_name }))
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .sort((a, b) => a.g - b.g || byCodeUnits(a.name, b.name) || a.id - b.id);
  return all.slice(offset, offset + limit).map((r) => r.id);
}

export interface WindowRow {
  id: number; full_name: string; gender: string; generation: number; lineage_father_id: number | null; mother_id: number | null;
  husband_id: number | null; spouse_type: string | null; spouse_order: number | null; birth_order: number | null;
  birth_year: number | null; death_year: number | null; living: boolean; no_heir: boolean; uncertain: boolean; in_chart: boolean;
  adoption_type: string | null; branch_id: number | null; has_photo: boolean; depth: number;
}

/** The tree window: `rootId` and `levels` generations below him (0 = all), with spouses, at most `limit` rows. */
export async function treeWindow(db: Tx, clan: ClanRef, rootId: number, levels: number, limit: number): Promise<WindowRow[]> {
  const maxDepth = levels === 0 ? 100000 : levels - 1;
  return rowsOf<WindowRow>(db, sql`
    WITH RECURSIVE down(id, depth) AS (
      SELECT ${rootId}::int, 0
      UNION
      SELECT m.id, down.depth + 1 FROM clan_members m JOIN down
        ON m.project_id = ${clan.projectId} AND m.clan_id = ${clan.id} AND m.husband_id IS NULL AND (m.lineage_father_id = down.id
          OR (m.lineage_father_id IS NULL AND m.mother_id = down.id))
      WHERE down.depth < ${maxDepth}
    ), nodes AS (
      SELECT id, depth FROM down
      UNION ALL
      SELECT w.id, down.depth FROM clan_members w JOIN down ON w.project_id = ${clan.projectId} AND w.clan_id = ${clan.id} AND w.husband_id = down.id
    )
    SELECT m.id, m.full_name, m.gender, m.generation, m.lineage_father_id, m.mother_id, m.husband_id, m.spouse_type,
      m.spouse_order, m.birth_order, m.birth_year, m.death_year, m.living, m.no_heir, m.uncertain, m.in_chart,
      m.adoption->>'type' AS adoption_type, m.branch_id,
      (m.photos IS NOT NULL AND jsonb_array_length(m.photos) > 0) AS has_photo, n.depth
    FROM nodes n JOIN clan_members m ON m.project_id = ${clan.projectId} AND m.id = n.id
    ORDER BY n.depth, m.lineage_father_id NULLS FIRST, m.birth_order NULLS LAST, m.id
    LIMIT ${limit}`);
}

/**
 * One member as the pack's query sends it: an array in this column order (`packRows`). Read by position: an object
 * with 25 keys built per member cost ~0.8 s for 100,000 members on the event loop; reading the arrays, ~0.15 s.
 */
export type PackTuple = [
  id: number, gender: string, surname: string, name: string | null, generation: number, birthOrder: number | null,
  clanRank: number | null, founderRole: string | null, lineageFatherId: number | null, biologicalFatherId: number | null,
  adoption: unknown, motherId: number | null, husbandId: number | null, spouseType: string | null, spouseOrder: number | null,
  wifeId: number | null, inChart: boolean, birthYear: number | null, deathYear: number | null, living: boolean,
  noHeir: boolean, uncertain: boolean, branchId: number | null, hasPhoto: boolean, hasBio: boolean,
];

/**
 * Only the pack's columns of the whole clan, as ONE row of JSON text (json_agg of arrays): PGlite hands 100k rows
 * to JS in ~2.5 s but one 10 MB text in ~0.7 s (architecture.md: aggregate in SQL).
 */
export async function packRows(db: Tx, clan: ClanRef): Promise<PackTuple[]> {
  const [row] = await rowsOf<{ j: string | null }>(db, sql`
    SELECT json_agg(json_build_array(id, gender, surname, name, generation, birth_order, clan_rank, founder_role,
      lineage_father_id, biological_father_id, adoption, mother_id, husband_id, spouse_type, spouse_order, wife_id, in_chart,
      birth_year, death_year, living, no_heir, uncertain, branch_id, (photos IS NOT NULL AND jsonb_array_length(photos) > 0),
      (biography IS NOT NULL AND biography <> '')))::text AS j
    FROM clan_members WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id}`);
  return row?.j ? (JSON.parse(row.j) as PackTuple[]) : [];
}

// ——— Writes ———

export async function insertMember(tx: Tx, v: NewMemberRow): Promise<MemberRow> {
  const [ins] = await tx.insert(clanMembers).values(v).returning();
  return ins;
}

/** `n` new member ids from the table's sequence: an import links its members to each other before inserting them. */
export async function reserveMemberIds(tx: Tx, n: number, singleWriter = false): Promise<number[]> {
  if (n <= 0) return [];
  if (singleWriter) {
    // PGlite runs one statement at a time, so nothing can take an id between this nextval and setval: a block of n in
    // one statement (100 000 nextval calls take ~5 s there). On a server another session could, so ids come one by one.
    const [r] = await rowsOf<{ first: number }>(tx, sql`SELECT setval(pg_get_serial_sequence('clan_members', 'id'), nextval(pg_get_serial_sequence('clan_members', 'id')) + ${n - 1}) - ${n - 1} AS first`);
    const first = Number(r.first);
    return Array.from({ length: n }, (_, i) => first + i);
  }
  const rows = await rowsOf<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('clan_members', 'id'))::int AS id FROM generate_series(1, ${n})`);
  return rows.map((r) => Number(r.id));
}

/**
 * Many members at once (imports), with their ids, and an 'add' log entry each (`after` = the row as given). Rows go as
 * one JSON parameter per chunk (json_populate_recordset; json, not jsonb: read once, never stored as such; null fields left out): building a 45-column multi-row INSERT for 100 000 members
 * costs far more than the insert itself.
 */
export async function insertMembersWithLog(tx: Tx, rows: (NewMemberRow & { id: number })[], log: Omit<typeof clanMemberLog.$inferInsert, 'id' | 'after' | 'memberId' | 'before'>): Promise<void> {
  const cols = Object.entries(getTableColumns(clanMembers)).map(([key, c]) => [key, c.name] as const);
  const at = (log.at ?? new Date()).toISOString();
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    const dbRows = chunk.map((r) => {
      const o: Record<string, unknown> = {};
      for (const [key, name] of cols) {
        const v = (r as Record<string, unknown>)[key];
        if (v != null) o[name] = v instanceof Date ? v.toISOString() : v; // a missing key is NULL: a smaller parameter
      }
      return o;
    });
    await tx.execute(sql`INSERT INTO clan_members SELECT * FROM json_populate_recordset(NULL::clan_members, ${JSON.stringify(dbRows)}::json)`);
    await tx.execute(sql`INSERT INTO clan_member_log (project_id, clan_id, member_id, user_id, action, before, after, at)
      SELECT ${log.projectId}, ${log.clanId}, (e->>'id')::int, ${log.userId}, ${log.action}, NULL, e::jsonb, ${at}::timestamptz
      FROM json_array_elements(${JSON.stringify(chunk)}::json) e`);
  }
}

/** Change a member at `version` (optimistic lock) and bump his version; undefined when he changed meanwhile. */
export async function updateMember(tx: Tx, projectId: number, id: number, version: number, set: MemberPatch, now: Date): Promise<MemberRow | undefined> {
  const [after] = await tx.update(clanMembers).set({ ...set, version: sql`${clanMembers.version} + 1`, updatedAt: now })
    .where(and(inProject(projectId), eq(clanMembers.id, id), eq(clanMembers.version, version))).returning();
  return after;
}

/** Change a member whatever his version (linking a new father or mother to him) and bump it. */
export async function linkMember(tx: Tx, projectId: number, id: number, set: MemberPatch, now: Date): Promise<MemberRow> {
  const [after] = await tx.update(clanMembers).set({ ...set, version: sql`${clanMembers.version} + 1`, updatedAt: now })
    .where(and(inProject(projectId), eq(clanMembers.id, id))).returning();
  return after;
}

/** Delete members of a clan and the links to them from the members that stay. */
export async function deleteMembers(tx: Tx, clan: ClanRef, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 5000) {
    await tx.delete(clanMembers).where(and(inClan(clan), inArray(clanMembers.id, ids.slice(i, i + 5000))));
  }
  const gone = sql`(SELECT unnest(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}))`;
  await tx.update(clanMembers).set({ motherId: null }).where(and(inClan(clan), sql`${clanMembers.motherId} IN ${gone}`));
  await tx.update(clanMembers).set({ biologicalFatherId: null }).where(and(inClan(clan), sql`${clanMembers.biologicalFatherId} IN ${gone}`));
  await tx.update(clanMembers).set({ wifeId: null }).where(and(inClan(clan), sql`${clanMembers.wifeId} IN ${gone}`));
}

/** Delete one member at `version`; the deleted row, or undefined when he changed meanwhile. */
export async function deleteMemberAt(tx: Tx, projectId: number, id: number, version: number): Promise<MemberRow | undefined> {
  const [gone] = await tx.delete(clanMembers).where(and(inProject(projectId), eq(clanMembers.id, id), eq(clanMembers.version, version))).returning();
  return gone;
}

/** Put back a deleted member with his old id; undefined when that id is taken again. */
export async function restoreMember(tx: Tx, v: NewMemberRow): Promise<MemberRow | undefined> {
  const [row] = await tx.insert(clanMembers).values(v).onConflictDoNothing().returning();
  return row;
}

/** The member columns that a logged row (JSON) may write back: all but ids, version and times. */
export function writableColumns(): string[] {
  return Object.keys(getTableColumns(clanMembers)).filter((k) => !['id', 'version', 'createdAt', 'updatedAt', 'projectId', 'clanId'].includes(k));
}

/** Everything of a deleted clan's members: rows, log, elite types, favourites. */
export async function deleteClanMembers(tx: Tx, clan: ClanRef): Promise<void> {
  await tx.delete(clanMemberElite).where(and(eq(clanMemberElite.projectId, clan.projectId), eq(clanMemberElite.clanId, clan.id)));
  await tx.delete(clanMemberMarks).where(and(eq(clanMemberMarks.projectId, clan.projectId), eq(clanMemberMarks.clanId, clan.id)));
  await tx.delete(clanMembers).where(inClan(clan));
  await tx.delete(clanMemberLog).where(and(eq(clanMemberLog.projectId, clan.projectId), eq(clanMemberLog.clanId, clan.id)));
}

/** Everything of a deleted project's members: rows, log, elite types, favourites. */
export async function deleteProjectMembers(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(clanMemberElite).where(eq(clanMemberElite.projectId, projectId));
  await tx.delete(clanMemberMarks).where(eq(clanMemberMarks.projectId, projectId));
  await tx.delete(clanMembers).where(eq(clanMembers.projectId, projectId));
  await tx.delete(clanMemberLog).where(eq(clanMemberLog.projectId, projectId));
}

// ——— More reads ———

/** Every member of a clan, by id (or by 世 then id). */
export async function membersOfClan(db: Tx, clan: ClanRef, byGeneration = false): Promise<MemberRow[]> {
  return db.select().from(clanMembers).where(inClan(clan))
    .orderBy(...(byGeneration ? [asc(clanMembers.generation), asc(clanMembers.id)] : [asc(clanMembers.id)]));
}

/** Children whose mother is `motherId` (`bloodOnly`: not wives), by sex then 行第. */
export async function childrenOfWife(db: Tx, clan: ClanRef, motherId: number, bloodOnly: boolean): Promise<MemberRow[]> {
  return db.select().from(clanMembers)
    .where(and(inClan(clan), eq(clanMembers.motherId, motherId), bloodOnly ? isNull(clanMembers.husbandId) : undefined))
    .orderBy(asc(clanMembers.gender), sql`${clanMembers.birthOrder} NULLS LAST`);
}

/** Lineage children of several fathers, grouped by father. */
export async function childrenOfFathers(db: Tx, clan: ClanRef, fatherIds: number[], limit: number): Promise<MemberRow[]> {
  if (!fatherIds.length) return [];
  return db.select().from(clanMembers)
    .where(and(inClan(clan), inArray(clanMembers.lineageFatherId, fatherIds)))
    .orderBy(asc(clanMembers.lineageFatherId), asc(clanMembers.gender), sql`${clanMembers.birthOrder} NULLS LAST`).limit(limit);
}

/** Display names of members (any clan of the project). */
export async function memberNames(db: Tx, projectId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: clanMembers.id, name: clanMembers.fullName }).from(clanMembers).where(and(inProject(projectId), inArray(clanMembers.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Name and 世 of members. */
export async function memberLabels(db: Tx, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: clanMembers.id, name: clanMembers.fullName, generation: clanMembers.generation })
    .from(clanMembers).where(and(inProject(projectId), inArray(clanMembers.id, ids)));
}

/** Rows of members (any clan of the project). */
export async function membersAnyClan(db: Tx, projectId: number, ids: number[]): Promise<MemberRow[]> {
  if (!ids.length) return [];
  return db.select().from(clanMembers).where(and(inProject(projectId), inArray(clanMembers.id, ids)));
}

/** Hits of members living in one place (or anywhere with a place), by place, 世, id. */
export async function villageHits(db: Tx, clan: ClanRef, village: string | undefined, hideLiving: boolean, offset: number, limit: number) {
  const conds = [sql`coalesce(${clanMembers.residence}, '') <> ''`];
  if (village) conds.push(eq(clanMembers.residence, village));
  if (hideLiving) conds.push(eq(clanMembers.living, false));
  return hits(db, clan, conds, [asc(clanMembers.residence), asc(clanMembers.generation), asc(clanMembers.id)], offset, limit);
}

/** Hits of one 世 (blood members), by branch, father, 行第. */
export async function generationHits(db: Tx, clan: ClanRef, generation: number, offset: number, limit: number) {
  return hits(db, clan, [eq(clanMembers.generation, generation), isNull(clanMembers.husbandId)],
    [sql`${clanMembers.branchId} NULLS FIRST`, sql`${clanMembers.lineageFatherId} NULLS FIRST`, sql`${clanMembers.birthOrder} NULLS LAST`, asc(clanMembers.id)],
    offset, limit);
}

/** Is the branch one of the clan's? */
export async function branchInClan(db: Tx, clan: ClanRef, branchId: number): Promise<boolean> {
  const [b] = await db.select({ id: clanBranches.id }).from(clanBranches)
    .where(and(eq(clanBranches.projectId, clan.projectId), eq(clanBranches.id, branchId), eq(clanBranches.clanId, clan.id))).limit(1);
  return !!b;
}

// ——— The operation log ———

export async function addLog(tx: Tx, v: Omit<typeof clanMemberLog.$inferInsert, 'id'>): Promise<LogRow> {
  const [row] = await tx.insert(clanMemberLog).values(v).returning();
  return row;
}

/** Several log rows in one statement (a batch of saves), in order. */
export async function addLogs(tx: Tx, rows: Omit<typeof clanMemberLog.$inferInsert, 'id'>[]): Promise<void> {
  if (rows.length) await tx.insert(clanMemberLog).values(rows);
}

/** A log entry by id alone, in whichever project (see the file comment); check access to r.projectId next. */
export async function locateLog(db: Tx, id: number): Promise<LogRow | undefined> {
  const [r] = await db.select().from(clanMemberLog).where(eq(clanMemberLog.id, id)).limit(1);
  return r;
}

/** A page of a project's log (one clan, one member), newest first. */
export async function logPage(db: Tx, projectId: number, f: { clanId?: number; memberId?: number }, offset: number, limit: number): Promise<LogRow[]> {
  const conds = [eq(clanMemberLog.projectId, projectId)];
  if (f.clanId) conds.push(eq(clanMemberLog.clanId, f.clanId));
  if (f.memberId) conds.push(eq(clanMemberLog.memberId, f.memberId));
  return db.select().from(clanMemberLog).where(and(...conds)).orderBy(desc(clanMemberLog.id)).offset(offset).limit(limit);
}

/** Re-label the member's latest 'edit' entry (a save made on behalf of a correction). */
export async function relabelLastEdit(tx: Tx, clan: ClanRef, memberId: number, action: string): Promise<void> {
  await tx.update(clanMemberLog).set({ action }).where(and(eq(clanMemberLog.projectId, clan.projectId), sql`${clanMemberLog.id} = (
      SELECT max(id) FROM clan_member_log
      WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id} AND member_id = ${memberId} AND action = 'edit')`));
}

// ——— Favourite members (marks) ———

/** Toggle his favourite of a member; true when it is now a favourite. */
export async function toggleMark(db: Tx, m: MemberRow, userId: number, at: Date): Promise<boolean> {
  const key = and(eq(clanMemberMarks.projectId, m.projectId), eq(clanMemberMarks.memberId, m.id), eq(clanMemberMarks.userId, userId));
  const gone = await db.delete(clanMemberMarks).where(key).returning({ id: clanMemberMarks.memberId });
  if (gone.length) return false;
  await db.insert(clanMemberMarks).values({ memberId: m.id, userId, projectId: m.projectId, clanId: m.clanId, at }).onConflictDoNothing();
  return true;
}

/**
 * His favourite members, newest first, with the clan name — across all projects: a user's own list (under Citus a
 * query of every shard, paged; docs/scaling.md).
 */
export async function marksOf(db: Tx, userId: number, offset: number, limit: number) {
  return db.select({ memberId: clanMemberMarks.memberId, clanId: clanMemberMarks.clanId, projectId: clanMemberMarks.projectId, at: clanMemberMarks.at, clanName: clans.name })
    .from(clanMemberMarks).innerJoin(clans, and(eq(clans.projectId, clanMemberMarks.projectId), eq(clans.id, clanMemberMarks.clanId)))
    .where(eq(clanMemberMarks.userId, userId)).orderBy(desc(clanMemberMarks.at), desc(clanMemberMarks.memberId)).offset(offset).limit(limit);
}

/** His favourite members of one clan, newest first. */
export async function marksInClan(db: Tx, clan: ClanRef, userId: number, offset: number, limit: number) {
  return db.select({ m: clanMembers, at: clanMemberMarks.at }).from(clanMemberMarks)
    .innerJoin(clanMembers, and(eq(clanMembers.projectId, clanMemberMarks.projectId), eq(clanMembers.id, clanMemberMarks.memberId)))
    .where(and(eq(clanMemberMarks.projectId, clan.projectId), eq(clanMemberMarks.clanId, clan.id), eq(clanMemberMarks.userId, userId)))
    .orderBy(desc(clanMemberMarks.at)).offset(offset).limit(limit);
}
