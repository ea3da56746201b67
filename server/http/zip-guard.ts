/**
 * Zip-based input read with limits (issue #13 item 1): .xlsx today, GEDZIP and other zip imports next. A zip can
 * claim anything in its headers, so the guard inflates every entry as a stream (fflate), counting what comes out,
 * and stops at the first limit passed — number of entries, bytes of one entry, bytes in all, compression ratio —
 * without keeping the output (or keeping only the entries asked for). What passes is then safe to hand to a
 * library that inflates it again whole (exceljs). Refusals are Chinese msg 0 messages.
 */
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import { UserError } from './errors';

export interface ZipLimits {
  /** Entries (files and folders) in the archive. */
  maxEntries: number;
  /** Inflated bytes of any one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /**
   * Inflated ÷ compressed past 1 MB inflated — of an entry when its header tells its size, and of everything inflated so
   * far ÷ the bytes read so far (a streamed zip's headers do not): deflate tops out near 1030; sheet XML is 10–50.
   */
  maxRatio: number;
  /** What the file is, for the messages: 'Excel文件'. */
  what: string;
  /** The refusal of a file that is not a readable zip. */
  broken: string;
}

/** An .xlsx of at most 5000 register rows is a few MB inflated; 40 MB leaves room for formatting and images. */
export const XLSX_LIMITS: ZipLimits = { maxEntries: 2000, maxEntryBytes: 40 * 1024 * 1024, maxTotalBytes: 60 * 1024 * 1024, maxRatio: 200, what: 'Excel文件', broken: '文件不是有效的Excel（.xlsx）文件' };

/** Bytes pushed to the inflater at a time: small, so the ratio of output to input read so far is known early. */
const CHUNK = 4 * 1024;
const MB = 1024 * 1024;

/**
 * Inflate `data` under `limits`; answers the entries `keep(name)` asks for (others are counted and dropped). Throws
 * UserError naming the limit passed, or that the file is not a readable zip.
 */
export function readZipGuarded(data: Uint8Array, limits: ZipLimits, keep: (name: string) => boolean = () => false): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  /** Compressed bytes handed to the inflater so far. */
  let pushed = 0;
  /** Entries started and not yet inflated to their end: a cut-off file leaves one. */
  let open = 0;
  let refusal: string | null = null;
  const files: UnzipFile[] = [];
  const unzip = new Unzip((file) => {
    if (refusal) return;
    entries++;
    if (entries > limits.maxEntries) {
      refusal = `${limits.what}包含的文件过多（超过${limits.maxEntries}个），无法读取`;
      return;
    }
    files.push(file);
    const chunks: Uint8Array[] | null = keep(file.name) ? [] : null;
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (refusal) return;
      if (err) {
        refusal = limits.broken;
        return;
      }
      size += chunk.length;
      total += chunk.length;
      const compressed = file.size ?? 0;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
        refusal = `${limits.what}解压后过大（超过${Math.round(Math.min(limits.maxEntryBytes, limits.maxTotalBytes) / MB)}MB），无法读取`;
      } else if ((size > MB && compressed > 0 && size / compressed > limits.maxRatio) || (total > MB && total / pushed > limits.maxRatio)) {
        refusal = `${limits.what}的压缩比异常，疑似压缩炸弹，无法读取`;
      }
      if (refusal) {
        file.terminate();
        return;
      }
      chunks?.push(chunk);
      if (final) {
        open--;
        if (chunks) kept.set(file.name, concat(chunks, size));
      }
    };
    open++;
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let i = 0; i < data.length && !refusal; i += CHUNK) {
      pushed = Math.min(i + CHUNK, data.length);
      unzip.push(data.subarray(i, pushed), pushed === data.length);
    }
  } catch {
    refusal ??= limits.broken;
  }
  if (refusal) throw new UserError(refusal);
  if (entries === 0 || open > 0) throw new UserError(limits.broken);
  return kept;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
