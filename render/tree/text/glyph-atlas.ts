/**
 * A dynamic glyph atlas for the CJK characters actually on screen: each new character is drawn once with
 * fillText into a 2048² canvas page (48 px cells, 1,764 glyphs a page) and becomes a sub-texture of that one
 * page, so every name on screen batches into a few draw calls. Pages are added as needed (a 1M clan with a
 * few thousand distinct characters uses 2–3 pages). Dirty pages are re-uploaded once before the next render.
 */
import { CanvasSource, Rectangle, Texture } from 'pixi.js';

const PAGE = 2048;
const CELL = 48;
const PER_ROW = Math.floor(PAGE / CELL);
const PER_PAGE = PER_ROW * PER_ROW;
export const GLYPH_PX = CELL;

interface Page {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  source: CanvasSource;
  used: number;
  dirty: boolean;
}

export class GlyphAtlas {
  private pages: Page[] = [];
  private glyphs = new Map<number, Texture>();
  private readonly font: string;

  constructor(fontFamily = '"Noto Serif CJK SC","Source Han Serif SC","Songti SC","SimSun",serif') {
    this.font = `${Math.round(CELL * 0.82)}px ${fontFamily}`;
  }

  get size(): number {
    return this.glyphs.size;
  }

  /** The texture of one character (by UTF-16 code unit / code point). */
  glyph(code: number): Texture {
    let t = this.glyphs.get(code);
    if (t) return t;
    let page = this.pages[this.pages.length - 1];
    if (!page || page.used >= PER_PAGE) page = this.addPage();
    const slot = page.used++;
    const gx = (slot % PER_ROW) * CELL;
    const gy = Math.floor(slot / PER_ROW) * CELL;
    page.ctx.fillText(String.fromCodePoint(code), gx + CELL / 2, gy + CELL / 2 + 2);
    page.dirty = true;
    t = new Texture({ source: page.source, frame: new Rectangle(gx, gy, CELL, CELL) });
    this.glyphs.set(code, t);
    return t;
  }

  /** Upload pages that gained glyphs since the last call. */
  flush(): void {
    for (const p of this.pages) {
      if (p.dirty) {
        p.source.update();
        p.dirty = false;
      }
    }
  }

  destroy(): void {
    for (const t of this.glyphs.values()) t.destroy(false);
    for (const p of this.pages) p.source.destroy();
    this.glyphs.clear();
    this.pages = [];
  }

  private addPage(): Page {
    const canvas: HTMLCanvasElement | OffscreenCanvas =
      typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(PAGE, PAGE) : Object.assign(document.createElement('canvas'), { width: PAGE, height: PAGE });
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
    ctx.font = this.font;
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const source = new CanvasSource({ resource: canvas as HTMLCanvasElement, scaleMode: 'linear', autoGenerateMipmaps: true });
    const page: Page = { canvas, ctx, source, used: 0, dirty: true };
    this.pages.push(page);
    return page;
  }
}
