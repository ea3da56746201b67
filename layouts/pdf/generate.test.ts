import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { generateBookFile } from './generate';
import { sampleBook, sampleMembers } from './sample-book';
import { generatedInput } from '../test-inputs';

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

  it('the default engine streams (two passes, pages written as laid out): the same PDF as layout-then-write, progress up to 100 %', async () => {
    const input = generatedInput(1);
    const seen: number[] = [];
    const a = join(dir, 'streamed.pdf');
    const b = join(dir, 'whole.pdf');
    const r = await generateBookFile({ layout: { input }, cover: { type: 1, name: input.clanName } }, a, (p) => seen.push(p));
    const w = await generateBookFile({ layout: { input, stream: false }, cover: { type: 1, name: input.clanName } }, b);
    const lines = (f: string) => readFileSync(f).toString('latin1').split('\n').filter((l) => !/^\/ID\b|^\(D:\d+Z\)$/.test(l));
    expect(r.pages).toBe(w.pages);
    expect(r.bytes).toBe(readFileSync(a).length);
    expect(lines(a)).toEqual(lines(b));
    expect(seen.some((p) => p > 0 && p <= 15)).toBe(true); // pass 1
    expect(seen.some((p) => p > 15 && p < 100)).toBe(true); // pass 2, page by page
    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
  }, 60_000);

  it('rejects when the layout function does not exist', async () => {
    await expect(generateBookFile({ layout: { module: './hand-layout.ts', export: 'nope', input: {} } }, join(dir, 'x.pdf'))).rejects.toThrow(/not found/);
  }, 30_000);

  it('draws pictures whose upload keys lie under filesRoot, and ignores keys leaving it', async () => {
    const root = join(dir, 'files');
    mkdirSync(join(root, '2026'), { recursive: true });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3322' } }).png().toBuffer();
    writeFileSync(join(root, '2026', 'a.png'), png);
    const model = sampleBook({ binding: 'hardcover', members: sampleMembers(2) });
    model.pages[0].items.push({ kind: 'image', x: 10, y: 10, w: 50, h: 50, src: '2026/a.png' });
    const out = join(dir, 'img.pdf');
    await generateBookFile({ model, filesRoot: root }, out);
    expect(readFileSync(out).toString('latin1')).toMatch(/\/Subtype \/Image/);
    model.pages[0].items[model.pages[0].items.length - 1] = { kind: 'image', x: 10, y: 10, w: 50, h: 50, src: '../../../etc/passwd' };
    await generateBookFile({ model, filesRoot: root }, out);
    expect(readFileSync(out).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  }, 60_000);
});
