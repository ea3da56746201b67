/**
 * Correction requests (纠错): propose → review (accept / reject / delay / check). Accept applies the change through
 * the member save path (clan-members.service save: rules, optimistic lock, operation log). contract/reviews.ts.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/reviews';
import { CORRECTION_STATUS_NAMES, FIELD_LABELS, type CorrectionDetail, type CorrectionItem, type CorrectionStatus } from '@contract/reviews';
import { generationLabel } from '../../../model/generations';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { Ctx } from '../../http/context';
import type { Db } from '../../db/client';
import { fail, must, UserError } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { managedProjectIds, projectIdOf, requireProjectRole } from '../projects/index';
import {
  correctionDiff, findMember as memberById, locateMember, memberLabels, namesFor, relabelLastEdit, save as saveMember, type MemberRow, type RowJson,
} from '../clan-members/index';
import * as repo from './reviews.repo';
import type { CorrectionRow as Row, Scope } from './reviews.repo';
import { branchScope, canReview, requireReviewer } from './reviews.access';
const OPEN: CorrectionStatus[] = ['pending', 'delayed'];
export const STALE_CORRECTION = '该成员在纠错提交后已被修改，请核对最新资料后再采纳';
const DONE = '该纠错已处理';

async function load(ctx: Ctx, id: number): Promise<Row> {
  const r = await repo.locateCorrection(ctx.db, id);
  if (!r) fail('纠错不存在');
  return r;
}

async function items(ctx: Ctx, rows: Row[]): Promise<CorrectionItem[]> {
  const members: { projectId: number; id: number; name: string; generation: number }[] = [];
  for (const projectId of new Set(rows.map((r) => r.projectId))) {
    const ids = [...new Set(rows.filter((r) => r.projectId === projectId).map((r) => r.memberId))];
    members.push(...(await memberLabels(ctx.db, projectId, ids)).map((m) => ({ ...m, projectId })));
  }
  const people = await displayNames(ctx.db, rows.flatMap((r) => [r.userId, r.reviewerId]));
  const person = (id: number | null) => (id === null ? null : { id, name: people.get(id)?.name ?? `用户${id}` });
  return rows.map((r) => {
    const m = members.find((x) => x.projectId === r.projectId && x.id === r.memberId);
    return {
      id: r.id, projectId: r.projectId, clanId: r.clanId, memberId: r.memberId, memberName: m?.name ?? '',
      generationLabel: m ? generationLabel(m.generation) : '', proposer: person(r.userId)!, reason: r.reason,
      status: r.status as CorrectionStatus, statusName: CORRECTION_STATUS_NAMES[r.status as CorrectionStatus] ?? r.status,
      fields: Object.keys(r.changes).map((f) => FIELD(f)).join('、'), reviewer: person(r.reviewerId), reviewNote: r.reviewNote,
      createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}

const FIELD = (f: string) => FIELD_LABELS[f] ?? f;

/** `hideLiving`: a reader without a role does not see a living member's current dates (as in /clan-member/get). */
async function detailOf(ctx: Ctx, r: Row, hideLiving = false): Promise<CorrectionDetail> {
  const [item] = await items(ctx, [r]);
  const m = await memberById(ctx.db, r.projectId, r.memberId);
  const names = await namesFor(ctx.db, { projectId: r.projectId, id: r.clanId }, [r.changes, ...(m ? [m as unknown as RowJson] : [])]);
  const open = OPEN.includes(r.status as CorrectionStatus);
  const now: RowJson | null = m ? { ...m, ...(hideLiving && m.living ? { birthText: null, deathText: null } : {}) } : null;
  return {
    ...item, changes: r.changes, diff: now ? correctionDiff(now, r.changes, names) : [],
    baseVersion: r.baseVersion, memberVersion: m?.version ?? null, stale: !m || m.version !== r.baseVersion,
    canReview: open && !!m && ctx.user !== null && (await canReview(ctx, r.projectId, r.clanId, r.memberId)),
  };
}

// ——— Propose ———

export async function saveCorrection(ctx: Ctx<'user'>, p: ParsedParams<typeof c.correctionSave>): Promise<Reply<typeof c.correctionSave>> {
  const m = await locateMember(ctx.db, p.memberId);
  if (!m) fail('成员不存在');
  const access = await requireProjectRole(ctx, m.projectId, 'visitor');
  const changes: RowJson = {};
  for (const [k, v] of Object.entries(p.changes)) if (v !== undefined) changes[k] = v;
  must(Object.keys(changes).length > 0, '请填写要纠正的内容');
  for (const [k, label] of [['birthText', '出生日期'], ['deathText', '去世日期']] as const) {
    const t = changes[k];
    if (typeof t === 'string' && t.trim() !== '') {
      const parsed = parseChineseDate(t);
      if (!parsed.ok) fail(`${label}：${parsed.reason}`);
    }
  }
  for (const k of ['fatherId', 'motherId', 'biologicalFatherId'] as const) {
    const x = changes[k];
    if (typeof x === 'number') {
      const o = await memberById(ctx.db, m.projectId, x);
      must(o && o.clanId === m.clanId, `${FIELD(k)}不存在`);
      must(o.id !== m.id, `${FIELD(k)}不能是本人`);
    }
  }
  const names = await namesFor(ctx.db, { projectId: m.projectId, id: m.clanId }, [changes, m as unknown as RowJson]);
  must(correctionDiff(m as unknown as RowJson, changes, names).some((d) => d.changed), '纠错内容与现有资料相同');
  must(!(await repo.hasOpenCorrection(ctx.db, m.projectId, m.id, ctx.user.id)), '您对该成员已有待审核的纠错，请等待管理员处理');
  const row = await repo.insertCorrection(ctx.db, {
    projectId: m.projectId, clanId: m.clanId, memberId: m.id, userId: ctx.user.id, changes, baseVersion: m.version,
    reason: p.reason, createdAt: ctx.adapters.clock.now(),
  });
  must(row, '您对该成员已有待审核的纠错，请等待管理员处理');
  return detailOf(ctx, row, access.role === null);
}

