/** Clans (族谱) inside a project: save, detail, lists, the 世 list. Access through projects/access.ts. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import { CLAN_CONFIG_DEFAULTS, ClanConfig, type Clan } from '@contract/clans';
import { generationLabel, validatePoems, zibeiChar, type ZibeiPoem } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import type { ClanRef } from '../../db/keys';
import { fail, must } from '../../http/errors';
import { accessOf, accessUserId, canEditClan, checkRole, recordVisit, requireProjectRole, type ProjectAccess } from '../projects/index';
import { runClanCleanups } from './cleanup';
import * as repo from './clans.repo';
import type { ClanRow } from './clans.repo';

type Shape = Awaited<ReturnType<typeof repo.clanShape>>;
/**
 * A clan's 世 range and root by its version (issue #25: PostgreSQL plans that query anew on every run, 0.7 ms of each
 * /clan/detail). Every write of a member bumps clans.version (clan-members' services, the GEDCOM import), as the tree
 * pack cache also relies on. Per database (test apps reuse ids); the newest 5,000 clans.
 */
const shapes = new WeakMap<object, Map<number, { version: number; shape: Shape }>>();

async function shapeOf(ctx: Ctx, r: ClanRow): Promise<Shape> {
  let byClan = shapes.get(ctx.db);
  if (!byClan) shapes.set(ctx.db, (byClan = new Map()));
  const hit = byClan.get(r.id);
  if (hit && hit.version === r.version) return hit.shape;
  const shape = await repo.clanShape(ctx.db, r);
  byClan.delete(r.id);
  byClan.set(r.id, { version: r.version, shape });
  if (byClan.size > 5000) byClan.delete(byClan.keys().next().value!);
  return shape;
}

export async function toClan(ctx: Ctx, r: ClanRow): Promise<Clan> {
  const s = await shapeOf(ctx, r);
  return {
    id: r.id, projectId: r.projectId, name: r.name, hall: r.hall, surname: r.surname, area: r.area, poems: r.poems as Clan['poems'],
    version: r.version, memberCount: r.memberCount, maxGeneration: s.max, minGeneration: s.min, rootId: s.rootId,
    createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  };
}

/** The clan and the caller's access to its project (read by default). */
export async function clanAccess(ctx: Ctx, clanId: number, minRole: Parameters<typeof requireProjectRole>[2] = 'visitor'):
  Promise<{ clan: ClanRow; access: ProjectAccess }> {
  // one query for the clan, its project and his team row there (issue #25: each clan call paid three)
  const row = await repo.clanWithAccess(ctx.db, clanId, accessUserId(ctx));
  if (!row) fail('族谱不存在');
  return { clan: row.clan, access: checkRole(await accessOf(ctx, row.project, row.team ?? undefined), minRole) };
}

/**
 * A member by id, its clan and the caller's access to the clan's project (at least `minRole`), in one query: the
 * check of every call that names only a member. Undefined when there is no such member.
 */
export async function memberAccess(ctx: Ctx, memberId: number, minRole: Parameters<typeof requireProjectRole>[2] = 'visitor'):
  Promise<{ member: repo.MemberOfClanRow; clan: ClanRow; access: ProjectAccess } | undefined> {
  const row = await repo.memberClanWithAccess(ctx.db, memberId, accessUserId(ctx));
  if (!row) return undefined;
  return { member: row.member, clan: row.clan, access: checkRole(await accessOf(ctx, row.project, row.team ?? undefined), minRole) };
}

/** One setting of the clan: its stored value when valid, else the default (an unset one is not parsed). */
export function configValue<K extends keyof ClanConfig>(clan: ClanRow, k: K): ClanConfig[K] {
  const stored = (clan.config ?? {}) as Record<string, unknown>;
  if (stored[k] === undefined) return CLAN_CONFIG_DEFAULTS[k];
  const r = ClanConfig.shape[k].safeParse(stored[k]);
  return r.success ? (r.data as ClanConfig[K]) : CLAN_CONFIG_DEFAULTS[k];
}

export function configOf(clan: ClanRow): ClanConfig {
  return Object.fromEntries(Object.keys(CLAN_CONFIG_DEFAULTS).map((k) => [k, configValue(clan, k as keyof ClanConfig)])) as ClanConfig;
}

/**
 * Are living members' dates (and residence) hidden from this reader? Yes for a reader without a role in the
 * project, unless the clan's settings show them (ClanConfig.showLivingDates). On every member read: only that one
 * setting is parsed (issue #25: parsing all ten, each unset one a ZodError, was a third of a read's surviving garbage).
 */
export const hidesLiving = (clan: ClanRow, a: ProjectAccess) => a.role === null && !configValue(clan, 'showLivingDates');

