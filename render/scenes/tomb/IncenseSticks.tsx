import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CylinderGeometry, Matrix4, MeshBasicMaterial, MeshStandardMaterial, SphereGeometry, type Group, type InstancedMesh } from 'three';
import { useAnimating } from '../common/animation-demand';
import { IncenseSmoke } from '../common/IncenseSmoke';

const LEN = 0.3;
const MAX_STICKS = 15;

/** Stick positions in the ash: a centred row of threes, then rows behind (pure). */
export function stickSpots(n: number, spread = 0.035): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / 3);
    const k = i % 3;
    out.push([(k - 1) * spread + (row % 2) * spread * 0.5, -row * spread * 0.8 + 0.02]);
  }
  return out;
}

/**
 * Incense sticks standing in the burner's ash (top at `base`), glowing tips and rising smoke. When
 * `placeKey` changes, a bundle of three is lowered into the ash (上香) and then burns with the others.
 */
export function IncenseSticks({ base, count, placeKey }: { base: [number, number, number]; count: number; placeKey?: number }) {
  const [extra, setExtra] = useState(0);
  const [placing, setPlacing] = useState(false);
  const t = useRef(0);
  const bundle = useRef<Group>(null);
  const sticks = useRef<InstancedMesh>(null);
  const tips = useRef<InstancedMesh>(null);
  const first = useRef(true);
  useAnimating(placing);

  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (placeKey === undefined) return;
    t.current = 0;
    setPlacing(true);
  }, [placeKey]);

  const n = Math.min(MAX_STICKS, count + extra);
  const spots = useMemo(() => stickSpots(n), [n]);
  const res = useMemo(() => {
    const stick = new CylinderGeometry(0.0025, 0.0025, LEN, 5);
    stick.translate(0, LEN / 2 - 0.06, 0);
    return {
      stick,
      tip: new SphereGeometry(0.004, 6, 4),
      stickMat: new MeshStandardMaterial({ color: '#8a3b22', roughness: 0.8 }),
      tipMat: new MeshBasicMaterial({ color: '#ff5a1a', toneMapped: false }),
    };
  }, []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    spots.forEach(([x, z], i) => {
      const lean = (i % 3 - 1) * 0.06;
      m.makeRotationZ(-lean).setPosition(base[0] + x, base[1], base[2] + z);
      sticks.current?.setMatrixAt(i, m);
      m.makeTranslation(base[0] + x + Math.sin(lean) * (LEN - 0.06), base[1] + Math.cos(lean) * (LEN - 0.06), base[2] + z);
      tips.current?.setMatrixAt(i, m);
    });
    if (sticks.current) sticks.current.instanceMatrix.needsUpdate = true;
    if (tips.current) tips.current.instanceMatrix.needsUpdate = true;
  }, [spots, base, res]);

  const smokeTips = useMemo(
    () => spots.slice(0, 9).map(([x, z], i) => {
      const lean = (i % 3 - 1) * 0.06;
      return [base[0] + x + Math.sin(lean) * (LEN - 0.06), base[1] + LEN - 0.06, base[2] + z] as [number, number, number];
    }),
    [spots, base],
  );

  useFrame((_, dt) => {
    if (!placing || !bundle.current) return;
    t.current = Math.min(1, t.current + dt / 1.6);
    const e = 1 - Math.pow(1 - t.current, 3);
    bundle.current.position.set(base[0], base[1] + 0.5 * (1 - e), base[2] + 0.25 * (1 - e));
    bundle.current.visible = t.current < 1;
    if (t.current >= 1) {
      setPlacing(false);
      setExtra((x) => x + 3);
    }
  });

  return (
    <group>
      {n > 0 && <instancedMesh key={`s${n}`} ref={sticks} args={[res.stick, res.stickMat, n]} />}
      {n > 0 && <instancedMesh key={`t${n}`} ref={tips} args={[res.tip, res.tipMat, n]} />}
      <IncenseSmoke tips={smokeTips} />
      {placing && (
        <group ref={bundle} position={[base[0], base[1] + 0.5, base[2] + 0.25]}>
          {[-1, 0, 1].map((k) => (
            <mesh key={k} geometry={res.stick} material={res.stickMat} position={[k * 0.012, 0, 0]} />
          ))}
        </group>
      )}
    </group>
  );
}
