import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { PALETTE } from '../common/palette';
import { createCanvas, drawPlaqueText, toTexture } from '../common/text-texture';

/** The 堂号 plaque: black lacquer, gilt frame, gold characters read right to left. */
export function Plaque({ text, width = 2.4, ...props }: Omit<ThreeElements['group'], 'ref'> & { text: string; width?: number }) {
  const height = width * 0.3;
  const texture = useMemo(() => {
    const c = createCanvas(1024, 308);
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = PALETTE.blackLacquer;
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.strokeStyle = '#b8893a';
    ctx.lineWidth = 10;
    ctx.strokeRect(22, 22, c.width - 44, c.height - 44);
    drawPlaqueText(ctx, text, { x: 60, y: 36, w: c.width - 120, h: c.height - 72 }, {
      color: PALETTE.goldText, weight: 900, bevel: { dark: '#3b2708', light: '#fff2c4', px: 1.5 },
    });
    return toTexture(c, 8);
  }, [text]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <group {...props}>
      <mesh position={[0, 0, -0.03]}>
        <boxGeometry args={[width + 0.16, height + 0.16, 0.06]} />
        <meshStandardMaterial color={PALETTE.gold} metalness={0.9} roughness={0.3} />
      </mesh>
      <mesh position={[0, 0, 0.002]}>
        <planeGeometry args={[width, height]} />
        <meshStandardMaterial map={texture} roughness={0.35} metalness={0.2} />
      </mesh>
    </group>
  );
}
