/**
 * Pointer input → camera intents: drag to pan (with inertia on release), wheel and pinch to zoom around the
 * pointer, double-tap / double-click to zoom in, tap to select, hover. No allocation per move.
 */
export interface InputTarget {
  panBy(dx: number, dy: number): void;
  zoomAt(sx: number, sy: number, factor: number): void;
  fling(vx: number, vy: number): void;
  stopMotion(): void;
  tap(sx: number, sy: number): void;
  doubleTap(sx: number, sy: number): void;
  hover(sx: number, sy: number): void;
}

const TAP_SLOP = 6;
const DOUBLE_MS = 300;

export class InputController {
  private pointers = new Map<number, { x: number; y: number }>();
  private downX = 0;
  private downY = 0;
  private moved = false;
  private lastTapTime = 0;
  private lastTapX = 0;
  private lastTapY = 0;
  private vx = 0;
  private vy = 0;
  private lastMoveT = 0;
  private pinchDist = 0;

  constructor(private readonly el: HTMLElement, private readonly target: InputTarget) {
    el.style.touchAction = 'none';
    el.addEventListener('pointerdown', this.onDown);
    el.addEventListener('pointermove', this.onMove);
    el.addEventListener('pointerup', this.onUp);
    el.addEventListener('pointercancel', this.onUp);
    el.addEventListener('wheel', this.onWheel, { passive: false });
  }

  destroy(): void {
    this.el.removeEventListener('pointerdown', this.onDown);
    this.el.removeEventListener('pointermove', this.onMove);
    this.el.removeEventListener('pointerup', this.onUp);
    this.el.removeEventListener('pointercancel', this.onUp);
    this.el.removeEventListener('wheel', this.onWheel);
  }

  private local(e: PointerEvent | WheelEvent): [number, number] {
    const r = this.el.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  }

  private onDown = (e: PointerEvent) => {
    const [x, y] = this.local(e);
    this.el.setPointerCapture?.(e.pointerId);
    this.pointers.set(e.pointerId, { x, y });
    this.target.stopMotion();
    if (this.pointers.size === 1) {
      this.downX = x;
      this.downY = y;
      this.moved = false;
      this.vx = this.vy = 0;
      this.lastMoveT = performance.now();
    } else if (this.pointers.size === 2) {
      this.pinchDist = this.distance();
      this.moved = true;
    }
  };

  private distance(): number {
    const [a, b] = [...this.pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y) || 1;
  }

  private onMove = (e: PointerEvent) => {
    const [x, y] = this.local(e);
    const p = this.pointers.get(e.pointerId);
    if (!p) {
      if (e.pointerType === 'mouse') this.target.hover(x, y);
      return;
    }
    const dx = x - p.x;
    const dy = y - p.y;
    p.x = x;
    p.y = y;
    if (this.pointers.size === 2) {
      const d = this.distance();
      const [a, b] = [...this.pointers.values()];
      this.target.zoomAt((a.x + b.x) / 2, (a.y + b.y) / 2, d / this.pinchDist);
      this.target.panBy(dx / 2, dy / 2);
      this.pinchDist = d;
      return;
    }
    if (!this.moved && Math.hypot(x - this.downX, y - this.downY) < TAP_SLOP) return;
    this.moved = true;
    const now = performance.now();
    const dt = Math.max(1, now - this.lastMoveT);
    this.lastMoveT = now;
    this.vx = 0.8 * (dx / dt) + 0.2 * this.vx;
    this.vy = 0.8 * (dy / dt) + 0.2 * this.vy;
    this.target.panBy(dx, dy);
  };

  private onUp = (e: PointerEvent) => {
    const [x, y] = this.local(e);
    const wasPinch = this.pointers.size > 1;
    this.pointers.delete(e.pointerId);
    if (this.pointers.size > 0 || wasPinch) return;
    if (!this.moved) {
      const now = performance.now();
      if (now - this.lastTapTime < DOUBLE_MS && Math.hypot(x - this.lastTapX, y - this.lastTapY) < 24) {
        this.lastTapTime = 0;
        this.target.doubleTap(x, y);
      } else {
        this.lastTapTime = now;
        this.lastTapX = x;
        this.lastTapY = y;
        this.target.tap(x, y);
      }
    } else if (performance.now() - this.lastMoveT < 80) {
      this.target.fling(this.vx, this.vy);
    }
  };

  private onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const [x, y] = this.local(e);
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    if (e.ctrlKey || Math.abs(e.deltaY) >= Math.abs(e.deltaX)) this.target.zoomAt(x, y, Math.exp(-delta * (e.ctrlKey ? 0.01 : 0.0015)));
    else this.target.panBy(-e.deltaX, 0);
  };
}
