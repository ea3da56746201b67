import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { CircleGeometry, LatheGeometry, Matrix4, MeshStandardMaterial, Vector2, type InstancedMesh } from 'three';

/** 祭酒 / 敬茶: small porcelain cups with wine (amber) or tea (green-gold), instanced. */
export function Cups({ spots, drink }: { spots: readonly [number, number, number][]; drink: 'wine' | 'tea' }) {
  const cups = useRef<InstancedMesh>(null);
  const liquid = useRef<InstancedMesh>(null);
  const res = useMemo(() => {
    const profile = drink === 'wine'
      ? [new Vector2(0, 0), new Vector2(0.018, 0), new Vector2(0.02, 0.01), new Vector2(0.03, 0.035), new Vector2(0.032, 0.04)]
      : [new Vector2(0, 0), new Vector2(0.022, 0), new Vector2(0.028, 0.012), new Vector2(0.036, 0.045), new Vector2(0.038, 0.05)];
    const surface = new CircleGeometry(drink === 'wine' ? 0.028 : 0.034, 20);
    surface.rotateX(-Math.PI / 2);
    surface.translate(0, drink === 'wine' ? 0.032 : 0.04, 0);
    return {
      cup: new LatheGeometry(profile, 20),
      surface,
      cupMat: new MeshStandardMaterial({ color: drink === 'wine' ? '#f3efe6' : '#9fb8a0', roughness: 0.15, side: 2 }),
      liquidMat: new MeshStandardMaterial({ color: drink === 'wine' ? '#b8862a' : '#8a7a2a', roughness: 0.05 }),
    };
  }, [drink]);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    spots.forEach((p, i) => {
      cups.current?.setMatrixAt(i, m.makeTranslation(...p));
      liquid.current?.setMatrixAt(i, m.makeTranslation(...p));
    });
    for (const mesh of [cups.current, liquid.current]) if (mesh) mesh.instanceMatrix.needsUpdate = true;
  }, [spots, res]);
  if (!spots.length) return null;
  return (
    <group>
      <instancedMesh key={`c${spots.length}`} ref={cups} args={[res.cup, res.cupMat, spots.length]} />
      <instancedMesh key={`l${spots.length}`} ref={liquid} args={[res.surface, res.liquidMat, spots.length]} />
    </group>
  );
}
