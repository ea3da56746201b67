/**
 * Print samples: plans, creating a sample (and its generation job), status, preview, download, confirm, delete,
 * favorites. contract/print.ts. Reading follows the project's read access; writing needs admin or 协管员.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/print';
import { FORMATS, GENERATION_OPTIONS, type Plan, type Sample } from '@contract/print';
import { FREE_BOOK_FORMATS, VIP_PRINT_PRIORITY } from '@contract/vip';
import { FORMAT_NAMES, type FormatId } from '../../../layouts/page-model';
import { isoOrNull } from '@model/datetime';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clanAccess, type ClanRow } from '../clans/index';
import { requireProjectRole } from '../projects/index';
import { can } from '../entitlements/index';
import { publishBook } from '../book/index';
import { sampleFileUrl } from './file-url';
import * as repo from './print.repo';
import type { JobRow, SampleRef, SampleRow } from './print.repo';
import { COVERS, INNER_PAGES, coverById, coverFor } from './covers';
import { bookJob } from './book.jobs';
import { bookCounts } from '../../../layouts/pdf/page-count';


export type { JobRow, SampleRow };
const WRITE = 'manager' as const;

/** 页, 叶 and PDF pages of a sample's file, counted as the generator wrote it (a cover page when the plan has one). */
export function countsOf(j: JobRow, plan: SampleRow['plan']) {
  const { pages, leaves, pdfPages, unit } = bookCounts(j.pages, plan.binding, !!coverById(plan.coverId));
  return { pages, leaves, pdfPages, unit };
}

export function toJob(j: JobRow, plan: SampleRow['plan']) {
  return {
    id: j.id, status: j.status as c.JobStatus, progress: j.progress, ...countsOf(j, plan), bytes: j.bytes, error: j.error,
    startedAt: isoOrNull(j.startedAt), finishedAt: isoOrNull(j.finishedAt),
  };
}

/** The sample's job row; while it is live, with the progress the queue stored. */
export async function jobOf(ctx: Ctx, s: SampleRef): Promise<JobRow> {
  const j = await repo.jobOfSample(ctx.db, s);
  if (!j) throw new Error(`sample ${s.id} has no job`);
  if ((j.status === 'queued' || j.status === 'running') && j.queueJobId) {
    const stored = (await ctx.req.server.jobs.progressOf([j.queueJobId])).get(j.queueJobId);
    if (stored !== undefined) return { ...j, progress: Math.max(j.progress, Math.min(99, stored)) };
  }
  return j;
}

/** The access-checked download URL of a finished sample's PDF (files.service.ts), '' until done. */
export const fileUrl = (_ctx: Ctx, j: JobRow) => (j.status === 'done' && j.fileKey ? sampleFileUrl(j.sampleId, j.fileKey) : '');

export async function toSample(ctx: Ctx, s: SampleRow, clanName: string): Promise<Sample> {
  const j = await jobOf(ctx, s);
  const bookId = await repo.bookOfSample(ctx.db, s);
  const me = ctx.user && !ctx.user.isGuest ? ctx.user.id : 0;
  const favorite = me ? await repo.isFavorite(ctx.db, me, s) : false;
  return {
    id: s.id, projectId: s.projectId, clanId: s.clanId, clanName, name: s.name, plan: s.plan,
    cover: coverById(s.plan.coverId) ?? coverFor(s.plan.binding), job: toJob(j, s.plan), fileUrl: fileUrl(ctx, j),
    confirmed: s.pdfType > 0, pdfType: s.pdfType, bookId: bookId ?? null, proofPaid: s.proofPaid, favorite,
    createdBy: s.createdBy, createdAt: s.createdAt.toISOString(),
  };
}

/** The sample and its clan, with the caller's access (read by default). */
export async function sampleAccess(ctx: Ctx, id: number, minRole: 'visitor' | 'manager' = 'visitor') {
  const s = await repo.locateSample(ctx.db, id);
  if (!s) fail('样本不存在');
  const { clan, access } = await clanAccess(ctx, s.clanId, minRole);
  return { sample: s, clan, access };
}

async function memberName(ctx: Ctx, clan: ClanRow, id: number | null): Promise<string> {
  if (id === null) return '始祖';
  const m = await repo.memberNameOf(ctx.db, clan.projectId, id);
  if (!m || m.clanId !== clan.id) fail('始祖不在该族谱中');
  if (m.husbandId !== null) fail('请选择本族男丁作为始祖');
  return m.name ?? '';
}

