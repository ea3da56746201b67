import { useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, CylinderGeometry, Matrix4, MeshLambertMaterial, MeshStandardMaterial, SphereGeometry, type InstancedMesh } from 'three';
import { useWalkOnTap, ViewOptionsContext } from '../common/camera-rig-context';
import { PALETTE } from '../common/palette';
import { tileTexture, woodTexture } from '../common/procedural-textures';

/**
 * The hall around the shrine: stone-tiled floor (tap to walk), red columns on stone bases (instanced),
 * timber walls, dark beams, and red palace lanterns (instanced, emissive — no extra lights).
 */
/** Plane segments: ~1 m cells, so vertex lighting (software GL) carries the spot light's pool. */
/** Static, own geometry: software GL bakes their light into the vertices (SoftwareShading). */
const BAKE = { bakeLight: true };
const seg = (metres: number) => Math.min(32, Math.max(2, Math.ceil(metres)));

export function HallArchitecture({ width, depth, height, backZ }: { width: number; depth: number; height: number; backZ: number }) {
  const onFloorTap = useWalkOnTap();
  const { quality } = useContext(ViewOptionsContext);
  const columns = useRef<InstancedMesh>(null);
  const bases = useRef<InstancedMesh>(null);
  const beams = useRef<InstancedMesh>(null);
  const lanterns = useRef<InstancedMesh>(null);
  const frontZ = backZ + depth;
  const colX = width / 2 - 0.9;
  const colZ = useMemo(() => {
    const z: number[] = [];
    for (let v = backZ + 1.6; v < frontZ - 1; v += 3.2) z.push(v);
    return z;
  }, [backZ, frontZ]);
  const lanternPos = useMemo(() => {
    const p: [number, number, number][] = [];
    for (const z of colZ) for (const x of [-colX + 1.6, colX - 1.6]) p.push([x, height - 1.3, z + 1.6]);
    return p;
  }, [colZ, colX, height]);

  const res = useMemo(() => ({
    floor: new MeshStandardMaterial({ map: tileTexture('#34302d', '#191716', 4, [width / 4, depth / 4]), roughness: 0.55, metalness: 0.05 }),
    // large surfaces: Lambert (fill rate matters most on phones and software GL)
    wall: new MeshLambertMaterial({ map: woodTexture('#4a2517', [width / 3, 1]) }),
    ceiling: new MeshLambertMaterial({ color: '#1e120c' }),
    lacquer: new MeshStandardMaterial({ color: PALETTE.lacquer, roughness: 0.32, metalness: 0.05 }),
    stone: new MeshStandardMaterial({ color: '#5d5a55', roughness: 0.8 }),
    beam: new MeshLambertMaterial({ color: '#2b1610' }),
    lantern: new MeshStandardMaterial({ color: '#a8201a', emissive: '#d8401a', emissiveIntensity: 0.55, roughness: 0.6 }),
    // columns run floor to beam: no caps; 14 sides read round at hall distances
    col: new CylinderGeometry(0.2, 0.2, height, 14, 1, true),
    base: new CylinderGeometry(0.3, 0.34, 0.3, 14),
    box: new BoxGeometry(1, 1, 1),
    sphere: new SphereGeometry(0.28, 14, 10),
  }), [width, depth, height]);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    const s = new Matrix4();
    let i = 0;
    for (const z of colZ) for (const x of [-colX, colX]) {
      columns.current?.setMatrixAt(i, m.makeTranslation(x, height / 2, z));
      bases.current?.setMatrixAt(i, m.makeTranslation(x, 0.15, z));
      i++;
    }
    colZ.forEach((z, k) => beams.current?.setMatrixAt(k, m.makeTranslation(0, height - 0.25, z).multiply(s.makeScale(width, 0.42, 0.32))));
    lanternPos.forEach((p, k) => lanterns.current?.setMatrixAt(k, m.makeTranslation(...p).multiply(s.makeScale(1, 1.15, 1))));
    for (const mesh of [columns.current, bases.current, beams.current, lanterns.current]) if (mesh) mesh.instanceMatrix.needsUpdate = true;
  }, [colZ, colX, height, width, lanternPos]);

  const nCols = colZ.length * 2;
  return (
    <group>
      <mesh material={res.floor} userData={BAKE} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, backZ + depth / 2]} onClick={onFloorTap}>
        <planeGeometry args={[width, depth, seg(width), seg(depth)]} />
      </mesh>
      {/* on software GL ('low') the ceiling is left to the background, the same near-black: every pixel costs there */}
      <mesh visible={quality !== 'low'} material={res.ceiling} userData={BAKE} rotation={[Math.PI / 2, 0, 0]} position={[0, height, backZ + depth / 2]}>
        <planeGeometry args={[width, depth]} />
      </mesh>
      <mesh material={res.wall} userData={BAKE} position={[0, height / 2, backZ]}>
        <planeGeometry args={[width, height, seg(width), seg(height)]} />
      </mesh>
      {[-1, 1].map((sd) => (
        <mesh key={sd} material={res.wall} userData={BAKE} position={[sd * width / 2, height / 2, backZ + depth / 2]} rotation={[0, -sd * Math.PI / 2, 0]}>
          <planeGeometry args={[depth, height, seg(depth), seg(height)]} />
        </mesh>
      ))}
      <instancedMesh ref={columns} args={[res.col, res.lacquer, nCols]} />
      <instancedMesh ref={bases} args={[res.base, res.stone, nCols]} />
      <instancedMesh ref={beams} args={[res.box, res.beam, colZ.length]} />
      <instancedMesh ref={lanterns} args={[res.sphere, res.lantern, lanternPos.length]} />
    </group>
  );
}
