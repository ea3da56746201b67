/** A QR code drawn as SVG (src/lib/qr.ts). */
import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '@src/lib/qr';

export function QrCode({ text, size = 200, label = '二维码' }: { text: string; size?: number; label?: string }) {
  const qr = useMemo(() => encodeQr(text, 'M'), [text]);
  const view = qr.size + 8;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${view} ${view}`} role="img" aria-label={label} shapeRendering="crispEdges" style={{ background: '#fff' }}>
      <rect width={view} height={view} fill="#fff" />
      <path d={qrSvgPath(qr, 4)} fill="#000" />
    </svg>
  );
}
