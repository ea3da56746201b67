/**
 * A standalone TrueType subset of Noto Serif SC for the browser: fontkit's subsetter (glyf, loca, hmtx, head, hhea,
 * maxp — what a PDF needs) plus the tables a browser's font sanitizer requires of a standalone font: `cmap`
 * (format 4 for the BMP and format 12 for all planes), `OS/2` and `name` copied from the full font, and a
 * glyph-name-less `post` (version 3).
 */
import { readFileSync } from 'node:fs';
import { FONT_FILES, openFont } from '../../../layouts/pdf/fonts';

let fontBytes: Buffer | null = null;
const fullFont = () => (fontBytes ??= readFileSync(FONT_FILES.serif));

function tableDirectory(buf: Buffer): Map<string, Buffer> {
  const n = buf.readUInt16BE(4);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < n; i++) {
    const rec = 12 + i * 16;
    const tag = buf.toString('latin1', rec, rec + 4);
    const off = buf.readUInt32BE(rec + 8);
    const len = buf.readUInt32BE(rec + 12);
    out.set(tag, buf.subarray(off, off + len));
  }
  return out;
}

function checksum(b: Buffer): number {
  let sum = 0;
  const padded = b.length % 4 ? Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]) : b;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function assemble(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const pow = 2 ** Math.floor(Math.log2(n));
  const header = Buffer.alloc(12 + 16 * n);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(Math.log2(pow), 8);
  header.writeUInt16BE(n * 16 - pow * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tags.forEach((tag, i) => {
    const t = tables.get(tag)!;
    const rec = 12 + i * 16;
    header.write(tag, rec, 'latin1');
    header.writeUInt32BE(checksum(t), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(t.length, rec + 12);
    const pad = (4 - (t.length % 4)) % 4;
    bodies.push(t, Buffer.alloc(pad));
    offset += t.length + pad;
  });
  const out = Buffer.concat([header, ...bodies]);
  const headOff = header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  out.writeUInt32BE(0, headOff + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOff + 8);
  return out;
}

/** cmap with (3,1) format 4 (BMP, when it fits) and (3,10) format 12. `pairs` sorted by code point. */
function cmapTable(pairs: [number, number][]): Buffer {
  const runs = (list: [number, number][]) => {
    const out: { start: number; end: number; gid: number }[] = [];
    for (const [cp, gid] of list) {
      const last = out[out.length - 1];
      if (last && cp === last.end + 1 && gid === last.gid + (cp - last.start)) last.end = cp;
      else out.push({ start: cp, end: cp, gid });
    }
    return out;
  };
  const groups = runs(pairs);
  const f12 = Buffer.alloc(16 + groups.length * 12);
  f12.writeUInt16BE(12, 0);
  f12.writeUInt32BE(f12.length, 4);
  f12.writeUInt32BE(groups.length, 12);
  groups.forEach((g, i) => {
    f12.writeUInt32BE(g.start, 16 + i * 12);
    f12.writeUInt32BE(g.end, 20 + i * 12);
    f12.writeUInt32BE(g.gid, 24 + i * 12);
  });
  const segs = [...runs(pairs.filter(([cp]) => cp < 0xffff)), { start: 0xffff, end: 0xffff, gid: 0 }];
  const segX2 = segs.length * 2;
  const len4 = 16 + segs.length * 8;
  const subtables: [number, number, Buffer][] = [];
  if (len4 < 0xffff) {
    const f4 = Buffer.alloc(len4);
    const pow = 2 ** Math.floor(Math.log2(segs.length));
    f4.writeUInt16BE(4, 0);
    f4.writeUInt16BE(len4, 2);
    f4.writeUInt16BE(segX2, 6);
    f4.writeUInt16BE(pow * 2, 8);
    f4.writeUInt16BE(Math.log2(pow), 10);
    f4.writeUInt16BE(segX2 - pow * 2, 12);
    segs.forEach((s, i) => {
      f4.writeUInt16BE(s.end, 14 + i * 2);
      f4.writeUInt16BE(s.start, 16 + segX2 + i * 2);
      f4.writeUInt16BE(s.start === 0xffff ? 1 : (s.gid - s.start + 0x10000) & 0xffff, 16 + 2 * segX2 + i * 2);
      // idRangeOffset stays 0
    });
    subtables.push([3, 1, f4]);
  }
  subtables.push([3, 10, f12]);
  const head = Buffer.alloc(4 + 8 * subtables.length);
  head.writeUInt16BE(subtables.length, 2);
  let off = head.length;
  subtables.forEach(([p, e, t], i) => {
    head.writeUInt16BE(p, 4 + i * 8);
    head.writeUInt16BE(e, 6 + i * 8);
    head.writeUInt32BE(off, 8 + i * 8);
    off += t.length;
  });
  return Buffer.concat([head, ...subtables.map((s) => s[2])]);
}

function postTable(full: Buffer): Buffer {
  const p = Buffer.from(full.subarray(0, 32));
  p.writeUInt32BE(0x00030000, 0);
  return p;
}

export interface FontSubset {
  font: Buffer;
  /** Characters the font has glyphs for (in the subset). */
  covered: string[];
  /** Characters the full font lacks. */
  missing: string[];
}

/** A browser-loadable TrueType subset of Noto Serif SC holding `chars`. */
export function subsetFont(chars: Iterable<string>): FontSubset {
  const font = openFont(FONT_FILES.serif);
  const subset = font.createSubset();
  const cps = [...new Set([...chars].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const pairs: [number, number][] = [];
  const covered: string[] = [];
  const missing: string[] = [];
  for (const cp of cps) {
    if (cp < 0x20) continue;
    if (!font.hasGlyphForCodePoint(cp)) {
      missing.push(String.fromCodePoint(cp));
      continue;
    }
    pairs.push([cp, subset.includeGlyph(font.glyphForCodePoint(cp).id)]);
    covered.push(String.fromCodePoint(cp));
  }
  const tables = tableDirectory(Buffer.from(subset.encode()));
  const orig = tableDirectory(fullFont());
  tables.set('cmap', cmapTable(pairs));
  for (const tag of ['OS/2', 'name']) if (orig.has(tag)) tables.set(tag, Buffer.from(orig.get(tag)!));
  tables.set('post', postTable(orig.get('post')!));
  return { font: assemble(tables), covered, missing };
}
