import { describe, expect, it } from 'vitest';
import type { LogicalPage } from '@layouts/page-model';
import { drawCommands, pageCommands, textRuns, type DrawCmd, type PaintContext } from './paint';
import { firstChartPage, previewOf } from './preview-page';
import { demoMembers } from './demo-clan';

const geo = { width: 200, height: 400 };
const page = (items: LogicalPage['items']): LogicalPage => ({ no: 1, section: '世系图', items });

describe('pageCommands', () => {
  it('draws vertical text top→bottom in columns advancing right→left', () => {
    const { cmds } = pageCommands(page([{ kind: 'text', x: 100, y: 10, text: '陈德\n仁', size: 10, dir: 'v', gap: 2 }]), geo, 200);
    const chars = cmds.filter((c): c is Extract<DrawCmd, { op: 'char' }> => c.op === 'char');
    expect(chars.map((c) => c.ch)).toEqual(['陈', '德', '仁']);
    // first column: right edge at x=100 → cell left at 90; second char one cell lower
    expect(chars[0]).toMatchObject({ x: 90, y: 10, size: 10 });
    expect(chars[1]).toMatchObject({ x: 90, y: 20 });
    // second column left of the first by size + gap
    expect(chars[2]).toMatchObject({ x: 78, y: 10 });
  });

  it('wraps a vertical column at its extent and centres when asked', () => {
    const t = { kind: 'text' as const, x: 50, y: 0, text: '一二三四五', size: 10, dir: 'v' as const, extent: 30 };
    expect(textRuns(t).map((r) => r.join(''))).toEqual(['一二三', '四五']);
    const { cmds } = pageCommands(page([{ ...t, text: '一', align: 'center' }]), geo, 200);
    expect(cmds[0]).toMatchObject({ y: 10 });
  });

  it('turns brackets and puts the comma top-right of its cell in vertical text', () => {
    const { cmds } = pageCommands(page([{ kind: 'text', x: 100, y: 0, text: '（甲，', size: 10, dir: 'v' }]), geo, 200);
    expect(cmds.map((c) => (c.op === 'char' ? c.ch : ''))).toEqual(['︵', '甲', '，']);
    expect(cmds[2]).toMatchObject({ x: 95, y: 15 });
  });

  it('lays horizontal text left→right and scales everything to the pixel width', () => {
    const { width, height, cmds } = pageCommands(
      page([
        { kind: 'text', x: 0, y: 0, text: 'AB', size: 10, dir: 'h' },
        { kind: 'line', x1: 0, y1: 0, x2: 0, y2: 100, role: 'connector' },
        { kind: 'box', x: 10, y: 10, w: 20, h: 20 },
      ]),
      geo,
      400,
    );
    expect(width).toBe(400);
    expect(height).toBe(800);
    expect(cmds[1]).toMatchObject({ op: 'char', ch: 'B', x: 20, y: 0, size: 20 });
    expect(cmds[2]).toMatchObject({ op: 'line', x1: 0, y1: 0, x2: 0, y2: 200 });
    expect(cmds[3]).toMatchObject({ op: 'box', x: 20, y: 20, w: 40, h: 40 });
  });

  it('plays the commands on a context', () => {
    const calls: string[] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (_t, k) => (typeof k === 'string' && /^(fill|stroke|begin|move|line[A-Z]|lineTo)/.test(k) && k !== 'fillStyle' && k !== 'strokeStyle' ? (...a: unknown[]) => calls.push(`${k}:${a.join(',')}`) : undefined),
      set: () => true,
    }) as unknown as PaintContext;
    drawCommands(ctx, 10, 10, [{ op: 'char', ch: '陈', x: 1, y: 2, size: 3, bold: false }, { op: 'line', x1: 0, y1: 0, x2: 0, y2: 5, width: 1 }]);
    expect(calls).toEqual(['fillRect:0,0,10,10', 'fillText:陈,1,2', 'beginPath:', 'moveTo:0,0', 'lineTo:0,5', 'stroke:']);
  });
});

describe('format preview', () => {
  it('the demo clan is a valid little clan of seven 世', () => {
    const m = demoMembers();
    expect(Math.max(...m.map((x) => x.generation))).toBe(7);
    expect(m.filter((x) => x.gender === 'm').length).toBeGreaterThan(30);
  });

  it.each([1, 9, 3, 5, 8] as const)('format %i lays out and has a first chart page with names', (format) => {
    const r = previewOf({ seq: 1, format });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.page.items.some((i) => i.kind === 'text' && i.role === 'name')).toBe(true);
    const cmds = pageCommands(r.page, r.geometry, 300).cmds;
    expect(cmds.length).toBeGreaterThan(10);
    for (const c of cmds) if (c.op === 'char') expect(c.x).toBeGreaterThanOrEqual(-1);
  });

  it('firstChartPage prefers a chart page', () => {
    const book = { pages: [page([]), { ...page([]), no: 2, chart: { id: 1, rootId: 1, firstGeneration: 1, lastGeneration: 5, part: 0 } }] };
    expect(firstChartPage(book as never)?.no).toBe(2);
  });
});
