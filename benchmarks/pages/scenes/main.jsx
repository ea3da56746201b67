/**
 * Bench / screenshot page for render/scenes. Query: ?scene=tomb|hall|village|panorama &setting=… &n=… &mode=bench|shot
 * (&tour=0: bench settings without the orbit, for checks at rest)
 * Exposes window.__bench = { firstFrame, frames[] } (ms since navigation start, from r3f after-effects).
 */
import { addAfterEffect } from '@react-three/fiber';
import { createRoot } from 'react-dom/client';
import * as THREE from 'three';
window.__THREE = THREE;
import { HallScene, TombScene, VillageScene } from '../../../render/scenes';
import { headstoneInscription } from '../../../model/memorial/inscriptions';
import { parseChineseDate } from '../../../model/calendar/parse';
import { clanTablets } from './fixtures';
import { FillReference } from './FillReference';

const q = new URLSearchParams(location.search);
const scene = q.get('scene') ?? 'hall';
const mode = q.get('mode') ?? 'shot';
const bench = { firstFrame: null, frames: [], tapped: [], info: null, photo: null };
window.__bench = bench;

addAfterEffect((t) => {
  const now = performance.now();
  // a panorama's first frame is the first one with the photo on it (the viewer's onPhoto 'drawn': its tiles uploaded)
  const ready = scene !== 'panorama' || bench.photo === 'drawn';
  if (bench.firstFrame === null && ready) bench.firstFrame = now;
  bench.frames.push(now);
  return t;
});

function date(text) {
  const r = parseChineseDate(text);
  if (!r.ok) throw new Error(r.reason);
  return r.dates[0];
}

const father = headstoneInscription({
  relation: 'parent',
  offerers: ['建国', '建华'],
  person: { surname: '陈', givenName: '德明', sex: 'male', birth: date('民国十七年三月初五日辰时'), death: date('2019年农历九月十二日') },
});

function App() {
  const tour = mode === 'bench' && q.get('tour') !== '0';
  const canvas = { dpr: 1, softwareDpr: mode === 'bench' ? 0.6 : 1, softwareQuality: mode === 'bench' ? 'low' : 'high', onCreated: (st) => { window.__st = st; } };
  if (scene === 'tomb') {
    const setting = q.get('setting') ?? 'hillside';
    return (
      <TombScene inscription={father} setting={setting} tour={tour} alwaysRender={tour} canvas={canvas}
        action={q.get('action') ?? undefined}
        offerings={[
          { kind: 'flower', count: 4 }, { kind: 'incense', count: 3 }, { kind: 'candle', count: 2 }, { kind: 'fruit', count: 3 },
          { kind: 'wine', count: 3 }, { kind: 'tea', count: 2 }, { kind: 'firecracker', count: 1 }, { kind: 'paper', count: 20 }, { kind: 'clothes', count: 3 },
        ]} />
    );
  }
  if (scene === 'hall') {
    const n = Number(q.get('n') ?? 60);
    return (
      <HallScene plaque="颍川堂" couplets={['子孝孙贤世泽长', '祖功宗德流芳远']} tablets={clanTablets(n)}
        onTabletTap={(id) => bench.tapped.push(id)} tour={tour} alwaysRender={tour} canvas={{ dpr: 1, softwareDpr: mode === 'bench' ? 0.6 : 1, softwareQuality: mode === 'bench' ? 'low' : 'high', onCreated: (st) => { window.__st = st; bench.info = () => ({ ...st.gl.info.render, programs: st.gl.info.programs?.length, geometries: st.gl.info.memory.geometries, textures: st.gl.info.memory.textures, frameloop: st.get().frameloop }); } }} />
    );
  }
  if (scene === 'fill') return <FillReference dpr={0.6} />;
  if (scene === 'panorama') {
    // an 8k×4k equirectangular photo written by the bench (benchmarks/scenes.bench.ts), shown as 2048 px tiles
    const scenes = [{ id: 'gate', imageUrl: '/pano-8k.jpg', hotspots: [] }];
    return <VillageScene scenes={scenes} tour={tour} alwaysRender={tour} canvas={canvas} onPhoto={(_id, state) => { bench.photo = state; if (state === 'drawn' && bench.firstFrame === null) bench.firstFrame = performance.now(); }} />;
  }
  if (scene === 'village') return <VillageScene templeName="陈氏宗祠" tour={tour} alwaysRender={tour} canvas={canvas} />;
  return <div style={{ color: '#fff' }}>unknown scene {scene}</div>;
}

createRoot(document.getElementById('root')).render(<App />);
