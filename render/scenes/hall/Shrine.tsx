import { useEffect, useMemo } from 'react';
import { BoxGeometry, Euler, Matrix4, MeshStandardMaterial, Quaternion, Vector3, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { PALETTE } from '../common/palette';
import type { TabletLayout } from './place-tablets';
import { TABLET } from './tablet-geometry';

export const PEDESTAL = 0.95;
/** The stairs and back panel; far tablet quads paint their corners with it (tablet-merge.ts). */
export const SHRINE_DARK = '#2a0806';

/** Static, own geometry: software GL bakes their light into the vertices (SoftwareShading). */
const BAKE = { bakeLight: true };

type Box = { p: [number, number, number]; s: [number, number, number]; rz?: number };

/** Pure: the boxes of the shrine by material (positions and sizes in metres; tablets stand at y = 0). */
export function shrineBoxes(layout: TabletLayout): { lacquer: Box[]; dark: Box[]; gold: Box[] } {
  const W = Math.max(1.2, layout.halfWidth * 2 + 0.5);
  const H = layout.height + TABLET.height + 0.45;
  const D = layout.depth + 0.5;
  const rows = Math.max(1, layout.rows);
  const rowRise = layout.rows > 1 ? layout.height / (layout.rows - 1) : 0.48;
  const rowDepth = layout.rows > 1 ? layout.depth / (layout.rows - 1) : 0.3;
  const back = -D + 0.09;
  const lacquer: Box[] = [];
  const dark: Box[] = [];
  const gold: Box[] = [];
  // pedestal (below the tablets' zero height) with gilt bands
  lacquer.push({ p: [0, -PEDESTAL / 2, back / 2 + 0.1], s: [W + 0.3, PEDESTAL, D + 0.3] });
  gold.push({ p: [0, -0.03, 0.26], s: [W + 0.34, 0.05, 0.03] }, { p: [0, -PEDESTAL + 0.06, 0.26], s: [W + 0.34, 0.04, 0.03] });
  // the stairs, k-th row from the bottom (front) first: nearer stairs fill the depth buffer first
  for (let k = 0; k < rows; k++) {
    const top = k * rowRise;               // tablets of this row stand at this height
    const zFront = -k * rowDepth + 0.09;
    const h = Math.min(top, rowRise) + 0.02; // one riser: the stairs below fill the rest
    dark.push({ p: [0, top - h / 2, zFront - rowDepth / 2], s: [W - 0.12, h, rowDepth] });
    gold.push({ p: [0, top - 0.005, zFront + 0.004], s: [W - 0.1, 0.022, 0.012] });
  }
  // back panel, side walls, canopy
  dark.push({ p: [0, H / 2, back - 0.03], s: [W, H, 0.04] });
  for (const sd of [-1, 1]) {
    lacquer.push({ p: [sd * (W / 2 + 0.04), H / 2, back / 2 + 0.05], s: [0.08, H, D + 0.1] });
    gold.push({ p: [sd * (W / 2 + 0.04), H / 2, 0.2], s: [0.1, H, 0.03] });
  }
  lacquer.push({ p: [0, H + 0.12, back / 2 + 0.05], s: [W + 0.4, 0.24, D + 0.3] });
  gold.push({ p: [0, H + 0.02, 0.21], s: [W + 0.3, 0.06, 0.03] }, { p: [0, H + 0.2, 0.21], s: [W + 0.44, 0.05, 0.03] });
  // hanging valance (楣) with gilt lattice
  lacquer.push({ p: [0, H - 0.1, 0.18], s: [W, 0.16, 0.03] });
  const lattice = Math.max(3, Math.round(W / 0.35));
  for (let i = 0; i < lattice; i++) gold.push({ p: [-W / 2 + (W * (i + 0.5)) / lattice, H - 0.1, 0.2], s: [0.05, 0.1, 0.01], rz: Math.PI / 4 });
  return { lacquer, dark, gold };
}

function merge(boxes: Box[]): BufferGeometry {
  const m = new Matrix4();
  const q = new Quaternion();
  const parts = boxes.map((b) => {
    const g = new BoxGeometry(1, 1, 1);
    g.applyMatrix4(m.compose(new Vector3(...b.p), q.setFromEuler(new Euler(0, 0, b.rz ?? 0)), new Vector3(...b.s)));
    return g;
  });
  const out = mergeGeometries(parts)!;
  parts.forEach((g) => g.dispose());
  return out;
}

/**
 * The 神龛: a lacquered cabinet on a pedestal whose stairs carry the rows of tablets (sized from the
 * layout), with gilt edges, side walls, a back panel and a carved canopy. Static: one merged geometry
 * per material, three draws in all (the lattice alone was thirty draws; draws cost on software GL).
 */
export function Shrine({ layout }: { layout: TabletLayout }) {
  const res = useMemo(() => {
    const b = shrineBoxes(layout);
    return {
      lacquerGeo: merge(b.lacquer), darkGeo: merge(b.dark), goldGeo: merge(b.gold),
      lacquer: new MeshStandardMaterial({ color: PALETTE.lacquer, roughness: 0.3, metalness: 0.05 }),
      dark: new MeshStandardMaterial({ color: SHRINE_DARK, roughness: 0.5 }),
      gold: new MeshStandardMaterial({ color: PALETTE.gold, roughness: 0.28, metalness: 0.95 }),
    };
  }, [layout]);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  return (
    <group>
      <mesh geometry={res.darkGeo} material={res.dark} userData={BAKE} />
      <mesh geometry={res.lacquerGeo} material={res.lacquer} userData={BAKE} />
      <mesh geometry={res.goldGeo} material={res.gold} userData={BAKE} />
    </group>
  );
}
