/**
 * Village corrections (村落纠错, contract/village.ts): anyone logged in proposes changed fields; the village's admins
 * accept (the change is applied at the village's current version and logged) or reject. A village changed after the
 * proposal is not overwritten silently: accept is refused with the diff against the current village until the admin
 * confirms with `villageVersion`.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/village';
import { VILLAGE_CORRECTION_STATUS_NAMES, VILLAGE_FIELD_LABELS, type VillageCorrectionDetail, type VillageCorrectionItem } from '@contract/village';
import type { Ctx } from '../../http/context';
import type { Db } from '../../db/client';
import { fail, must } from '../../http/errors';
import { displayNames } from '../accounts/index';
import * as repo from './village.repo';
import type { CorrectionRow } from './village.repo';
import { columnsOf, diffOf, diffText, FIELDS, pick, toStored, type Stored } from './village-fields';
import { loadVillage, NO_VILLAGE, NOT_ADMIN, requireVillageAdmin, storedOf } from './village.service';

export const STALE_CORRECTION = '该村落在纠错提交后已被修改，请核对最新资料后再采纳';
const DONE = '该纠错已处理';

async function items(ctx: Ctx, rows: CorrectionRow[]): Promise<VillageCorrectionItem[]> {
  const people = await displayNames(ctx.db, rows.flatMap((r) => [r.userId, r.reviewerId]));
  const villageNames = await repo.villageNames(ctx.db, rows.map((r) => r.villageId));
  const person = (id: number | null) => (id === null ? null : { id, name: people.get(id)?.name ?? `用户${id}` });
  return rows.map((r) => ({
    id: r.id, villageId: r.villageId, villageName: villageNames.get(r.villageId) ?? '', proposer: person(r.userId)!, reason: r.reason,
    status: r.status as VillageCorrectionItem['status'], statusName: VILLAGE_CORRECTION_STATUS_NAMES[r.status as VillageCorrectionItem['status']] ?? r.status,
    fields: FIELDS.filter((f) => f in r.changes).map((f) => VILLAGE_FIELD_LABELS[f] ?? f).join('、'), reviewer: person(r.reviewerId), reviewNote: r.reviewNote,
    createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

async function detailOf(ctx: Ctx<'user'>, r: CorrectionRow): Promise<VillageCorrectionDetail> {
  const [item] = await items(ctx, [r]);
  const v = await loadVillage(ctx.db, r.villageId);
  const admin = await repo.isAdmin(ctx.db, v.id, ctx.user.id);
  return {
    ...item!, changes: r.changes, diff: diffOf(storedOf(v), r.changes as Partial<Stored>), baseVersion: r.baseVersion, villageVersion: v.version,
    stale: v.version !== r.baseVersion, canReview: admin && r.status === 'pending',
  };
}

async function load(ctx: Ctx, id: number): Promise<CorrectionRow> {
  const r = await repo.correctionById(ctx.db, id);
  if (!r) fail('纠错不存在');
  return r;
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageCorrectionSave>): Promise<Reply<typeof c.villageCorrectionSave>> {
  const v = await loadVillage(ctx.db, p.villageId);
  const given = Object.fromEntries(Object.entries(p.changes).filter(([, x]) => x !== undefined));
  must(Object.keys(given).length > 0, '请填写要纠正的内容');
  const changes = toStored(given);
  must(diffOf(storedOf(v), changes).some((d) => d.changed), '纠错内容与现有资料相同');
  const open = await repo.correctionPage(ctx.db, { villageId: v.id, userId: ctx.user.id, status: 'pending' }, 0, 1);
  must(!open.length, '您对该村落已有待审核的纠错，请等待管理员处理');
  const row = await repo.insertCorrection(ctx.db, {
    villageId: v.id, userId: ctx.user.id, changes, baseVersion: v.version, reason: p.reason, createdAt: ctx.adapters.clock.now(),
  });
  return detailOf(ctx, row);
}

export async function my(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageCorrectionMy>): Promise<Reply<typeof c.villageCorrectionMy>> {
  const rows = await repo.correctionPage(ctx.db, { userId: ctx.user.id }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await items(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function detail(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.villageCorrectionDetail>> {
  const r = await load(ctx, p.id);
  if (r.userId !== ctx.user.id) await requireVillageAdmin(ctx, r.villageId);
  return detailOf(ctx, r);
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageCorrectionList>): Promise<Reply<typeof c.villageCorrectionList>> {
  await loadVillage(ctx.db, p.villageId);
  await requireVillageAdmin(ctx, p.villageId);
  const rows = await repo.correctionPage(ctx.db, { villageId: p.villageId, status: p.status ?? 'pending' }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await items(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function accept(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageCorrectionAccept>): Promise<Reply<typeof c.villageCorrectionAccept>> {
  const r = await load(ctx, p.id);
  await requireVillageAdmin(ctx, r.villageId);
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    const v = await repo.lockVillage(tx, r.villageId);
    if (!v) fail(NO_VILLAGE);
    // decided first: of concurrent accepts only one passes (the others roll back on DONE)
    must(await repo.decideCorrection(tx, r.id, { status: 'accepted', reviewerId: ctx.user.id, reviewNote: p.note, decidedAt: now }), DONE);
    const before = storedOf(v);
    const changes = r.changes as Partial<Stored>;
    if (v.version !== r.baseVersion && p.villageVersion !== v.version) {
      fail(`${STALE_CORRECTION}（当前版本 ${v.version}）：${diffText(diffOf(before, changes)) || '内容已与现有资料相同'}`);
    }
    const done = await repo.updateVillage(tx, v.id, v.version, { ...columnsOf(changes), updatedAt: now });
    must(done, STALE_CORRECTION);
    await repo.insertLog(tx, {
      villageId: v.id, userId: ctx.user.id, source: 'correction', correctionId: r.id, before: pick(before, Object.keys(changes)), after: changes,
      versionAfter: done.version, createdAt: now,
    });
  });
  return detailOf(ctx, await load(ctx, r.id));
}

export async function reject(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageCorrectionReject>): Promise<Reply<typeof c.villageCorrectionReject>> {
  const r = await load(ctx, p.id);
  await requireVillageAdmin(ctx, r.villageId);
  must(await repo.decideCorrection(ctx.db as Db, r.id, {
    status: 'rejected', reviewerId: ctx.user.id, reviewNote: p.note, decidedAt: ctx.adapters.clock.now(),
  }), DONE);
  return detailOf(ctx, await load(ctx, r.id));
}

export { NOT_ADMIN };
