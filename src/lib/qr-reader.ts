/**
 * Reading QR codes in the browser: the built-in BarcodeDetector where there is one (Chrome on Android and macOS),
 * else jsQR (loaded only when first needed) on frames drawn to a canvas — Safari, Firefox and desktop Linux Chrome.
 * Used by the 扫一扫 sheet for camera frames and for a photo picked from the album.
 */

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = { new (opts: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

export interface QrReader {
  kind: 'native' | 'jsqr';
  /** The text of the first QR code in the image or video frame, or null. */
  read(source: HTMLVideoElement | ImageBitmap): Promise<string | null>;
}

/** Frames are scaled down to at most this many pixels on the longer side before jsQR looks at them. */
const MAX_SIDE = 800;

async function nativeReader(): Promise<QrReader | null> {
  const Ctor = (globalThis as unknown as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Ctor({ formats: ['qr_code'] });
    return { kind: 'native', read: async (src) => (await detector.detect(src))[0]?.rawValue || null };
  } catch {
    return null;
  }
}

async function jsqrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (!g) throw new Error('浏览器不支持画布，无法识别二维码');
  return {
    kind: 'jsqr',
    async read(src) {
      const w = src instanceof HTMLVideoElement ? src.videoWidth : src.width;
      const h = src instanceof HTMLVideoElement ? src.videoHeight : src.height;
      if (!w || !h) return null;
      const k = Math.min(1, MAX_SIDE / Math.max(w, h));
      canvas.width = Math.round(w * k);
      canvas.height = Math.round(h * k);
      g.drawImage(src, 0, 0, canvas.width, canvas.height);
      const img = g.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(img.data, img.width, img.height, { inversionAttempts: 'attemptBoth' })?.data || null;
    },
  };
}

let reader: Promise<QrReader> | null = null;
/** The reader for this browser (made once). */
export function qrReader(): Promise<QrReader> {
  reader ??= nativeReader().then((r) => r ?? jsqrReader());
  reader.catch(() => { reader = null; });
  return reader;
}

/** The QR code in a picked image file, or null. */
export async function readQrFromFile(file: Blob): Promise<string | null> {
  const [r, bitmap] = await Promise.all([qrReader(), createImageBitmap(file)]);
  try {
    return await r.read(bitmap);
  } finally {
    bitmap.close();
  }
}
