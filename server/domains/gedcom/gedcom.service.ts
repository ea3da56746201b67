/**
 * GEDCOM calls (contract/gedcom.ts): permissions (admin / 协管员 of the clan's project, as the Excel import), the
 * job rows and their state changes; the work itself runs in gedcom.jobs.ts.
 */
import { GEDCOM_MAX_BYTES, GEDCOM_STATUS_NAMES, GEDCOM_LIVE, type GedcomJob, type GedcomPreview, type GedcomStatus } from '@contract/gedcom';
import type * as c from '@contract/gedcom';
import type { z } from 'zod';
import { MESSAGES } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { UploadPart } from '../../http/route';
import { fail, must } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { clanAccess, hidesLiving } from '../clans/index';
import { findMember } from '../clan-members/index';
import { gedcomJob, type GedcomJobData } from './gedcom.jobs';
import * as repo from './gedcom.repo';
import { GED_EXT, gedOfGedzip } from './gedzip';

type P<T extends { params: z.ZodTypeAny }> = z.infer<T['params']>;

async function manage(ctx: Ctx, clanId: number) {
  const { clan, access } = await clanAccess(ctx, clanId);
  must(access.role === 'admin' || access.role === 'manager', MESSAGES.forbidden);
  return { clan, access };
}

async function ownJob(ctx: Ctx, jobId: number, kind?: 'import' | 'export') {
  const row = await repo.locateJob(ctx.db, jobId);
  if (!row || (kind && row.kind !== kind)) fail('任务不存在');
  const { clan } = await manage(ctx, row.clanId);
  return { row, clan };
}

async function toJob(ctx: Ctx, r: repo.JobRow): Promise<GedcomJob> {
  const status = r.status as GedcomStatus;
  let progress = status === 'imported' || status === 'exported' || status === 'previewed' ? 100 : 0;
  if (GEDCOM_LIVE.includes(status) && r.queueJobId) progress = (await ctx.req.server.jobs.progressOf([r.queueJobId])).get(r.queueJobId) ?? 0;
  const o = r.options as { format?: string };
  return {
    id: r.id, clanId: r.clanId, kind: r.kind as GedcomJob['kind'], status, statusName: GEDCOM_STATUS_NAMES[status], progress,
    fileName: r.fileName, bytes: r.bytes, preview: (r.preview as GedcomPreview | null) ?? null, clanVersion: r.clanVersion,
    result: (r.result as GedcomJob['result']) ?? null, format: o.format ?? null, error: r.error, createdAt: r.createdAt.toISOString(),
  };
}

/** Queue the job's phase in the transaction that moved the row, and remember the queue job. */
async function queue(ctx: Ctx, phase: GedcomJobData['phase'], change: (tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0]) => Promise<repo.JobRow | undefined>): Promise<repo.JobRow> {
  const jobs = ctx.req.server.jobs;
  const next = await ctx.db.transaction(async (tx) => {
    const moved = await change(tx);
    if (!moved) fail('任务状态已改变，请刷新');
    const qid = await jobs.send(gedcomJob, { jobId: moved.id, projectId: moved.projectId, phase }, { tx });
    return repo.moveJob(tx, moved, [moved.status], { queueJobId: qid });
  });
  jobs.wake(gedcomJob.name);
  return next!;
}

export async function importUpload(ctx: Ctx<'user'>, p: P<typeof c.importUpload>, file: UploadPart | null): Promise<GedcomJob> {
  const { clan } = await manage(ctx, p.clanId);
  if (!file) fail('请上传GEDCOM文件（.ged）');
  const zip = /\.zip$/i.test(file.filename) ? file.data : null;
  const data = zip ? gedOfGedzip(zip) : file.data;
  if (data !== file.data) file = { ...file, data };
  else if (!GED_EXT.test(file.filename)) fail('只支持GEDCOM文件（.ged）或GEDZIP（.zip）');
  if (file.data.length === 0) fail('文件内容为空');
  if (file.data.length > GEDCOM_MAX_BYTES) fail(`文件太大，GEDCOM文件不能超过${GEDCOM_MAX_BYTES / 1024 / 1024}MB`);
  const now = ctx.adapters.clock.now();
  const key = `gedcom/${clan.projectId}/upload-${ctx.adapters.ids.short()}.ged`;
  await ctx.adapters.storage.put(key, file.data);
  // a GEDZIP is kept whole: its photos are read at the preview (which are there) and stored at the import
  const zipKey = zip ? key.replace(/\.ged$/, '.zip') : undefined;
  if (zipKey) await ctx.adapters.storage.put(zipKey, zip!);
  const name = file.filename.split(/[\\/]/).pop()!.slice(-120);
  const row = await queue(ctx, 'preview', (tx) => repo.insertJob(tx, {
    projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, kind: 'import', status: 'previewing', fileName: name,
    fileKey: key, bytes: file.data.length, options: { ...(p.encoding ? { encoding: p.encoding } : {}), ...(zipKey ? { zipKey } : {}) },
    createdAt: now, updatedAt: now,
  }));
  return toJob(ctx, row);
}

