import { Canvas, type CanvasProps } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { WebGLRenderer } from 'three';
import { AnimationDemandProvider } from './AnimationDemandProvider';
import { ViewOptionsContext } from './camera-rig-context';
import { hasDeviceOrientation, requestOrientationPermission } from './device-orientation';
import { MotionDpr } from './MotionDpr';
import { SoftwareShading } from './SoftwareShading';
import { BUTTON, VRButton } from './VRButton';

export interface SceneCanvasProps {
  children: ReactNode;
  fov?: number;
  background?: string;
  style?: CSSProperties;
  className?: string;
  /** Render every frame regardless of animations (benchmarks). */
  alwaysRender?: boolean;
  /**
   * Passed to the Canvas: `onCreated`, `dpr`, `gl`; and `softwareDpr`, the pixel ratio used when WebGL
   * runs in software (SwiftShader, llvmpipe): fill rate is the cost there, so the scene renders at this
   * fraction and the browser scales it up. Default 0.6. `softwareQuality` (default 'low') drops the
   * image-based lighting there too; 'high' keeps it (screenshots). At 'low', no MSAA either.
   */
  canvas?: Pick<CanvasProps, 'onCreated' | 'dpr' | 'gl'> & { softwareDpr?: number; softwareQuality?: 'high' | 'low' };
  /**
   * How lit materials are shaded on software GL at 'low' quality: 'pixel' (Lambert copies, the default)
   * or 'vertex' (vertex-lit.ts; for scenes whose big surfaces carry enough vertices, like the hall).
   */
  softwareLighting?: 'pixel' | 'vertex';
  /**
   * With 'vertex' lighting: uniform light (diffuse fraction of the albedo) standing in for the image-based
   * lighting software GL drops, so the scene keeps its GPU brightness. Default 0.
   */
  softwareFill?: number;
}

/**
 * The Canvas every scene sits in: frameloop="demand" (see animation-demand.ts), sRGB + ACES tone
 * mapping, and a DOM overlay with "进入VR" (WebXR, hidden where unsupported) and, on phones, "体感"
 * (device orientation; asks iOS for permission on the tap).
 */
/** True when the context is a software rasteriser. */
export function isSoftwareRenderer(gl: WebGLRenderer): boolean {
  const ctx = gl.getContext();
  const ext = ctx.getExtension('WEBGL_debug_renderer_info');
  const name = String(ext ? ctx.getParameter(ext.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER));
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/** Fraction of the software pixel ratio used while the view moves. */
export const MOVING_DPR_SCALE = 0.55;

const PERFORMANCE = { min: MOVING_DPR_SCALE, max: 1, debounce: 300 };

let probed: boolean | undefined;
/**
 * Whether this browser's WebGL is a software rasteriser, asked of a throwaway context before the
 * scene's own is created: `antialias` is fixed at creation, and MSAA costs ~40% of a SwiftShader frame.
 */
export function probeSoftwareGL(): boolean {
  if (probed !== undefined) return probed;
  probed = false;
  if (typeof document === 'undefined') return probed;
  try {
    const ctx = document.createElement('canvas').getContext('webgl2');
    if (ctx) {
      const ext = ctx.getExtension('WEBGL_debug_renderer_info');
      probed = /swiftshader|llvmpipe|softpipe|software/i.test(String(ctx.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : ctx.RENDERER)));
      ctx.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch { /* no WebGL: the Canvas reports it */ }
  return probed;
}

export function SceneCanvas({ children, fov = 50, background = '#000', style, className, alwaysRender = false, canvas, softwareLighting = 'pixel', softwareFill = 0 }: SceneCanvasProps) {
  const [software] = useState(probeSoftwareGL);
  // the software pixel ratio from the start: the first frame is not drawn at full resolution first
  const softwareDpr = canvas?.softwareDpr ?? 0.6;
  const [dpr, setDpr] = useState<CanvasProps['dpr']>(software ? softwareDpr : (canvas?.dpr ?? [1, 2]));
  const [gl, setGl] = useState<WebGLRenderer | null>(null);
  const [orientation, setOrientation] = useState(false);
  const [canOrient, setCanOrient] = useState(false);
  const [animating, setAnimating] = useState(false);
  // from the probe too, so nothing software skips (the PMREM environment) is built for the first frame
  const [quality, setQuality] = useState<'high' | 'low'>(software ? (canvas?.softwareQuality ?? 'low') : 'high');
  const lowSoftware = software && quality === 'low';
  const onMotion = useCallback((f: number) => setDpr(softwareDpr * f), [softwareDpr]);
  // stable, so a dpr change (MotionDpr, mid-drag) does not re-render the scene's consumers
  const viewOptions = useMemo(() => ({ deviceOrientation: orientation, quality }), [orientation, quality]);
  const onAnimating = useCallback((a: boolean) => setAnimating(a), []);
  useEffect(() => setCanOrient(hasDeviceOrientation()), []);

  const toggleOrientation = async () => {
    if (orientation) { setOrientation(false); return; }
    if (await requestOrientationPermission()) setOrientation(true);
  };

  return (
    <div className={className} style={{ position: 'relative', width: '100%', height: '100%', background, ...style }}>
      <Canvas
        frameloop={animating || alwaysRender ? 'always' : 'demand'}
        dpr={dpr}
        // software GL: while the view moves (CameraRig calls regress()), MotionDpr lowers the pixel ratio
        performance={PERFORMANCE}
        gl={canvas?.gl ?? { antialias: !(software && (canvas?.softwareQuality ?? 'low') === 'low'), powerPreference: 'high-performance' }}
        camera={{ fov, near: 0.05, far: 400, position: [0, 1.6, 5] }}
        onCreated={(state) => {
          state.gl.xr.enabled = true;
          if (isSoftwareRenderer(state.gl)) {
            setDpr(softwareDpr);
            setQuality(canvas?.softwareQuality ?? 'low');
          }
          setGl(state.gl);
          canvas?.onCreated?.(state);
        }}
      >
        <ViewOptionsContext.Provider value={viewOptions}>
          <AnimationDemandProvider onChange={onAnimating}>{children}</AnimationDemandProvider>
          {lowSoftware && <SoftwareShading lighting={softwareLighting} fill={softwareFill} />}
          {lowSoftware && <MotionDpr onChange={onMotion} />}
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
