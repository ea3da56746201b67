/**
 * Highlights that change often and touch few cards: selection, hover, and the path from the selected member
 * up to the founder (cards and the connectors between them). Redrawn only when they or the zoom bucket change.
 */
import { Graphics } from 'pixi.js';
import { CARD_H, CARD_W, PAD, PATH_RGB } from '../constants';
import type { TreeLayout } from '../types';

export class Overlay {
  readonly g = new Graphics();
  // what the last drawing showed (compared field by field: no per-frame allocation)
  private lastLayout: TreeLayout | null = null;
  private lastPath: number[] | null = null;
  private lastSelected = -2;
  private lastHovered = -2;
  private lastBucket = NaN;

  draw(L: TreeLayout | null, path: number[], selected: number, hovered: number, scale: number): void {
    const bucket = Math.round(Math.log2(scale) * 2);
    if (L === this.lastLayout && path === this.lastPath && selected === this.lastSelected && hovered === this.lastHovered && bucket === this.lastBucket) return;
    this.lastLayout = L;
    this.lastPath = path;
    this.lastSelected = selected;
    this.lastHovered = hovered;
    this.lastBucket = bucket;
    const g = this.g;
    g.clear();
    if (!L) return;
    const w = Math.max(3, 2.5 / scale);
    // path to the founder: card outlines and the lines father → child
    for (let k = 0; k < path.length; k++) {
      const i = path[k];
      if (!L.visible[i]) continue;
      g.rect(L.x[i] - w, L.y[i] - w, CARD_W + 2 * w, CARD_H + 2 * w);
      const p = path[k + 1];
      if (p !== undefined && L.visible[p] && L.y[p] < L.y[i]) {
        const cx = L.x[i] + CARD_W / 2;
        const px = L.x[p] + CARD_W / 2;
        const barY = L.y[i] - PAD / 2;
        g.moveTo(cx, L.y[i]).lineTo(cx, barY).lineTo(px, barY).lineTo(px, L.y[p] + CARD_H);
      }
    }
    if (path.length) g.stroke({ width: w, color: PATH_RGB, alpha: 0.85 });
    if (selected >= 0 && L.visible[selected]) {
      g.rect(L.x[selected] - 2 * w, L.y[selected] - 2 * w, CARD_W + 4 * w, CARD_H + 4 * w).stroke({ width: w * 1.5, color: 0x1f4fd1 });
    }
    if (hovered >= 0 && hovered !== selected && L.visible[hovered]) {
      g.rect(L.x[hovered] - w, L.y[hovered] - w, CARD_W + 2 * w, CARD_H + 2 * w).stroke({ width: w, color: 0x1f4fd1, alpha: 0.5 });
    }
  }

  reset(): void {
    this.lastLayout = null;
  }
}