function defaultPlan(clan: ClanRow): Plan {
  const cover = coverFor('thread');
  return {
    clanId: clan.id, format: 1, formatName: FORMAT_NAMES[1], generations: 0, rootId: null, rootName: '始祖',
    coverId: cover.id, innerPageId: INNER_PAGES[0].id, binding: 'thread', paper: 'A4', title: clan.name, edition: '',
  };
}

function planPage(plan: Plan, memberCount: number): Reply<typeof c.planDefault> {
  return {
    plan,
    formats: FORMATS.map((f) => ({ ...f, vipOnly: !FREE_BOOK_FORMATS.includes(f.id) })),
    generations: GENERATION_OPTIONS.map((g) => ({ ...g })),
    covers: COVERS,
    innerPages: INNER_PAGES,
    papers: [{ value: 'A4', name: 'A4（210×297毫米）' }, { value: 'A3', name: 'A3（297×420毫米）' }],
    bindings: [{ value: 'thread', name: '线装' }, { value: 'hardcover', name: '精装' }],
    memberCount,
  };
}

export async function planDefault(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.planDefault>> {
  const { clan } = await clanAccess(ctx, p.id);
  return planPage(defaultPlan(clan), clan.memberCount);
}

export async function planOfSample(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.planOfSample>> {
  const { sample, clan } = await sampleAccess(ctx, p.id);
  return planPage(sample.plan, clan.memberCount);
}

export async function sampleList(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.sampleList>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.samplesOfProject(ctx.db, p.projectId);
  const names = await repo.clanNames(ctx.db, rows.map((r) => ({ projectId: r.projectId, id: r.clanId })));
  const list = [];
  for (const r of rows) list.push(await toSample(ctx, r, names.get(r.clanId) ?? ''));
  return { list };
}

export async function sampleCreate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.sampleCreate>): Promise<Reply<typeof c.sampleCreate>> {
  const { clan } = await clanAccess(ctx, p.clanId, WRITE);
  must(clan.memberCount > 0, '族谱还没有成员，无法生成样本');
  const cover = p.coverId !== undefined ? coverById(p.coverId) : coverFor(p.binding);
  must(cover, '封面不存在');
  must(cover.type === (p.binding === 'thread' ? 1 : 2), `所选封面为${cover.typeName}，与装订方式不一致`);
  const inner = INNER_PAGES.find((x) => x.id === (p.innerPageId ?? INNER_PAGES[0].id));
  must(inner, '扉页不存在');
  const rootId = p.rootId ?? null;
  const rootName = await memberName(ctx, clan, rootId);
  const format = p.format as FormatId;
  // VIP privileges of the user who makes the sample (contract/vip.ts): formats, the watermark, the queue priority
  const now = ctx.adapters.clock.now();
  if (!FREE_BOOK_FORMATS.includes(format) && !(await can(ctx.db, ctx.user.id, 'all-formats', now))) {
    fail(`${FORMAT_NAMES[format]}为会员专享版式，开通VIP会员后可用`);
  }
  const watermark = !(await can(ctx.db, ctx.user.id, 'no-watermark', now));
  const priority = (await can(ctx.db, ctx.user.id, 'priority-print', now)) ? VIP_PRINT_PRIORITY : 0;
  const plan: Plan = {
    clanId: clan.id, format, formatName: FORMAT_NAMES[format], generations: p.generations, rootId, rootName,
    coverId: cover.id, innerPageId: inner.id, binding: p.binding, paper: p.paper, title: p.title || clan.name, edition: p.edition ?? '', watermark,
  };
  const busy = '该族谱正在生成样本，请稍候';
  if (await repo.liveJobOfClan(ctx.db, clan.projectId, clan.id)) fail(busy);
  const jobs = ctx.req.server.jobs;
  let created: { sample: SampleRow; jobId: number };
  try {
    const name = p.name || `${plan.title}·${plan.formatName}${p.generations ? `${p.generations}世` : ''}`;
    // the sample, its job row and the queued job commit together; a second live job of the clan breaks the unique index
    created = await ctx.db.transaction(async (tx) => {
      const c = await repo.insertSample(tx, {
        projectId: clan.projectId, clanId: clan.id, name, plan, createdBy: ctx.user.id, createdAt: ctx.adapters.clock.now(),
      });
      const queueJobId = await jobs.send(bookJob, { jobId: c.jobId, projectId: clan.projectId, sampleId: c.sample.id }, { tx, priority });
      await repo.setQueueJob(tx, { projectId: clan.projectId, id: c.jobId }, queueJobId);
      return c;
    });
  } catch (e) {
    if (repo.isLiveClanConflict(e)) fail(busy);
    throw e;
  }
  jobs.wake(bookJob.name);
  return toSample(ctx, created.sample, clan.name);
}

export async function sampleStatus(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.sampleStatus>> {
  const { sample } = await sampleAccess(ctx, p.id);
  const j = await jobOf(ctx, sample);
  return { ...toJob(j, sample.plan), sampleId: p.id, fileUrl: fileUrl(ctx, j) };
}

export async function samplePreview(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.samplePreview>> {
  const { sample, clan } = await sampleAccess(ctx, p.id);
  return toSample(ctx, sample, clan.name);
}

/** The finished job of a sample, or the reason it is not finished. */
export async function doneJob(ctx: Ctx, s: SampleRef): Promise<JobRow> {
  const j = await jobOf(ctx, s);
  if (j.status === 'failed') fail(`样本生成失败：${j.error}`);
  if (j.status !== 'done' || !j.fileKey) fail('样本还在生成中，请稍候');
  return j;
}

export async function sampleDownload(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.sampleDownload>> {
  const { sample } = await sampleAccess(ctx, p.id);
  const j = await doneJob(ctx, sample);
  return { url: fileUrl(ctx, j), fileName: `${sample.name}.pdf`, ...countsOf(j, sample.plan), bytes: j.bytes };
}

export async function sampleConfirm(ctx: Ctx<'user'>, p: { id: number; pdfType: number }): Promise<Reply<typeof c.sampleConfirm>> {
  const { sample, clan } = await sampleAccess(ctx, p.id, WRITE);
  await doneJob(ctx, sample);
  const row = await repo.updateSample(ctx.db, sample, { pdfType: p.pdfType, confirmedAt: ctx.adapters.clock.now() });
  return toSample(ctx, row, clan.name);
}

export async function sampleDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const { sample } = await sampleAccess(ctx, p.id, WRITE);
  const j = await jobOf(ctx, sample);
  if (j.status === 'queued' || j.status === 'running') fail('样本正在生成，不能删除');
  if (await repo.hasOpenOrder(ctx.db, sample)) fail('该样本有未完成的印制订单，不能删除');
  if (await repo.bookOfSample(ctx.db, sample)) fail('该样本已发布为电子书，不能删除');
  await repo.deleteSample(ctx.db, sample);
  if (j.fileKey) await ctx.adapters.storage.remove(j.fileKey);
  return null;
}

export async function favoriteToggle(ctx: Ctx<'user'>, p: { id: number; favorite?: boolean }): Promise<Reply<typeof c.favoriteToggle>> {
  const { sample } = await sampleAccess(ctx, p.id);
  const had = await repo.isFavorite(ctx.db, ctx.user.id, sample);
  const want = p.favorite ?? !had;
  if (want !== had) await repo.setFavorite(ctx.db, sample, ctx.user.id, want, ctx.adapters.clock.now());
  return { favorite: want };
}

export async function favoriteList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.favoriteList>> {
  const rows = await repo.favoriteSamples(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const names = await repo.clanNames(ctx.db, rows.map((s) => ({ projectId: s.projectId, id: s.clanId })));
  const list: Sample[] = [];
  for (const s of rows.slice(0, p.pageSize)) {
    // a favorite of a project he can no longer read is left out
    const ok = await requireProjectRole(ctx, s.projectId, 'visitor').then(() => true, () => false);
    if (ok) list.push(await toSample(ctx, s, names.get(s.clanId) ?? ''));
  }
  return { list, hasNext: rows.length > p.pageSize };
}

export async function samplePublish(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.samplePublish>> {
  const { sample, clan } = await sampleAccess(ctx, p.id, WRITE);
  const j = await doneJob(ctx, sample);
  must(sample.pdfType > 0, '请先确认样本再发布');
  const cover = coverById(sample.plan.coverId) ?? coverFor(sample.plan.binding);
  const bookId = await publishBook(ctx, {
    projectId: sample.projectId, clanId: clan.id, sampleId: sample.id, title: sample.plan.title || clan.name, hall: clan.hall,
    formatName: sample.plan.formatName, cover: { type: cover.type, typeName: cover.typeName, name: cover.name, img: cover.img },
    pages: j.pages, fileKey: j.fileKey!,
  });
  return { sampleId: sample.id, bookId };
}
