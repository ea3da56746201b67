import { useMemo } from 'react';
import { Object3D } from 'three';

/** A spot light aimed at a point (its target object is part of the scene, so its matrix updates). */
export function SpotLightAt({ position, target, color = '#ffffff', intensity = 1, angle = 0.6, penumbra = 0.5, distance = 0, decay = 2 }: {
  position: [number, number, number]; target: [number, number, number]; color?: string; intensity?: number;
  angle?: number; penumbra?: number; distance?: number; decay?: number;
}) {
  const t = useMemo(() => new Object3D(), []);
  return (
    <>
      <primitive object={t} position={target} />
      <spotLight position={position} target={t} color={color} intensity={intensity} angle={angle} penumbra={penumbra} distance={distance} decay={decay} />
    </>
  );
}
