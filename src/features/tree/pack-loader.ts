/**
 * Loads the binary tree pack with progress. The server sends it gzipped with Content-Encoding, so the browser
 * inflates it and the reader yields *decoded* bytes, while Content-Length counts the compressed ones. The
 * exact total comes from the pack itself: its header's section table ends at the last section's end, so once
 * the first 232 bytes are in, progress is exact and the buffer is allocated once (byteOffset 0 → the decoder
 * reads its columns in place). Before that, or for a non-pack reply, Content-Length serves only when the body
 * is not encoded; otherwise the bar is indeterminate (`total: null`). DOM-free (tested in Node).
 */
import { decodeTreePack, TREE_PACK_MAGIC, type TreePack } from '@model/tree-pack';

export interface LoadProgress {
  /** Decoded bytes received. */
  received: number;
  /** Expected decoded bytes, null when unknown (indeterminate bar). */
  total: number | null;
  /** Members in the pack, once its header is in: the page picks its first view and starts its engine meanwhile. */
  members?: number;
}

/** Size of the whole pack from its header, or null when `head` is not (yet) a full ZPTP header. */
export function packSizeFromHeader(head: Uint8Array): number | null {
  if (head.length < 56) return null;
  for (let k = 0; k < 4; k++) if (head[k] !== TREE_PACK_MAGIC.charCodeAt(k)) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const headerSize = view.getUint16(6, true);
  const sections = view.getUint16(48, true);
  if (head.length < headerSize || headerSize < 56 + 8 * sections) return null;
  let end = headerSize;
  for (let s = 0; s < sections; s++) {
    const at = 56 + 8 * s;
    end = Math.max(end, view.getUint32(at, true) + view.getUint32(at + 4, true));
  }
  return (end + 3) & ~3; // the encoder pads every section, the last one too, to 4 bytes
}

/** Content-Length when it counts the bytes the reader yields (no Content-Encoding), else null. */
export function plainLength(headers: { get(name: string): string | null }): number | null {
  const enc = headers.get('content-encoding');
  if (enc && enc.toLowerCase() !== 'identity') return null;
  const n = Number(headers.get('content-length'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

export interface BodyLike {
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Reads a response body into one Uint8Array (offset 0), reporting progress after every chunk. */
export async function readWithProgress(res: BodyLike, onProgress: (p: LoadProgress) => void): Promise<Uint8Array> {
  let total = plainLength(res.headers);
  if (!res.body) {
    const all = new Uint8Array(await res.arrayBuffer());
    onProgress({ received: all.length, total: all.length });
    return all;
  }
  const reader = res.body.getReader();
  let chunks: Uint8Array[] = [];
  let buf: Uint8Array | null = null; // once the pack size is known
  let received = 0;
  let fromHeader = false;
  let members: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (buf && received + value.length <= buf.length) buf.set(value, received);
    else if (buf) {
      // more than the header announced: fall back to chunks
      chunks = [buf.subarray(0, received)];
      buf = null;
      chunks.push(value);
    } else chunks.push(value);
    received += value.length;
    if (!fromHeader && !buf && received >= 56) {
      const head = concat(chunks, received);
      const size = packSizeFromHeader(head);
      if (size !== null && size >= received) {
        fromHeader = true;
        total = size;
        members = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(8, true);
        buf = new Uint8Array(size);
        buf.set(head);
        chunks = [];
      } else if (size === null && received >= 256) fromHeader = true; // not a pack: stop looking
    }
    onProgress(members === undefined ? { received, total } : { received, total, members });
  }
  const out = buf ? (received === buf.length ? buf : buf.slice(0, received)) : concat(chunks, received);
  onProgress(members === undefined ? { received, total: received } : { received, total: received, members });
  return out;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0].byteOffset === 0 && chunks[0].length === length) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export class PackLoadError extends Error {
  override name = 'PackLoadError';
}

/** The pack route (contract/clan-members.ts: GET /app/api/clan-member/tree/pack?clanId=). */
export const PACK_PATH = '/clan-member/tree/pack';

/** Fetches and decodes a clan's tree pack. `headers` are the session headers (api-client buildHeaders). */
export async function loadTreePack(opts: {
  clanId: number;
  headers: Record<string, string>;
  baseUrl?: string;
  fetch?: (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => Promise<BodyLike & { ok: boolean; status: number }>;
  signal?: AbortSignal;
  onProgress: (p: LoadProgress) => void;
  /** Only the first generations, at most this many members (a preview: the route's `head`). */
  head?: number;
}): Promise<TreePack> {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const url = `${opts.baseUrl ?? '/app/api'}${PACK_PATH}?clanId=${encodeURIComponent(opts.clanId)}${opts.head ? `&head=${opts.head}` : ''}`;
  // performance marks of the first frame's phases (benchmarks/tree-app.bench.ts reads them)
  const mark = (name: string) => performance.mark(`tree:${opts.head ? 'head' : 'pack'}-${name}`);
  mark('request');
  const res = await doFetch(url, { headers: opts.headers, signal: opts.signal });
  mark('headers');
  if (!res.ok) {
    throw new PackLoadError(res.status === 401 ? '请先登录' : res.status === 404 ? '族谱不存在或无权查看' : `族谱数据加载失败（${res.status}）`);
  }
  if (res.headers.get('content-type')?.includes('json')) {
    // a refusal comes in the JSON envelope ({msg: 0, msbox})
    const reply = JSON.parse(new TextDecoder().decode(await res.arrayBuffer())) as { msbox?: string };
    throw new PackLoadError(reply.msbox || '族谱数据加载失败');
  }
  let first = true;
  const bytes = await readWithProgress(res, (p) => {
    if (first) {
      first = false;
      mark('first-bytes');
    }
    opts.onProgress(p);
  });
  mark('body');
  const pack = decodeTreePack(bytes);
  mark('decoded');
  return pack;
}
