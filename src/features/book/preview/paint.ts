/**
 * A small pure painter for the page model (layouts/page-model.ts): `pageCommands` turns one logical page into
 * canvas drawing commands (scaled to pixels, one command per character cell for vertical text: columns top→bottom,
 * advancing right→left), `drawCommands` plays them on a 2D context. The commands are plain data, so the tests check
 * them without a canvas.
 */
import type { LogicalPage, PageGeometry, PageItem, TextItem } from '@layouts/page-model';

export type DrawCmd =
  | { op: 'char'; ch: string; x: number; y: number; size: number; bold: boolean; role?: TextItem['role'] }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; width: number }
  | { op: 'box'; x: number; y: number; w: number; h: number; width: number; fill?: string }
  | { op: 'image'; x: number; y: number; w: number; h: number };

/** Vertical punctuation: the comma family sits top-right in its cell; brackets turn (their vertical forms). */
const VERTICAL_FORMS: Record<string, string> = {
  '（': '︵', '）': '︶', '(': '︵', ')': '︶', '「': '﹁', '」': '﹂', '『': '﹃', '』': '﹄', '《': '︽', '》': '︾',
  '〈': '︿', '〉': '﹀', '【': '︻', '】': '︼', '—': '︱', '…': '︙', '：': '︰', '；': '︔',
};
const TOP_RIGHT = new Set(['，', '。', '、', '．']);

/** The characters of a text by column (v) or line (h), wrapped at `extent`. */
export function textRuns(t: TextItem): string[][] {
  const per = t.extent !== undefined ? Math.max(1, Math.floor(t.extent / t.size + 1e-6)) : Infinity;
  const runs: string[][] = [];
  for (const para of t.text.split('\n')) {
    const chars = Array.from(para);
    if (!chars.length) runs.push([]);
    for (let i = 0; i < chars.length; i += per === Infinity ? chars.length : per) runs.push(chars.slice(i, i + (per === Infinity ? chars.length : per)));
  }
  return runs;
}

function textCommands(t: TextItem, k: number): DrawCmd[] {
  const out: DrawCmd[] = [];
  const gap = t.gap ?? t.size * 0.25;
  const bold = t.font === 'serif-bold';
  const runs = textRuns(t);
  const vertical = t.dir === 'v';
  runs.forEach((run, r) => {
    const used = run.length * t.size;
    const free = t.extent !== undefined ? Math.max(0, t.extent - used) : 0;
    const shift = t.align === 'center' ? free / 2 : t.align === 'end' ? free : 0;
    run.forEach((raw, i) => {
      if (vertical) {
        // column r: its right edge at x − r·(size+gap); the cell's top-left is one size to the left
        const cx = t.x - r * (t.size + gap) - t.size;
        const cy = t.y + shift + i * t.size;
        let ch = VERTICAL_FORMS[raw] ?? raw;
        let dx = 0;
        let dy = 0;
        if (TOP_RIGHT.has(raw)) {
          dx = t.size * 0.5;
          dy = -t.size * 0.5;
          ch = raw;
        }
        out.push({ op: 'char', ch, x: (cx + dx) * k, y: (cy + dy) * k, size: t.size * k, bold, role: t.role });
      } else {
        const cx = t.x + shift + i * t.size;
        const cy = t.y + r * (t.size + gap);
        out.push({ op: 'char', ch: raw, x: cx * k, y: cy * k, size: t.size * k, bold, role: t.role });
      }
    });
  });
  return out.filter((c) => c.op !== 'char' || c.ch.trim() !== '');
}

function itemCommands(item: PageItem, k: number): DrawCmd[] {
  switch (item.kind) {
    case 'text':
      return textCommands(item, k);
    case 'line':
      return [{ op: 'line', x1: item.x1 * k, y1: item.y1 * k, x2: item.x2 * k, y2: item.y2 * k, width: Math.max(0.5, (item.width ?? 0.6) * k) }];
    case 'box':
      return [{ op: 'box', x: item.x * k, y: item.y * k, w: item.w * k, h: item.h * k, width: Math.max(0.5, (item.width ?? 0.6) * k), fill: item.fill }];
    case 'image':
      return [{ op: 'image', x: item.x * k, y: item.y * k, w: item.w * k, h: item.h * k }];
  }
}

/** Drawing commands of a page scaled so its content box is `pixelWidth` wide (a margin of `pad` px around it). */
export function pageCommands(page: LogicalPage, geo: PageGeometry, pixelWidth: number, pad = 0): { width: number; height: number; cmds: DrawCmd[] } {
  const k = (pixelWidth - 2 * pad) / geo.width;
  const cmds = page.items.flatMap((it) => itemCommands(it, k)).map((c) => offset(c, pad));
  return { width: pixelWidth, height: Math.ceil(geo.height * k + 2 * pad), cmds };
}

function offset(c: DrawCmd, d: number): DrawCmd {
  if (!d) return c;
  if (c.op === 'line') return { ...c, x1: c.x1 + d, y1: c.y1 + d, x2: c.x2 + d, y2: c.y2 + d };
  return { ...c, x: c.x + d, y: c.y + d };
}

/** The subset of CanvasRenderingContext2D the painter uses (a test can pass a recorder). */
export interface PaintContext {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textBaseline: string;
  textAlign: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
}

export const PREVIEW_FONT = '"Noto Serif SC", "Songti SC", "SimSun", "STSong", serif';

/** Paint the commands on a white page (ink colour, roles: names a little darker red-brown for the title). */
export function drawCommands(ctx: PaintContext, width: number, height: number, cmds: DrawCmd[]): void {
  ctx.fillStyle = '#fffdf7';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#3a2a1a';
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  for (const c of cmds) {
    if (c.op === 'char') {
      ctx.fillStyle = c.role === 'title' || c.role === 'heading' ? '#7a1f12' : '#1f1a14';
      ctx.font = `${c.bold ? 'bold ' : ''}${Math.max(1, c.size).toFixed(1)}px ${PREVIEW_FONT}`;
      ctx.fillText(c.ch, c.x, c.y);
    } else if (c.op === 'line') {
      ctx.lineWidth = c.width;
      ctx.beginPath();
      ctx.moveTo(c.x1, c.y1);
      ctx.lineTo(c.x2, c.y2);
      ctx.stroke();
    } else if (c.op === 'box') {
      if (c.fill) {
        ctx.fillStyle = c.fill;
        ctx.fillRect(c.x, c.y, c.w, c.h);
      }
      ctx.lineWidth = c.width;
      ctx.strokeRect(c.x, c.y, c.w, c.h);
    } else {
      ctx.lineWidth = 0.5;
      ctx.strokeRect(c.x, c.y, c.w, c.h);
    }
  }
}
