import { useEffect, useState } from 'react';
import { CameraRig } from '../common/CameraRig';
import { SceneCanvas, type SceneCanvasProps } from '../common/SceneCanvas';
import { Panorama, type Hotspot, type PanoramaScene } from './Panorama';
import { ProceduralVillage } from './ProceduralVillage';

// stable: a new array re-creates the rig's drag listeners
const PANO_PITCH: [number, number] = [-1.4, 1.4];

export type { Hotspot, PanoramaScene } from './Panorama';

export interface VillageSceneProps {
  /** Uploaded 360° equirectangular photos linked by hotspots; when empty, a procedural village is shown. */
  scenes?: readonly PanoramaScene[];
  /** First panorama shown (default the first). */
  startId?: string;
  onSceneChange?: (id: string) => void;
  /** A hotspot that is not a scene link (a member, a hall, an article) was tapped. */
  onOpen?: (spot: Hotspot) => void;
  /** A panorama's photo drawn for the first time ('drawn') or not loadable ('failed'). */
  onPhoto?: (sceneId: string, state: 'drawn' | 'failed') => void;
  /** Admins placing hotspots: a tap on the photo, in degrees. */
  onPick?: (at: { yaw: number; pitch: number }) => void;
  /** Name on the 祠堂's plaque in the procedural village. */
  templeName?: string;
  tour?: boolean;
  canvas?: SceneCanvasProps['canvas'];
  alwaysRender?: boolean;
}

const ORIGIN: [number, number, number] = [0, 0, 0];
/** The tour of a panorama: the eye turns on the spot (a 1 cm circle looking at the centre). */
const PANO_SPIN = { center: ORIGIN, radius: 0.01, height: 0, speed: 0.5 };
const AHEAD: [number, number, number] = [0, 0, -1];
const EYE: [number, number, number] = [0, 1.7, 22];
const TEMPLE: [number, number, number] = [0, 3.2, -8];

/** The home village: 360° panoramas with hotspots, or a procedural village with its 祠堂 and pond. */
export function VillageScene({ scenes = [], startId, onSceneChange, onOpen, onPick, onPhoto, templeName, tour = false, canvas, alwaysRender }: VillageSceneProps) {
  const [current, setCurrent] = useState(startId ?? scenes[0]?.id);
  useEffect(() => { if (!scenes.some((s) => s.id === current)) setCurrent(startId ?? scenes[0]?.id); }, [scenes, startId, current]);
  const pano = scenes.find((s) => s.id === current);
  const go = (spot: Hotspot) => {
    if (spot.kind && spot.kind !== 'scene') {
      onOpen?.(spot);
      return;
    }
    setCurrent(spot.targetId);
    onSceneChange?.(spot.targetId);
  };
  // the outside may switch the scene (a list of scenes beside the viewer)
  useEffect(() => { if (startId && scenes.some((s) => s.id === startId)) setCurrent(startId); }, [startId, scenes]);
  return (
    <SceneCanvas fov={pano ? 70 : 55} background="#cfd6dc" canvas={canvas} alwaysRender={alwaysRender}>
      {pano ? (
        <CameraRig position={ORIGIN} lookAt={AHEAD} pitchLimits={PANO_PITCH} orbit={tour ? PANO_SPIN : undefined}>
          <Panorama scene={pano} onGo={go} onPick={onPick} onPhoto={onPhoto} />
        </CameraRig>
      ) : (
        <CameraRig position={EYE} lookAt={TEMPLE} eyeHeight={1.7}
          walkBounds={{ minX: -10, maxX: 10, minZ: -8, maxZ: 30 }}
          orbit={tour ? { center: [0, 2, -6], radius: 28, height: 6, speed: 0.3, arc: 0.8 } : undefined}>
          <ProceduralVillage templeName={templeName} />
        </CameraRig>
      )}
    </SceneCanvas>
  );
}
