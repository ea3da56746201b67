/**
 * Staff (运营) side of old registers: book data (the compilation year read by the calendar engine), page images
 * (checked and re-encoded as JPEG, stored under cpg/<book>/ — never served by /files), publishing, redeem codes.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/cpg';
import { CPG_MAX_PAGES, CPG_PAGE_EXTS } from '@contract/cpg';
import { toPage } from '@contract/common/index';
import { parseChineseDate } from '../../../model/calendar/index';
import type { Ctx } from '../../http/context';
import type { UploadPart } from '../../http/route';
import { fail, UserError } from '../../http/errors';
import { requireStaff } from '../staff/index';
import { toBook } from './cpg-books.service';
import * as repo from './cpg.repo';
import type { BookRow } from './cpg.repo';
import { loadSharp } from '../files/index';

const MAX_PIXELS = 60_000_000;
const PAGE_MAX_PX = 2400;

const toOps = (b: BookRow) => ({ ...toBook(b), published: b.published, updatedAt: b.updatedAt.toISOString() });

/** The CE year of a compilation date as written (清光绪十二年 → 1886); null for an era alone (光绪间) or none. */
export function yearOf(text: string): number | null {
  if (!text) return null;
  const r = parseChineseDate(text);
  if (!r.ok) fail(`纂修年代无法识别：${r.reason}`);
  const years = [...new Set(r.dates.map((d) => d.lunarYear ?? d.gregorian?.year ?? null))];
  if (years.length > 1) fail('纂修年代的年号有多个朝代使用，请加上朝代，如“清光绪十二年”');
  return years[0] ?? null;
}

export async function books(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsCpgBooks>): Promise<Reply<typeof c.opsCpgBooks>> {
  await requireStaff(ctx, 'operator');
  const pg = toPage(await repo.books(ctx.db, p), p.pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map(toOps) };
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsCpgBookSave>): Promise<Reply<typeof c.opsCpgBookSave>> {
  await requireStaff(ctx, 'operator');
  const now = ctx.adapters.clock.now();
  const v = {
    title: p.title, surname: p.surname, hall: p.hall, place: p.place, yearText: p.yearText, year: yearOf(p.yearText), volumes: p.volumes,
    intro: p.intro, previewPages: p.previewPages, priceFen: p.price, isRecommend: p.isRecommend, updatedAt: now,
  };
  if (!p.id) return toOps(await repo.insertBook(ctx.db, { ...v, createdBy: ctx.user.id, createdAt: now }));
  const row = await repo.updateBook(ctx.db, p.id, v);
  if (!row) fail('古谱不存在');
  return toOps(row);
}

async function pageImage(file: UploadPart | null): Promise<{ data: Buffer; width: number; height: number }> {
  if (!file) fail('请选择页图');
  const ext = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!(CPG_PAGE_EXTS as readonly string[]).includes(ext)) fail('页图只能是 jpg 或 png 图片（PDF 请在后台页面中选择，会逐页转为图片）');
  try {
    const sharp = await loadSharp();
    const img = sharp(file.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await img.metadata();
    if (!['jpeg', 'png'].includes(meta.format ?? '') || !meta.width || !meta.height) fail('文件内容与类型不符');
    const { data, info } = await img.rotate().resize(PAGE_MAX_PX, PAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (e) {
    if (e instanceof UserError) throw e;
    if (e instanceof Error && /pixel limit/i.test(e.message)) fail('图片尺寸太大');
    fail('图片已损坏，无法读取');
  }
}

export async function uploadPage(ctx: Ctx<'user'>, p: { id: number }, file: UploadPart | null): Promise<Reply<typeof c.opsCpgPageUpload>> {
  await requireStaff(ctx, 'operator');
  if (!(await repo.bookById(ctx.db, p.id))) fail('古谱不存在');
  const img = await pageImage(file);
  const key = `cpg/${p.id}/${ctx.adapters.ids.short()}.jpg`;
  await ctx.adapters.storage.put(key, img.data);
  try {
    return await ctx.db.transaction(async (tx) => {
      const b = await repo.lockBook(tx, p.id);
      if (!b) fail('古谱不存在');
      if (b.pageCount >= CPG_MAX_PAGES) fail(`每部古谱最多 ${CPG_MAX_PAGES} 页`);
      const page = b.pageCount + 1;
      await repo.insertPage(tx, { bookId: b.id, page, key, width: img.width, height: img.height });
      await repo.updateBook(tx, b.id, { pageCount: page, updatedAt: ctx.adapters.clock.now() });
      return { page, pageCount: page };
    });
  } catch (e) {
    await ctx.adapters.storage.remove(key);
    throw e;
  }
}

export async function clearPages(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.opsCpgPagesClear>> {
  await requireStaff(ctx, 'operator');
  const keys = await ctx.db.transaction(async (tx) => {
    const b = await repo.lockBook(tx, p.id);
    if (!b) fail('古谱不存在');
    if (b.published) fail('请先下架再清空页图');
    const k = await repo.clearPages(tx, b.id);
    await repo.updateBook(tx, b.id, { pageCount: 0, updatedAt: ctx.adapters.clock.now() });
    return k;
  });
  for (const k of keys) await ctx.adapters.storage.remove(k);
  return { pageCount: 0 };
}

export async function publish(ctx: Ctx<'user'>, p: { id: number; published: boolean }): Promise<Reply<typeof c.opsCpgPublish>> {
  await requireStaff(ctx, 'operator');
  const b = await repo.bookById(ctx.db, p.id);
  if (!b) fail('古谱不存在');
  if (p.published && b.pageCount === 0) fail('请先上传页图再上架');
  const row = await repo.updateBook(ctx.db, p.id, { published: p.published, updatedAt: ctx.adapters.clock.now() });
  return toOps(row ?? b);
}

export async function codes(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.opsCpgCodes>> {
  await requireStaff(ctx, 'operator');
  const pg = toPage(await repo.codePage(ctx.db, p), p.pageSize);
  return {
    hasNext: pg.hasNext,
    list: pg.list.map((r) => ({ code: r.code, days: r.days, used: !!r.usedAt, usedBy: r.usedBy, usedAt: r.usedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
  };
}

export async function createCodes(ctx: Ctx<'user'>, p: { days: number; count: number }): Promise<Reply<typeof c.opsCpgCodesCreate>> {
  await requireStaff(ctx, 'operator');
  const now = ctx.adapters.clock.now();
  const list = Array.from({ length: p.count }, () => `GP${ctx.adapters.ids.token().replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase().padEnd(10, '0')}`);
  await ctx.db.transaction((tx) => repo.insertCodes(tx, list.map((code) => ({ code, days: p.days, createdBy: ctx.user.id, createdAt: now }))));
  return { codes: list };
}
