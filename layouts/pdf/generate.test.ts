import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBookFile } from './generate';

const dir = mkdtempSync(join(tmpdir(), 'zupu-book-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generateBookFile (worker thread)', () => {
  it('runs a pluggable layout and writes the PDF, reporting progress up to 100 %', async () => {
    const seen: number[] = [];
    const out = join(dir, 'book.pdf');
    const r = await generateBookFile({ layout: { module: './hand-layout.ts', export: 'layoutSample', input: { members: 200, binding: 'thread' } }, cover: { type: 1, name: '颍川陈氏族谱' } }, out, (p) => seen.push(p));
    const pdf = readFileSync(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.bytes).toBe(pdf.length);
    expect(r.pages).toBeGreaterThan(5);
    expect(r.pdfPages).toBe(1 + Math.ceil(r.pages / 2));
    expect(seen.some((p) => p > 0 && p < 40)).toBe(true); // the layout part reported
    expect(seen.some((p) => p > 40 && p < 100)).toBe(true); // the write part
    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  }, 60_000);

  it('rejects when the layout function does not exist', async () => {
    await expect(generateBookFile({ layout: { module: './hand-layout.ts', export: 'nope', input: {} } }, join(dir, 'x.pdf'))).rejects.toThrow(/not found/);
  }, 30_000);
});
