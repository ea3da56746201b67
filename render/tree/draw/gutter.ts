/**
 * The left gutter: one label per row, 第N世 and the 字辈 character of that generation, pinned to the screen's
 * left edge and following the camera vertically. Legible at every zoom: labels keep their size, and when rows
 * come closer than a label's height only every k-th row is labelled (k = 1, 2, 5, 10, 20, 50 …; the top row
 * always), down to the top row's label alone when the whole tree is a thin strip.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { CARD_H, ROW_PITCH } from '../constants';
import type { Camera } from '../viewport/camera';
import { chineseNumber, generationText, labelStep } from './labels';

export interface Poem {
  chars: string;
  startGeneration: number;
}

export class Gutter {
  readonly container = new Container();
  private readonly bg = new Graphics();
  private labels: Text[] = [];
  private lastH = -1;

  constructor() {
    this.container.addChild(this.bg);
  }

  /** `rowLabel` replaces 第N世 (the family tree: 祖辈, 父辈, 本辈 …). */
  setRows(minGeneration: number, rowCount: number, poem: Poem | undefined, rowLabel?: (generation: number) => string): void {
    for (const t of this.labels) t.destroy();
    this.labels = [];
    for (let r = 0; r < rowCount; r++) {
      const gen = minGeneration + r;
      const k = poem ? gen - poem.startGeneration : -1;
      const zi = poem && k >= 0 && k < poem.chars.length ? poem.chars[k] : '';
      const head = rowLabel ? rowLabel(gen) : gen <= 0 ? generationText(gen) : `第${chineseNumber(gen)}世`;
      const t = new Text({ text: `${head}${zi ? `\n${zi}` : ''}`, style: { fontSize: 14, fill: 0x5b4a32, align: 'center', lineHeight: 20 } });
      t.anchor.set(0.5);
      this.labels.push(t);
      this.container.addChild(t);
    }
  }

  update(cam: Camera, h: number): void {
    this.container.visible = this.labels.length > 0;
    if (!this.container.visible) return;
    if (h !== this.lastH) {
      this.lastH = h;
      this.bg.clear().rect(0, 0, 64, h).fill({ color: 0xefe6d4, alpha: 0.92 });
    }
    const step = labelStep(ROW_PITCH * cam.scale);
    for (let r = 0; r < this.labels.length; r++) {
      const y = (r * ROW_PITCH + CARD_H / 2) * cam.scale + cam.ty;
      const t = this.labels[r];
      t.visible = r % step === 0 && y >= 0 && y <= h;
      t.position.set(32, y);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