export async function importPreview(ctx: Ctx<'user'>, p: P<typeof c.importPreview>): Promise<GedcomJob> {
  const { row } = await ownJob(ctx, p.jobId, 'import');
  must(row.status === 'previewed' || (row.status === 'failed' && !row.result), row.status === 'imported' ? '该文件已导入' : '正在处理，请稍候');
  const options = { ...(row.options as object), encoding: p.encoding, founder: p.founder, founderGeneration: p.founderGeneration, otherLines: p.otherLines, planKey: undefined };
  const next = await queue(ctx, 'preview', (tx) => repo.moveJob(tx, row, ['previewed', 'failed'], {
    status: 'previewing', options, error: '', updatedAt: ctx.adapters.clock.now(),
  }));
  return toJob(ctx, next);
}

export async function importConfirm(ctx: Ctx<'user'>, p: P<typeof c.importConfirm>): Promise<GedcomJob> {
  const { row, clan } = await ownJob(ctx, p.jobId, 'import');
  must(row.status === 'previewed', row.status === 'imported' ? '该文件已导入' : '请等待分析完成后再确认');
  const preview = row.preview as GedcomPreview | null;
  must(preview && preview.counts.members > 0, '文件中没有可导入的成员');
  must(clan.version === p.clanVersion && row.clanVersion === p.clanVersion, '族谱已有改动，请重新预览后再导入');
  try {
    const next = await queue(ctx, 'import', (tx) => repo.moveJob(tx, row, ['previewed'], {
      status: 'importing', options: { ...(row.options as object), duplicates: p.duplicates }, updatedAt: ctx.adapters.clock.now(),
    }));
    return toJob(ctx, next);
  } catch (e) {
    if (isUniqueViolation(e)) fail('该族谱正在导入另一个文件，请稍候');
    throw e;
  }
}

export async function job(ctx: Ctx<'user'>, jobId: number): Promise<GedcomJob> {
  const { row } = await ownJob(ctx, jobId);
  return toJob(ctx, row);
}

export async function importLog(ctx: Ctx<'user'>, jobId: number): Promise<{ name: string; data: Buffer }> {
  const { row } = await ownJob(ctx, jobId, 'import');
  if (!row.logKey) fail('日志尚未生成，请等待分析完成');
  return { name: `${row.fileName.replace(GED_EXT, '')}-导入日志.csv`, data: await ctx.adapters.storage.get(row.logKey) };
}

export async function exportStart(ctx: Ctx<'user'>, p: P<typeof c.exportStart>): Promise<GedcomJob> {
  const { clan, access } = await manage(ctx, p.clanId);
  if (p.rootId) {
    const m = await findMember(ctx.db, clan.projectId, p.rootId);
    must(m && m.clanId === clan.id, '分支起始成员不在本族谱中');
    must(m.husbandId == null, '请选择本族男丁或女儿作为分支起点，不能选择妻室');
  }
  const hideLiving = p.hideLiving ?? true;
  const now = ctx.adapters.clock.now();
  const name = `${p.name || clan.name}${p.rootId ? '-分支' : ''}.ged`;
  const row = await queue(ctx, 'export', (tx) => repo.insertJob(tx, {
    projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, kind: 'export', status: 'exporting', fileName: name,
    options: { format: p.format, rootId: p.rootId, hideLiving: hideLiving || hidesLiving(clan, access) }, createdAt: now, updatedAt: now,
  }));
  return toJob(ctx, row);
}

export async function exportFile(ctx: Ctx<'user'>, jobId: number): Promise<{ name: string; data: Buffer }> {
  const { row } = await ownJob(ctx, jobId, 'export');
  must(row.status === 'exported' && row.fileKey, row.status === 'failed' ? row.error || '导出失败' : '文件尚未生成，请稍候');
  return { name: row.fileName, data: await ctx.adapters.storage.get(row.fileKey) };
}

/**
 * For other domains (the old-register domain, oldreg): a GEDCOM file they made becomes an import job of the clan,
 * exactly as an upload (same permission, preview, duplicate check, log; the admin confirms with importConfirm).
 */
export async function importGedcomText(ctx: Ctx<'user'>, clanId: number, fileName: string, ged: string): Promise<GedcomJob> {
  return importUpload(ctx, { clanId }, { field: 'file', filename: fileName, mimetype: 'text/plain', data: Buffer.from(ged, 'utf8') });
}