export async function getCorrection(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.correctionGet>> {
  const r = await load(ctx, p.id);
  if (r.userId !== ctx.user.id) await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  const a = await requireProjectRole(ctx, r.projectId, 'visitor');
  return detailOf(ctx, r, a.role === null);
}

// ——— Review ———

export async function detail(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.correctionDetail>> {
  const r = await load(ctx, p.id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  return detailOf(ctx, r);
}

async function openForReview(ctx: Ctx<'user'>, id: number): Promise<{ r: Row; m: MemberRow }> {
  const r = await load(ctx, id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  must(OPEN.includes(r.status as CorrectionStatus), DONE);
  const m = await memberById(ctx.db, r.projectId, r.memberId);
  if (!m) fail('该成员已被删除，只能驳回');
  return { r, m };
}

const saveParams = (r: Row, m: MemberRow) =>
  ({ ...r.changes, kind: 'member', clanId: m.clanId, id: m.id, version: m.version }) as Parameters<typeof saveMember>[1];

/** Mark it decided (only from an open state; a concurrent decision loses). */
async function decide(db: Db, ctx: Ctx<'user'>, r: Row, status: CorrectionStatus, note: string): Promise<void> {
  const done = await repo.decideCorrection(db, r.projectId, r.id, { status, reviewerId: ctx.user.id, reviewNote: note, decidedAt: ctx.adapters.clock.now() });
  must(done, DONE);
}

export async function accept(ctx: Ctx<'user'>, p: ParsedParams<typeof c.correctionAccept>): Promise<Reply<typeof c.correctionAccept>> {
  const { r, m } = await openForReview(ctx, p.id);
  if (m.version !== r.baseVersion && p.memberVersion !== m.version) fail(STALE_CORRECTION);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Db };
    await saveMember(txCtx, saveParams(r, m));
    // The log entry the save just wrote: mark it as coming from this correction.
    await relabelLastEdit(tx, { projectId: m.projectId, id: m.clanId }, m.id, `correction:${r.id}`);
    await decide(tx as unknown as Db, ctx, r, 'accepted', p.note);
  });
  return detailOf(ctx, await load(ctx, r.id));
}

export async function reject(ctx: Ctx<'user'>, p: ParsedParams<typeof c.correctionReject>): Promise<Reply<typeof c.correctionReject>> {
  const r = await load(ctx, p.id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  await decide(ctx.db, ctx, r, 'rejected', p.note);
  return detailOf(ctx, await load(ctx, r.id));
}

export async function delay(ctx: Ctx<'user'>, p: ParsedParams<typeof c.correctionDelay>): Promise<Reply<typeof c.correctionDelay>> {
  const r = await load(ctx, p.id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  const done = await repo.decideCorrection(ctx.db, r.projectId, r.id, { status: 'delayed', reviewerId: ctx.user.id, reviewNote: p.note });
  must(done, DONE);
  return detailOf(ctx, done);
}

class DryRun extends Error {}

export async function check(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.correctionCheck>> {
  const { r, m } = await openForReview(ctx, p.id);
  const d = await detailOf(ctx, r);
  const stale = m.version !== r.baseVersion;
  let message = stale ? STALE_CORRECTION : '';
  try {
    await ctx.db.transaction(async (tx) => {
      await saveMember({ ...ctx, db: tx as unknown as Db }, saveParams(r, m));
      throw new DryRun('rollback');
    });
  } catch (e) {
    if (e instanceof UserError) message = e.msbox;
    else if (!(e instanceof DryRun)) throw e;
  }
  return { ok: message === '', stale, message, diff: d.diff };
}

// ——— Lists ———

async function scopeOf(ctx: Ctx<'user'>, projectId: number): Promise<Scope> {
  const a = await requireProjectRole(ctx, projectId, 'collaborator');
  return { projectIds: [projectId], memberIds: await branchScope(ctx.db, a) };
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.correctionList>): Promise<Reply<typeof c.correctionList>> {
  const scope = await scopeOf(ctx, projectIdOf(ctx, p.projectId));
  const rows = await repo.correctionPage(ctx.db, scope, p.status, p.clanId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await items(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function message(ctx: Ctx<'user'>, p: { projectId?: number }): Promise<Reply<typeof c.correctionMessage>> {
  const pid = p.projectId ?? ctx.headers.projectId;
  const scope: Scope = pid ? await scopeOf(ctx, pid) : { projectIds: await managedProjectIds(ctx.db, ctx.user.id), memberIds: null };
  const { counts, latest } = await repo.openCorrections(ctx.db, scope);
  const n = (s: string) => Number(counts.find((x) => x.status === s)?.n ?? 0);
  return { pending: n('pending'), delayed: n('delayed'), latest: latest ? (await items(ctx, [latest]))[0] : null };
}
