/**
 * Old-register calls (contract/oldreg.ts): permissions (admin / 协管员 of the clan's project, as the GEDCOM import),
 * the register and page rows, the uploads (originals kept in storage), the review's saves and the hand-over to the
 * GEDCOM import. The reading itself runs in oldreg.jobs.ts.
 */
import type { z } from 'zod';
import type sharp from 'sharp';
import {
  OLDREG_MAX_BYTES, OLDREG_MAX_PAGES, OLDREG_STATUS_NAMES, PAGE_STATUS_NAMES,
  type OldregDetail, type OldregPage, type OldregPerson, type OldregRegister, type OldregStatus, type PageStatus,
} from '@contract/oldreg';
import type * as c from '@contract/oldreg';
import { MESSAGES } from '@contract/common/index';
import { zibeiChar, type ZibeiPoem } from '@model/generations';
import type { Ctx } from '../../http/context';
import type { UploadPart } from '../../http/route';
import { fail, must } from '../../http/errors';
import { clanAccess, findClan } from '../clans/index';
import { importGedcomText } from '../gedcom/index';
import { oldregJob } from './oldreg.jobs';
import { pdfPageCount } from './pdf-pages';
import { peopleToGedcom } from './to-gedcom';
import * as repo from './oldreg.repo';
import { loadSharp } from '../files/index';

type P<T extends { params: z.ZodTypeAny }> = z.infer<T['params']>;
type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

async function manage(ctx: Ctx, clanId: number) {
  const { clan, access } = await clanAccess(ctx, clanId);
  must(access.role === 'admin' || access.role === 'manager', MESSAGES.forbidden);
  return clan;
}

async function own(ctx: Ctx, registerId: number) {
  const row = await repo.locateRegister(ctx.db, registerId);
  if (!row) fail('旧谱不存在');
  const clan = await manage(ctx, row.clanId);
  return { row, clan };
}

