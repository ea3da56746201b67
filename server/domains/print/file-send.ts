/**
 * Sending a stored PDF: whole file or one byte range (pdf.js fetches ranges), ETag / If-None-Match, If-Range.
 * Disk storage streams from the file; the in-memory store (tests) slices its buffer.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `bytes=` range of a file of `size` bytes: `a-b`, `a-`, `-n` (the last n). null = send the whole file (no
 * header, a header we do not read, or several ranges); 'unsatisfiable' = 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The file's path on disk, when the store is the disk store (same guard as diskStorage). */
function diskPath(storage: Storage, key: string): string | null {
  if (!storage.root) return null;
  const p = normalize(join(storage.root, key));
  if (!p.startsWith(normalize(storage.root) + sep)) throw new Error(`bad storage key ${key}`);
  return p;
}

export interface SendPdf {
  key: string;
  /** Saved-as name (Content-Disposition inline; filename*). */
  fileName: string;
}

export async function sendPdf(req: FastifyRequest, reply: FastifyReply, storage: Storage, f: SendPdf) {
  const path = diskPath(storage, f.key);
  let size: number;
  let buf: Buffer | null = null;
  if (path) {
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) return reply.code(404).send({ msg: 0, msbox: '文件不存在，请重新生成' });
    size = st.size;
  } else {
    buf = await storage.get(f.key).catch(() => null);
    if (!buf) return reply.code(404).send({ msg: 0, msbox: '文件不存在，请重新生成' });
    size = buf.length;
  }
  const etag = `"${f.key.replace(/[^\w.-]/g, '_')}-${size}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization, ap')
    .header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(f.fileName)}`);
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').map((s) => s.trim()).includes(etag)) return reply.code(304).send();
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).type('application/json; charset=utf-8').send({ msg: 0, msbox: '请求的范围无效' });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : size - 1;
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-type', 'application/pdf').header('content-length', String(size === 0 ? 0 : end - start + 1));
  if (size === 0) return reply.send();
  if (buf) return reply.send(buf.subarray(start, end + 1));
  return reply.send(createReadStream(path!, { start, end }));
}
