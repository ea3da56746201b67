/**
 * GEDZIP (GEDCOM 7): a zip holding `gedcom.ged` (or its one .ged) and the media files its `OBJE.FILE` lines name by
 * relative path. Read under the zip guard's limits (entries, bytes, ratio). The photos (jpg, png, gif) become uploads
 * of the files domain and the members' 照片; other media are listed, not imported.
 */
import { GEDCOM_MAX_BYTES } from '@contract/gedcom';
import { readZipGuarded, type ZipLimits } from '../../http/zip-guard';
import { fail } from '../../http/errors';

export const GED_EXT = /\.(ged|gedcom)$/i;
const PHOTO_EXT = /\.(jpe?g|png|gif)$/i;

const GEDZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000, maxEntryBytes: GEDCOM_MAX_BYTES, maxTotalBytes: 2 * GEDCOM_MAX_BYTES, maxRatio: 200,
  what: 'GEDZIP文件', broken: '文件不是有效的GEDZIP（.zip）文件',
};

export function gedOfGedzip(data: Uint8Array): Buffer {
  const geds = readZipGuarded(data, GEDZIP_LIMITS, (name) => GED_EXT.test(name));
  const main = geds.get('gedcom.ged') ?? (geds.size === 1 ? [...geds.values()][0] : undefined);
  if (!main) fail(geds.size ? 'GEDZIP中有多个 .ged 文件，找不到 gedcom.ged' : 'GEDZIP中没有 .ged 文件');
  return Buffer.from(main.buffer, main.byteOffset, main.byteLength);
}

/** An `OBJE.FILE` value as a path inside the zip ("./media/%E7%85%A7.jpg" → "media/照.jpg"); null for a URL elsewhere. */
export function zipPath(value: string): string | null {
  let v = value.trim().replace(/\\/g, '/');
  if (/^[a-z][a-z0-9+.-]*:/i.test(v) && !/^file:/i.test(v)) return null;
  v = v.replace(/^file:(\/\/)?/i, '');
  try { v = decodeURIComponent(v); } catch { /* kept as written */ }
  v = v.replace(/^(\.\/|\/)+/, '');
  return v && !v.split('/').includes('..') ? v : null;
}

export const isPhoto = (path: string) => PHOTO_EXT.test(path);

/** The photos among `paths` that the zip holds, by path. */
export function photosOfGedzip(data: Uint8Array, paths: ReadonlySet<string>): Map<string, Uint8Array> {
  return readZipGuarded(data, GEDZIP_LIMITS, (name) => paths.has(name) && isPhoto(name));
}
