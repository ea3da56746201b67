import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { PALETTE } from '../common/palette';
import { createCanvas, toTexture } from '../common/text-texture';

/** Placeholder when no photo is given: a soft sepia oval with a head-and-shoulders silhouette. */
function placeholder(): Texture {
  const c = createCanvas(256, 320);
  const ctx = c.getContext('2d')!;
  const g = ctx.createRadialGradient(128, 130, 20, 128, 160, 200);
  g.addColorStop(0, '#e8dcc4');
  g.addColorStop(1, '#a89474');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 320);
  ctx.fillStyle = 'rgba(70,55,40,0.55)';
  ctx.beginPath();
  ctx.ellipse(128, 128, 48, 60, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(128, 330, 110, 120, 0, Math.PI, Math.PI * 2);
  ctx.fill();
  return toTexture(c);
}

/** The porcelain portrait on the stone: an oval photo in a gilt rim (the photo's URL, or a placeholder). */
export function Portrait({ url, width = 0.26, ...props }: Omit<ThreeElements['group'], 'ref'> & { url?: string; width?: number }) {
  const fallback = useMemo(placeholder, []);
  const [photo, setPhoto] = useState<Texture | null>(null);
  useEffect(() => {
    if (!url) { setPhoto(null); return; }
    let alive = true;
    const loader = new TextureLoader();
    loader.setCrossOrigin('anonymous');
    loader.load(url, (t) => {
      t.colorSpace = SRGBColorSpace;
      if (alive) setPhoto(t); else t.dispose();
    }, undefined, () => alive && setPhoto(null));
    return () => { alive = false; };
  }, [url]);
  useEffect(() => () => { photo?.dispose(); }, [photo]);
  useEffect(() => () => fallback.dispose(), [fallback]);
  const h = width * 1.3;
  return (
    <group {...props}>
      <mesh scale={[width / 2 + 0.018, h / 2 + 0.018, 1]} position={[0, 0, -0.002]}>
        <circleGeometry args={[1, 48]} />
        <meshStandardMaterial color={PALETTE.gold} metalness={0.9} roughness={0.3} />
      </mesh>
      <mesh scale={[width / 2, h / 2, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshStandardMaterial map={photo ?? fallback} roughness={0.15} metalness={0} />
      </mesh>
    </group>
  );
}
