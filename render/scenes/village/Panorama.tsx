import { useEffect, useMemo, useRef, useState } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { CanvasTexture, DoubleSide, SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { createCanvas, CJK_FONT, toTexture } from '../common/text-texture';
import type { ThreeEvent } from '@react-three/fiber';

/** `kind` (default scene): a scene hotspot leads to scene `targetId`; the others are opened by the page (onOpen). */
export interface Hotspot { yaw: number; pitch: number; targetId: string; label: string; kind?: 'scene' | 'member' | 'hall' | 'article' }
export interface PanoramaScene { id: string; imageUrl: string; hotspots: Hotspot[] }

/** yaw/pitch in degrees of a direction (the inverse of directionOf). */
export function anglesOf(x: number, y: number, z: number): { yaw: number; pitch: number } {
  const r = Math.hypot(x, y, z) || 1;
  return { yaw: (Math.atan2(x, -z) * 180) / Math.PI, pitch: (Math.asin(y / r) * 180) / Math.PI };
}

/** Direction for yaw/pitch in degrees: yaw 0 = straight ahead (−z), positive to the right; pitch up. */
export function directionOf(yaw: number, pitch: number, r = 1): [number, number, number] {
  const y = (yaw * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  return [Math.sin(y) * Math.cos(p) * r, Math.sin(p) * r, -Math.cos(y) * Math.cos(p) * r];
}

function labelTexture(label: string, kindMark: string) {
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
  ctx.fillText(`${kindMark} ${label}`, 256, 66);
  return toTexture(c);
}

const MARKS = { scene: '➤', member: '👤', hall: '⛩', article: '📜' } as const;

function HotspotMarker({ spot, onGo }: { spot: Hotspot; onGo: (spot: Hotspot) => void }) {
  const mark = MARKS[spot.kind ?? 'scene'] ?? '➤';
  const tex = useMemo(() => labelTexture(spot.label, mark), [spot.label, mark]);
  useEffect(() => () => tex.dispose(), [tex]);
  const pos = directionOf(spot.yaw, spot.pitch, 8);
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 6) return;
    e.stopPropagation();
    onGo(spot);
  };
  return (
    <sprite position={pos} scale={[3.6, 0.9, 1]} onClick={click}>
      <spriteMaterial map={tex} depthTest={false} transparent toneMapped={false} />
    </sprite>
  );
}

/** Tile size for large panoramas: a photo wider than the GPU's texture limit (or 4096) is cut into tiles. */
const TILE = 2048;

interface Tile { tex: Texture; col: number; row: number; cols: number; rows: number }

/** Cut a loaded image into cols × rows canvas textures (each ≤ TILE, within the GPU limit). */
function tilesOf(img: HTMLImageElement | ImageBitmap, maxSize: number): Tile[] {
  const w = img.width;
  const h = img.height;
  const size = Math.min(TILE, maxSize);
  const cols = Math.ceil(w / size);
  const rows = Math.ceil(h / size);
  const out: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const sw = Math.ceil(w / cols);
      const sh = Math.ceil(h / rows);
      const c = document.createElement('canvas');
      c.width = sw;
      c.height = sh;
      c.getContext('2d')!.drawImage(img, col * sw, row * sh, sw, sh, 0, 0, sw, sh);
      const tex = new CanvasTexture(c);
      tex.colorSpace = SRGBColorSpace;
      out.push({ tex, col, row, cols, rows });
    }
  }
  return out;
}

/**
 * One equirectangular photo on the inside of a sphere around the eye, with clickable hotspots. A photo larger than
 * 4096 px (an 8k×4k panorama) is shown as tiles: one sphere segment per 2048 px tile, so no texture passes the
 * limit of phone GPUs. `onPick` (admins placing hotspots) gets the yaw/pitch of a click on the photo.
 */
