import type { ThreeElements } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { PALETTE } from '../common/palette';
import { createCanvas, drawInscription, paintGranite, toTexture, type InscriptionText } from '../common/text-texture';
import { Portrait } from './Portrait';

export const STELE = { w: 0.9, h: 1.5, d: 0.16, baseH: 0.62 };

/**
 * The headstone: a polished black granite stele on a plinth, under a carved crown, flanked by two
 * lower wings; the inscription is gilt into the face (vertical columns from model/memorial) below the
 * porcelain portrait.
 */
export function Headstone({ inscription, portraitUrl, ...props }: Omit<ThreeElements['group'], 'ref'> & {
  inscription: InscriptionText; portraitUrl?: string;
}) {
  const face = useMemo(() => {
    const c = createCanvas(720, 1200);
    const ctx = c.getContext('2d')!;
    paintGranite(ctx, c.width, c.height, PALETTE.granite, 17);
    ctx.strokeStyle = 'rgba(216,168,74,0.8)';
    ctx.lineWidth = 4;
    ctx.strokeRect(26, 26, c.width - 52, c.height - 52);
    ctx.lineWidth = 1.5;
    ctx.strokeRect(38, 38, c.width - 76, c.height - 76);
    const gilt = { color: '#e9c46e', weight: 700, bevel: { dark: 'rgba(0,0,0,0.9)', light: 'rgba(255,240,200,0.35)', px: 1.6 } };
    drawInscription(ctx, inscription, { x: 50, y: 40, w: c.width - 100, h: c.height - 110 }, {
      main: { ...gilt, weight: 900 },
      side: { ...gilt, color: '#dcb866' },
    }, { top: 0.3, centreWidth: 0.3 });
    return toTexture(c, 8);
  }, [inscription]);
  useEffect(() => () => face.dispose(), [face]);

  const { w, h, d, baseH } = STELE;
  const stone = <meshStandardMaterial color={PALETTE.granite} roughness={0.18} metalness={0.1} />;
  const rough = <meshStandardMaterial color="#3c3d40" roughness={0.75} />;
  return (
    <group {...props}>
      <mesh position={[0, baseH / 2, 0]}>
        <boxGeometry args={[w + 0.5, baseH, d + 0.36]} />
        {rough}
      </mesh>
      <mesh position={[0, baseH + h / 2, 0]}>
        <boxGeometry args={[w, h, d]} />
        {stone}
      </mesh>
      <mesh position={[0, baseH + h / 2, d / 2 + 0.001]}>
        <planeGeometry args={[w, h]} />
        <meshStandardMaterial map={face} roughness={0.38} metalness={0.1} />
      </mesh>
      {/* crown (碑帽) with upturned ends */}
      <mesh position={[0, baseH + h + 0.07, 0]}>
        <boxGeometry args={[w + 0.22, 0.14, d + 0.12]} />
        {rough}
      </mesh>
      <mesh position={[0, baseH + h + 0.2, 0]} scale={[1, 0.45, 0.35]}>
        <cylinderGeometry args={[0.52, 0.64, 0.28, 4, 1, false, Math.PI / 4]} />
        {stone}
      </mesh>
      {[-1, 1].map((s) => (
        <group key={s}>
          <mesh position={[s * (w / 2 + 0.24), baseH + 0.45, -0.02]}>
            <boxGeometry args={[0.36, 0.9, d - 0.02]} />
            {stone}
          </mesh>
          <mesh position={[s * (w / 2 + 0.24), baseH / 2, -0.02]}>
            <boxGeometry args={[0.4, baseH, d + 0.1]} />
            {rough}
          </mesh>
          <mesh position={[s * (w / 2 + 0.24), baseH + 0.93, -0.02]}>
            <boxGeometry args={[0.42, 0.07, d + 0.06]} />
            {rough}
          </mesh>
        </group>
      ))}
      <Portrait url={portraitUrl} width={0.27} position={[0, baseH + h * 0.83, d / 2 + 0.004]} />
    </group>
  );
}
