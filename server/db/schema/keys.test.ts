/**
 * Keys a distributed PostgreSQL can shard (docs/scaling.md): read from the Drizzle schema, every project table's
 * primary key, unique keys and foreign keys to other project tables carry project_id; every other table is placed
 * in server/db/distribution.ts with a reason. `check` is pure so that the test can show each rule failing.
 */
import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, integer, pgTable, PgTable, primaryKey, serial, text, foreignKey, uniqueIndex, unique } from 'drizzle-orm/pg-core';
import * as schema from './index';
import { NOT_PROJECT_TABLES, PROJECT_ROOT, type Placement } from '../distribution';

const colName = (c: unknown) => (c as { name?: string }).name ?? '(expression)';

/** The distribution column of a project table, or undefined when it is not one. */
function projectKey(t: PgTable): string | undefined {
  const cfg = getTableConfig(t);
  if (cfg.name === PROJECT_ROOT) return 'id';
  const p = cfg.columns.find((c) => c.name === 'project_id');
  return p?.notNull ? 'project_id' : undefined;
}

/** Every broken rule, as one line each. */
export function check(tables: PgTable[], placed: Record<string, Placement>): string[] {
  const problems: string[] = [];
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  for (const name of Object.keys(placed)) {
    if (!byName.has(name)) problems.push(`${name}: placed in distribution.ts but no such table`);
  }
  for (const t of tables) {
    const cfg = getTableConfig(t);
    const key = projectKey(t);
    if (!key) {
      if (!placed[cfg.name]) {
        const hint = cfg.columns.some((c) => ['project_id', 'clan_id', 'member_id'].includes(c.name)) ? ' (it names a project, clan or member: give it project_id NOT NULL)' : '';
        problems.push(`${cfg.name}: not a project table and not placed in distribution.ts${hint}`);
      }
      continue;
    }
    if (placed[cfg.name]) problems.push(`${cfg.name}: a project table is also placed in distribution.ts`);
    const pk = [...cfg.columns.filter((c) => c.primary).map((c) => c.name), ...cfg.primaryKeys.flatMap((k) => k.columns.map((c) => c.name))];
    if (!pk.length) problems.push(`${cfg.name}: no primary key`);
    else if (!pk.includes(key)) problems.push(`${cfg.name}: primary key (${pk.join(', ')}) misses ${key}`);
    for (const c of cfg.columns) {
      if (c.isUnique && c.name !== key) problems.push(`${cfg.name}: unique column ${c.name} misses ${key}`);
    }
    for (const u of cfg.uniqueConstraints) {
      const cols = u.columns.map((c) => c.name);
      if (!cols.includes(key)) problems.push(`${cfg.name}: unique ${u.getName()} (${cols.join(', ')}) misses ${key}`);
    }
    for (const ix of cfg.indexes) {
      if (!ix.config.unique) continue;
      const cols = ix.config.columns.map(colName);
      if (!cols.includes(key)) problems.push(`${cfg.name}: unique index ${ix.config.name} (${cols.join(', ')}) misses ${key}`);
    }
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable);
      const targetKey = projectKey(ref.foreignTable);
      const cols = ref.columns.map((c) => c.name);
      const fcols = ref.foreignColumns.map((c) => c.name);
      if (targetKey) {
        const at = cols.indexOf(key);
        if (at < 0 || fcols[at] !== targetKey) {
          problems.push(`${cfg.name}: foreign key (${cols.join(', ')}) → ${target.name} (${fcols.join(', ')}) does not pair ${key} with ${target.name}.${targetKey}`);
        }
      } else if (placed[target.name]?.kind !== 'reference') {
        problems.push(`${cfg.name}: foreign key → ${target.name}, which is neither a project table nor a reference table`);
      }
    }
  }
  return problems;
}

const allTables = (Object.values(schema) as unknown[]).filter((x) => is(x, PgTable)) as PgTable[];

describe('project keys', () => {
  it('every project table carries project_id in its primary key, unique keys and foreign keys', () => {
    expect(allTables.length).toBeGreaterThan(40);
    expect(check(allTables, NOT_PROJECT_TABLES)).toEqual([]);
  });

  it('knows the project tables of the issue', () => {
    const project = allTables.filter((t) => projectKey(t)).map((t) => getTableConfig(t).name);
    for (const n of ['projects', 'project_users', 'clans', 'clan_members', 'clan_member_log', 'member_binds', 'hall_tablets', 'books', 'book_jobs', 'print_orders']) {
      expect(project).toContain(n);
    }
    expect(project).not.toContain('users');
  });

  it('fails on each broken rule', () => {
    const projects = pgTable('projects', { id: serial('id').primaryKey() });
    const clans = pgTable('clans', { id: serial('id').notNull(), projectId: integer('project_id').notNull() },
      (t) => [primaryKey({ columns: [t.id, t.projectId] })]);
    const idOnly = pgTable('members_a', { id: serial('id').primaryKey(), projectId: integer('project_id').notNull() });
    const uniq = pgTable('members_b', { id: serial('id').notNull(), projectId: integer('project_id').notNull(), code: text('code').notNull() },
      (t) => [primaryKey({ columns: [t.id, t.projectId] }), uniqueIndex('members_b_code_uq').on(t.code), unique('members_b_c2').on(t.code)]);
    const fk = pgTable('members_c', { id: serial('id').notNull(), projectId: integer('project_id').notNull(), clanId: integer('clan_id').notNull() },
      (t) => [primaryKey({ columns: [t.id, t.projectId] }), foreignKey({ columns: [t.clanId], foreignColumns: [clans.id] })]);
    const stray = pgTable('stray', { id: serial('id').primaryKey(), clanId: integer('clan_id') });
    const problems = check([projects, clans, idOnly, uniq, fk, stray], { gone: { kind: 'local', reason: 'x' } });
    expect(problems).toEqual([
      'gone: placed in distribution.ts but no such table',
      'members_a: primary key (id) misses project_id',
      'members_b: unique members_b_c2 (code) misses project_id',
      'members_b: unique index members_b_code_uq (code) misses project_id',
      'members_c: foreign key (clan_id) → clans (id) does not pair project_id with clans.project_id',
      'stray: not a project table and not placed in distribution.ts (it names a project, clan or member: give it project_id NOT NULL)',
    ]);
  });
});
