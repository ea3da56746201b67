import { Raycaster, Vector3 } from 'three';
import { Mesh, MeshBasicMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { TABLET } from './tablet-geometry';
import { IMPOSTOR, impostorTablets, mergedTablets, tabletOfFace, TRIS_PER_TABLET } from './tablet-merge';

describe('mergedTablets', () => {
  const offsets = new Float32Array([0, 0, 0, 0.5, 0, 0, -0.5, 0.3, -0.2]);
  const tiles = new Float32Array([0, 0, 0, 0.1, 0, 1, 0.2, 0.5, 2]);
  const g = mergedTablets(offsets, tiles);

  it('copies the tablet quads to every slot with its tile', () => {
    expect(g.index!.count).toBe(3 * TRIS_PER_TABLET * 3);
    const tile = g.getAttribute('aTile');
    const perTablet = tile.count / 3;
    expect([tile.getX(perTablet), tile.getY(perTablet), tile.getZ(perTablet)].map((v) => +v.toFixed(3))).toEqual([0.1, 0, 1]);
    expect(tile.getZ(2 * perTablet + 5)).toBe(2);
  });

  it('maps a tap on a tablet face back to its slot', () => {
    const mesh = new Mesh(g, new MeshBasicMaterial());
    const ray = new Raycaster(new Vector3(-0.5, 0.3 + TABLET.baseH + TABLET.boardH / 2, 5), new Vector3(0, 0, -1));
    const hit = ray.intersectObject(mesh)[0];
    expect(hit).toBeDefined();
    expect(tabletOfFace(hit.faceIndex!)).toBe(2);
    const ray2 = new Raycaster(new Vector3(0.5, TABLET.baseH + 0.1, 5), new Vector3(0, 0, -1));
    expect(tabletOfFace(ray2.intersectObject(mesh)[0].faceIndex!)).toBe(1);
  });
});

describe('impostorTablets', () => {
  const offsets = new Float32Array([0, 0, 0, 0.5, 0, 0, -0.5, 0.3, -0.2]);
  const tiles = new Float32Array([0, 0, 0, 0.1, 0, 1, 0.2, 0.5, 2]);
  const g = impostorTablets(offsets, tiles);

  it('is one quad per tablet, tagged part 3, with its tile', () => {
    expect(g.index!.count).toBe(3 * 6);
    expect(g.getAttribute('aPart').getX(5)).toBe(3);
    expect(g.getAttribute('aTile').getZ(2 * 4 + 1)).toBe(2);
    expect(g.boundingBox!.max.y).toBeCloseTo(0.3 + IMPOSTOR.h);
  });

  it('maps a tap (two triangles a tablet) back to its slot, within the draw range', () => {
    g.setDrawRange(6, 12);
    const mesh = new Mesh(g, new MeshBasicMaterial());
    const hit = new Raycaster(new Vector3(-0.5, 0.5, 5), new Vector3(0, 0, -1)).intersectObject(mesh)[0];
    expect(Math.floor(hit.faceIndex! / 2)).toBe(2);
    expect(new Raycaster(new Vector3(0, 0.2, 5), new Vector3(0, 0, -1)).intersectObject(mesh)).toHaveLength(0);
  });
});
