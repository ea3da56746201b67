import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { CylinderGeometry, Matrix4, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3, type InstancedMesh } from 'three';
import { seeded } from '../common/text-texture';

const PER_STRING = 48;

/** 鞭炮: strings of red crackers coiled on the ground, with red paper shreds scattered around. */
export function Firecrackers({ strings, at }: { strings: number; at: [number, number, number] }) {
  const crackers = useRef<InstancedMesh>(null);
  const shreds = useRef<InstancedMesh>(null);
  const n = strings * PER_STRING;
  const nShreds = strings * 70;
  const res = useMemo(() => ({
    cracker: new CylinderGeometry(0.009, 0.009, 0.05, 8),
    shred: new PlaneGeometry(0.025, 0.018),
    red: new MeshStandardMaterial({ color: '#c0161a', roughness: 0.6 }),
    paper: new MeshStandardMaterial({ color: '#b3201a', roughness: 0.9, side: 2 }),
  }), []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const q = new Quaternion();
    const rnd = seeded(31);
    for (let s = 0; s < strings; s++) {
      for (let i = 0; i < PER_STRING; i++) {
        const a = i * 0.38 + s * 1.3;
        const r = 0.05 + i * 0.0032;
        q.setFromAxisAngle(new Vector3(Math.cos(a), 0, -Math.sin(a)), Math.PI / 2);
        m.compose(new Vector3(at[0] + Math.cos(a) * r + s * 0.28, at[1] + 0.01, at[2] + Math.sin(a) * r), q, new Vector3(1, 1, 1));
        crackers.current?.setMatrixAt(s * PER_STRING + i, m);
      }
    }
    for (let k = 0; k < nShreds; k++) {
      q.setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2 + (rnd() - 0.5) * 0.4);
      m.compose(new Vector3(at[0] + (rnd() - 0.3) * 0.9, at[1] + 0.003, at[2] + (rnd() - 0.5) * 0.7), q, new Vector3(1, 1, 1));
      shreds.current?.setMatrixAt(k, m);
    }
    for (const mesh of [crackers.current, shreds.current]) if (mesh) mesh.instanceMatrix.needsUpdate = true;
  }, [strings, at, nShreds, res]);
  if (!strings) return null;
  return (
    <group>
      <instancedMesh key={`c${n}`} ref={crackers} args={[res.cracker, res.red, n]} />
      <instancedMesh key={`s${nShreds}`} ref={shreds} args={[res.shred, res.paper, nShreds]} />
    </group>
  );
}
