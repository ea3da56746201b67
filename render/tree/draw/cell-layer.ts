/**
 * Middle and near levels of detail, built per grid cell (the culling buckets): a cell that scrolls into view
 * gets one Container (connectors, card shapes, glyph sprites from the atlas) built once and cached in an LRU;
 * a frame only toggles `visible` on the cells in view. Work per frame is bounded by the viewport, not the clan.
 */
import { Container, Graphics, Sprite } from 'pixi.js';
import { CARD_H, CARD_W, FEMALE_RGB, JIANTIAO_RGB, LINE_RGB, MALE_RGB, TEAM_RGB } from '../constants';
import { Lod } from '../lod';
import type { CardGrid } from '../spatial/grid';
import type { SegmentGrid } from '../spatial/segment-grid';
import type { GlyphAtlas } from '../text/glyph-atlas';
import { GLYPH_PX } from '../text/glyph-atlas';
import { fade } from './tile-raster';
import type { Camera } from '../viewport/camera';
import type { TreeInput, TreeLayout } from '../types';
import { FLAG_ZHI } from '../types';
import { cardLabels } from './labels';
import { HANDLE, handleX, handleY } from '../spatial/collapse-handle';

const MAX_CELLS = 600;

interface Cell {
  key: number;
  node: Container;
  lastUsed: number;
}

export interface CellSource {
  input: TreeInput;
  layout: TreeLayout;
  grid: CardGrid;
  segGrid: SegmentGrid;
  atlas: GlyphAtlas;
  highlight: Uint8Array | null;
  location: boolean;
  /** Members with children in the data (whether shown or folded), and the folded ones. */
  hasChildren: (i: number) => boolean;
  collapsed: Uint8Array | null;
}

export class CellLayer {
  readonly container = new Container();
  private readonly cache = new Map<number, Cell>();
  private shown: Cell[] = [];
  private next: Cell[] = [];
  private frame = 0;
  src: CellSource | null = null;

