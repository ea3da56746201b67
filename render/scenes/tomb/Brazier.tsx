import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Matrix4, MeshStandardMaterial, Quaternion, SphereGeometry, Vector3, type InstancedMesh } from 'three';
import { seeded } from '../common/text-texture';

const CLOTH = ['#3a4f8a', '#8a2a2a', '#5a6b3a', '#7a5a2a', '#444'];

/**
 * The 火盆 for burnt offerings: an iron basin with embers, holding gold paper ingots (纸钱/金元宝) and
 * folded paper clothes (寒衣).
 */
export function Brazier({ ingots, clothes, ...pos }: { ingots: number; clothes: number; position: [number, number, number] }) {
  const ingotRef = useRef<InstancedMesh>(null);
  const clothRef = useRef<InstancedMesh>(null);
  const res = useMemo(() => {
    const ingot = new SphereGeometry(0.04, 14, 8);
    ingot.scale(1, 0.5, 0.62);
    return {
      ingot,
      cloth: new BoxGeometry(0.16, 0.018, 0.12),
      gold: new MeshStandardMaterial({ color: '#e2b24a', metalness: 0.9, roughness: 0.3 }),
      clothMat: new MeshStandardMaterial({ color: '#ffffff', roughness: 0.9 }),
    };
  }, []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const q = new Quaternion();
    const up = new Vector3(0, 1, 0);
    const rnd = seeded(9);
    for (let i = 0; i < ingots; i++) {
      const a = rnd() * Math.PI * 2;
      const r = Math.sqrt(rnd()) * 0.16;
      q.setFromAxisAngle(up, rnd() * Math.PI);
      m.compose(new Vector3(Math.cos(a) * r, 0.1 + Math.floor(i / 10) * 0.03, Math.sin(a) * r), q, new Vector3(1, 1, 1));
      ingotRef.current?.setMatrixAt(i, m);
    }
    for (let i = 0; i < clothes; i++) {
      q.setFromAxisAngle(up, i * 0.6);
      m.compose(new Vector3(0.03 * (i % 2), 0.1 + i * 0.02 + (ingots ? 0.04 : 0), 0.02 * (i % 3)), q, new Vector3(1, 1, 1));
      clothRef.current?.setMatrixAt(i, m);
      clothRef.current?.setColorAt(i, res.clothMat.color.clone().set(CLOTH[i % CLOTH.length]));
    }
    if (ingotRef.current) ingotRef.current.instanceMatrix.needsUpdate = true;
    if (clothRef.current) {
      clothRef.current.instanceMatrix.needsUpdate = true;
      if (clothRef.current.instanceColor) clothRef.current.instanceColor.needsUpdate = true;
    }
  }, [ingots, clothes, res]);
  if (!ingots && !clothes) return null;
  return (
    <group position={pos.position}>
      <mesh position={[0, 0.06, 0]}>
        <cylinderGeometry args={[0.24, 0.16, 0.12, 24, 1, true]} />
        <meshStandardMaterial color="#2a2624" metalness={0.7} roughness={0.6} side={2} />
      </mesh>
      <mesh position={[0, 0.075, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[0.21, 24]} />
        <meshStandardMaterial color="#2b1208" emissive="#ff5a10" emissiveIntensity={0.6} roughness={1} />
      </mesh>
      {ingots > 0 && <instancedMesh key={`i${ingots}`} ref={ingotRef} args={[res.ingot, res.gold, ingots]} />}
      {clothes > 0 && <instancedMesh key={`c${clothes}`} ref={clothRef} args={[res.cloth, res.clothMat, clothes]} />}
    </group>
  );
}
