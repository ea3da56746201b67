/**
 * A Chinese roof: two concave slopes from the ridge to the eaves, with the eave corners turned up
 * (飞檐). Built from a subdivided plane whose vertices are lifted (pure geometry, no textures).
 */
import { PlaneGeometry, type BufferGeometry } from 'three';

/** Height of the roof surface at (x, v): x along the ridge (|x| ≤ L/2), v across (|v| ≤ D). */
export function roofHeight(x: number, v: number, L: number, D: number, H: number, lift = 0.35): number {
  const a = Math.min(1, Math.abs(v) / D);
  const concave = H * Math.pow(1 - a, 1.6);
  const corner = lift * Math.pow(Math.abs(x) / (L / 2), 5) * Math.pow(a, 2);
  return concave + corner;
}

export function roofGeometry(L: number, D: number, H: number, lift = 0.35): BufferGeometry {
  const g = new PlaneGeometry(L, 2 * D, 12, 12);
  g.rotateX(-Math.PI / 2); // plane in x–z; z plays the role of v
  const p = g.attributes.position;
  for (let i = 0; i < p.count; i++) p.setY(i, roofHeight(p.getX(i), p.getZ(i), L, D, H, lift));
  g.computeVertexNormals();
  return g;
}
