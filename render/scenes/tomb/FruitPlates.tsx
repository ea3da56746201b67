import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { CylinderGeometry, Matrix4, MeshStandardMaterial, SphereGeometry, type InstancedMesh } from 'three';

const PILE: [number, number, number][] = [[0.045, 0, 0.045], [-0.045, 0, 0.045], [0.045, 0, -0.045], [-0.045, 0, -0.045], [0, 0.06, 0]];
const COLOURS = ['#e9821c', '#c7261f', '#e8c23a'];

/** 供果: porcelain plates, each with a pile of five fruit (oranges, apples, pears in turn), instanced. */
export function FruitPlates({ spots }: { spots: readonly [number, number, number][] }) {
  const plates = useRef<InstancedMesh>(null);
  const fruit = useRef<InstancedMesh>(null);
  const res = useMemo(() => ({
    plate: new CylinderGeometry(0.12, 0.08, 0.025, 28),
    ball: new SphereGeometry(0.042, 16, 12),
    plateMat: new MeshStandardMaterial({ color: '#f1ece2', roughness: 0.2 }),
    fruitMat: new MeshStandardMaterial({ color: '#ffffff', roughness: 0.45 }),
  }), []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    spots.forEach((p, i) => {
      plates.current?.setMatrixAt(i, m.makeTranslation(p[0], p[1] + 0.0125, p[2]));
      PILE.forEach((o, k) => {
        fruit.current?.setMatrixAt(i * PILE.length + k, m.makeTranslation(p[0] + o[0], p[1] + 0.065 + o[1], p[2] + o[2]));
        fruit.current?.setColorAt(i * PILE.length + k, res.fruitMat.color.clone().set(COLOURS[i % COLOURS.length]));
      });
    });
    for (const mesh of [plates.current, fruit.current]) if (mesh) mesh.instanceMatrix.needsUpdate = true;
    if (fruit.current?.instanceColor) fruit.current.instanceColor.needsUpdate = true;
  }, [spots, res]);
  if (!spots.length) return null;
  return (
    <group>
      <instancedMesh key={`p${spots.length}`} ref={plates} args={[res.plate, res.plateMat, spots.length]} />
      <instancedMesh key={`f${spots.length}`} ref={fruit} args={[res.ball, res.fruitMat, spots.length * PILE.length]} />
    </group>
  );
}
