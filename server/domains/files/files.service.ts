/**
 * Uploads: checked by type, extension, size and content, stored through ctx.adapters.storage under
 * `YYYY/MM/<random>.<ext>`, one `files` row per upload with its uploader. Images (jpg, png, gif) get a JPEG
 * thumbnail of at most 320 px and their width/height; bmp and ico their width/height from the header.
 */
import { ALBUM_SUBTYPE_BASE, FILE2_TYPE, type FileTypeCode, type UploadedFile } from '@contract/files';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import type { UploadPart } from '../../http/route';
import { fail, UserError } from '../../http/errors';
import * as repo from './files.repo';
import { cleanName, contentMatches, extensionOf, extensionProblem, headerSize, MIME, sizeProblem, uploadType } from './files.check';

/** sharp (libvips) loads with the first image, not with the server (issue #25: ~15 MB of an idle server). */
export const loadSharp = async () => (await import('sharp')).default;

export const THUMB_MAX_PX = 320;
/** Decoding bombs: refuse images with more pixels than this. */
export const MAX_IMAGE_PIXELS = 100_000_000;

interface Target {
  type: FileTypeCode;
  subType?: number | null;
  projectId?: number | null;
  activityId?: number | null;
}

interface ImageInfo {
  width?: number;
  height?: number;
  thumb?: Buffer;
}

async function imageInfo(ext: string, data: Buffer): Promise<ImageInfo> {
  if (ext === 'bmp' || ext === 'ico') {
    const s = headerSize(ext, data);
    return s ?? {};
  }
  const expected = ext === 'jpg' ? 'jpeg' : ext;
  try {
    const sharp = await loadSharp();
    const img = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await img.metadata();
    if (meta.format !== expected || !meta.width || !meta.height) fail('文件内容与类型不符');
    const rotated = (meta.orientation ?? 1) >= 5;
    const thumb = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(THUMB_MAX_PX, THUMB_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height, thumb };
  } catch (e) {
    if (e instanceof UserError) throw e;
    if (e instanceof Error && /pixel limit/i.test(e.message)) fail('图片尺寸太大');
    fail('图片已损坏，无法读取');
  }
}

