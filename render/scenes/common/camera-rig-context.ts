import type { ThreeEvent } from '@react-three/fiber';
import { createContext, useCallback, useContext } from 'react';
import type { Vector3 } from 'three';

export interface CameraRigApi {
  /** Walk the eye to above this floor point (clamped to the rig's bounds). */
  walkTo(point: Vector3): void;
  /** The 鞠躬 bow: the view dips and looks down, then rises again. */
  bow(): void;
}

export const CameraRigContext = createContext<CameraRigApi | null>(null);

export function useCameraRig(): CameraRigApi | null {
  return useContext(CameraRigContext);
}

/** An onClick for a floor mesh: a tap (not a drag) walks there. */
export function useWalkOnTap(): (e: ThreeEvent<MouseEvent>) => void {
  const rig = useCameraRig();
  return useCallback((e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 6 || !rig) return;
    e.stopPropagation();
    rig.walkTo(e.point);
  }, [rig]);
}

/** Options set from the DOM overlay (SceneCanvas) for the rig inside the canvas. */
export interface ViewOptions {
  deviceOrientation: boolean;
  /** 'low' on software WebGL (no GPU): no image-based lighting, lower pixel ratio. */
  quality: 'high' | 'low';
}
export const ViewOptionsContext = createContext<ViewOptions>({ deviceOrientation: false, quality: 'high' });
