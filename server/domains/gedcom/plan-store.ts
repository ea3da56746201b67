/**
 * The import plan (the members a confirmed import writes) kept in storage between the preview and the confirm: gzip
 * of JSON lines — a head line, then one line per draft. Written and read a batch of lines at a time, so a
 * 100 000-person plan never exists as one string (~150 MB of UTF-16) in memory.
 */
import { constants, createGunzip, createGzip, gunzipSync } from 'node:zlib';

const NL = 0x0a;

/** gzip(JSON lines) of `head` then each item. */
export async function packLines(head: unknown, items: readonly unknown[], batch = 1000): Promise<Buffer> {
  const gz = createGzip({ level: constants.Z_BEST_SPEED });
  const out: Buffer[] = [];
  gz.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => { gz.on('end', resolve); gz.on('error', reject); });
  gz.write(JSON.stringify(head) + '\n');
  for (let i = 0; i < items.length; i += batch) {
    let s = '';
    for (let j = i; j < Math.min(items.length, i + batch); j++) s += JSON.stringify(items[j]) + '\n';
    if (!gz.write(s)) await new Promise((r) => gz.once('drain', r));
  }
  gz.end();
  await done;
  return Buffer.concat(out);
}

/** The head and the items of `packLines`. */
export function unpackLines<H, T>(packed: Buffer): { head: H; items: T[] } {
  const buf = gunzipSync(packed);
  const items: T[] = [];
  let head: H | undefined;
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(NL, start);
    if (end < 0) end = buf.length;
    if (end > start) {
      const v = JSON.parse(buf.toString('utf8', start, end)) as unknown;
      if (head === undefined) head = v as H; else items.push(v as T);
    }
    start = end + 1;
  }
  if (head === undefined) throw new Error('empty plan');
  return { head, items };
}

/**
 * The head and the items of `packLines`, read as a stream: `onBatch` gets up to `batch` items at a time, in order,
 * and is awaited before more are decoded — only the current batch and one gunzip chunk are in memory, never the
 * whole plan (the import's write phase: 100 000 drafts would be ~150 MB of objects).
 */
export async function eachLineBatch<H, T>(packed: Buffer, batch: number, onBatch: (items: T[], head: H) => Promise<void> | void): Promise<H> {
  const gz = createGunzip();
  gz.end(packed);
  let head: H | undefined;
  let items: T[] = [];
  let rest: Buffer | null = null;
  const take = (line: Buffer) => {
    if (!line.length) return;
    const v = JSON.parse(line.toString('utf8')) as unknown;
    if (head === undefined) head = v as H; else items.push(v as T);
  };
  for await (const chunk of gz as AsyncIterable<Buffer>) {
    const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = buf.indexOf(NL); end >= 0; end = buf.indexOf(NL, start)) {
      take(buf.subarray(start, end));
      start = end + 1;
      if (items.length >= batch) { await onBatch(items, head as H); items = []; }
    }
    rest = start < buf.length ? Buffer.from(buf.subarray(start)) : null;
  }
  if (rest) take(rest);
  if (head === undefined) throw new Error('empty plan');
  if (items.length) await onBatch(items, head);
  return head;
}

/** Only the head of `packLines` (the first line), without decoding the items. */
export async function readHead<H>(packed: Buffer): Promise<H> {
  const gz = createGunzip();
  gz.end(packed);
  const parts: Buffer[] = [];
  for await (const chunk of gz as AsyncIterable<Buffer>) {
    const end = chunk.indexOf(NL);
    if (end >= 0) {
      parts.push(chunk.subarray(0, end));
      gz.destroy();
      break;
    }
    parts.push(chunk);
  }
  if (!parts.length) throw new Error('empty plan');
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as H;
}
