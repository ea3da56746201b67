/**
 * Geometry of one 神主 tablet, built once and shared by all instances: the red board and base (body),
 * the gold cap and trim (trim), and the face plane the inscription is mapped on. Origin: bottom centre,
 * front = +z. Sizes in metres (a real tablet is ~30–45 cm tall).
 */
import { BoxGeometry, PlaneGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export const TABLET = {
  width: 0.13,
  height: 0.44,
  baseH: 0.06,
  boardH: 0.34,
  boardD: 0.028,
  face: { w: 0.104, h: 0.318 },
};

function box(w: number, h: number, d: number, x: number, y: number, z: number): BufferGeometry {
  const b = new BoxGeometry(w, h, d);
  b.translate(x, y, z);
  return b;
}

export function tabletBodyGeometry(): BufferGeometry {
  const { baseH, boardH, boardD } = TABLET;
  return mergeGeometries([
    box(0.15, baseH * 0.55, 0.085, 0, baseH * 0.275, 0),            // plinth
    box(0.118, boardH, boardD, 0, baseH + boardH / 2, 0),          // board
  ])!;
}

export function tabletTrimGeometry(): BufferGeometry {
  const { baseH, boardH, boardD } = TABLET;
  return mergeGeometries([
    box(0.13, baseH * 0.45, 0.07, 0, baseH * 0.775, 0),             // gilt moulding on the plinth
    box(0.134, 0.028, boardD + 0.012, 0, baseH + boardH + 0.014, 0), // cap
    box(0.08, 0.018, boardD + 0.006, 0, baseH + boardH + 0.037, 0),  // crest
  ])!;
}

export function tabletFaceGeometry(): BufferGeometry {
  const { baseH, boardH, boardD, face } = TABLET;
  const g = new PlaneGeometry(face.w, face.h);
  g.translate(0, baseH + boardH / 2 + 0.002, boardD / 2 + 0.0008);
  return g;
}
