import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Matrix4, MeshLambertMaterial, MeshStandardMaterial, type InstancedMesh } from 'three';
import { useWalkOnTap } from '../../common/camera-rig-context';
import { tileTexture } from '../../common/procedural-textures';
import { SpotLightAt } from '../../common/SpotLightAt';

const COLS = 14;
const ROWS = 6;

/** An indoor columbarium (骨灰堂): polished floor, walls of niches with gilt name plates, warm downlights. */
export function ColumbariumSetting() {
  const onTap = useWalkOnTap();
  const niches = useRef<InstancedMesh>(null);
  const plates = useRef<InstancedMesh>(null);
  const res = useMemo(() => ({
    floor: new MeshStandardMaterial({ map: tileTexture('#cfc8bc', '#9d968b', 2, [12, 12], 4), roughness: 0.25 }),
    wall: new MeshLambertMaterial({ color: '#e6dfd2' }),
    ceiling: new MeshLambertMaterial({ color: '#f3efe8', emissive: '#3a3428' }),
    niche: new MeshLambertMaterial({ color: '#2f2a26' }),
    plate: new MeshStandardMaterial({ color: '#c9a04a', metalness: 0.8, roughness: 0.35 }),
    box: new BoxGeometry(1, 1, 1),
  }), []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  const walls = useMemo(() => [
    { x: 0, z: -2.2, ry: 0 }, { x: -4.2, z: 1.5, ry: Math.PI / 2 }, { x: 4.2, z: 1.5, ry: -Math.PI / 2 },
  ], []);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const r = new Matrix4();
    const s = new Matrix4();
    let i = 0;
    for (const w of walls) for (let c = 0; c < COLS; c++) for (let row = 0; row < ROWS; row++) {
      const x = (c - (COLS - 1) / 2) * 0.55;
      if (w.ry === 0 && Math.abs(x) < 1.0 && row < 5) continue; // the memorial stands here
      const y = 0.5 + row * 0.5;
      r.makeRotationY(w.ry).setPosition(w.x, 0, w.z);
      niches.current?.setMatrixAt(i, m.multiplyMatrices(r, s.makeTranslation(x, y, 0.02)).multiply(new Matrix4().makeScale(0.5, 0.45, 0.06)));
      plates.current?.setMatrixAt(i, m.multiplyMatrices(r, s.makeTranslation(x, y - 0.13, 0.06)).multiply(new Matrix4().makeScale(0.22, 0.06, 0.01)));
      i++;
    }
    for (const mesh of [niches.current, plates.current]) if (mesh) { mesh.count = i; mesh.instanceMatrix.needsUpdate = true; }
  }, [walls]);
  const max = walls.length * COLS * ROWS;
  return (
    <group>
      <color attach="background" args={['#2a2520']} />
      <hemisphereLight args={['#fff4e0', '#4a3a2a', 0.9]} />
      <SpotLightAt position={[0, 3.4, 2.4]} target={[0, 0.9, 0]} intensity={18} angle={0.6} penumbra={0.7} decay={1.5} color="#ffe0b0" />
      <mesh material={res.floor} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 1.5]} onClick={onTap}>
        <planeGeometry args={[8.4, 7.4]} />
      </mesh>
      <mesh material={res.ceiling} rotation={[Math.PI / 2, 0, 0]} position={[0, 3.6, 1.5]}>
        <planeGeometry args={[8.4, 7.4]} />
      </mesh>
      {walls.map((w, k) => (
        <mesh key={k} material={res.wall} position={[w.x, 1.8, w.z]} rotation={[0, w.ry, 0]}>
          <planeGeometry args={[8.4, 3.6]} />
        </mesh>
      ))}
      <instancedMesh ref={niches} args={[res.box, res.niche, max]} />
      <instancedMesh ref={plates} args={[res.box, res.plate, max]} />
      {[-2.5, 0, 2.5].map((x) => (
        <mesh key={x} position={[x, 3.58, 1.5]} rotation={[Math.PI / 2, 0, 0]}>
          <circleGeometry args={[0.25, 24]} />
          <meshBasicMaterial color="#fff3d6" toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}
