import { useMemo } from 'react';
import { AltarTable } from '../common/AltarTable';
import { CameraRig } from '../common/CameraRig';
import { Candles } from '../common/Candles';
import { IncenseBurner } from '../common/IncenseBurner';
import { ProceduralEnvironment } from '../common/ProceduralEnvironment';
import { SceneCanvas, type SceneCanvasProps } from '../common/SceneCanvas';
import { SpotLightAt } from '../common/SpotLightAt';
import { Couplet } from './Couplet';
import { HallArchitecture } from './HallArchitecture';
import { placeTablets } from './place-tablets';
import { Plaque } from './Plaque';
import { PEDESTAL, Shrine } from './Shrine';
import { TabletWall, type HallTablet } from './TabletWall';

export type { HallTablet } from './TabletWall';

export interface HallSceneProps {
  /** 堂号, e.g. 颍川堂 (drawn right to left, as on traditional plaques). */
  plaque: string;
  /**
   * Couplets as [left, right] seen from the hall. Custom hangs the 上联 on the right, so pass
   * ['子孝孙贤世泽长', '祖功宗德流芳远'] for 上联 祖功宗德流芳远.
   */
  couplets: [string, string];
  /** Tablets in seniority order within each generation (the first of the oldest generation = founder, centre top). */
  tablets: readonly HallTablet[];
  onTabletTap?: (id: string) => void;
  /** Candle flames flicker (renders continuously); off by default so the hall renders only on demand. */
  animateCandles?: boolean;
  /** Slow automatic orbit of the camera around the shrine (tours and benchmarks). */
  tour?: boolean;
  canvas?: SceneCanvasProps['canvas'];
  alwaysRender?: boolean;
}

/** Roughly 2:1 shrines: tablets per row grow with the square root of their number. */
function rowLength(n: number): number {
  return Math.max(9, Math.ceil(Math.sqrt(n * 5.5)));
}

/** The ancestral hall (祠堂): 神龛 with tablets in tiers by generation (昭穆), 堂号 plaque, couplets, altar. */
export function HallScene({ plaque, couplets, tablets, onTabletTap, animateCandles = false, tour = false, canvas, alwaysRender }: HallSceneProps) {
  const layout = useMemo(() => placeTablets(tablets, { maxPerRow: rowLength(tablets.length) }), [tablets]);
  const shrineW = Math.max(1.2, layout.halfWidth * 2 + 0.5);
  const shrineH = layout.height + 0.9;
  const shrineZ = -1.2;                 // front row of tablets
  const backZ = shrineZ - layout.depth - 1.0;
  const hallW = Math.max(12, shrineW + 6);
  const plaqueY = PEDESTAL + shrineH + 0.75;
  const hallH = Math.max(6.5, plaqueY + 1.6);
  const fov = 50;
  const tanHalf = Math.tan((fov * Math.PI) / 360);
  // frame the floor to the plaque, and the shrine with its couplets, from a standing eye
  const topY = plaqueY + 0.6;
  const fitDist = 1.05 * Math.max(topY / 2 / tanHalf, (shrineW / 2 + 1.2) / (tanHalf * 1.7));
  const eyeZ = shrineZ + Math.max(3.2, fitDist);
  const hallD = Math.max(16, eyeZ - backZ + 3);
  const centreY = PEDESTAL + shrineH / 2;
  const eye: [number, number, number] = [0, 1.6, eyeZ];
  const look: [number, number, number] = [0, topY / 2, shrineZ];

  return (
    <SceneCanvas fov={fov} background="#120805" canvas={canvas} alwaysRender={alwaysRender} softwareLighting="vertex" softwareFill={0.2}>
      <color attach="background" args={['#120805']} />
      <fog attach="fog" args={['#1a0c07', 14, 40]} />
      <ProceduralEnvironment intensity={0.35} />
      <ambientLight color="#ffdcb0" intensity={0.35} />
      <hemisphereLight args={['#ffd8a8', '#2a0e06', 0.5]} />
      <SpotLightAt position={[0, hallH - 0.3, shrineZ + 5]} target={[0, centreY, shrineZ]} angle={0.75} penumbra={0.6}
        intensity={40} distance={30} decay={1.4} color="#ffd29a" />
      <CameraRig position={eye} lookAt={look} eyeHeight={1.6}
        walkBounds={{ minX: -hallW / 2 + 1, maxX: hallW / 2 - 1, minZ: shrineZ + 1.6, maxZ: backZ + hallD - 0.8 }}
        orbit={tour ? { center: [0, topY / 2, shrineZ], radius: eyeZ - shrineZ, height: 1.6, speed: 0.5, arc: 0.6 } : undefined}>
        <HallArchitecture width={hallW} depth={hallD} height={hallH} backZ={backZ} />
        <group position={[0, PEDESTAL, shrineZ]}>
          <Shrine layout={layout} />
          <TabletWall tablets={tablets} layout={layout} onTabletTap={onTabletTap} />
        </group>
        <Plaque text={plaque} width={Math.min(3.2, Math.max(2, shrineW * 0.45))} position={[0, plaqueY, shrineZ + 0.3]} />
        <Couplet text={couplets[0]} height={Math.min(3.4, PEDESTAL + shrineH - 0.2)} position={[-(shrineW / 2 + 0.45), (PEDESTAL + shrineH) / 2 + 0.3, shrineZ + 0.35]} />
        <Couplet text={couplets[1]} height={Math.min(3.4, PEDESTAL + shrineH - 0.2)} position={[shrineW / 2 + 0.45, (PEDESTAL + shrineH) / 2 + 0.3, shrineZ + 0.35]} />
        <AltarTable finish="lacquer" width={2.2} depth={0.7} height={0.92} position={[0, 0, shrineZ + 1.05]} />
        <IncenseBurner position={[0, 0.92, shrineZ + 1.05]} scale={1.6} />
        <Candles positions={[[-0.8, 0.92, shrineZ + 1.05], [0.8, 0.92, shrineZ + 1.05]]} height={0.32} radius={0.04} flicker={animateCandles} light={3} />
        {[-0.45, 0.45].map((x) => (
          <mesh key={x} position={[x, 0.97, shrineZ + 1.08]}>
            <cylinderGeometry args={[0.13, 0.09, 0.05, 24]} />
            <meshStandardMaterial color="#efe8da" roughness={0.25} />
          </mesh>
        ))}
        {[-0.45, 0.45].map((x) => (
          <mesh key={`f${x}`} position={[x, 1.05, shrineZ + 1.08]}>
            <sphereGeometry args={[0.07, 16, 12]} />
            <meshStandardMaterial color="#e8891c" roughness={0.5} />
          </mesh>
        ))}
        {[-0.5, 0.5].map((x) => (
          <mesh key={`c${x}`} position={[x, 0.06, shrineZ + 2.1]}>
            <cylinderGeometry args={[0.3, 0.32, 0.12, 24]} />
            <meshStandardMaterial color="#7a1c12" roughness={0.95} />
          </mesh>
        ))}
      </CameraRig>
    </SceneCanvas>
  );
}
