import type { Camera } from '../viewport/camera';
import { screenToWorldX, screenToWorldY } from '../viewport/camera';
import type { CardGrid } from './grid';

/** Member index under a screen point, or -1. Exact at every zoom: one inverse transform + one grid lookup. */
export function hitTestScreen(camera: Camera, grid: CardGrid | null, sx: number, sy: number): number {
  if (!grid) return -1;
  return grid.hit(screenToWorldX(camera, sx), screenToWorldY(camera, sy));
}
