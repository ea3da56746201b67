import { useEffect, useMemo } from 'react';
import { BufferAttribute, Color, MeshLambertMaterial, PlaneGeometry } from 'three';
import { useWalkOnTap } from '../../common/camera-rig-context';
import { speckleTexture, tileTexture } from '../../common/procedural-textures';
import { Sky } from '../../common/Sky';
import { seeded } from '../../common/text-texture';
import { Trees, type TreeSpot } from '../../common/Trees';
import { hillHeight } from './terrain';

/** A hillside cemetery: terrain rising behind the grave, pines, cypresses at the grave, a stone terrace and armchair wall. */
export function HillsideSetting() {
  const onTap = useWalkOnTap();
  const ground = useMemo(() => {
    const g = new PlaneGeometry(160, 160, 96, 96);
    g.rotateX(-Math.PI / 2);
    const pos = g.attributes.position;
    const colors = new Float32Array(pos.count * 3);
    const grass = new Color('#6f7f45');
    const dry = new Color('#9a8a5a');
    const c = new Color();
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i), z = pos.getZ(i);
      const h = hillHeight(x, z);
      pos.setY(i, h);
      c.copy(grass).lerp(dry, Math.min(1, Math.max(0, 0.5 + Math.sin(x * 0.3 + z * 0.2) * 0.4)));
      c.toArray(colors, i * 3);
    }
    g.setAttribute('color', new BufferAttribute(colors, 3));
    g.computeVertexNormals();
    return g;
  }, []);
  const groundMat = useMemo(() => new MeshLambertMaterial({ vertexColors: true, map: speckleTexture('#9aa07a', ['#56633a', '#7b8a4c', '#a99c6b', '#4a5632'], [60, 60], 5) }), []);
  const terraceMat = useMemo(() => new MeshLambertMaterial({ map: tileTexture('#8a8780', '#5d5a55', 4, [2, 2], 8) }), []);
  useEffect(() => () => { ground.dispose(); groundMat.dispose(); terraceMat.dispose(); }, [ground, groundMat, terraceMat]);

  const pines = useMemo<TreeSpot[]>(() => {
    const rnd = seeded(42);
    const out: TreeSpot[] = [];
    while (out.length < 90) {
      const x = (rnd() - 0.5) * 90;
      const z = -6 - rnd() * 60;
      if (Math.abs(x) < 5 && z > -9) continue;
      out.push({ x, z, y: hillHeight(x, z) - 0.1, scale: 0.8 + rnd() * 0.9 });
    }
    for (let i = 0; i < 14; i++) {
      const x = (i % 2 ? 1 : -1) * (7 + rnd() * 20);
      const z = -2 + rnd() * 10;
      out.push({ x, z, y: hillHeight(x, z) - 0.1, scale: 0.7 + rnd() * 0.6 });
    }
    return out;
  }, []);
  const cypress = useMemo<TreeSpot[]>(() => [{ x: -2.6, z: -1.4, scale: 1 }, { x: 2.6, z: -1.4, scale: 1 }], []);
  const neighbours = useMemo(() => {
    const rnd = seeded(3);
    return Array.from({ length: 16 }, (_, i) => {
      const x = -14 + (i % 8) * 4 + rnd();
      const z = -9 - Math.floor(i / 8) * 5;
      return [x, hillHeight(x, z), z] as [number, number, number];
    }).filter(([x]) => Math.abs(x) > 2.5);
  }, []);

  return (
    <group>
      <Sky top="#7d9cc0" horizon="#efdcc0" bottom="#8f8a6e" sun={[0.5, 0.3, -0.8]} />
      <fog attach="fog" args={['#d9d2c0', 25, 110]} />
      <hemisphereLight args={['#dfe8f5', '#5b5236', 0.9]} />
      <directionalLight position={[6, 9, 5]} intensity={2.2} color="#ffe2b8" />
      <mesh geometry={ground} material={groundMat} onClick={onTap} />
      <mesh material={terraceMat} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.012, 0.9]} onClick={onTap}>
        <planeGeometry args={[5, 4.4]} />
      </mesh>
      {/* the armchair-shaped back wall (椅背) embracing the grave */}
      <mesh position={[0, 0.35, 0.1]}>
        <cylinderGeometry args={[2.2, 2.2, 0.7, 40, 1, true, Math.PI / 2 + 0.35, Math.PI - 0.7]} />
        <meshLambertMaterial color="#77736b" side={2} />
      </mesh>
      <mesh position={[0, 0.22, -1.2]} scale={[1, 0.55, 0.6]}>
        <sphereGeometry args={[1.5, 28, 14, 0, Math.PI * 2, 0, Math.PI / 2]} />
        <meshLambertMaterial color="#6c7444" />
      </mesh>
      <Trees kind="pine" spots={pines} />
      <Trees kind="cypress" spots={cypress} />
      {neighbours.map((p, i) => (
        <mesh key={i} position={[p[0], p[1] + 0.45, p[2]]}>
          <boxGeometry args={[0.6, 0.9, 0.12]} />
          <meshLambertMaterial color="#4a4b4e" />
        </mesh>
      ))}
    </group>
  );
}
