import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Color, ConeGeometry, Euler, IcosahedronGeometry, Matrix4, MeshLambertMaterial, MeshStandardMaterial, Quaternion, Vector3,
  type Group, type InstancedMesh,
} from 'three';
import { useAnimating } from '../common/animation-demand';
import { bouquetColour, FLOWER_COLOURS, PALETTE, type FlowerTone } from '../common/palette';

export interface BouquetSpot { position: [number, number, number]; rotation: [number, number, number] }

const HEADS: [number, number, number][] = [
  [0, 0.3, 0], [0.05, 0.27, 0.03], [-0.05, 0.27, 0.02], [0.02, 0.26, -0.05], [-0.03, 0.24, -0.04], [0.06, 0.23, -0.02], [-0.06, 0.22, 0.05],
];

function BouquetMesh() {
  const res = useMemo(() => bouquetParts(), []);
  return (
    <group>
      <mesh geometry={res.wrap} material={res.wrapMat} />
      {HEADS.map((h, i) => <mesh key={i} geometry={res.head} material={res.headMat} position={h} scale={[1, 0.7, 1]} />)}
    </group>
  );
}

function bouquetParts() {
  const wrap = new ConeGeometry(0.08, 0.3, 10, 1, true);
  wrap.rotateX(Math.PI);
  wrap.translate(0, 0.15, 0);
  return {
    wrap,
    head: new IcosahedronGeometry(0.048, 1),
    wrapMat: new MeshStandardMaterial({ color: '#e9e2d0', roughness: 0.9, side: 2 }),
    headMat: new MeshLambertMaterial({ color: PALETTE.chrysanthemum, flatShading: true }),
    /** White: the instanced heads take each bouquet's own colour (instanceColor multiplies it). */
    instancedHeadMat: new MeshLambertMaterial({ color: '#ffffff', flatShading: true }),
  };
}


/**
 * Bouquets (献花), instanced, each in the colour of what was offered (`tones`: 白菊 white, 黄菊 yellow, 百合);
 * `placeKey` changing carries one more bouquet (the free 白菊) in from the visitor's side onto `placeAt`.
 */
export function Bouquets({ spots, tones, placeAt, placeKey }: {
  spots: readonly BouquetSpot[]; tones?: readonly FlowerTone[]; placeAt: BouquetSpot; placeKey?: number;
}) {
  const [placed, setPlaced] = useState<BouquetSpot[]>([]);
  const [moving, setMoving] = useState(false);
  const t = useRef(0);
  const carrier = useRef<Group>(null);
  const first = useRef(true);
  const wraps = useRef<InstancedMesh>(null);
  const heads = useRef<InstancedMesh>(null);
  useAnimating(moving);

  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (placeKey === undefined) return;
    t.current = 0;
    setMoving(true);
  }, [placeKey]);

  const all = useMemo(() => [...spots, ...placed], [spots, placed]);
  const res = useMemo(bouquetParts, []);
  useEffect(() => () => Object.values(res).forEach((r) => r.dispose()), [res]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    const local = new Matrix4();
    const q = new Quaternion();
    const colour = new Color();
    all.forEach((s, i) => {
      colour.set(i < spots.length ? bouquetColour(tones, i) : FLOWER_COLOURS.white);
      const root = new Matrix4().compose(new Vector3(...s.position), q.setFromEuler(new Euler(...s.rotation)), new Vector3(1.5, 1.5, 1.5));
      wraps.current?.setMatrixAt(i, root);
      HEADS.forEach((h, k) => {
        local.compose(new Vector3(...h), new Quaternion(), new Vector3(1, 0.7, 1));
        heads.current?.setMatrixAt(i * HEADS.length + k, m.multiplyMatrices(root, local));
        heads.current?.setColorAt(i * HEADS.length + k, colour);
      });
    });
    if (wraps.current) wraps.current.instanceMatrix.needsUpdate = true;
    if (heads.current) {
      heads.current.instanceMatrix.needsUpdate = true;
      if (heads.current.instanceColor) heads.current.instanceColor.needsUpdate = true;
    }
  }, [all, res, spots.length, tones]);

  const from = useMemo(() => new Vector3(placeAt.position[0] + 0.3, placeAt.position[1] + 0.7, placeAt.position[2] + 1.4), [placeAt]);
  const to = useMemo(() => new Vector3(...placeAt.position), [placeAt]);
  useFrame((_, dt) => {
    if (!moving || !carrier.current) return;
    t.current = Math.min(1, t.current + dt / 1.8);
    const e = t.current < 0.5 ? 4 * t.current ** 3 : 1 - Math.pow(-2 * t.current + 2, 3) / 2;
    carrier.current.position.lerpVectors(from, to, e);
    carrier.current.position.y += Math.sin(Math.PI * e) * 0.15;
    carrier.current.rotation.set(placeAt.rotation[0] * e, placeAt.rotation[1], placeAt.rotation[2] * e);
    if (t.current >= 1) {
      setMoving(false);
      setPlaced((p) => [...p, placeAt]);
    }
  });

  const n = all.length;
  return (
    <group>
      {n > 0 && <instancedMesh key={`w${n}`} ref={wraps} args={[res.wrap, res.wrapMat, n]} />}
      {n > 0 && <instancedMesh key={`h${n}`} ref={heads} args={[res.head, res.instancedHeadMat, n * HEADS.length]} />}
      {moving && <group ref={carrier} position={from.toArray()} scale={1.5}><BouquetMesh /></group>}
    </group>
  );
}
