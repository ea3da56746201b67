import { useThree } from '@react-three/fiber';
import { useContext, useEffect } from 'react';
import { ViewOptionsContext } from './camera-rig-context';
import { PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/**
 * Image-based lighting without downloading an HDR: three's procedural RoomEnvironment, pre-filtered
 * once with PMREM, so lacquer, gold and polished stone get reflections.
 */
export function ProceduralEnvironment({ intensity = 0.6 }: { intensity?: number }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const { quality } = useContext(ViewOptionsContext);
  useEffect(() => {
    if (quality === 'low') return undefined; // software GL: the PMREM lookups cost about half the frame
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const target = pmrem.fromScene(room, 0.04);
    scene.environment = target.texture;
    scene.environmentIntensity = intensity;
    invalidate();
    return () => {
      scene.environment = null;
      target.dispose();
      room.dispose();
      pmrem.dispose();
    };
  }, [gl, scene, intensity, invalidate, quality]);
  return null;
}