export function Panorama({ scene, onGo, onPick, onPhoto }: {
  scene: PanoramaScene;
  onGo: (spot: Hotspot) => void;
  onPick?: (at: { yaw: number; pitch: number }) => void;
  /** 'drawn': the first frame with the photo on it has been rendered; 'failed': the photo could not be loaded. */
  onPhoto?: (sceneId: string, state: 'drawn' | 'failed') => void;
}) {
  const maxSize = useThree((s) => s.gl.capabilities.maxTextureSize);
  const invalidate = useThree((s) => s.invalidate);
  const [tex, setTex] = useState<Texture | null>(null);
  const [tiles, setTiles] = useState<Tile[] | null>(null);
  const onPhotoRef = useRef(onPhoto);
  onPhotoRef.current = onPhoto;
  useEffect(() => {
    let alive = true;
    setTex(null);
    setTiles(null);
    const loader = new TextureLoader();
    loader.setCrossOrigin('anonymous');
    loader.load(scene.imageUrl, (t) => {
      if (!alive) { t.dispose(); return; }
      const img = t.image as HTMLImageElement;
      if (img.width > Math.min(4096, maxSize)) {
        setTiles(tilesOf(img, maxSize));
        t.dispose();
      } else {
        t.colorSpace = SRGBColorSpace;
        setTex(t);
      }
      invalidate();
    }, undefined, () => { if (alive) onPhotoRef.current?.(scene.id, 'failed'); });
    return () => { alive = false; };
  }, [scene.imageUrl, scene.id, maxSize, invalidate]);
  // the photo is on screen after the first frame rendered once its material is committed (this effect runs after the
  // commit; the after-effect after the next render, which uploads the texture)
  useEffect(() => {
    if (!tex && !tiles) return;
    let off: (() => void) | undefined = addAfterEffect(() => {
      off?.();
      off = undefined;
      onPhotoRef.current?.(scene.id, 'drawn');
    });
    invalidate();
    return () => off?.();
  }, [tex, tiles, scene.id, invalidate]);
  useEffect(() => () => { tex?.dispose(); }, [tex]);
  useEffect(() => () => { for (const t of tiles ?? []) t.tex.dispose(); }, [tiles]);
  const pick = onPick
    ? (e: ThreeEvent<MouseEvent>) => {
      if (e.delta > 6) return;
      e.stopPropagation();
      onPick(anglesOf(e.point.x, e.point.y, e.point.z));
    }
    : undefined;
  return (
    <group>
      {/* mirrored so the photo reads from inside; turned so the image centre is straight ahead (−z). Double-sided:
          the ray of a tap meets the mirrored faces from behind (three's raycast undoes the mirror), the GPU does not */}
      <group scale={[-1, 1, 1]} rotation={[0, -Math.PI / 2, 0]}>
        {tiles ? tiles.map((t) => (
          <mesh key={`${t.col}-${t.row}`} onClick={pick}>
            <sphereGeometry args={[50, Math.max(8, 64 / t.cols), Math.max(4, 32 / t.rows),
              (t.col * 2 * Math.PI) / t.cols, (2 * Math.PI) / t.cols, (t.row * Math.PI) / t.rows, Math.PI / t.rows]} />
            <meshBasicMaterial map={t.tex} toneMapped={false} side={DoubleSide} />
          </mesh>
        )) : (
          <mesh onClick={pick}>
            <sphereGeometry args={[50, 64, 32]} />
            {/* keyed: two materials, not one whose props change — a map added to a compiled material is not drawn (its
                program has no map) and the placeholder's dark colour would tint the photo */}
            {tex
              ? <meshBasicMaterial key={tex.uuid} map={tex} toneMapped={false} side={DoubleSide} />
              : <meshBasicMaterial key="waiting" color="#222" side={DoubleSide} />}
          </mesh>
        )}
      </group>
      {scene.hotspots.map((h, i) => <HotspotMarker key={`${scene.id}-${i}`} spot={h} onGo={onGo} />)}
    </group>
  );
}
