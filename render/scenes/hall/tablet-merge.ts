/**
 * All tablets as ONE plain (non-instanced) geometry, for software WebGL: SwiftShader runs an instanced
 * draw instance by instance, and the fixed cost of each (~20 µs on this machine) made 1,000 tablets
 * cost more than their pixels. Here the tablet quads are copied to every position (the vertices carry
 * their tile as `aTile`, the attribute the instanced version has per instance), so the same material
 * draws them in one call. A raycast hit's `faceIndex` names the tablet: see `tabletOfFace`.
 */
import { BufferAttribute, BufferGeometry } from 'three';
import { TABLET, tabletQuads } from './tablet-geometry';

/** Triangles of one tablet in the merged geometry (the lite tablet: see tabletQuads). */
export const TRIS_PER_TABLET = tabletQuads(true).index.length / 3;

/** Draw-order slot of the tablet a raycast hit on the merged geometry belongs to. */
export function tabletOfFace(faceIndex: number): number {
  return Math.floor(faceIndex / TRIS_PER_TABLET);
}

/**
 * `offsets[i]` (x, y, z) is where slot i stands; `tiles` holds (u, v, layer) per slot, same order.
 */
export function mergedTablets(offsets: Float32Array, tiles: Float32Array): BufferGeometry {
  const q = tabletQuads(true);
  const n = offsets.length / 3;
  const nv = q.pos.length / 3;
  const pos = new Float32Array(n * nv * 3);
  const nor = new Float32Array(n * nv * 3);
  const uv = new Float32Array(n * nv * 2);
  const part = new Float32Array(n * nv);
  const tile = new Float32Array(n * nv * 3);
  const index = new Uint32Array(n * q.index.length);
  for (let i = 0; i < n; i++) {
    const v0 = i * nv;
    for (let v = 0; v < nv; v++) {
      for (let k = 0; k < 3; k++) {
        pos[(v0 + v) * 3 + k] = q.pos[v * 3 + k] + offsets[i * 3 + k];
        nor[(v0 + v) * 3 + k] = q.nor[v * 3 + k];
        tile[(v0 + v) * 3 + k] = tiles[i * 3 + k];
      }
      uv[(v0 + v) * 2] = q.uv[v * 2];
      uv[(v0 + v) * 2 + 1] = q.uv[v * 2 + 1];
      part[v0 + v] = q.part[v];
    }
    q.index.forEach((ix, j) => { index[i * q.index.length + j] = v0 + ix; });
  }
  return tabletBuffers({ pos, nor, uv, part, tile, index });
}

/** Height of the whole tablet (plinth to crest) and width of its widest part (the plinth). */
export const IMPOSTOR = { w: 0.15, h: TABLET.baseH + TABLET.boardH + 0.046 };

/**
 * Far tablets as one quad each (`aPart` 3): the tablet's front outline, painted by the material from
 * the quad's uv (plinth, gilt moulding, inscribed board, cap and crest; the corners beside the narrower
 * parts take the shrine's dark). 4 vertices instead of 48: at a few pixels wide the sides do not show.
 */
export function impostorTablets(offsets: Float32Array, tiles: Float32Array): BufferGeometry {
  const n = offsets.length / 3;
  const pos = new Float32Array(n * 12);
  const nor = new Float32Array(n * 12);
  const uv = new Float32Array(n * 8);
  const part = new Float32Array(n * 4).fill(3);
  const tile = new Float32Array(n * 12);
  const index = new Uint32Array(n * 6);
  const zf = TABLET.boardD / 2;
  for (let i = 0; i < n; i++) {
    const [x, y, z] = [offsets[i * 3], offsets[i * 3 + 1], offsets[i * 3 + 2]];
    [[-1, 0], [1, 0], [1, 1], [-1, 1]].forEach(([a, b], c) => {
      const v = i * 4 + c;
      pos.set([x + (a * IMPOSTOR.w) / 2, y + b * IMPOSTOR.h, z + zf], v * 3);
      nor.set([0, 0, 1], v * 3);
      uv.set([(a + 1) / 2, b], v * 2);
      tile.set(tiles.subarray(i * 3, i * 3 + 3), v * 3);
    });
    index.set([0, 1, 2, 0, 2, 3].map((k) => i * 4 + k), i * 6);
  }
  return tabletBuffers({ pos, nor, uv, part, tile, index });
}

/** One geometry from the merged tablets' arrays (the attributes the tablet material reads). */
function tabletBuffers(a: { pos: Float32Array; nor: Float32Array; uv: Float32Array; part: Float32Array; tile: Float32Array; index: Uint32Array }): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(a.pos, 3));
  g.setAttribute('normal', new BufferAttribute(a.nor, 3));
  g.setAttribute('uv', new BufferAttribute(a.uv, 2));
  g.setAttribute('aPart', new BufferAttribute(a.part, 1));
  g.setAttribute('aTile', new BufferAttribute(a.tile, 3));
  g.setIndex(new BufferAttribute(a.index, 1));
  g.computeBoundingSphere();
  g.computeBoundingBox();
  return g;
}
