/**
 * How repos name project data (docs/scaling.md): project_id is the distribution key, so every query of a project
 * table filters on it. A clan is named as `{ projectId, id }` (a clan row fits).
 */
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface ClanRef { projectId: number; id: number }

/** Rows of table `t` in one clan: project first (the shard), then the clan. */
export const inClanOf = (t: { projectId: AnyPgColumn; clanId: AnyPgColumn }, c: ClanRef) =>
  and(eq(t.projectId, c.projectId), eq(t.clanId, c.id))!;

/** The row `id` of table `t` in the project. */
export const rowOf = (t: { projectId: AnyPgColumn; id: AnyPgColumn }, projectId: number, id: number) =>
  and(eq(t.projectId, projectId), eq(t.id, id))!;
