import { Canvas, type CanvasProps } from '@react-three/fiber';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { WebGLRenderer } from 'three';
import { AnimationDemandProvider } from './AnimationDemandProvider';
import { ViewOptionsContext } from './camera-rig-context';
import { hasDeviceOrientation, requestOrientationPermission } from './device-orientation';
import { BUTTON, VRButton } from './VRButton';

export interface SceneCanvasProps {
  children: ReactNode;
  fov?: number;
  background?: string;
  style?: CSSProperties;
  className?: string;
  /** Render every frame regardless of animations (benchmarks). */
  alwaysRender?: boolean;
  /** Passed to the Canvas: `onCreated`, `dpr`, `gl`. */
  canvas?: Pick<CanvasProps, 'onCreated' | 'dpr' | 'gl'>;
}

/**
 * The Canvas every scene sits in: frameloop="demand" (see animation-demand.ts), sRGB + ACES tone
 * mapping, and a DOM overlay with "进入VR" (WebXR, hidden where unsupported) and, on phones, "体感"
 * (device orientation; asks iOS for permission on the tap).
 */
export function SceneCanvas({ children, fov = 50, background = '#000', style, className, alwaysRender = false, canvas }: SceneCanvasProps) {
  const [gl, setGl] = useState<WebGLRenderer | null>(null);
  const [orientation, setOrientation] = useState(false);
  const [canOrient, setCanOrient] = useState(false);
  useEffect(() => setCanOrient(hasDeviceOrientation()), []);

  const toggleOrientation = async () => {
    if (orientation) { setOrientation(false); return; }
    if (await requestOrientationPermission()) setOrientation(true);
  };

  return (
    <div className={className} style={{ position: 'relative', width: '100%', height: '100%', background, ...style }}>
      <Canvas
        frameloop="demand"
        dpr={canvas?.dpr ?? [1, 2]}
        gl={canvas?.gl ?? { antialias: true, powerPreference: 'high-performance' }}
        camera={{ fov, near: 0.05, far: 400, position: [0, 1.6, 5] }}
        onCreated={(state) => {
          state.gl.xr.enabled = true;
          setGl(state.gl);
          canvas?.onCreated?.(state);
        }}
      >
        <ViewOptionsContext.Provider value={{ deviceOrientation: orientation }}>
          <AnimationDemandProvider forceAlways={alwaysRender}>{children}</AnimationDemandProvider>
        </ViewOptionsContext.Provider>
      </Canvas>
      <div style={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', gap: 8 }}>
        {canOrient && (
          <button type="button" style={BUTTON} onClick={toggleOrientation}>{orientation ? '关闭体感' : '体感'}</button>
        )}
        <VRButton gl={gl} />
      </div>
    </div>
  );
}
