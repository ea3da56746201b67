import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  AdditiveBlending, BufferAttribute, BufferGeometry, CylinderGeometry, Matrix4, MeshBasicMaterial, MeshStandardMaterial,
  Points, PointsMaterial, SphereGeometry, type InstancedMesh, type PointLight,
} from 'three';
import { useAnimating } from './animation-demand';
import { PALETTE } from './palette';
import { createCanvas, toTexture } from './text-texture';

function glowTexture() {
  const c = createCanvas(64, 64);
  const ctx = c.getContext('2d')!;
  const g = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
  g.addColorStop(0, 'rgba(255,230,170,1)');
  g.addColorStop(0.25, 'rgba(255,170,70,0.45)');
  g.addColorStop(1, 'rgba(255,120,30,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 64, 64);
  return toTexture(c, 1);
}

/**
 * Red candles (instanced wax and flames, one point cloud of halos) with an optional flicker: flames
 * stretch and sway in useFrame, and one warm light breathes with them.
 */
export function Candles({ positions, height = 0.22, radius = 0.025, flicker = true, light = 1.2 }: {
  positions: readonly [number, number, number][];
  height?: number;
  radius?: number;
  flicker?: boolean;
  light?: number;
}) {
  const wax = useRef<InstancedMesh>(null);
  const flame = useRef<InstancedMesh>(null);
  const lamp = useRef<PointLight>(null);
  const n = positions.length;
  useAnimating(flicker && n > 0);

  const res = useMemo(() => {
    const waxGeo = new CylinderGeometry(radius, radius * 1.05, height, 14);
    waxGeo.translate(0, height / 2, 0);
    const flameGeo = new SphereGeometry(radius * 0.45, 10, 8);
    flameGeo.scale(1, 2.6, 1);
    flameGeo.translate(0, radius * 1.1, 0);
    const halo = new BufferGeometry();
    const arr = new Float32Array(n * 3);
    positions.forEach((p, i) => arr.set([p[0], p[1] + height + radius * 1.2, p[2]], i * 3));
    halo.setAttribute('position', new BufferAttribute(arr, 3));
    return {
      waxGeo, flameGeo, halo,
      waxMat: new MeshStandardMaterial({ color: PALETTE.candleWax, roughness: 0.45, emissive: '#3a0500', emissiveIntensity: 0.4 }),
      flameMat: new MeshBasicMaterial({ color: '#ffe2a0', toneMapped: false }),
      haloMat: new PointsMaterial({ size: radius * 9, map: glowTexture(), transparent: true, depthWrite: false, blending: AdditiveBlending, toneMapped: false }),
    };
  }, [positions, n, height, radius]);
  const points = useMemo(() => new Points(res.halo, res.haloMat), [res]);

  const centre = useMemo(() => {
    const c = [0, 0, 0];
    positions.forEach((p) => { c[0] += p[0] / n; c[1] += p[1] / n; c[2] += p[2] / n; });
    return [c[0], c[1] + height + 0.1, c[2] + 0.6] as [number, number, number];
  }, [positions, n, height]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    positions.forEach((p, i) => {
      wax.current?.setMatrixAt(i, m.makeTranslation(p[0], p[1], p[2]));
      flame.current?.setMatrixAt(i, m.makeTranslation(p[0], p[1] + height, p[2]));
    });
    if (wax.current) wax.current.instanceMatrix.needsUpdate = true;
    if (flame.current) flame.current.instanceMatrix.needsUpdate = true;
  }, [positions, height, res]);

  const m = useMemo(() => new Matrix4(), []);
  useFrame(({ clock }) => {
    if (!flicker || !flame.current) return;
    const t = clock.elapsedTime;
    for (let i = 0; i < n; i++) {
      const p = positions[i];
      const s = 1 + 0.18 * Math.sin(t * 13 + i * 1.7) * Math.sin(t * 7.3 + i);
      const sway = 0.004 * Math.sin(t * 5.1 + i * 2.3);
      m.makeScale(1, s, 1).setPosition(p[0] + sway, p[1] + height, p[2]);
      flame.current.setMatrixAt(i, m);
    }
    flame.current.instanceMatrix.needsUpdate = true;
    if (lamp.current) lamp.current.intensity = light * (0.85 + 0.15 * Math.sin(t * 11) * Math.sin(t * 4.7));
  });

  if (n === 0) return null;
  return (
    <group>
      <instancedMesh ref={wax} args={[res.waxGeo, res.waxMat, n]} />
      <instancedMesh ref={flame} args={[res.flameGeo, res.flameMat, n]} raycast={() => null} />
      <primitive object={points} raycast={() => null} />
      {light > 0 && <pointLight ref={lamp} position={centre} color={PALETTE.candleLight} intensity={light} distance={4} decay={1.6} />}
    </group>
  );
}
