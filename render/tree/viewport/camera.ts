/**
 * Camera math, pure: screen = world × scale + (tx, ty). No DOM, so hit-testing and culling are testable in Node.
 */
export interface Camera {
  scale: number;
  tx: number;
  ty: number;
}

export const MIN_SCALE = 1e-5;
export const MAX_SCALE = 4;

export const screenToWorldX = (c: Camera, sx: number) => (sx - c.tx) / c.scale;
export const screenToWorldY = (c: Camera, sy: number) => (sy - c.ty) / c.scale;

/** Zoom by `factor` keeping the world point under (sx, sy) fixed. */
export function zoomAt(c: Camera, sx: number, sy: number, factor: number, minScale = MIN_SCALE): void {
  const s = Math.min(MAX_SCALE, Math.max(minScale, c.scale * factor));
  const wx = screenToWorldX(c, sx);
  const wy = screenToWorldY(c, sy);
  c.scale = s;
  c.tx = sx - wx * s;
  c.ty = sy - wy * s;
}

/** Fit a world rectangle into a w×h screen with a margin in pixels. */
export function fitRect(c: Camera, x0: number, y0: number, x1: number, y1: number, w: number, h: number, margin = 24): void {
  const bw = Math.max(1, x1 - x0);
  const bh = Math.max(1, y1 - y0);
  const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.min((w - 2 * margin) / bw, (h - 2 * margin) / bh)));
  c.scale = s;
  c.tx = w / 2 - ((x0 + x1) / 2) * s;
  c.ty = h / 2 - ((y0 + y1) / 2) * s;
}

/** Centre a world point on screen at a given scale. */
export function centreOn(c: Camera, wx: number, wy: number, scale: number, w: number, h: number): void {
  c.scale = scale;
  c.tx = w / 2 - wx * scale;
  c.ty = h / 2 - wy * scale;
}

/** The visible world rectangle of a w×h screen. */
export function visibleWorld(c: Camera, w: number, h: number, out: Float64Array): Float64Array {
  out[0] = screenToWorldX(c, 0);
  out[1] = screenToWorldY(c, 0);
  out[2] = screenToWorldX(c, w);
  out[3] = screenToWorldY(c, h);
  return out;
}