function storageKey(now: Date, random: string, ext: string): string {
  const y = now.getUTCFullYear();
  const m = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${y}/${m}/${random}.${ext}`;
}

/** Check and store one upload; answers what the client shows. */
async function store(ctx: Ctx<'user'>, t: Target, file: UploadPart | null): Promise<UploadedFile> {
  if (!file) fail('请选择文件');
  const name = cleanName(file.filename);
  const ext = extensionOf(file.filename);
  const extProblem = extensionProblem(t.type, ext);
  if (extProblem) fail(extProblem);
  const tooBig = sizeProblem(t.type, file.data.length);
  if (tooBig) fail(tooBig);
  if (!(await contentMatches(ext, file.data))) fail('文件内容与类型不符');
  const img = t.type === 0 ? await imageInfo(ext, file.data) : {};

  const now = ctx.adapters.clock.now();
  const key = storageKey(now, ctx.adapters.ids.short(), ext);
  const thumbKey = img.thumb ? key.replace(/\.[^.]+$/, '_thumb.jpg') : null;
  const storage = ctx.adapters.storage;
  await storage.put(key, file.data);
  try {
    if (thumbKey && img.thumb) await storage.put(thumbKey, img.thumb);
    const row = await repo.insertFile(ctx.db, {
      userId: ctx.user.id,
      projectId: t.projectId ?? null,
      activityId: t.activityId ?? null,
      type: t.type,
      subType: t.subType ?? null,
      key,
      thumbKey,
      originalName: name,
      mime: MIME[ext] ?? 'application/octet-stream',
      sizeBytes: file.data.length,
      width: img.width ?? null,
      height: img.height ?? null,
      createdAt: now,
    });
    return toUploaded(row, storage.url.bind(storage));
  } catch (e) {
    await storage.remove(key);
    if (thumbKey) await storage.remove(thumbKey);
    throw e;
  }
}

export function toUploaded(row: repo.FileRow, url: (key: string) => string): UploadedFile {
  return {
    id: row.id,
    url: url(row.key),
    ...(row.thumbKey ? { thumbUrl: url(row.thumbKey) } : {}),
    name: row.originalName,
    size: Math.ceil(row.sizeBytes / 1024),
    type: row.type,
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
  };
}

/** The `fileType` request header (spec §7 lists it among the headers). */
function headerFileType(ctx: Ctx): number | undefined {
  const h = ctx.req.headers.filetype;
  const v = Number(Array.isArray(h) ? h[0] : h);
  return h !== undefined && h !== '' && Number.isInteger(v) ? v : undefined;
}

/** POST /upload */
export function upload(ctx: Ctx<'user'>, p: { fileType?: number }, file: UploadPart | null): Promise<UploadedFile> {
  const code = p.fileType ?? headerFileType(ctx);
  const type = uploadType(code);
  if (type === null) fail('上传类型错误');
  return store(ctx, { type, subType: code === FILE2_TYPE ? FILE2_TYPE : null, projectId: ctx.headers.projectId }, file);
}

/** POST /file2/upload: an image (fileType 600). */
export function file2Upload(ctx: Ctx<'user'>, _p: { fileType?: number }, file: UploadPart | null): Promise<UploadedFile> {
  return store(ctx, { type: 0, subType: FILE2_TYPE, projectId: ctx.headers.projectId }, file);
}

/** POST /project/activity/upload: a file of an activity (album); subType 700 + type unless given. */
export function activityUpload(
  ctx: Ctx<'user'>,
  p: { activityId: number; type: number; subType?: number; totalSize?: number; projectId?: number },
  file: UploadPart | null,
): Promise<UploadedFile> {
  const type = uploadType(p.type);
  if (type === null || p.type === FILE2_TYPE) fail('上传类型错误');
  return store(ctx, {
    type,
    subType: p.subType ?? ALBUM_SUBTYPE_BASE + type,
    projectId: p.projectId ?? ctx.headers.projectId,
    activityId: p.activityId,
  }, file);
}

/**
 * For other domains' imports (a GEDZIP's photos): one image checked like an upload (extension, size, content,
 * pixels) and stored with its `files` row in the caller's transaction, on behalf of `userId`. Answers its URL, or
 * the Chinese reason it was refused (the caller logs it and goes on). `remove()` takes the stored bytes back when the
 * caller's transaction fails.
 */
export async function storeImportedImage(
  db: Tx, storage: Ctx['adapters']['storage'], key: { now: Date; random: string },
  f: { userId: number; projectId: number; filename: string; data: Buffer },
): Promise<{ url: string; remove: () => Promise<void> } | { problem: string }> {
  const ext = extensionOf(f.filename);
  const problem = extensionProblem(0, ext) ?? sizeProblem(0, f.data.length)
    ?? (!(await contentMatches(ext, f.data)) ? '文件内容与类型不符' : null);
  if (problem) return { problem };
  let img: ImageInfo;
  try {
    img = await imageInfo(ext, f.data);
  } catch (e) {
    if (e instanceof UserError) return { problem: e.message };
    throw e;
  }
  const stored = storageKey(key.now, key.random, ext);
  const thumbKey = img.thumb ? stored.replace(/\.[^.]+$/, '_thumb.jpg') : null;
  const remove = async () => {
    await storage.remove(stored);
    if (thumbKey) await storage.remove(thumbKey);
  };
  await storage.put(stored, f.data);
  try {
    if (thumbKey && img.thumb) await storage.put(thumbKey, img.thumb);
    const row = await repo.insertFile(db, {
      userId: f.userId, projectId: f.projectId, activityId: null, type: 0, subType: null, key: stored, thumbKey,
      originalName: cleanName(f.filename), mime: MIME[ext] ?? 'application/octet-stream', sizeBytes: f.data.length,
      width: img.width ?? null, height: img.height ?? null, createdAt: key.now,
    });
    return { url: toUploaded(row, storage.url.bind(storage)).url, remove };
  } catch (e) {
    await remove();
    throw e;
  }
}

/** For other domains: the uploaded files among `keys` with their MIME types (a key not there was never uploaded). */
export const storedFiles = (db: Tx, keys: string[]) => repo.filesByKeys(db, keys);

/** For other domains (chat): his own uploaded image by id, as served (url, thumbnail, size); undefined otherwise. */
export async function ownImage(ctx: Ctx<'user'>, fileId: number): Promise<UploadedFile | undefined> {
  const row = await repo.fileById(ctx.db, fileId);
  if (!row || row.userId !== ctx.user.id || row.type !== 0) return undefined;
  return toUploaded(row, ctx.adapters.storage.url.bind(ctx.adapters.storage));
}
