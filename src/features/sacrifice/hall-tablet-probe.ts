/**
 * A hook for browser automation (Playwright sets `navigator.webdriver`; nothing is installed for anyone else):
 * `window.__zupuHallTablets()` lists where the hall scene's tablets are on the screen right now, so an e2e test can
 * tap one as a user would. It reads the live camera and the tablets' base points that render/scenes/hall/TabletWall
 * keeps on its group (named 'hall-tablets', `userData.tabletPoints`) from the Canvas's `onCreated` state.
 * Projection is done by hand so this module needs no three.js import of its own.
 */
import type { Camera, Object3D } from 'three';

export interface TabletScreenPoint {
  /** Draw order (not the tablet's id). */
  instance: number;
  /** The tablet's id (HallTablet.id). */
  id: string;
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

interface TabletPoint { id: string; x: number; y: number; z: number }

function tabletGroup(scene: Object3D): Object3D | null {
  return scene.getObjectByName('hall-tablets') ?? null;
}

/** The board's centre above a tablet's base, in the group's frame (render/scenes/hall/tablet-geometry TABLET). */
const BOARD_CENTRE: [number, number, number] = [0, 0.06 + 0.34 / 2, 0.014];

export function tabletScreenPoints(state: ProbeState): TabletScreenPoint[] {
  const group = tabletGroup(state.scene);
  const tablets = (group?.userData as { tabletPoints?: TabletPoint[] } | undefined)?.tabletPoints;
  if (!group || !tablets) return [];
  const cam = state.camera;
  cam.updateMatrixWorld();
  group.updateMatrixWorld();
  const rect = state.gl.domElement.getBoundingClientRect();
  return tablets.map((t, i) => {
    const base = apply(group.matrixWorld.elements, [t.x, t.y, t.z]);
    const w = apply(group.matrixWorld.elements, [t.x + BOARD_CENTRE[0], t.y + BOARD_CENTRE[1], t.z + BOARD_CENTRE[2]]);
    const view = apply(cam.matrixWorldInverse.elements, [w[0], w[1], w[2]]);
    const clip = apply(cam.projectionMatrix.elements, [view[0], view[1], view[2]]);
    const nx = clip[0] / clip[3];
    const ny = clip[1] / clip[3];
    return {
      instance: i, id: t.id,
      x: rect.left + ((nx + 1) / 2) * rect.width,
      y: rect.top + ((1 - ny) / 2) * rect.height,
      world: [base[0], base[1], base[2]] as [number, number, number],
      onScreen: clip[3] > 0 && Math.abs(nx) < 1 && Math.abs(ny) < 1,
    };
  });
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