async function toRegister(ctx: Ctx, r: repo.RegisterRow, stats?: { total: number; read: number; failed: number }): Promise<OldregRegister> {
  const s = stats ?? (await repo.pageStats(ctx.db, r.projectId, [r.id])).get(r.id) ?? { total: 0, read: 0, failed: 0 };
  const status = r.status as OldregStatus;
  let progress = status === 'read' || status === 'confirmed' ? 100 : 0;
  if (status === 'reading') {
    const q = r.queueJobId ? (await ctx.req.server.jobs.progressOf([r.queueJobId])).get(r.queueJobId) : undefined;
    progress = q ?? (s.total ? Math.round((100 * (s.read + s.failed)) / s.total) : 0);
  }
  return {
    id: r.id, clanId: r.clanId, title: r.title, hall: r.hall, yearText: r.yearText, volumes: r.volumes, status, statusName: OLDREG_STATUS_NAMES[status],
    progress, pageCount: s.total, readPages: s.read, failedPages: s.failed, version: r.version, importJobId: r.importJobId, error: r.error,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function create(ctx: Ctx<'user'>, p: P<typeof c.create>): Promise<OldregRegister> {
  const clan = await manage(ctx, p.clanId);
  const now = ctx.adapters.clock.now();
  const row = await repo.insertRegister(ctx.db, {
    projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, title: p.title, hall: p.hall, yearText: p.yearText, volumes: p.volumes,
    status: 'empty', createdAt: now, updatedAt: now,
  });
  return toRegister(ctx, row);
}

export async function update(ctx: Ctx<'user'>, p: P<typeof c.update>): Promise<OldregRegister> {
  const { row } = await own(ctx, p.registerId);
  const next = await repo.moveRegister(ctx.db, row, null, { title: p.title, hall: p.hall, yearText: p.yearText, volumes: p.volumes, updatedAt: ctx.adapters.clock.now() });
  return toRegister(ctx, next!);
}

export async function list(ctx: Ctx<'user'>, p: P<typeof c.list>) {
  const clan = await manage(ctx, p.clanId);
  const rows = await repo.registersOfClan(ctx.db, clan, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const stats = await repo.pageStats(ctx.db, clan.projectId, rows.map((r) => r.id));
  const list = await Promise.all(rows.slice(0, p.pageSize).map((r) => toRegister(ctx, r, stats.get(r.id) ?? { total: 0, read: 0, failed: 0 })));
  return { list, hasNext: rows.length > p.pageSize };
}

export async function detail(ctx: Ctx<'user'>, registerId: number): Promise<OldregDetail> {
  const { row, clan } = await own(ctx, registerId);
  const pages = await repo.pagesOf(ctx.db, row);
  const stats = { total: pages.length, read: pages.filter((x) => x.status === 'read').length, failed: pages.filter((x) => x.status === 'failed').length };
  const people = row.people as OldregPerson[];
  const poems = (clan.poems ?? []) as ZibeiPoem[];
  const zibei: Record<string, string> = {};
  for (const g of new Set(people.map((x) => x.generation).filter((g): g is number => g != null))) {
    const ch = zibeiChar(poems, g);
    if (ch) zibei[String(g)] = ch;
  }
  return {
    ...(await toRegister(ctx, row, stats)),
    pages: pages.map((x) => ({ no: x.no, status: x.status as PageStatus, statusName: PAGE_STATUS_NAMES[x.status as PageStatus], width: x.width, height: x.height, error: x.error })),
    people, zibei,
  };
}

const IMAGE_FORMATS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', tiff: 'image/tiff', webp: 'image/webp' };

/** One uploaded file: a PDF (its pages, rasterised later) or one page image; anything else is refused. */
export async function upload(ctx: Ctx<'user'>, p: P<typeof c.upload>, file: UploadPart | null): Promise<OldregRegister> {
  const { row } = await own(ctx, p.registerId);
  must(row.status === 'empty' || row.status === 'uploaded' || row.status === 'read', row.status === 'reading' ? '正在识别，请等识别完成后再上传' : '该旧谱已提交导入，不能再上传');
  if (!file || file.data.length === 0) fail('请选择旧谱的 PDF 或页面图片');
  if (file.data.length > OLDREG_MAX_BYTES) fail(`文件太大，单个文件不能超过${OLDREG_MAX_BYTES / 1024 / 1024}MB`);
  const existing = await repo.pageCount(ctx.db, row);
  const name = file.filename.split(/[\\/]/).pop()!.slice(-120);
  const short = ctx.adapters.ids.short();
  const now = ctx.adapters.clock.now();
  const isPdf = file.data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (isPdf) {
    let n: number;
    try {
      n = await pdfPageCount(new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength));
    } catch {
      fail('PDF 文件已损坏或无法打开，请换一个文件');
    }
    must(n > 0, 'PDF 中没有页面');
    must(existing + n <= OLDREG_MAX_PAGES, `一部旧谱最多${OLDREG_MAX_PAGES}页，请分成几部上传`);
    const key = `oldreg/${row.projectId}/${row.id}/source-${short}.pdf`;
    await ctx.adapters.storage.put(key, file.data);
    const sources = [...row.sources, { key, name, pages: n }];
    const next = await ctx.db.transaction(async (tx) => {
      await repo.insertPages(tx, Array.from({ length: n }, (_, i) => ({
        projectId: row.projectId, registerId: row.id, no: existing + i + 1, source: sources.length - 1, sourcePage: i + 1,
      })));
      return moved(await repo.moveRegister(tx, row, ['empty', 'uploaded', 'read'], { sources, status: 'uploaded', updatedAt: now }));
    });
    return toRegister(ctx, next);
  }
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await (await loadSharp())(file.data).metadata();
  } catch {
    fail('只支持 PDF 或图片（PNG、JPG、TIFF、WebP），该文件无法识别');
  }
  const type = IMAGE_FORMATS[meta.format ?? ''];
  if (!type || !meta.width || !meta.height) fail('只支持 PDF 或图片（PNG、JPG、TIFF、WebP），该文件无法识别');
  must(meta.width * meta.height <= 60_000_000, '图片太大，请缩小到6000万像素以内');
  must(existing + 1 <= OLDREG_MAX_PAGES, `一部旧谱最多${OLDREG_MAX_PAGES}页，请分成几部上传`);
  const key = `oldreg/${row.projectId}/${row.id}/page-${existing + 1}-${short}.${meta.format}`;
  await ctx.adapters.storage.put(key, file.data);
  const next = await ctx.db.transaction(async (tx) => {
    await repo.insertPages(tx, [{ projectId: row.projectId, registerId: row.id, no: existing + 1, imageKey: key, imageType: type, width: meta.width, height: meta.height }]);
    return moved(await repo.moveRegister(tx, row, ['empty', 'uploaded', 'read'], { status: 'uploaded', updatedAt: now }));
  });
  return toRegister(ctx, next);
}

function moved(r: repo.RegisterRow | undefined): repo.RegisterRow {
  if (!r) fail('旧谱状态已改变，请刷新');
  return r;
}

export async function read(ctx: Ctx<'user'>, registerId: number): Promise<OldregRegister> {
  const { row } = await own(ctx, registerId);
  must(row.status !== 'reading', '正在识别，请稍候');
  must(row.status !== 'confirmed', '该旧谱已提交导入');
  const pages = await repo.pagesOf(ctx.db, row);
  must(pages.length > 0, '请先上传旧谱的 PDF 或页面图片');
  must(pages.some((x) => x.status !== 'read'), '全部页面都已识别');
  const jobs = ctx.req.server.jobs;
  const next = await ctx.db.transaction(async (tx: Tx) => {
    const r = moved(await repo.moveRegister(tx, row, ['uploaded', 'read'], { status: 'reading', error: '', updatedAt: ctx.adapters.clock.now() }));
    const qid = await jobs.send(oldregJob, { registerId: r.id, projectId: r.projectId }, { tx });
    return moved(await repo.moveRegister(tx, r, ['reading'], { queueJobId: qid }));
  });
  jobs.wake(oldregJob.name);
  return toRegister(ctx, next);
}

export async function pageGet(ctx: Ctx<'user'>, p: P<typeof c.pageGet>): Promise<OldregPage> {
  const { row } = await own(ctx, p.registerId);
  const page = await repo.pageOf(ctx.db, row, p.no);
  if (!page) fail('该页不存在');
  const lines = ((page.lines ?? []) as { dir: 'v' | 'h'; chars: OldregPage['lines'][number]['chars'] }[]).map((l) => ({ dir: l.dir, chars: l.chars }));
  return { no: page.no, status: page.status as PageStatus, width: page.width, height: page.height, error: page.error, lines };
}

export async function pageImage(ctx: Ctx<'user'>, p: P<typeof c.pageGet>): Promise<{ type: string; data: Buffer }> {
  const { row } = await own(ctx, p.registerId);
  const page = await repo.pageOf(ctx.db, row, p.no);
  if (!page) fail('该页不存在');
  if (!page.imageKey) fail('该页图片尚未生成，请先识别');
  return { type: page.imageType, data: await ctx.adapters.storage.get(page.imageKey) };
}

/** The reviewed list: keys unique, fathers among the keys, no one his own ancestor. */
function checkPeople(people: OldregPerson[]): void {
  const keys = new Set<number>();
  for (const x of people) {
    if (keys.has(x.key)) fail(`人物编号重复：${x.key}`);
    keys.add(x.key);
  }
  const father = new Map(people.map((x) => [x.key, x.fatherKey]));
  for (const x of people) {
    if (x.fatherKey != null && !keys.has(x.fatherKey)) fail(`「${x.name}」的父亲不在名单中`);
    let f = x.fatherKey;
    for (let i = 0; f != null; i++) {
      if (f === x.key || i > people.length) fail(`「${x.name}」不能是自己的祖先，请检查父子关系`);
      f = father.get(f) ?? null;
    }
  }
}

export async function savePeople(ctx: Ctx<'user'>, p: P<typeof c.savePeople>): Promise<OldregRegister> {
  const { row } = await own(ctx, p.registerId);
  must(row.status === 'read', row.status === 'confirmed' ? '该旧谱已提交导入，不能再修改' : '请等识别完成后再校对');
  checkPeople(p.people);
  const next = await repo.savePeople(ctx.db, row, p.version, ['read'], p.people, ctx.adapters.clock.now());
  if (!next) fail('旧谱已被他人修改，请刷新后再校对');
  return toRegister(ctx, next);
}

export async function confirm(ctx: Ctx<'user'>, p: P<typeof c.confirm>): Promise<OldregRegister> {
  const { row, clan } = await own(ctx, p.registerId);
  must(row.status === 'read', row.status === 'confirmed' ? '该旧谱已提交导入' : '请等识别完成后再提交');
  must(row.version === p.version, '旧谱已被他人修改，请刷新后再提交');
  const people = row.people as OldregPerson[];
  must(people.length > 0, '没有识别出人物，无法导入');
  const full = await findClan(ctx.db, clan.id);
  const ged = peopleToGedcom(people, { name: full!.name, surname: full!.surname, hall: full!.hall }, row.title);
  const job = await importGedcomText(ctx, clan.id, `${row.title}.ged`, ged);
  const next = await repo.moveRegister(ctx.db, row, ['read'], { status: 'confirmed', importJobId: job.id, updatedAt: ctx.adapters.clock.now() });
  return toRegister(ctx, moved(next));
}

export async function remove(ctx: Ctx<'user'>, registerId: number): Promise<null> {
  const { row } = await own(ctx, registerId);
  must(row.status !== 'reading', '正在识别，请等识别完成后再删除');
  const pages = await repo.pagesOf(ctx.db, row);
  await ctx.db.transaction((tx) => repo.deleteRegister(tx, row));
  for (const key of [...pages.map((x) => x.imageKey), ...row.sources.map((s) => s.key)]) if (key) await ctx.adapters.storage.remove(key).catch(() => undefined);
  return null;
}
