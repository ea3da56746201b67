import { describe, expect, it } from 'vitest';
import { textBox, type LogicalPage, type TextItem } from '../page-model';
import { HorizontalFlow, VerticalFlow } from './flow';
import { placeholder, REF_MARK } from './measure';

const make = (): LogicalPage => ({ no: 0, section: 't', items: [] });
const texts = (pages: LogicalPage[]) => pages.flatMap((p) => p.items as TextItem[]);

describe('text flow', () => {
  it('cuts a long paragraph into whole columns across pages, keeping every character in order', () => {
    const flow = new VerticalFlow({ width: 100, height: 100 }, make);
    const text = '族'.repeat(300) + '𠀀' + '谱'.repeat(99); // 400 cells, one outside the BMP
    flow.para({ text, size: 10 });
    // 10 cells per column, 100 / 12.5 → 8 columns per page → 80 cells per page
    expect(flow.pages.length).toBe(5);
    expect(texts(flow.pages).map((t) => t.text).join('')).toBe(text);
    for (const t of texts(flow.pages)) {
      const b = textBox(t);
      expect(b.x).toBeGreaterThanOrEqual(-1e-9);
      expect(b.y + b.h).toBeLessThanOrEqual(100 + 1e-9);
    }
  });

  it('never splits a reference placeholder between two items', () => {
    const flow = new HorizontalFlow({ width: 100, height: 30 }, make);
    const text = '甲'.repeat(16) + placeholder(false) + '叶';
    flow.para({ text, size: 10 });
    const items = texts(flow.pages);
    expect(items.filter((t) => t.text.includes(REF_MARK)).map((t) => t.text.split(REF_MARK).length - 1)).toEqual([7]);
  });

  it('runs a joined paragraph on in the raised name\'s column, later lines indented', () => {
    const flow = new VerticalFlow({ width: 100, height: 100 }, make);
    flow.para({ text: '陈德', size: 10, role: 'name' });
    const { items } = flow.para({ text: '字'.repeat(20), size: 10, indent: 1, join: true, first: 2 });
    expect(items[0].x).toBe(100); // same column as the name
    expect(items[0].y).toBe(30); // after the name and one blank cell
    expect(items[1].y).toBe(10);
    expect(items[1].x).toBe(100 - 12.5);
  });
});
