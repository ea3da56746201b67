import { useMemo } from 'react';
import { LatheGeometry, Vector2 } from 'three';
import type { ThreeElements } from '@react-three/fiber';

/** A bronze 香炉: a round-bellied bowl on three legs, with two upright handles and a bed of ash. */
export function IncenseBurner({ scale = 1, ...props }: Omit<ThreeElements['group'], 'ref'> & { scale?: number }) {
  const bowl = useMemo(() => new LatheGeometry([
    new Vector2(0.0, 0.0), new Vector2(0.07, 0.0), new Vector2(0.105, 0.03), new Vector2(0.115, 0.07),
    new Vector2(0.105, 0.105), new Vector2(0.095, 0.115), new Vector2(0.11, 0.125), new Vector2(0.1, 0.13),
  ], 32), []);
  return (
    <group scale={scale} {...props}>
      <mesh geometry={bowl} position={[0, 0.03, 0]}>
        <meshStandardMaterial color="#6b4a26" metalness={0.85} roughness={0.38} side={2} />
      </mesh>
      <mesh position={[0, 0.145, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[0.097, 28]} />
        <meshStandardMaterial color="#8d857a" roughness={1} />
      </mesh>
      {[0, 1, 2].map((i) => (
        <mesh key={i} position={[Math.sin((i * Math.PI * 2) / 3) * 0.07, 0.018, Math.cos((i * Math.PI * 2) / 3) * 0.07]}>
          <cylinderGeometry args={[0.01, 0.014, 0.04, 8]} />
          <meshStandardMaterial color="#5a3d1f" metalness={0.85} roughness={0.4} />
        </mesh>
      ))}
      {[-1, 1].map((s) => (
        <mesh key={s} position={[s * 0.085, 0.18, 0]} rotation={[0, Math.PI / 2, 0]}>
          <torusGeometry args={[0.025, 0.007, 6, 16, Math.PI]} />
          <meshStandardMaterial color="#6b4a26" metalness={0.85} roughness={0.38} />
        </mesh>
      ))}
    </group>
  );
}
