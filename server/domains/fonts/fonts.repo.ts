/** What the project font is made of: every text of the project that names someone or something. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clanBranches, clanMembers, clans, projects } from '../../db/schema/index';

/** The clans' ids, versions and save times: the subset's cache key. */
export async function clanStamps(db: Tx, projectId: number): Promise<string> {
  const rows = await db.select({ id: clans.id, v: clans.version, at: clans.updatedAt }).from(clans).where(eq(clans.projectId, projectId)).orderBy(clans.id);
  return rows.map((r) => `${r.id}.${r.v}.${r.at.getTime()}`).join(',');
}

/** Every character of the project's names: members (姓名, 字, 号, other names, titles, origin, 适), clans, branches. */
export async function projectChars(db: Tx, projectId: number): Promise<Set<string>> {
  const chars = new Set<string>();
  const add = (s: unknown) => {
    if (typeof s === 'string') for (const ch of s) chars.add(ch);
    else if (Array.isArray(s)) s.forEach(add);
    else if (s && typeof s === 'object') Object.values(s).forEach(add);
  };
  const [p] = await db.select({ name: projects.name, surname: projects.surname }).from(projects).where(eq(projects.id, projectId));
  add(p?.name);
  add(p?.surname);
  for (const c of await db.select({ name: clans.name, hall: clans.hall, surname: clans.surname, poems: clans.poems }).from(clans).where(eq(clans.projectId, projectId))) {
    add(c.name);
    add(c.hall);
    add(c.surname);
    add((c.poems ?? []).map((x) => x.text));
  }
  for (const b of await db.select({ name: clanBranches.name, kind: clanBranches.kind }).from(clanBranches).where(eq(clanBranches.projectId, projectId))) add([b.name, b.kind]);
  const rows = await db.select({
    surname: clanMembers.surname, name: clanMembers.name, fullName: clanMembers.fullName, zi: clanMembers.zi, hao: clanMembers.hao,
    otherNames: clanMembers.otherNames, titles: clanMembers.titles, origin: clanMembers.origin, marriedTo: clanMembers.marriedTo,
  }).from(clanMembers).where(eq(clanMembers.projectId, projectId));
  for (const r of rows) {
    add(r.surname);
    add(r.name);
    add(r.fullName);
    add(r.zi);
    add(r.hao);
    add((r.otherNames ?? []).map((o) => o.name));
    add(r.titles);
    add(r.origin);
    add(r.marriedTo);
  }
  return chars;
}
