/**
 * Villages (contract/village.ts): save (create → the creator is its admin; change → admins only, with version),
 * detail (counts a visit), lists, the clans and projects rooted there, the members who lived there, the chronicle and
 * change log, revert of a log entry.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/village';
import type { VillageCard, VillageDetail, VillageLogEntry } from '@contract/village';
import type { Ctx } from '../../http/context';
import type { Db } from '../../db/client';
import { fail, must } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { levelOf } from '../area/index';
import { projectAccess, requireProjectRole } from '../projects/index';
import * as repo from './village.repo';
import type { LogRow, VillageRow } from './village.repo';
import { columnsOf, changedOnly, diffOf, FIELDS, pick, toStored, type Stored } from './village-fields';

export const NO_VILLAGE = '村落不存在';
export const NOT_ADMIN = '没有权限：仅限村落管理员';
export const STALE_SAVE = '村落已被他人修改，请刷新后再保存';
const SOURCE_NAMES: Record<string, string> = { save: '修改', correction: '纠错采纳', revert: '撤销' };

export const storedOf = (v: VillageRow): Stored => ({
  name: v.name, kind: v.kind as Stored['kind'], areaIds: v.areaIds, address: v.address, longitude: v.longitude, latitude: v.latitude,
  description: v.description, cover: v.cover, chronicle: v.chronicle, media: v.media, panorama: v.panorama,
});

export async function loadVillage(db: Db, id: number): Promise<VillageRow> {
  const v = await repo.villageById(db, id);
  if (!v) fail(NO_VILLAGE);
  return v;
}

export async function requireVillageAdmin(ctx: Ctx<'user'>, villageId: number): Promise<void> {
  if (!(await repo.isAdmin(ctx.db, villageId, ctx.user.id))) fail(NOT_ADMIN);
}

const isUser = (ctx: Ctx) => !!ctx.user && !ctx.user.isGuest;

async function cards(ctx: Ctx, rows: VillageRow[]): Promise<VillageCard[]> {
  const counts = await repo.clanCounts(ctx.db, rows.map((r) => r.id));
  return rows.map((v) => ({
    id: v.id, name: v.name, kind: v.kind as VillageCard['kind'], areaText: v.areaText, cover: v.cover, description: v.description,
    visits: v.visits, clanCount: counts.get(v.id) ?? 0,
  }));
}

export async function detailOf(ctx: Ctx, v: VillageRow): Promise<VillageDetail> {
  const [card] = await cards(ctx, [v]);
  const ids = await repo.adminIds(ctx.db, v.id);
  const names = await displayNames(ctx.db, ids);
  return {
    ...card!, areaIds: v.areaIds, address: v.address, longitude: v.longitude, latitude: v.latitude, chronicle: v.chronicle, media: v.media,
    panorama: v.panorama, admins: ids.map((id) => ({ id, name: names.get(id)?.name ?? `用户${id}` })),
    isAdmin: isUser(ctx) && ids.includes(ctx.user!.id), version: v.version,
    createdAt: v.createdAt.toISOString(), updatedAt: v.updatedAt.toISOString(),
  };
}

/** Check and write the clans rooted here: the caller must be a member of each clan's project. */
async function saveClans(ctx: Ctx<'user'>, tx: Db, villageId: number, list: { projectId: number; clanId: number }[]): Promise<void> {
  const uniq = [...new Map(list.map((x) => [`${x.projectId}:${x.clanId}`, x])).values()];
  for (const x of uniq) {
    await requireProjectRole({ ...ctx, db: tx }, x.projectId, 'member');
    must(await repo.clanExists(tx, x.projectId, x.clanId), '宗族不存在');
  }
  await repo.setVillageClans(tx, villageId, uniq);
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageSave>): Promise<Reply<typeof c.villageSave>> {
  const next = toStored(p) as Stored;
  const now = ctx.adapters.clock.now();
  if (!p.id) {
    const id = await ctx.db.transaction(async (tx) => {
      const v = await repo.insertVillage(tx, { ...columnsOf(next) as Stored & ReturnType<typeof columnsOf> & { areaText: string; provinceId: number }, creatorId: ctx.user.id, createdAt: now, updatedAt: now });
      await repo.addAdmin(tx, v.id, ctx.user.id);
      if (p.clans) await saveClans(ctx, tx as unknown as Db, v.id, p.clans);
      return v.id;
    });
    return detailOf(ctx, await loadVillage(ctx.db, id));
  }
  const villageId = p.id;
  await loadVillage(ctx.db, villageId);
  await requireVillageAdmin(ctx, villageId);
  must(p.version !== undefined, '请带上村落版本（version）');
  await ctx.db.transaction(async (tx) => {
    const v = await repo.lockVillage(tx, villageId);
    if (!v) fail(NO_VILLAGE);
    if (v.version !== p.version) fail(STALE_SAVE);
    const before = storedOf(v);
    const changes = changedOnly(before, next);
    if (Object.keys(changes).length) {
      const done = await repo.updateVillage(tx, v.id, v.version, { ...columnsOf(changes), updatedAt: now });
      must(done, STALE_SAVE);
      await repo.insertLog(tx, {
        villageId: v.id, userId: ctx.user.id, source: 'save', before: pick(before, Object.keys(changes)), after: changes,
        versionAfter: done.version, createdAt: now,
      });
    }
    if (p.clans) await saveClans(ctx, tx as unknown as Db, v.id, p.clans);
  });
  return detailOf(ctx, await loadVillage(ctx.db, villageId));
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.villageDetail>> {
  const v = await loadVillage(ctx.db, p.id);
  const visits = await repo.countVisit(ctx.db, p.id);
  return detailOf(ctx, { ...v, visits: visits ?? v.visits });
}

export async function my(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageMy>): Promise<Reply<typeof c.villageMy>> {
  const rows = await repo.myVillages(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await cards(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function list(ctx: Ctx, p: ParsedParams<typeof c.villageList>): Promise<Reply<typeof c.villageList>> {
  let areaLevel: number | undefined;
  if (p.areaId !== undefined) {
    areaLevel = p.areaId > 999_999 ? 3 : levelOf(p.areaId);
    // 东莞市 441900 is a city and its one county: lists by the city
    if (areaLevel === undefined) fail('地区不存在');
  }
  const rows = await repo.villagePage(ctx.db, { keyword: p.keyword, areaLevel, areaId: p.areaId, kind: p.kind, sort: p.sort },
    (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await cards(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

/** The clans rooted here that the caller may see (public projects, or his own). */
async function visibleClans(ctx: Ctx, villageId: number) {
  await loadVillage(ctx.db, villageId);
  const rows = await repo.villageClanRows(ctx.db, villageId);
  const readable = new Map<number, { canRead: boolean; member: boolean }>();
  for (const projectId of new Set(rows.map((r) => r.projectId))) {
    const a = await projectAccess(ctx, projectId).catch(() => null);
    readable.set(projectId, { canRead: !!a?.canRead, member: !!a?.role });
  }
  return { rows: rows.filter((r) => r.privacy === 'public' || readable.get(r.projectId)?.canRead), readable };
}

export async function clanList(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.villageClanList>> {
  const { rows } = await visibleClans(ctx, p.id);
  return { list: rows.map(({ privacy: _p, ...r }) => r) };
}

export async function projectList(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.villageProjectList>> {
  const { rows } = await visibleClans(ctx, p.id);
  const byProject = new Map<number, { projectId: number; name: string; surname: string; clanCount: number }>();
  for (const r of rows) {
    const x = byProject.get(r.projectId);
    if (x) x.clanCount++;
    else byProject.set(r.projectId, { projectId: r.projectId, name: r.projectName, surname: r.surname, clanCount: 1 });
  }
  return { list: [...byProject.values()] };
}

export async function memberList(ctx: Ctx, p: ParsedParams<typeof c.villageMemberList>): Promise<Reply<typeof c.villageMemberList>> {
  const v = await loadVillage(ctx.db, p.id);
  const { rows, readable } = await visibleClans(ctx, p.id);
  const livingIn = [...readable.entries()].filter(([, a]) => a.member).map(([id]) => id);
  const people = await repo.villagePeople(ctx.db, rows, v.name, livingIn, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: people.slice(0, p.pageSize).map((m) => ({
      memberId: m.memberId, projectId: m.projectId, clanId: m.clanId, name: m.fullName, generation: m.generation, living: m.living,
      relation: m.residence?.includes(v.name) ? '居住' : '安葬',
    })),
    hasNext: people.length > p.pageSize,
  };
}

async function logEntries(ctx: Ctx, v: VillageRow, rows: LogRow[]): Promise<VillageLogEntry[]> {
  const names = await displayNames(ctx.db, rows.map((r) => r.userId));
  const admin = isUser(ctx) && (await repo.isAdmin(ctx.db, v.id, ctx.user!.id));
  return rows.map((r) => ({
    id: r.id, user: { id: r.userId, name: names.get(r.userId)?.name ?? `用户${r.userId}` }, sourceName: SOURCE_NAMES[r.source] ?? r.source,
    correctionId: r.correctionId, diff: diffOf(r.before as Partial<Stored>, r.after as Partial<Stored>), createdAt: r.createdAt.toISOString(),
    reverted: r.revertedBy !== null, canRevert: admin && r.revertedBy === null && v.version === r.versionAfter,
  }));
}

export async function history(ctx: Ctx, p: ParsedParams<typeof c.villageHistory>): Promise<Reply<typeof c.villageHistory>> {
  const v = await loadVillage(ctx.db, p.id);
  const rows = await repo.logPage(ctx.db, v.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { name: v.name, chronicle: v.chronicle, list: await logEntries(ctx, v, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function revert(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.villageLogRevert>> {
  const entry = await repo.logById(ctx.db, p.id);
  if (!entry) fail('修改记录不存在');
  await requireVillageAdmin(ctx, entry.villageId);
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    const v = await repo.lockVillage(tx, entry.villageId);
    if (!v) fail(NO_VILLAGE);
    must(await repo.markReverted(tx, entry.id, ctx.user.id), '该记录已撤销');
    must(v.version === entry.versionAfter, '该记录之后村落已被修改，不能撤销');
    const before = entry.before as Partial<Stored>;
    const fields = Object.keys(before).filter((f) => (FIELDS as string[]).includes(f));
    const done = await repo.updateVillage(tx, v.id, v.version, { ...columnsOf(before), updatedAt: now });
    must(done, STALE_SAVE);
    await repo.insertLog(tx, {
      villageId: v.id, userId: ctx.user.id, source: 'revert', before: pick(storedOf(v), fields), after: before, versionAfter: done.version, createdAt: now,
    });
  });
  const v = await loadVillage(ctx.db, entry.villageId);
  const [e] = await logEntries(ctx, v, [(await repo.logById(ctx.db, entry.id))!]);
  return e!;
}
