import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { PALETTE } from '../common/palette';
import { createCanvas, drawColumn, toTexture } from '../common/text-texture';

/** One hanging couplet board (楹联): red lacquer, one vertical column of gilt characters. */
export function Couplet({ text, height = 3, ...props }: Omit<ThreeElements['group'], 'ref'> & { text: string; height?: number }) {
  const width = height * 0.13;
  const texture = useMemo(() => {
    const c = createCanvas(160, Math.round(160 * (height / width)));
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = PALETTE.lacquer;
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.strokeStyle = '#c99a45';
    ctx.lineWidth = 5;
    ctx.strokeRect(9, 9, c.width - 18, c.height - 18);
    drawColumn(ctx, text, { x: 16, y: 30, w: c.width - 32, h: c.height - 60 }, {
      color: PALETTE.goldText, weight: 900, bevel: { dark: '#3a0a05', light: '#ffe9b0', px: 1.2 },
    }, { widthRatio: 0.82, maxGap: 0.5 });
    return toTexture(c, 8);
  }, [text, height, width]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <group {...props}>
      <mesh>
        <planeGeometry args={[width, height]} />
        <meshStandardMaterial map={texture} roughness={0.35} />
      </mesh>
    </group>
  );
}
