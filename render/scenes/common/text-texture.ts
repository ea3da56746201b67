/**
 * Text drawn to canvases for stones, tablets, plaques and couplets: vertical CJK columns (right to left)
 * with the browser's CJK font — no font files are downloaded. Layout maths is in text-layout.ts (pure);
 * this file only paints.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { fitColumn, layoutColumns, verticalGlyphs } from './text-layout';
import { mulberry32 } from '../../../model/random';

/** Serif CJK faces commonly installed (Noto/Source Han on Linux and Android, Songti on Apple, SimSun on Windows). */
export const CJK_FONT = '"Noto Serif CJK SC","Source Han Serif SC","Noto Serif SC","Songti SC","STSong","SimSun",serif';

export interface Box { x: number; y: number; w: number; h: number }

export interface InkStyle {
  color: string;
  weight?: number | string;
  /** Engraved look: a darker edge up-left and a light edge down-right, in px. */
  bevel?: { dark: string; light: string; px: number };
  shadow?: { color: string; blur: number };
}

/** The text of an inscription (structurally the same as model/memorial's Inscription). */
export interface InscriptionText {
  centre: string;
  right?: string;
  left?: string;
  offerer?: { text: string; side: 'right' | 'left' } | null;
}

export function createCanvas(w: number, h: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

function paintGlyph(ctx: CanvasRenderingContext2D, g: string, x: number, y: number, ink: InkStyle): void {
  if (ink.bevel) {
    const { dark, light, px } = ink.bevel;
    ctx.fillStyle = dark;
    ctx.fillText(g, x - px, y - px);
    ctx.fillStyle = light;
    ctx.fillText(g, x + px, y + px);
  }
  ctx.fillStyle = ink.color;
  ctx.fillText(g, x, y);
}

/**
 * Draws glyphs top to bottom in `box`. `align`: 'justify' spreads them over the height (carved style),
 * 'start' keeps them tight from the top, 'end' tight at the bottom, 'centre' tight in the middle.
 */
export function drawColumn(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: Box,
  ink: InkStyle,
  opts: { align?: 'justify' | 'start' | 'end' | 'centre'; maxSize?: number; widthRatio?: number; maxGap?: number } = {},
): void {
  const glyphs = verticalGlyphs(text);
  if (!glyphs.length) return;
  const align = opts.align ?? 'justify';
  const fit = fitColumn(glyphs.length, box.w, box.h, {
    spread: align === 'end' ? 'start' : align,
    maxSize: opts.maxSize,
    widthRatio: opts.widthRatio,
    maxGap: opts.maxGap,
  });
  const used = fit.advance * (glyphs.length - 1) + fit.size;
  const top = box.y + (align === 'end' ? box.h - used : fit.offset);
  ctx.save();
  ctx.font = `${ink.weight ?? 700} ${fit.size}px ${CJK_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (ink.shadow) {
    ctx.shadowColor = ink.shadow.color;
    ctx.shadowBlur = ink.shadow.blur;
  }
  const cx = box.x + box.w / 2;
  glyphs.forEach((g, i) => paintGlyph(ctx, g, cx, top + i * fit.advance + fit.size / 2, ink));
  ctx.restore();
}

/**
 * Lays a tablet or headstone inscription into `box`: the formula in the centre, birth on the right,
 * death on the left (read right to left), the offerer small at the bottom of the outer `offerer.side`
 * (tablets: right, domain.md §4). `top` reserves a fraction of the height above the text (portraits).
 */
export function drawInscription(
  ctx: CanvasRenderingContext2D,
  ins: InscriptionText,
  box: Box,
  ink: { main: InkStyle; side?: InkStyle },
  opts: { top?: number; centreWidth?: number } = {},
): void {
  const side = ink.side ?? ink.main;
  const top = box.y + box.h * (opts.top ?? 0.05);
  const bottom = box.y + box.h * 0.96;
  const cw = box.w * (opts.centreWidth ?? 0.34);
  const cx = box.x + box.w / 2;
  drawColumn(ctx, ins.centre, { x: cx - cw / 2, y: top, w: cw, h: bottom - top }, ink.main, { widthRatio: 0.92, maxGap: 0.6 });

  const sw = box.w * 0.14;
  const inner = cw / 2 + box.w * 0.02;
  const dateBox = (dir: 1 | -1): Box => ({
    x: dir > 0 ? cx + inner : cx - inner - sw,
    y: top + (bottom - top) * 0.04,
    w: sw,
    h: (bottom - top) * 0.66,
  });
  if (ins.right) drawColumn(ctx, ins.right, dateBox(1), side, { align: 'start', widthRatio: 0.85 });
  if (ins.left) drawColumn(ctx, ins.left, dateBox(-1), side, { align: 'start', widthRatio: 0.85 });
  if (ins.offerer) {
    const ow = box.w * 0.12;
    const outer = inner + sw;
    const x = ins.offerer.side === 'right' ? Math.min(cx + outer, box.x + box.w - ow) : Math.max(cx - outer - ow, box.x);
    drawColumn(ctx, ins.offerer.text, { x, y: top + (bottom - top) * 0.62, w: ow, h: (bottom - top) * 0.38 }, side, {
      align: 'end', widthRatio: 0.8,
    });
  }
}

/** Horizontal plaque text, traditional order: one character per column, columns right to left. */
export function drawPlaqueText(ctx: CanvasRenderingContext2D, text: string, box: Box, ink: InkStyle): void {
  const cols = layoutColumns(text, 1);
  const n = cols.length;
  if (!n) return;
  const cell = Math.min(box.w / n, box.h);
  const size = cell * 0.8;
  ctx.save();
  ctx.font = `${ink.weight ?? 700} ${size}px ${CJK_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (ink.shadow) {
    ctx.shadowColor = ink.shadow.color;
    ctx.shadowBlur = ink.shadow.blur;
  }
  const x0 = box.x + (box.w - cell * n) / 2;
  cols.forEach((col, i) => paintGlyph(ctx, col[0], x0 + cell * (n - 1 - i) + cell / 2, box.y + box.h / 2, ink));
  ctx.restore();
}

export const seeded = mulberry32;

/** Polished dark granite: a base colour with fine light and dark speckles. */
export function paintGranite(ctx: CanvasRenderingContext2D, w: number, h: number, base = '#16181b', seed = 7): void {
  const rnd = seeded(seed);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  const n = Math.round((w * h) / 90);
  for (let i = 0; i < n; i++) {
    const v = rnd();
    ctx.fillStyle = v < 0.5 ? `rgba(0,0,0,${0.25 + rnd() * 0.3})` : `rgba(150,150,160,${0.05 + rnd() * 0.12})`;
    const s = 0.6 + rnd() * 1.8;
    ctx.fillRect(rnd() * w, rnd() * h, s, s);
  }
}

export function toTexture(canvas: HTMLCanvasElement, anisotropy = 4): CanvasTexture {
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = anisotropy;
  return t;
}
