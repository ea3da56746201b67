/**
 * QR codes through the `qrcode` library (ISO/IEC 18004; text as UTF-8 bytes, the segment modes and mask chosen by the
 * library): `encodeQr(text)` → the module matrix, `qrSvgPath` → an SVG path for drawing it (src/components/ui/QrCode).
 */
import QRCode from 'qrcode';

export type Ecl = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  version: number;
  ecl: Ecl;
  size: number;
  /** modules[y][x]: true = dark. */
  modules: boolean[][];
}

/** Encode text as a QR symbol; throws '二维码内容过长' when it does not fit in version 40. */
export function encodeQr(text: string, ecl: Ecl = 'M'): QrMatrix {
  let qr: QRCode.QRCode;
  try {
    qr = QRCode.create(text, { errorCorrectionLevel: ecl });
  } catch (e) {
    if (e instanceof Error && /too big|amount of data/i.test(e.message)) throw new Error('二维码内容过长');
    throw e;
  }
  const { size, data } = qr.modules;
  const modules = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => data[y * size + x] === 1));
  return { version: qr.version, ecl, size, modules };
}

/** An SVG path ("M x y h1 v1 h-1 z" per dark module) for drawing the symbol with a quiet zone of `margin`. */
export function qrSvgPath(qr: QrMatrix, margin = 4): string {
  const parts: string[] = [];
  for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.modules[y][x]) parts.push(`M${x + margin},${y + margin}h1v1h-1z`);
  return parts.join('');
}