  update(cam: Camera, w: number, h: number, lod: Lod, budgetMs: number): boolean {
    this.frame++;
    for (const c of this.shown) c.node.visible = false;
    this.next.length = 0;
    if (!this.src || lod === Lod.Far) {
      this.swap();
      return true;
    }
    const g = this.src.grid;
    const c0 = g.col(-cam.tx / cam.scale - CARD_W);
    const c1 = g.col((w - cam.tx) / cam.scale);
    const r0 = g.row(-cam.ty / cam.scale - CARD_H);
    const r1 = g.row((h - cam.ty) / cam.scale);
    const t0 = performance.now();
    let complete = true;
    const cells = g.cols * g.rows;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * g.cols + c;
        if (g.cellStart[cell] === g.cellStart[cell + 1] && !this.hasSegments(cell)) continue;
        const key = lod * cells + cell;
        let entry = this.cache.get(key);
        if (!entry) {
          if (performance.now() - t0 > budgetMs) {
            complete = false;
            continue;
          }
          entry = { key, node: this.build(cell, lod), lastUsed: 0 };
          this.cache.set(key, entry);
          this.container.addChild(entry.node);
        }
        entry.lastUsed = this.frame;
        entry.node.visible = true;
        this.next.push(entry);
      }
    }
    this.swap();
    if (this.cache.size > MAX_CELLS) this.evict();
    return complete;
  }

  private swap(): void {
    const t = this.shown;
    this.shown = this.next;
    this.next = t;
  }

  clear(): void {
    for (const c of this.cache.values()) c.node.destroy({ children: true });
    this.cache.clear();
    this.shown.length = 0;
  }

  destroy(): void {
    this.clear();
    this.container.destroy({ children: true });
  }

  private hasSegments(cell: number): boolean {
    const s = this.src!.segGrid;
    return s.cellStart[cell] !== s.cellStart[cell + 1];
  }

  private evict(): void {
    const old = [...this.cache.values()].filter((c) => c.lastUsed !== this.frame).sort((a, b) => a.lastUsed - b.lastUsed);
    for (let k = 0; k < old.length && this.cache.size > MAX_CELLS * 0.8; k++) {
      this.cache.delete(old[k].key);
      old[k].node.destroy({ children: true });
    }
  }

  private build(cell: number, lod: Lod): Container {
    const { grid: g, segGrid, layout: L, input, atlas, highlight } = this.src!;
    const node = new Container();
    const cx0 = g.originX + (cell % g.cols) * g.cellW;
    const cy0 = g.originY + Math.floor(cell / g.cols) * g.cellH;
    const cx1 = cx0 + g.cellW;
    const cy1 = cy0 + g.cellH;
    // connectors, clipped to the cell so a long bar is drawn once across cells
    const lines = new Graphics();
    const jt = new Graphics();
    const s = L.segments;
    segGrid.query(cx0, cy0, cx1, cy1, (i) => {
      const o = i * 4;
      const x0 = Math.max(cx0, Math.min(s[o], s[o + 2]));
      const x1 = Math.min(cx1, Math.max(s[o], s[o + 2]));
      const y0 = Math.max(cy0, Math.min(s[o + 1], s[o + 3]));
      const y1 = Math.min(cy1, Math.max(s[o + 1], s[o + 3]));
      (L.segmentKind[i] === 1 ? jt : lines).moveTo(x0, y0).lineTo(x1, y1);
    });
    lines.stroke({ width: lod === Lod.Near ? 2 : 4, color: LINE_RGB });
    jt.stroke({ width: lod === Lod.Near ? 2 : 4, color: JIANTIAO_RGB });
    node.addChild(lines, jt);
    // cards, batched by colour
    const cards = new Graphics();
    const a = g.cellStart[cell];
    const b = g.cellStart[cell + 1];
    for (let pass = 0; pass < 6; pass++) {
      const female = pass % 2 === 1;
      const group = pass >> 1; // 0 plain, 1 team, 2 faded
      let any = false;
      for (let k = a; k < b; k++) {
        const i = g.cellItems[k];
        if ((input.sex[i] === 2) !== female) continue;
        const hl = highlight ? highlight[i] : 0;
        const gi = !highlight ? 0 : hl & 1 ? 1 : hl & 2 ? 0 : 2;
        if (gi !== group) continue;
        cards.roundRect(L.x[i], L.y[i], CARD_W, CARD_H, 8);
        any = true;
      }
      if (!any) continue;
      const rgb = female ? FEMALE_RGB : MALE_RGB;
      const border = group === 2 ? fade(rgb, 0.7) : rgb;
      if (lod === Lod.Near) {
        cards.fill(group === 1 ? fade(TEAM_RGB, 0.75) : 0xffffff).stroke({ width: 3, color: border });
      } else {
        // middle level: a tinted card with its border (≈ 2 px at the first view's scales), not a pale fill alone
        cards.fill(group === 1 ? fade(TEAM_RGB, 0.4) : fade(border, 0.55)).stroke({ width: 7, color: border });
      }
    }
    node.addChild(cards);
    // fold handles (near): − when open, + when folded
    if (lod === Lod.Near) {
      const handles = new Graphics();
      for (let k = a; k < b; k++) {
        const i = g.cellItems[k];
        if (!this.src!.hasChildren(i)) continue;
        const hx = handleX(L.x, i);
        const hy = handleY(L.y, i);
        handles.roundRect(hx, hy, HANDLE, HANDLE, 4).fill(0xffffff).stroke({ width: 2, color: LINE_RGB });
        handles.moveTo(hx + 5, hy + HANDLE / 2).lineTo(hx + HANDLE - 5, hy + HANDLE / 2);
        if (this.src!.collapsed?.[i]) handles.moveTo(hx + HANDLE / 2, hy + 5).lineTo(hx + HANDLE / 2, hy + HANDLE - 5);
        handles.stroke({ width: 2.5, color: 0x3d3428 });
      }
      node.addChild(handles);
    }
    // text from the glyph atlas
    for (let k = a; k < b; k++) this.addLabels(node, g.cellItems[k], lod, input, L, atlas);
    return node;
  }

  private addLabels(node: Container, i: number, lod: Lod, input: TreeInput, L: TreeLayout, atlas: GlyphAtlas): void {
    const x = L.x[i];
    const y = L.y[i];
    const name = input.names(i);
    const glyph = (code: number, gx: number, gy: number, size: number, tint: number) => {
      const sp = new Sprite(atlas.glyph(code));
      sp.position.set(gx, gy);
      sp.scale.set(size / GLYPH_PX);
      sp.tint = tint;
      node.addChild(sp);
    };
    const vertical = (text: string, cx: number, top: number, maxH: number, size: number, tint: number) => {
      const n = Math.min(text.length, 6);
      const s = Math.min(size, maxH / Math.max(1, n));
      for (let k = 0; k < n; k++) glyph(text.charCodeAt(k), cx - s / 2, top + k * s, s, tint);
    };
    const horizontal = (text: string, left: number, top: number, size: number, tint: number) => {
      for (let k = 0; k < text.length; k++) glyph(text.charCodeAt(k), left + k * size * 0.62, top, size, tint);
    };
    if (lod === Lod.Middle) {
      vertical(name, x + CARD_W / 2, y + 14, CARD_H - 28, 46, 0x222222);
      return;
    }
    const flags = input.flags ? input.flags[i] : 0;
    const labels = cardLabels(input, i, L.minGeneration);
    vertical(name, x + CARD_W / 2, y + 36, 112, 30, 0x1d1d1d);
    horizontal(labels.generation, x + 8, y + 8, 18, 0x555555);
    if (labels.rank) horizontal(labels.rank, x + CARD_W - 8 - labels.rank.length * 18 * 0.62 - 4, y + 8, 18, 0x555555);
    if (labels.dates) horizontal(labels.dates, x + 8, y + CARD_H - 26, 16, 0x666666);
    if (flags & FLAG_ZHI) glyph(0x6b62, x + CARD_W - 26, y + CARD_H - 50, 18, 0xd0342c); // 止
    if (this.src!.location && input.places) vertical(input.places(i), x + 16, y + 36, 112, 16, 0x7a5c2e);
  }
}
