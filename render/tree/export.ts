/**
 * PNG export of the renderer's scene: the view as on screen, and the whole tree in screen-sized chunks through
 * the normal LOD path, stitched into one canvas (≤ 16,384 px a side).
 */
import { Rectangle, type Container, type Renderer } from 'pixi.js';
import type { TreeLayout } from './types';
import type { Camera } from './viewport/camera';
import { wholeTreeSize } from './viewport/framing';

/** What the export needs of a TreeRenderer (its live camera object is moved chunk by chunk, then restored). */
export interface ExportScene {
  renderer: Renderer;
  stage: Container;
  /** The renderer's camera (mutated during exportWhole, restored after). */
  cam: Camera;
  w: number;
  h: number;
  layout: TreeLayout | null;
  /** The gutter, hidden in whole-tree chunks. */
  gutter: Container;
  /** Update every layer for the current camera within a budget (Infinity = finish). */
  drawScene: (budgetMs: number) => boolean;
  /** Back to full resolution at once (no half-resolution motion frame in an export). */
  fullResolution: () => void;
  invalidate: () => void;
}

export interface ExportWholeOptions {
  maxSide?: number;
  onProgress?: (done: number, total: number) => void;
}

/** PNG of what is on screen. */
export function exportViewPng(s: ExportScene): Promise<Blob> {
  s.drawScene(Infinity);
  s.fullResolution();
  const canvas = s.renderer.extract.canvas({ target: s.stage, frame: new Rectangle(0, 0, s.w, s.h) }) as HTMLCanvasElement;
  return toPng(canvas);
}

/** PNG of the whole tree, rendered chunk by chunk (yielding between chunks) with progress. */
export async function exportWholePng(s: ExportScene, opts: ExportWholeOptions = {}): Promise<Blob> {
  const L = s.layout;
  if (!L) throw new Error('no layout');
  const { x0, y0, scale, width: W, height: H } = wholeTreeSize(L, opts.maxSide);
  const out = document.createElement('canvas');
  out.width = W;
  out.height = H;
  const ctx = out.getContext('2d')!;
  const saved = { ...s.cam };
  const gutterVisible = s.gutter.visible;
  const cols = Math.ceil(W / s.w);
  const rows = Math.ceil(H / s.h);
  let done = 0;
  try {
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        s.cam.scale = scale;
        s.cam.tx = -x0 * scale - col * s.w;
        s.cam.ty = -y0 * scale - row * s.h;
        s.drawScene(Infinity);
        s.gutter.visible = false;
        const chunk = s.renderer.extract.canvas({ target: s.stage, frame: new Rectangle(0, 0, s.w, s.h), resolution: 1 }) as HTMLCanvasElement;
        ctx.drawImage(chunk, col * s.w, row * s.h);
        opts.onProgress?.(++done, cols * rows);
        await new Promise((res) => setTimeout(res, 0));
      }
    }
  } finally {
    Object.assign(s.cam, saved);
    s.gutter.visible = gutterVisible;
    s.invalidate();
  }
  return toPng(out);
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}
