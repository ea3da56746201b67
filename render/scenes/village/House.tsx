import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { ExtrudeGeometry, Shape, Vector2 } from 'three';
import { roofGeometry } from './roof-geometry';

/** A village house: whitewashed walls on a stone footing, a dark tiled roof with upturned eaves, a wooden door. */
export function House({ w = 6, d = 4.5, h = 3.2, wall = '#ece7dc', roof = '#3b3d42', ...props }: Omit<ThreeElements['group'], 'ref'> & {
  w?: number; d?: number; h?: number; wall?: string; roof?: string;
}) {
  const roofGeo = useMemo(() => roofGeometry(w + 0.9, d / 2 + 0.6, 1.6, 0.4), [w, d]);
  const gable = useMemo(() => {
    const g = new ExtrudeGeometry(new Shape([new Vector2(-d / 2, 0), new Vector2(d / 2, 0), new Vector2(0, 1.45)]), { depth: w, bevelEnabled: false });
    g.rotateY(Math.PI / 2);
    g.translate(-w / 2, 0, 0);
    return g;
  }, [w, d]);
  useEffect(() => () => { roofGeo.dispose(); gable.dispose(); }, [roofGeo, gable]);
  return (
    <group {...props}>
      <mesh position={[0, 0.15, 0]}>
        <boxGeometry args={[w + 0.2, 0.3, d + 0.2]} />
        <meshLambertMaterial color="#8c877e" />
      </mesh>
      <mesh position={[0, h / 2 + 0.3, 0]}>
        <boxGeometry args={[w, h, d]} />
        <meshLambertMaterial color={wall} />
      </mesh>
      {/* gable ends fill the space under the roof */}
      <mesh geometry={gable} position={[0, h + 0.3, 0]}>
        <meshLambertMaterial color={wall} />
      </mesh>
      <mesh geometry={roofGeo} position={[0, h + 0.25, 0]}>
        <meshLambertMaterial color={roof} side={2} />
      </mesh>
      <mesh position={[0, h + 1.9, 0]}>
        <boxGeometry args={[w + 1.0, 0.16, 0.22]} />
        <meshLambertMaterial color="#2a2b2f" />
      </mesh>
      <mesh position={[0, 1.3, d / 2 + 0.01]}>
        <planeGeometry args={[1.1, 2]} />
        <meshLambertMaterial color="#5a2a1c" />
      </mesh>
      {[-1, 1].map((s) => (
        <mesh key={s} position={[s * w * 0.3, 2.1, d / 2 + 0.01]}>
          <planeGeometry args={[0.8, 0.7]} />
          <meshLambertMaterial color="#3a2a20" />
        </mesh>
      ))}
    </group>
  );
}
