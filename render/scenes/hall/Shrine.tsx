import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import { PALETTE } from '../common/palette';
import type { TabletLayout } from './place-tablets';
import { TABLET } from './tablet-geometry';

export const PEDESTAL = 0.95;

/**
 * The 神龛: a lacquered cabinet on a pedestal whose stairs carry the rows of tablets (sized from the
 * layout), with gilt edges, side walls, a back panel and a carved canopy. Stairs and edges are instanced.
 */
export function Shrine({ layout }: { layout: TabletLayout }) {
  const steps = useRef<InstancedMesh>(null);
  const edges = useRef<InstancedMesh>(null);
  const W = Math.max(1.2, layout.halfWidth * 2 + 0.5);
  const H = layout.height + TABLET.height + 0.45;
  const D = layout.depth + 0.5;
  const rows = Math.max(1, layout.rows);
  const rowRise = layout.rows > 1 ? layout.height / (layout.rows - 1) : 0.48;
  const rowDepth = layout.rows > 1 ? layout.depth / (layout.rows - 1) : 0.3;

  const res = useMemo(() => ({
    box: new BoxGeometry(1, 1, 1),
    lacquer: new MeshStandardMaterial({ color: PALETTE.lacquer, roughness: 0.3, metalness: 0.05 }),
    dark: new MeshStandardMaterial({ color: '#2a0806', roughness: 0.5 }),
    gold: new MeshStandardMaterial({ color: PALETTE.gold, roughness: 0.28, metalness: 0.95 }),
  }), []);

  useLayoutEffect(() => {
    const m = new Matrix4();
    const s = new Matrix4();
    // instance k = the k-th row from the bottom (front): drawn front to back, so depth testing rejects
    // what the nearer stairs hide (software GL pays for every shaded pixel)
    for (let k = 0; k < rows; k++) {
      const top = k * rowRise;               // tablets of this row stand at this height
      const zFront = -k * rowDepth + 0.09;
      const h = Math.min(top, rowRise) + 0.02; // one riser: the stairs below fill the rest
      m.makeTranslation(0, top - h / 2, zFront - rowDepth / 2).multiply(s.makeScale(W - 0.12, h, rowDepth));
      steps.current?.setMatrixAt(k, m);
      m.makeTranslation(0, top - 0.005, zFront + 0.004).multiply(s.makeScale(W - 0.1, 0.022, 0.012));
      edges.current?.setMatrixAt(k, m);
    }
    if (steps.current) steps.current.instanceMatrix.needsUpdate = true;
    if (edges.current) edges.current.instanceMatrix.needsUpdate = true;
  }, [rows, rowRise, rowDepth, W]);

  const back = -D + 0.09;
  const lattice = Math.max(3, Math.round(W / 0.35));
  return (
    <group>
      {/* pedestal (below the tablets' zero height) */}
      <mesh geometry={res.box} material={res.lacquer} position={[0, -PEDESTAL / 2, back / 2 + 0.1]} scale={[W + 0.3, PEDESTAL, D + 0.3]} />
      <mesh geometry={res.box} material={res.gold} position={[0, -0.03, 0.26]} scale={[W + 0.34, 0.05, 0.03]} />
      <mesh geometry={res.box} material={res.gold} position={[0, -PEDESTAL + 0.06, 0.26]} scale={[W + 0.34, 0.04, 0.03]} />
      <instancedMesh ref={steps} args={[res.box, res.dark, rows]} />
      <instancedMesh ref={edges} args={[res.box, res.gold, rows]} />
      {/* back panel, side walls, canopy */}
      <mesh geometry={res.box} material={res.dark} position={[0, H / 2, back - 0.03]} scale={[W, H, 0.04]} />
      {[-1, 1].map((sd) => (
        <group key={sd}>
          <mesh geometry={res.box} material={res.lacquer} position={[sd * (W / 2 + 0.04), H / 2, back / 2 + 0.05]} scale={[0.08, H, D + 0.1]} />
          <mesh geometry={res.box} material={res.gold} position={[sd * (W / 2 + 0.04), H / 2, 0.2]} scale={[0.1, H, 0.03]} />
        </group>
      ))}
      <mesh geometry={res.box} material={res.lacquer} position={[0, H + 0.12, back / 2 + 0.05]} scale={[W + 0.4, 0.24, D + 0.3]} />
      <mesh geometry={res.box} material={res.gold} position={[0, H + 0.02, 0.21]} scale={[W + 0.3, 0.06, 0.03]} />
      <mesh geometry={res.box} material={res.gold} position={[0, H + 0.2, 0.21]} scale={[W + 0.44, 0.05, 0.03]} />
      {/* hanging valance (楣) with gilt lattice */}
      <mesh geometry={res.box} material={res.lacquer} position={[0, H - 0.1, 0.18]} scale={[W, 0.16, 0.03]} />
      {Array.from({ length: lattice }, (_, i) => (
        <mesh key={i} geometry={res.box} material={res.gold} position={[-W / 2 + (W * (i + 0.5)) / lattice, H - 0.1, 0.2]} scale={[0.05, 0.1, 0.01]} rotation={[0, 0, Math.PI / 4]} />
      ))}
    </group>
  );
}
