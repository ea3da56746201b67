import { useEffect, useMemo } from 'react';
import { MeshLambertMaterial } from 'three';
import { useWalkOnTap } from '../../common/camera-rig-context';
import { speckleTexture, tileTexture } from '../../common/procedural-textures';
import { Sky } from '../../common/Sky';
import { seeded } from '../../common/text-texture';
import { Trees, type TreeSpot } from '../../common/Trees';

/** A garden cemetery: lawn, a flagstone path, clipped hedges, plum blossom and a whitewashed wall with dark tiles. */
export function GardenSetting() {
  const onTap = useWalkOnTap();
  const mats = useMemo(() => ({
    lawn: new MeshLambertMaterial({ map: speckleTexture('#6d8a3e', ['#4f6a2a', '#86a34e', '#5d7a33', '#9bb060'], [40, 40], 12, 1.4) }),
    path: new MeshLambertMaterial({ map: tileTexture('#a39d92', '#6e6a62', 2, [1, 5], 21) }),
    hedge: new MeshLambertMaterial({ color: '#3f5a2a' }),
    wall: new MeshLambertMaterial({ color: '#ece8df' }),
    tile: new MeshLambertMaterial({ color: '#3a3c40' }),
  }), []);
  useEffect(() => () => Object.values(mats).forEach((m) => { m.map?.dispose(); m.dispose(); }), [mats]);
  const blossom = useMemo<TreeSpot[]>(() => [{ x: -3.2, z: -1.5, scale: 1.1 }, { x: 3.4, z: -2.2, scale: 1.2 }, { x: -6, z: 2, scale: 1 }, { x: 6.5, z: 3, scale: 0.9 }], []);
  const round = useMemo<TreeSpot[]>(() => {
    const rnd = seeded(8);
    return Array.from({ length: 14 }, (_, i) => ({ x: (i % 2 ? 1 : -1) * (8 + rnd() * 10), z: -8 + rnd() * 16, scale: 1 + rnd() * 0.6 }));
  }, []);
  const hedges: [number, number, number, number][] = [[-1.9, -1.2, 0.5, 3.2], [1.9, -1.2, 0.5, 3.2], [0, -2.6, 4.3, 0.5]];

  return (
    <group>
      <Sky top="#6f9ccc" horizon="#e6eef0" bottom="#7c8a5a" sun={[0.6, 0.45, -0.5]} />
      <fog attach="fog" args={['#dfe6e2', 20, 80]} />
      <hemisphereLight args={['#e8f0ff', '#4a5a2a', 1.0]} />
      <directionalLight position={[5, 10, 6]} intensity={2.0} color="#fff0d8" />
      <mesh material={mats.lawn} rotation={[-Math.PI / 2, 0, 0]} onClick={onTap}>
        <planeGeometry args={[120, 120]} />
      </mesh>
      <mesh material={mats.path} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, 3]} onClick={onTap}>
        <planeGeometry args={[1.4, 7]} />
      </mesh>
      <mesh material={mats.path} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.011, 0.4]} onClick={onTap}>
        <planeGeometry args={[3.4, 2.4]} />
      </mesh>
      {hedges.map(([x, z, w, d], i) => (
        <mesh key={i} material={mats.hedge} position={[x, 0.35, z]}>
          <boxGeometry args={[w, 0.7, d]} />
        </mesh>
      ))}
      <mesh material={mats.wall} position={[0, 1.1, -9]}>
        <boxGeometry args={[40, 2.2, 0.3]} />
      </mesh>
      <mesh material={mats.tile} position={[0, 2.3, -9]} rotation={[0, 0, 0]}>
        <boxGeometry args={[40.4, 0.18, 0.7]} />
      </mesh>
      <Trees kind="blossom" spots={blossom} />
      <Trees kind="round" spots={round} />
    </group>
  );
}
