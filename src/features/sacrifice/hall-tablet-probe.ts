/**
 * A hook for browser automation (Playwright sets `navigator.webdriver`; nothing is installed for anyone else):
 * `window.__zupuHallTablets()` lists where the hall scene's tablets are on the screen right now, so an e2e test can
 * tap one as a user would. It reads the live camera and the one instanced tablet mesh (render/scenes/hall/TabletWall:
 * the instanced mesh whose geometry carries `aTile`) from the Canvas's `onCreated` state — no change to the scene.
 * Projection is done by hand so this module needs no three.js import of its own.
 */
import type { Camera, InstancedMesh, Object3D } from 'three';

export interface TabletScreenPoint {
  /** Instance index in the tablet mesh (draw order, not the tablet's id). */
  instance: number;
  /** Client (CSS pixel) coordinates of the centre of the tablet's board. */
  x: number;
  y: number;
  /** World position of the tablet's base (the founder is the top tier's centre: largest y, x ≈ 0). */
  world: [number, number, number];
  /** Inside the canvas and in front of the camera. */
  onScreen: boolean;
}

interface ProbeState { camera: Camera; scene: Object3D; gl: { domElement: HTMLCanvasElement } }

type Win = Window & { __zupuHallTablets?: () => TabletScreenPoint[] };

/** Column-major 4×4 (three.js `elements`) times (x, y, z, 1). */
function apply(e: ArrayLike<number>, v: [number, number, number]): [number, number, number, number] {
  const [x, y, z] = v;
  return [
    e[0] * x + e[4] * y + e[8] * z + e[12],
    e[1] * x + e[5] * y + e[9] * z + e[13],
    e[2] * x + e[6] * y + e[10] * z + e[14],
    e[3] * x + e[7] * y + e[11] * z + e[15],
  ];
}

function tabletMesh(scene: Object3D): InstancedMesh | null {
  let found: InstancedMesh | null = null;
  scene.traverse((o) => {
    const m = o as InstancedMesh;
    if (!found && m.isInstancedMesh && m.geometry.getAttribute('aTile')) found = m;
  });
  return found;
}

export function tabletScreenPoints(state: ProbeState): TabletScreenPoint[] {
  const mesh = tabletMesh(state.scene);
  if (!mesh) return [];
  const geo = mesh.geometry;
  if (!geo.boundingBox) geo.computeBoundingBox();
  const bb = geo.boundingBox!;
  // the board's centre: halfway up the tablet, on its front face
  const local: [number, number, number] = [(bb.min.x + bb.max.x) / 2, (bb.min.y + bb.max.y) / 2, bb.max.z];
  const cam = state.camera;
  cam.updateMatrixWorld();
  mesh.updateMatrixWorld();
  const rect = state.gl.domElement.getBoundingClientRect();
  const out: TabletScreenPoint[] = [];
  const im = mesh.instanceMatrix.array;
  for (let i = 0; i < mesh.count; i++) {
    const inst = Array.from(im.slice(i * 16, i * 16 + 16));
    const base = apply(mesh.matrixWorld.elements, [inst[12], inst[13], inst[14]]);
    const w = apply(mesh.matrixWorld.elements, apply(inst, local).slice(0, 3) as [number, number, number]);
    const view = apply(cam.matrixWorldInverse.elements, [w[0], w[1], w[2]]);
    const clip = apply(cam.projectionMatrix.elements, [view[0], view[1], view[2]]);
    const nx = clip[0] / clip[3];
    const ny = clip[1] / clip[3];
    const x = rect.left + ((nx + 1) / 2) * rect.width;
    const y = rect.top + ((1 - ny) / 2) * rect.height;
    out.push({
      instance: i, x, y, world: [base[0], base[1], base[2]],
      onScreen: clip[3] > 0 && Math.abs(nx) < 1 && Math.abs(ny) < 1,
    });
  }
  return out;
}

/** Installs the probe while automation drives the browser; returns the uninstaller. */
export function installHallTabletProbe(state: ProbeState): () => void {
  if (typeof window === 'undefined' || !navigator.webdriver) return () => {};
  const w = window as Win;
  const probe = () => tabletScreenPoints(state);
  w.__zupuHallTablets = probe;
  return () => {
    if (w.__zupuHallTablets === probe) delete w.__zupuHallTablets;
  };
}
