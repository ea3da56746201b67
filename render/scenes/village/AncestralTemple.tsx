import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { PALETTE } from '../common/palette';
import { Plaque } from '../hall/Plaque';
import { roofGeometry } from './roof-geometry';

/** The 祠堂 seen from the square: stone platform and steps, red columns and doors, a double roof, the name plaque. */
export function AncestralTemple({ name = '陈氏宗祠', ...props }: Omit<ThreeElements['group'], 'ref'> & { name?: string }) {
  const W = 11, D = 8, H = 4.6;
  const roofA = useMemo(() => roofGeometry(W + 2, D / 2 + 1.2, 2.2, 0.7), []);
  useEffect(() => () => roofA.dispose(), [roofA]);
  return (
    <group {...props}>
      <mesh position={[0, 0.4, 0]}>
        <boxGeometry args={[W + 2, 0.8, D + 2]} />
        <meshLambertMaterial color="#9a958b" />
      </mesh>
      {[0, 1, 2].map((i) => (
        <mesh key={i} position={[0, 0.13 + i * 0.26 - 0.13, D / 2 + 1.0 + (2 - i) * 0.35]}>
          <boxGeometry args={[3.4, 0.26 * (i + 1), 0.35]} />
          <meshLambertMaterial color="#a9a397" />
        </mesh>
      ))}
      <mesh position={[0, 0.8 + H / 2, -0.6]}>
        <boxGeometry args={[W, H, D - 1.2]} />
        <meshLambertMaterial color="#e9e3d6" />
      </mesh>
      <mesh position={[0, 0.8 + H / 2, D / 2 - 1.21]}>
        <planeGeometry args={[W - 0.4, H]} />
        <meshStandardMaterial color={PALETTE.lacquerDark} roughness={0.5} />
      </mesh>
      {[-1.1, 1.1].map((x) => (
        <mesh key={x} position={[x * 0.5, 0.8 + 1.5, D / 2 - 1.19]}>
          <planeGeometry args={[1.05, 3]} />
          <meshStandardMaterial color={PALETTE.lacquer} roughness={0.35} />
        </mesh>
      ))}
      {[-4.5, -1.7, 1.7, 4.5].map((x) => (
        <mesh key={x} position={[x, 0.8 + H / 2, D / 2 - 0.2]}>
          <cylinderGeometry args={[0.2, 0.22, H, 16]} />
          <meshStandardMaterial color={PALETTE.lacquer} roughness={0.35} />
        </mesh>
      ))}
      <mesh geometry={roofA} position={[0, 0.8 + H - 0.1, 0]}>
        <meshLambertMaterial color="#34363b" side={2} />
      </mesh>
      <mesh position={[0, 0.8 + H + 2.1, 0]}>
        <boxGeometry args={[W + 2.2, 0.22, 0.3]} />
        <meshLambertMaterial color="#26272b" />
      </mesh>
      <Plaque text={name} width={2.6} position={[0, 0.8 + H - 0.55, D / 2 - 0.05]} />
    </group>
  );
}