/**
 * Delete a clan with everything of it, in the caller's transaction: the one deletion behind /clan/remove and
 * /project/clan/delete (each call keeps its own permission check).
 */
export async function deleteClan(tx: Tx, clan: ClanRef): Promise<void> {
  await runClanCleanups(tx, clan);
  await repo.deleteClanRow(tx, clan);
}

export async function save(ctx: Ctx, p: ParsedParams<typeof c.save>): Promise<Reply<typeof c.save>> {
  const a = await requireProjectRole(ctx, p.projectId, 'manager');
  const poems = (p.poems ?? []) as ZibeiPoem[];
  const issues = validatePoems(poems).filter((i) => i.severity === 'error');
  if (issues.length) fail(issues[0].message);
  const now = ctx.adapters.clock.now();
  if (p.id === undefined) {
    const row = await repo.insertClan(ctx.db, {
      projectId: p.projectId, name: p.name, hall: p.hall ?? '', area: p.area ?? '', surname: p.surname ?? a.project.surname, poems, createdAt: now, updatedAt: now,
    });
    return toClan(ctx, row);
  }
  const old = await repo.clanById(ctx.db, p.id);
  must(old && old.projectId === p.projectId, '族谱不存在');
  const row = await repo.updateClan(ctx.db, old, {
    name: p.name, ...(p.hall !== undefined ? { hall: p.hall } : {}), ...(p.area !== undefined ? { area: p.area } : {}), ...(p.surname ? { surname: p.surname } : {}),
    ...(p.poems ? { poems } : {}), updatedAt: now,
  }, p.version);
  must(row, '该族谱已被他人修改，请刷新后再试');
  return toClan(ctx, row);
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.detail>> {
  const { clan, access } = await clanAccess(ctx, p.id);
  await recordVisit(ctx, clan.projectId);
  const branches = await repo.branchList(ctx.db, clan);
  return {
    ...(await toClan(ctx, clan)),
    project: { id: access.project.id, name: access.project.name, privacy: access.project.privacy as 'public', isExample: access.project.identity === 6 },
    branches, role: access.role, canEdit: canEditClan(access), branchRootId: access.role === 'collaborator' ? access.branchRootId : null,
  };
}

export async function list(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.list>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.clansOfProject(ctx.db, p.projectId);
  return { list: await Promise.all(rows.map((r) => toClan(ctx, r))), hasNext: false };
}

export async function listExample(ctx: Ctx): Promise<Reply<typeof c.listExample>> {
  const rows = await repo.exampleClans(ctx.db);
  const list = [];
  for (const r of rows) list.push({ ...(await toClan(ctx, r.c)), projectName: r.projectName });
  return { list, hasNext: false };
}

export async function generationList(ctx: Ctx, p: ParsedParams<typeof c.generationList>): Promise<Reply<typeof c.generationList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const rows = await repo.generationCounts(ctx.db, clan, p.min, p.max);
  const poems = clan.poems as ZibeiPoem[];
  return {
    list: rows.map((r) => ({
      generation: r.generation, label: generationLabel(r.generation), zibei: zibeiChar(poems, r.generation) ?? '', count: Number(r.count),
    })),
  };
}

// ——— For other domains (through index.ts) ———

/** A clan by id alone, in whichever project (see clans.repo clanById); check access to its project next. */
export const findClan = (db: Tx, id: number) => repo.clanById(db, id);
export const clanBranches = (db: Tx, clan: ClanRef) => repo.branchesOf(db, clan);
export const clanShape = (db: Tx, clan: ClanRef) => repo.clanShape(db, clan);
export const residenceCounts = (db: Tx, clan: ClanRef, hideLiving: boolean, limit: number) => repo.residenceCounts(db, clan, hideLiving, limit);

/** A change of the clan's members: bump its version (the tree pack's cache key) and add `delta` to its member count. */
export const bumpClan = (tx: Tx, clan: ClanRef, delta: number, now: Date) => repo.bumpClan(tx, clan, delta, now);
/** As bumpClan, only while the clan is at `version` (an import previewed at that version); the new version or undefined. */
export const bumpClanAt = (tx: Tx, clan: ClanRef, version: number, delta: number, now: Date) => repo.bumpClanAt(tx, clan, version, delta, now);
/** Replace the clan's 字辈 poems inside the caller's transaction (an import that says how the register used them); bumps the version. */
export async function setClanPoems(tx: Tx, clan: ClanRef, poems: ZibeiPoem[], now: Date): Promise<number> {
  const row = await repo.updateClan(tx, clan, { poems, updatedAt: now });
  if (!row) fail('族谱不存在');
  return row.version;
}
