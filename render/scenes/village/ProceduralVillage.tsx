import { useEffect, useMemo } from 'react';
import { MeshLambertMaterial, MeshStandardMaterial } from 'three';
import { useWalkOnTap } from '../common/camera-rig-context';
import { speckleTexture, tileTexture } from '../common/procedural-textures';
import { Sky } from '../common/Sky';
import { seeded } from '../common/text-texture';
import { Trees, type TreeSpot } from '../common/Trees';
import { AncestralTemple } from './AncestralTemple';
import { House } from './House';

/**
 * The home village when no panoramas were uploaded: the 祠堂 at the head of a paved square, a
 * half-moon pond (月塘) in front of it, rows of houses with curved roofs, trees and hills.
 */
export function ProceduralVillage({ templeName }: { templeName?: string }) {
  const onTap = useWalkOnTap();
  const mats = useMemo(() => ({
    grass: new MeshLambertMaterial({ map: speckleTexture('#768a48', ['#5a6e34', '#8ea058', '#6a7d3e'], [50, 50], 19, 1.2) }),
    square: new MeshLambertMaterial({ map: tileTexture('#a8a296', '#7b766c', 4, [6, 5], 2) }),
    water: new MeshStandardMaterial({ color: '#3f6670', roughness: 0.08, metalness: 0.3 }),
    rim: new MeshLambertMaterial({ color: '#8d887e' }),
    hill: new MeshLambertMaterial({ color: '#5e7048', flatShading: true }),
  }), []);
  useEffect(() => () => Object.values(mats).forEach((m) => { m.map?.dispose(); m.dispose(); }), [mats]);

  const houses = useMemo(() => {
    const out: { x: number; z: number; ry: number; w: number }[] = [];
    for (let i = 0; i < 4; i++) for (const s of [-1, 1]) out.push({ x: s * (13 + (i % 2) * 1.5), z: -12 + i * 7, ry: -s * Math.PI / 2, w: 6 + (i % 3) });
    for (let i = 0; i < 5; i++) out.push({ x: -22 + i * 11, z: -27, ry: 0, w: 7 });
    return out;
  }, []);
  const trees = useMemo<TreeSpot[]>(() => {
    const rnd = seeded(77);
    const out: TreeSpot[] = [{ x: -8, z: 8, scale: 1.4 }, { x: 8.5, z: 7, scale: 1.2 }, { x: -9, z: -16, scale: 1.1 }, { x: 9, z: -17, scale: 1.3 }];
    for (let i = 0; i < 26; i++) out.push({ x: (rnd() - 0.5) * 80, z: -35 - rnd() * 20, scale: 1 + rnd() });
    return out;
  }, []);
  const willows = useMemo<TreeSpot[]>(() => [{ x: -6.5, z: 3.5, scale: 1.1 }, { x: 6.8, z: 2.5, scale: 1 }], []);

  return (
    <group>
      <Sky top="#7fa3c8" horizon="#eadfca" bottom="#7d8660" sun={[-0.4, 0.35, -0.8]} />
      <fog attach="fog" args={['#dcd6c6', 40, 140]} />
      <hemisphereLight args={['#e3ecf7', '#5a5236', 1.0]} />
      <directionalLight position={[-8, 12, 6]} intensity={2.1} color="#ffe7c4" />
      <mesh material={mats.grass} rotation={[-Math.PI / 2, 0, 0]} onClick={onTap}>
        <planeGeometry args={[200, 200]} />
      </mesh>
      <mesh material={mats.square} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, -4]} onClick={onTap}>
        <planeGeometry args={[18, 14]} />
      </mesh>
      {/* half-moon pond: the straight edge faces the temple */}
      <mesh material={mats.rim} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 6]}>
        <circleGeometry args={[6.4, 48, Math.PI, Math.PI]} />
      </mesh>
      <mesh material={mats.water} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.05, 6.2]}>
        <circleGeometry args={[6, 48, Math.PI, Math.PI]} />
      </mesh>
      <AncestralTemple name={templeName} position={[0, 0, -14]} />
      {houses.map((h, i) => <House key={i} position={[h.x, 0, h.z]} rotation={[0, h.ry, 0]} w={h.w} />)}
      <Trees kind="round" spots={trees} />
      <Trees kind="willow" spots={willows} />
      {[[-40, -70, 24], [0, -85, 30], [45, -75, 26]].map(([x, z, r], i) => (
        <mesh key={i} material={mats.hill} position={[x, -r * 0.55, z]} scale={[1.6, 1, 1]}>
          <icosahedronGeometry args={[r, 2]} />
        </mesh>
      ))}
    </group>
  );
}
