/**
 * Timestamps are never shown by slicing their ISO string (that shows UTC: an order made at 00:30 in China would read
 * 16:30 the day before). They go through model/datetime.ts (server) or src/lib/format/datetime.ts (client). This
 * test reads the code and fails on the shapes such slicing takes. Calendar DATES ("YYYY-MM-DD" of a birth, an
 * almanac day) are not instants and may be cut as strings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['src', 'server', 'model', 'contract', 'layouts', 'render', 'scripts', 'tests', 'benchmarks'];
const SELF = relative(ROOT, import.meta.filename);

/** Each shape, with what it catches. */
export const ISO_SLICING: { re: RegExp; what: string }[] = [
  { re: /toISOString\(\)\s*\.\s*(slice|substring|substr|split|replace|match)\(/, what: 'a cut ISO string (UTC, not China time)' },
  { re: /\b\w*(At|Time|time|Iso|ISO|^at|\.at)\)?\s*\.\s*(slice|substring|substr)\(|\.split\(['"]T['"]\)/, what: 'a cut timestamp string' },
  { re: /\\d\{2\}\)?T\(?\\d/, what: 'an ISO timestamp read field by field with a regular expression' },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(p);
    else if (/\.(ts|tsx|mjs|js)$/.test(e.name)) yield p;
  }
}

export function isoSlicing(source: string): { line: number; text: string; what: string }[] {
  const out: { line: number; text: string; what: string }[] = [];
  source.split('\n').forEach((text, i) => {
    const code = text.replace(/\/\/.*$/, '');
    for (const s of ISO_SLICING) if (s.re.test(code)) out.push({ line: i + 1, text: text.trim(), what: s.what });
  });
  return out;
}

describe('no ISO slicing of timestamps', () => {
  it('the shapes are caught (and dates are let through)', () => {
    const caught = (s: string) => isoSlicing(s).length > 0;
    expect(caught("o.createdAt.slice(0, 16).replace('T', ' ')")).toBe(true);
    expect(caught('{a.createdAt.slice(0, 10)}')).toBe(true);
    expect(caught('shortTime(v.lastAt).slice(11)')).toBe(true);
    expect(caught('r.at.slice(0, 10)')).toBe(true);
    expect(caught('new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10)')).toBe(true);
    expect(caught("iso.split('T')[0]")).toBe(true);
    expect(caught('/^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})/.exec(iso)')).toBe(true);
    expect(caught("day.date.slice(5).replace('-', '月')")).toBe(false);
    expect(caught("const [y, m, d] = iso.split('-').map(Number);")).toBe(false);
    expect(caught("createHash('sha256').update(s).digest('hex').slice(0, 16)")).toBe(false);
    expect(caught('names.slice(0, 19)')).toBe(false);
  });
  it('nowhere in the code', () => {
    const found: string[] = [];
    for (const d of DIRS) {
      for (const file of sourceFiles(join(ROOT, d))) {
        const rel = relative(ROOT, file);
        if (rel === SELF) continue;
        for (const f of isoSlicing(readFileSync(file, 'utf8'))) found.push(`${rel}:${f.line} ${f.what}: ${f.text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
