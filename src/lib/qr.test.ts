/** QR codes from `qrcode`, read back by an independent decoder (jsQR) from rendered pixels. */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { encodeQr, type Ecl, type QrMatrix } from './qr';

/** The symbol as RGBA pixels: `scale` px per module, a 4-module white quiet zone. */
function pixels(qr: QrMatrix, scale = 4): { data: Uint8ClampedArray; side: number } {
  const side = (qr.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      if (mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.modules[my][mx]) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { data, side };
}

function read(qr: QrMatrix) {
  const { data, side } = pixels(qr);
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' });
}

const longUrl = 'https://zupu.example/#/pages/clan/member?clanId=12345&memberId=67890&from=share&' +
  Array.from({ length: 30 }, (_, i) => `k${i}=${encodeURIComponent('陈氏' + i)}`).join('&');

describe('QR encoding (qrcode) read back by jsQR', () => {
  const texts = [
    'https://zupu.example/#/pages/account/scan?code=Zx81kQ',
    '陈氏族谱 · 德星堂 · 第十八世 𬀩喆（字淼之）',
    '0123456789012345678901234567890',
    'HELLO ZUPU 2026 $%*+-./:',
    longUrl,
  ];
  for (const text of texts)
    for (const ecl of ['L', 'M', 'Q', 'H'] as Ecl[])
      it(`${ecl}: ${text.slice(0, 24)}… (${text.length} chars)`, () => {
        const qr = encodeQr(text, ecl);
        expect(qr.size).toBe(17 + 4 * qr.version);
        const got = read(qr);
        expect(got, 'jsQR found no code').not.toBeNull();
        expect(got!.data).toBe(text);
        expect(Buffer.from(got!.binaryData).equals(Buffer.from(text, 'utf8'))).toBe(true);
      });

  it('a long URL needs a large version and still reads', () => {
    const qr = encodeQr(longUrl, 'H');
    expect(qr.version).toBeGreaterThan(20);
    expect(read(qr)?.data).toBe(longUrl);
  });

  it('a flipped module breaks nothing the error correction cannot fix, and a blank symbol reads as nothing', () => {
    const qr = encodeQr('族谱 zupu', 'H');
    qr.modules[qr.size - 3][qr.size - 3] = !qr.modules[qr.size - 3][qr.size - 3];
    expect(read(qr)?.data).toBe('族谱 zupu');
    const blank: QrMatrix = { ...qr, modules: qr.modules.map((row) => row.map(() => false)) };
    expect(read(blank)).toBeNull();
  });

  it('refuses text that does not fit in version 40', () => {
    expect(() => encodeQr('族'.repeat(1200), 'H')).toThrow('二维码内容过长');
  });
});
