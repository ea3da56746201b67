/**
 * Bench / screenshot page for render/scenes. Query: ?scene=tomb|hall|village &setting=… &n=… &mode=bench|shot
 * Exposes window.__bench = { firstFrame, frames[] } (ms since navigation start, from r3f after-effects).
 */
import { addAfterEffect } from '@react-three/fiber';
import { createRoot } from 'react-dom/client';
import * as THREE from 'three';
(window as any).__THREE = THREE;
import { HallScene } from '../../../render/scenes';
import { clanTablets } from './fixtures';

const q = new URLSearchParams(location.search);
const scene = q.get('scene') ?? 'hall';
const mode = q.get('mode') ?? 'shot';
const bench = { firstFrame: null as number | null, frames: [] as number[], tapped: [] as string[], info: null as null | (() => unknown) };
(window as unknown as { __bench: typeof bench }).__bench = bench;

addAfterEffect((t) => {
  const now = performance.now();
  if (bench.firstFrame === null) bench.firstFrame = now;
  bench.frames.push(now);
  return t;
});

function App() {
  const tour = mode === 'bench';
  if (scene === 'hall') {
    const n = Number(q.get('n') ?? 60);
    return (
      <HallScene plaque="颍川堂" couplets={['子孝孙贤世泽长', '祖功宗德流芳远']} tablets={clanTablets(n)}
        onTabletTap={(id) => bench.tapped.push(id)} tour={tour} alwaysRender={tour} canvas={{ dpr: 1, softwareDpr: mode === 'bench' ? 0.6 : 1, onCreated: (st) => { (window as any).__st = st; bench.info = () => ({ ...st.gl.info.render, programs: st.gl.info.programs?.length, geometries: st.gl.info.memory.geometries, textures: st.gl.info.memory.textures, frameloop: st.get().frameloop }); } }} />
    );
  }
  return <div style={{ color: '#fff' }}>unknown scene {scene}</div>;
}

createRoot(document.getElementById('root')!).render(<App />);
