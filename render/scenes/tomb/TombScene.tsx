import { useEffect, useRef, useState } from 'react';
import { AltarTable } from '../common/AltarTable';
import { useCameraRig } from '../common/camera-rig-context';
import { CameraRig } from '../common/CameraRig';
import { ProceduralEnvironment } from '../common/ProceduralEnvironment';
import { SceneCanvas, type SceneCanvasProps } from '../common/SceneCanvas';
import type { InscriptionText } from '../common/text-texture';
import { Headstone } from './Headstone';
import { Offerings, type Offering } from './Offerings';
import { ColumbariumSetting } from './settings/ColumbariumSetting';
import { GardenSetting } from './settings/GardenSetting';
import { HillsideSetting } from './settings/HillsideSetting';

export type { Offering, OfferingKind } from './Offerings';
export type TombSetting = 'hillside' | 'garden' | 'columbarium';
export type WorshipAction = 'bow' | 'incense' | 'flower';

export interface TombSceneProps {
  /** The headstone text (model/memorial headstoneInscription): centre formula, dates, 男○○立. */
  inscription: InscriptionText;
  portraitUrl?: string;
  setting: TombSetting;
  offerings: readonly Offering[];
  /** A worship action to play: 鞠躬 dips the view, 上香 lowers an incense bundle, 献花 lays a bouquet. */
  action?: WorshipAction;
  /** Change it to play the same action again (e.g. a counter from the page). */
  actionKey?: number;
  /** Slow swing of the camera in front of the grave (tours and benchmarks). */
  tour?: boolean;
  canvas?: SceneCanvasProps['canvas'];
  alwaysRender?: boolean;
}

const TABLE = { w: 1.3, d: 0.5, h: 0.42, z: 0.75 };

/** Turns `action` + `actionKey` into per-action counters (and the bow, which the camera rig plays). */
function ActionDriver({ action, actionKey, onIncense, onFlower }: {
  action?: WorshipAction; actionKey?: number; onIncense: () => void; onFlower: () => void;
}) {
  const rig = useCameraRig();
  const last = useRef<string>('');
  useEffect(() => {
    const key = `${action}:${actionKey ?? 0}`;
    if (!action || key === last.current) return;
    last.current = key;
    if (action === 'bow') rig?.bow();
    if (action === 'incense') onIncense();
    if (action === 'flower') onFlower();
  }, [action, actionKey, rig, onIncense, onFlower]);
  return null;
}

/** The grave: headstone with portrait and inscription, altar table with offerings, in one of three settings. */
export function TombScene({ inscription, portraitUrl, setting, offerings, action, actionKey, tour = false, canvas, alwaysRender }: TombSceneProps) {
  const [incenseKey, setIncenseKey] = useState(0);
  const [flowerKey, setFlowerKey] = useState(0);
  const indoor = setting === 'columbarium';
  const eye: [number, number, number] = [0, 1.7, 3.8];
  const look: [number, number, number] = [0, 1.12, 0];
  return (
    <SceneCanvas fov={50} background={indoor ? '#2a2520' : '#cfd6dc'} canvas={canvas} alwaysRender={alwaysRender}>
      <ProceduralEnvironment intensity={indoor ? 0.5 : 0.35} />
      <CameraRig position={eye} lookAt={look} eyeHeight={1.55}
        walkBounds={indoor ? { minX: -3.2, maxX: 3.2, minZ: 1.3, maxZ: 4.6 } : { minX: -4, maxX: 4, minZ: 1.4, maxZ: 8 }}
        orbit={tour ? { center: [0, 1.12, 0], radius: 3.8, height: 1.7, speed: 0.5, arc: 0.7 } : undefined}>
        <ActionDriver action={action} actionKey={actionKey}
          onIncense={() => setIncenseKey((k) => k + 1)} onFlower={() => setFlowerKey((k) => k + 1)} />
        {setting === 'hillside' && <HillsideSetting />}
        {setting === 'garden' && <GardenSetting />}
        {setting === 'columbarium' && <ColumbariumSetting />}
        <Headstone inscription={inscription} portraitUrl={portraitUrl} position={[0, 0, -0.1]} />
        <AltarTable finish="stone" width={TABLE.w} depth={TABLE.d} height={TABLE.h} position={[0, 0, TABLE.z]} />
        <Offerings offerings={offerings} tableY={TABLE.h} tableZ={TABLE.z} tableW={TABLE.w}
          incenseKey={incenseKey || undefined} flowerKey={flowerKey || undefined} />
      </CameraRig>
    </SceneCanvas>
  );
}
