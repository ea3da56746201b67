import { useEffect, useMemo, useState } from 'react';
import { BackSide, SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { createCanvas, CJK_FONT, toTexture } from '../common/text-texture';
import type { ThreeEvent } from '@react-three/fiber';

export interface Hotspot { yaw: number; pitch: number; targetId: string; label: string }
export interface PanoramaScene { id: string; imageUrl: string; hotspots: Hotspot[] }

/** Direction for yaw/pitch in degrees: yaw 0 = straight ahead (−z), positive to the right; pitch up. */
export function directionOf(yaw: number, pitch: number, r = 1): [number, number, number] {
  const y = (yaw * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  return [Math.sin(y) * Math.cos(p) * r, Math.sin(p) * r, -Math.cos(y) * Math.cos(p) * r];
}

function labelTexture(label: string) {
  const c = createCanvas(512, 128);
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = 'rgba(60,12,8,0.82)';
  ctx.beginPath();
  ctx.roundRect(4, 24, 504, 80, 40);
  ctx.fill();
  ctx.strokeStyle = '#f2cf78';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.fillStyle = '#f6e0a8';
  ctx.font = `700 44px ${CJK_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(`➤ ${label}`, 256, 66);
  return toTexture(c);
}

function HotspotMarker({ spot, onGo }: { spot: Hotspot; onGo: (id: string) => void }) {
  const tex = useMemo(() => labelTexture(spot.label), [spot.label]);
  useEffect(() => () => tex.dispose(), [tex]);
  const pos = directionOf(spot.yaw, spot.pitch, 8);
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 6) return;
    e.stopPropagation();
    onGo(spot.targetId);
  };
  return (
    <sprite position={pos} scale={[2, 0.5, 1]} onClick={click}>
      <spriteMaterial map={tex} depthTest={false} transparent toneMapped={false} />
    </sprite>
  );
}

/** One equirectangular photo on the inside of a sphere around the eye, with clickable hotspots. */
export function Panorama({ scene, onGo }: { scene: PanoramaScene; onGo: (id: string) => void }) {
  const [tex, setTex] = useState<Texture | null>(null);
  useEffect(() => {
    let alive = true;
    const loader = new TextureLoader();
    loader.setCrossOrigin('anonymous');
    loader.load(scene.imageUrl, (t) => {
      t.colorSpace = SRGBColorSpace;
      if (alive) setTex(t); else t.dispose();
    });
    return () => { alive = false; };
  }, [scene.imageUrl]);
  useEffect(() => () => { tex?.dispose(); }, [tex]);
  return (
    <group>
      {/* mirrored so the photo reads from inside; turned so the image centre is straight ahead (−z) */}
      <mesh scale={[-1, 1, 1]} rotation={[0, -Math.PI / 2, 0]}>
        <sphereGeometry args={[50, 64, 32]} />
        {tex ? <meshBasicMaterial map={tex} toneMapped={false} /> : <meshBasicMaterial color="#222" side={BackSide} />}
      </mesh>
      {scene.hotspots.map((h, i) => <HotspotMarker key={`${scene.id}-${i}`} spot={h} onGo={onGo} />)}
    </group>
  );
}
