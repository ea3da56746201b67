import { useEffect, useState } from 'react';
import type { WebGLRenderer } from 'three';

type XRSystemLike = {
  isSessionSupported(mode: string): Promise<boolean>;
  requestSession(mode: string, init?: { optionalFeatures?: string[] }): Promise<XRSessionLike>;
};
type XRSessionLike = { end(): Promise<void>; addEventListener(type: 'end', cb: () => void): void };

function xrSystem(): XRSystemLike | undefined {
  return (navigator as unknown as { xr?: XRSystemLike }).xr;
}

/** "进入VR": shown only where `navigator.xr.isSessionSupported('immersive-vr')` says yes. */
export function VRButton({ gl }: { gl: WebGLRenderer | null }) {
  const [supported, setSupported] = useState(false);
  const [session, setSession] = useState<XRSessionLike | null>(null);

  useEffect(() => {
    let alive = true;
    xrSystem()?.isSessionSupported('immersive-vr').then((ok) => alive && setSupported(ok), () => undefined);
    return () => { alive = false; };
  }, []);

  if (!supported || !gl) return null;

  const toggle = async () => {
    if (session) { await session.end(); return; }
    const xr = xrSystem();
    if (!xr) return;
    const s = await xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor', 'bounded-floor'] });
    gl.xr.enabled = true;
    await gl.xr.setSession(s as unknown as Parameters<typeof gl.xr.setSession>[0]);
    s.addEventListener('end', () => setSession(null));
    setSession(s);
  };

  return (
    <button type="button" onClick={toggle} style={BUTTON}>
      {session ? '退出VR' : '进入VR'}
    </button>
  );
}

export const BUTTON: React.CSSProperties = {
  padding: '6px 14px', borderRadius: 16, border: '1px solid rgba(255,215,140,0.6)',
  background: 'rgba(40,10,8,0.72)', color: '#f6d99a', fontSize: 14, cursor: 'pointer',
};
