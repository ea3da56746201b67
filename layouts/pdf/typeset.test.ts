import { describe, expect, it } from 'vitest';
import type { TextItem } from '../page-model';
import { planHorizontal, planVertical } from './typeset';

const v = (text: string, extra: Partial<TextItem> = {}): TextItem => ({ kind: 'text', x: 100, y: 10, text, size: 10, dir: 'v', ...extra });
const em = (s: string) => s.length; // every unit one em wide

describe('planVertical', () => {
  it('puts one character per cell top→bottom and wraps columns right→left at extent', () => {
    const cells = planVertical(v('陈德华字子美', { extent: 30, gap: 2 }), em);
    expect(cells.map((c) => c.text).join('')).toBe('陈德华字子美');
    expect(cells.slice(0, 3).map((c) => [c.x, c.y])).toEqual([[90, 10], [90, 20], [90, 30]]);
    expect(cells.slice(3).map((c) => [c.x, c.y])).toEqual([[78, 10], [78, 20], [78, 30]]);
  });
  it('writes Latin digits as Chinese digits and hangs closing punctuation', () => {
    const cells = planVertical(v('生于1998年，', { extent: 70 }), em);
    expect(cells.map((c) => c.text).join('')).toBe('生于一九九八年，');
    expect(cells[7].x).toBe(cells[0].x); // the comma hangs in the first column
  });
  it('turns a Latin run and gives it its own length', () => {
    const cells = planVertical(v('号ABC', {}), em);
    expect(cells[1]).toMatchObject({ text: 'ABC', rotated: true, len: 30 });
  });
  it('centres a column inside its extent', () => {
    const cells = planVertical(v('德华', { extent: 40, align: 'center' }), em);
    expect(cells[0].y).toBe(20);
  });
});

describe('planHorizontal', () => {
  it('wraps at extent and never opens a line with a closing mark', () => {
    const lines = planHorizontal({ kind: 'text', x: 0, y: 0, text: '一二三四。五六', size: 10, dir: 'h', extent: 40, gap: 5 }, em);
    expect(lines.map((l) => l.text)).toEqual(['一二三四。', '五六']);
    expect(lines[1].y).toBe(15);
  });
  it('fits narrow Latin characters by their width', () => {
    const lines = planHorizontal({ kind: 'text', x: 0, y: 0, text: '编号5-012号', size: 1, dir: 'h', extent: 5 }, (s) => (/^[0-9-]$/.test(s) ? 0.5 : 1));
    expect(lines.map((l) => l.text)).toEqual(['编号5-012', '号']);
  });
});
