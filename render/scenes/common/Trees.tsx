import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  ConeGeometry, CylinderGeometry, IcosahedronGeometry, Matrix4, MeshLambertMaterial, Quaternion, Vector3,
  type BufferGeometry, type InstancedMesh, type Material,
} from 'three';

export interface TreeSpot { x: number; z: number; y?: number; scale?: number; rot?: number }
export type TreeKind = 'pine' | 'cypress' | 'round' | 'blossom' | 'willow';

interface Part { geo: BufferGeometry; mat: Material; offset: [number, number, number]; scale: [number, number, number] }

function partsOf(kind: TreeKind): Part[] {
  const bark = new MeshLambertMaterial({ color: '#4a3526' });
  const trunk = (h: number, r: number): Part => {
    const g = new CylinderGeometry(r * 0.7, r, h, 7);
    g.translate(0, h / 2, 0);
    return { geo: g, mat: bark, offset: [0, 0, 0], scale: [1, 1, 1] };
  };
  const blob = (color: string, detail = 1) => ({ geo: new IcosahedronGeometry(1, detail), mat: new MeshLambertMaterial({ color, flatShading: true }) });
  switch (kind) {
    case 'pine': {
      const mat = new MeshLambertMaterial({ color: '#2f4a2c', flatShading: true });
      const cone = (y: number, r: number, h: number): Part => {
        const g = new ConeGeometry(r, h, 8);
        g.translate(0, h / 2, 0);
        return { geo: g, mat, offset: [0, y, 0], scale: [1, 1, 1] };
      };
      return [trunk(1.6, 0.16), cone(1.2, 1.5, 2.2), cone(2.5, 1.15, 1.9), cone(3.6, 0.75, 1.6)];
    }
    case 'cypress': {
      const b = blob('#2b4429', 2);
      return [trunk(0.8, 0.1), { ...b, offset: [0, 2.0, 0], scale: [0.5, 1.7, 0.5] }];
    }
    case 'round': {
      const b = blob('#4d6b34');
      return [trunk(1.3, 0.13), { ...b, offset: [0, 2.1, 0], scale: [1.3, 1.1, 1.3] }];
    }
    case 'blossom': {
      const b = blob('#e9b7c4');
      const c = blob('#f3d3dc');
      return [trunk(1.2, 0.1), { ...b, offset: [0.2, 1.8, 0], scale: [1.0, 0.8, 1.0] }, { ...c, offset: [-0.45, 1.6, 0.2], scale: [0.7, 0.55, 0.7] }];
    }
    case 'willow': {
      const b = blob('#7f9a4a');
      return [trunk(1.6, 0.14), { ...b, offset: [0, 2.2, 0], scale: [1.5, 1.6, 1.5] }];
    }
  }
}

/** Low-poly trees of one kind, one InstancedMesh per part (trunk, crown layers). */
export function Trees({ kind, spots }: { kind: TreeKind; spots: readonly TreeSpot[] }) {
  const parts = useMemo(() => partsOf(kind), [kind]);
  const refs = useRef<(InstancedMesh | null)[]>([]);
  useEffect(() => () => parts.forEach((p) => { p.geo.dispose(); p.mat.dispose(); }), [parts]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const q = new Quaternion();
    const up = new Vector3(0, 1, 0);
    parts.forEach((p, k) => {
      const mesh = refs.current[k];
      if (!mesh) return;
      spots.forEach((s, i) => {
        const sc = s.scale ?? 1;
        q.setFromAxisAngle(up, s.rot ?? i * 2.39);
        m.compose(
          new Vector3(s.x + p.offset[0] * sc, (s.y ?? 0) + p.offset[1] * sc, s.z + p.offset[2] * sc),
          q,
          new Vector3(p.scale[0] * sc, p.scale[1] * sc, p.scale[2] * sc),
        );
        mesh.setMatrixAt(i, m);
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
  }, [parts, spots]);
  if (!spots.length) return null;
  return (
    <group>
      {parts.map((p, k) => (
        <instancedMesh key={k} ref={(el) => { refs.current[k] = el; }} args={[p.geo, p.mat, spots.length]} raycast={() => null} />
      ))}
    </group>
  );
}
