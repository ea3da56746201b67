import type { ThreeElements } from '@react-three/fiber';
import { PALETTE } from './palette';

/** The offering table (供桌): a slab on legs — polished stone at a grave, red lacquer with gilt in a hall. */
export function AltarTable({ width = 1.4, depth = 0.6, height = 0.8, finish = 'stone', ...props }: Omit<ThreeElements['group'], 'ref'> & {
  width?: number; depth?: number; height?: number; finish?: 'stone' | 'lacquer';
}) {
  const top = finish === 'stone'
    ? <meshStandardMaterial color={PALETTE.granite} roughness={0.22} metalness={0.1} />
    : <meshStandardMaterial color={PALETTE.lacquer} roughness={0.3} metalness={0.05} />;
  const body = finish === 'stone'
    ? <meshStandardMaterial color="#222326" roughness={0.5} />
    : <meshStandardMaterial color={PALETTE.lacquerDark} roughness={0.4} />;
  return (
    <group {...props}>
      <mesh position={[0, height - 0.04, 0]}>
        <boxGeometry args={[width, 0.08, depth]} />
        {top}
      </mesh>
      {finish === 'stone' ? (
        <mesh position={[0, (height - 0.08) / 2, 0]}>
          <boxGeometry args={[width * 0.86, height - 0.08, depth * 0.8]} />
          {body}
        </mesh>
      ) : (
        <>
          <mesh position={[0, height - 0.16, depth / 2 - 0.02]}>
            <boxGeometry args={[width - 0.08, 0.16, 0.03]} />
            <meshStandardMaterial color={PALETTE.gold} roughness={0.3} metalness={0.9} />
          </mesh>
          {[-1, 1].flatMap((sx) => [-1, 1].map((sz) => (
            <mesh key={`${sx}${sz}`} position={[sx * (width / 2 - 0.06), (height - 0.08) / 2, sz * (depth / 2 - 0.06)]}>
              <boxGeometry args={[0.07, height - 0.08, 0.07]} />
              {body}
            </mesh>
          )))}
        </>
      )}
    </group>
  );
}
