import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Vector3, type Material, type Mesh } from 'three';
import type { TabletLayout } from './place-tablets';
import { impostorTablets, mergedTablets, TRIS_PER_TABLET } from './tablet-merge';

/** Rows nearer than this (m) are drawn as full tablets, the rest as one quad each. */
export const LOD_DISTANCE = 8;
const BAKE = { bakeLight: true };

/**
 * Software GL: the tablets as two plain meshes over the same slots (front rows first): full tablets
 * (tablet-merge.ts `mergedTablets`) for the rows within LOD_DISTANCE of the eye, one quad each
 * (`impostorTablets`) for the rows beyond; the split moves with the camera through the geometries'
 * draw ranges. A tap reports the slot (raycasts honour the draw ranges).
 */
export function MergedTablets({ order, layout, tiles, material, onSlotTap }: {
  order: readonly number[];
  layout: TabletLayout;
  tiles: Float32Array;
  material: Material;
  onSlotTap: (slot: number, e: ThreeEvent<MouseEvent>) => void;
}) {
  const near = useRef<Mesh>(null);
  const far = useRef<Mesh>(null);
  const res = useMemo(() => {
    const offsets = new Float32Array(order.length * 3);
    order.forEach((t, i) => { const p = layout.placements[t]; offsets.set([p.x, p.y, p.z], i * 3); });
    // rows in slot order: first slot, and the row's line (y, z, x extent) for the distance test
    const rows: { start: number; y: number; z: number; x0: number; x1: number }[] = [];
    order.forEach((t, i) => {
      const p = layout.placements[t];
      const last = rows[rows.length - 1];
      if (!last || layout.placements[order[last.start]].row !== p.row) rows.push({ start: i, y: p.y, z: p.z, x0: p.x, x1: p.x });
      else { last.x0 = Math.min(last.x0, p.x); last.x1 = Math.max(last.x1, p.x); }
    });
    return { full: mergedTablets(offsets, tiles), quads: impostorTablets(offsets, tiles), rows };
  }, [order, layout, tiles]);
  useEffect(() => () => { res.full.dispose(); res.quads.dispose(); }, [res]);

  const eye = useMemo(() => new Vector3(), []);
  useFrame(({ camera }) => {
    const n = order.length;
    if (!near.current || !far.current) return;
    // the group's world matrix places the shrine: compare in its local frame
    eye.copy(camera.position);
    near.current.parent?.worldToLocal(eye);
    let k = n;
    for (const r of res.rows) {
      const dx = eye.x - Math.min(Math.max(eye.x, r.x0), r.x1);
      if (Math.hypot(dx, eye.y - r.y - 0.2, eye.z - r.z) > LOD_DISTANCE) { k = r.start; break; }
    }
    res.full.setDrawRange(0, k * TRIS_PER_TABLET * 3);
    res.quads.setDrawRange(k * 6, (n - k) * 6);
    near.current.visible = k > 0;
    far.current.visible = k < n;
  }, -2); // before SoftwareShading (-1), which bakes and converts what is visible

  const tap = (quads: boolean) => (e: ThreeEvent<MouseEvent>) => {
    if (e.faceIndex == null) return;
    onSlotTap(quads ? Math.floor(e.faceIndex / 2) : Math.floor(e.faceIndex / TRIS_PER_TABLET), e);
  };
  return (
    <>
      <mesh ref={near} visible={false} geometry={res.full} material={material} onClick={tap(false)} userData={BAKE} />
      <mesh ref={far} visible={false} geometry={res.quads} material={material} onClick={tap(true)} userData={BAKE} />
    </>
  );
}
