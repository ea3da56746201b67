/**
 * Minimap: a small 2D canvas over the host's corner showing the whole tree (rasterized once per layout or
 * highlight change by the tile rasterizer, x and y scaled separately because clans are far wider than tall)
 * and the viewport rectangle. Click or drag on it to move the camera there. Smaller on phones (host < 600 px
 * wide: 132 × 48 instead of 220 × 80), and a 收起 / 小地图 button folds it away and back.
 */
import type { Camera } from '../viewport/camera';
import { rasterize, type RasterSource } from './tile-raster';

export class Minimap {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private base: ImageData | null = null;
  private bounds = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  private dragging = false;
  readonly w: number;
  readonly h: number;
  readonly toggle: HTMLButtonElement;
  private open = true;

  constructor(host: HTMLElement, private readonly onNavigate: (wx: number, wy: number) => void) {
    const phone = host.clientWidth < 600;
    const w = (this.w = phone ? 132 : 220);
    const h = (this.h = phone ? 48 : 80);
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    c.setAttribute('aria-label', '小地图：点按或拖动可移到该处');
    Object.assign(c.style, { position: 'absolute', right: '8px', bottom: '8px', width: `${w}px`, height: `${h}px`, background: 'rgba(255,255,255,0.85)', border: '1px solid #c9bfae', borderRadius: '4px', touchAction: 'none' });
    host.appendChild(c);
    this.canvas = c;
    this.ctx = c.getContext('2d')!;
    c.addEventListener('pointerdown', this.onDown);
    c.addEventListener('pointermove', this.onMove);
    c.addEventListener('pointerup', this.onUp);
    const b = document.createElement('button');
    b.type = 'button';
    Object.assign(b.style, { position: 'absolute', right: '8px', padding: '2px 8px', fontSize: '12px', lineHeight: '18px', color: '#5a4a3a', background: 'rgba(255,255,255,0.92)', border: '1px solid #c9bfae', borderRadius: '10px', cursor: 'pointer', whiteSpace: 'nowrap' });
    b.addEventListener('pointerdown', (e) => e.stopPropagation());
    b.addEventListener('click', () => this.setOpen(!this.open));
    host.appendChild(b);
    this.toggle = b;
    this.setOpen(true);
  }

  /** Show or fold away the map (the button stays). */
  setOpen(open: boolean): void {
    this.open = open;
    this.canvas.style.display = open ? 'block' : 'none';
    this.toggle.textContent = open ? '收起' : '小地图';
    this.toggle.setAttribute('aria-expanded', String(open));
    this.toggle.style.bottom = open ? `${8 + this.h + 4}px` : '8px';
  }

  private toWorld(e: PointerEvent) {
    const r = this.canvas.getBoundingClientRect();
    const b = this.bounds;
    return [b.minX + ((e.clientX - r.left) / this.w) * (b.maxX - b.minX), b.minY + ((e.clientY - r.top) / this.h) * (b.maxY - b.minY)];
  }

  private onDown = (e: PointerEvent) => {
    e.stopPropagation();
    this.dragging = true;
    this.canvas.setPointerCapture?.(e.pointerId);
    const [x, y] = this.toWorld(e);
    this.onNavigate(x, y);
  };
  private onMove = (e: PointerEvent) => {
    if (!this.dragging) return;
    const [x, y] = this.toWorld(e);
    this.onNavigate(x, y);
  };
  private onUp = () => {
    this.dragging = false;
  };

  /** Rasterize the whole tree (once per layout / highlight change). */
  setSource(src: RasterSource, bounds: { minX: number; minY: number; maxX: number; maxY: number }): void {
    this.bounds = { ...bounds };
    const buf = new Uint32Array(this.w * this.h);
    const ppuX = this.w / Math.max(1, bounds.maxX - bounds.minX);
    const ppuY = this.h / Math.max(1, bounds.maxY - bounds.minY);
    rasterize(src, buf, this.w, this.h, bounds.minX, bounds.minY, ppuX, ppuY, { ids: new Int32Array(1024) });
    this.base = new ImageData(new Uint8ClampedArray(buf.buffer), this.w, this.h);
  }

  drawViewport(cam: Camera, w: number, h: number): void {
    const ctx = this.ctx;
    ctx.clearRect(0, 0, this.w, this.h);
    if (this.base) ctx.putImageData(this.base, 0, 0);
    const b = this.bounds;
    const sx = this.w / Math.max(1, b.maxX - b.minX);
    const sy = this.h / Math.max(1, b.maxY - b.minY);
    const x0 = (-cam.tx / cam.scale - b.minX) * sx;
    const y0 = (-cam.ty / cam.scale - b.minY) * sy;
    const x1 = ((w - cam.tx) / cam.scale - b.minX) * sx;
    const y1 = ((h - cam.ty) / cam.scale - b.minY) * sy;
    ctx.strokeStyle = '#d0342c';
    ctx.lineWidth = 1.5;
    ctx.strokeRect(x0, y0, Math.max(2, x1 - x0), Math.max(2, y1 - y0));
  }

  destroy(): void {
    this.canvas.remove();
    this.toggle.remove();
  }
}
