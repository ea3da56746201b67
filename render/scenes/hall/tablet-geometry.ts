/**
 * Geometry of one 神主 tablet, built once and shared by all instances as ONE mesh: the red board and
 * base, the gold cap and trim, and the inscribed front. Origin: bottom centre, front = +z. Sizes in
 * metres (a real tablet is ~30–45 cm tall).
 *
 * Only the faces a visitor can see are built: the hall is walked and orbited in front of the shrine, so
 * backs are never seen, and bottoms only where a part overhangs (the cap, seen from below on high
 * rows). Each vertex carries `aPart` (0 lacquer body, 1 gilt trim, 2 board front with the inscription);
 * the board front's `uv` spans the whole front and the inscription sits in its inner `TABLET.face` area.
 */
import { BufferAttribute, BufferGeometry } from 'three';

export const TABLET = {
  width: 0.13,
  height: 0.44,
  baseH: 0.06,
  boardW: 0.118,
  boardH: 0.34,
  boardD: 0.028,
  face: { w: 0.104, h: 0.318 },
};

export const PART = { body: 0, trim: 1, face: 2 } as const;

type Side = 'px' | 'nx' | 'py' | 'ny' | 'pz';
// for each side: normal, and the two in-plane axes (u to the right, v up as seen from outside)
const SIDES: Record<Side, { n: [number, number, number]; u: [number, number, number]; v: [number, number, number] }> = {
  px: { n: [1, 0, 0], u: [0, 0, -1], v: [0, 1, 0] },
  nx: { n: [-1, 0, 0], u: [0, 0, 1], v: [0, 1, 0] },
  py: { n: [0, 1, 0], u: [1, 0, 0], v: [0, 0, -1] },
  ny: { n: [0, -1, 0], u: [1, 0, 0], v: [0, 0, 1] },
  pz: { n: [0, 0, 1], u: [1, 0, 0], v: [0, 1, 0] },
};

/**
 * Pure: positions, normals, uvs, parts and indices of the tablet's visible quads. `lite` (software GL,
 * where vertices are paid on the CPU): the small parts (plinth, moulding, cap, crest) keep only their
 * front, top and (cap) bottom faces — their 1–2 cm sides — and the board keeps its sides: 12 quads, not 20.
 */
export function tabletQuads(lite = false) {
  const pos: number[] = [];
  const nor: number[] = [];
  const uv: number[] = [];
  const part: number[] = [];
  const index: number[] = [];
  const box = (w: number, h: number, d: number, x: number, y: number, z: number, p: number, sides: Side[]) => {
    const half = [w / 2, h / 2, d / 2];
    for (const s of sides) {
      const { n, u, v } = SIDES[s];
      const base = pos.length / 3;
      for (const [a, b] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        for (let k = 0; k < 3; k++) pos.push([x, y, z][k] + (n[k] + a * u[k] + b * v[k]) * half[k]);
        nor.push(...n);
        uv.push((a + 1) / 2, (b + 1) / 2);
        part.push(p);
      }
      index.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  };
  const { baseH, boardW, boardH, boardD } = TABLET;
  const small = (sides: Side[]) => (lite ? sides.filter((sd) => sd !== 'px' && sd !== 'nx') : sides);
  box(0.15, baseH * 0.55, 0.085, 0, baseH * 0.275, 0, PART.body, small(['pz', 'px', 'nx', 'py']));                  // plinth
  box(boardW, boardH, boardD, 0, baseH + boardH / 2, 0, PART.body, ['px', 'nx']);                           // board sides
  box(boardW, boardH, boardD, 0, baseH + boardH / 2, 0, PART.face, ['pz']);                                // board front
  box(0.13, baseH * 0.45, 0.07, 0, baseH * 0.775, 0, PART.trim, small(['pz', 'px', 'nx', 'py']));                  // gilt moulding
  box(0.134, 0.028, boardD + 0.012, 0, baseH + boardH + 0.014, 0, PART.trim, small(['pz', 'px', 'nx', 'py', 'ny'])); // cap
  box(0.08, 0.018, boardD + 0.006, 0, baseH + boardH + 0.037, 0, PART.trim, small(['pz', 'px', 'nx', 'py']));       // crest
  return { pos, nor, uv, part, index };
}

export function tabletGeometry(): BufferGeometry {
  const q = tabletQuads();
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(q.pos), 3));
  g.setAttribute('normal', new BufferAttribute(new Float32Array(q.nor), 3));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(q.uv), 2));
  g.setAttribute('aPart', new BufferAttribute(new Float32Array(q.part), 1));
  g.setIndex(q.index);
  return g;
}
