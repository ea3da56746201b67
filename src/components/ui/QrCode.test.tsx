/** The QrCode component's SVG, rasterized (sharp) and read by an independent decoder (jsQR). */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { QrCode } from './QrCode';

async function readSvg(svg: string, px: number): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(px, px).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('QrCode', () => {
  it('draws a code that a reader decodes to the same text (Chinese and a login URL)', async () => {
    for (const text of ['https://zupu.example/#/pages/account/scan?code=a1B2c3', '德星堂陈氏 · 扫码加入家族']) {
      const svg = renderToStaticMarkup(<QrCode text={text} size={240} />);
      expect(svg).toContain('aria-label="二维码"');
      expect(await readSvg(svg, 480)).toBe(text);
    }
  });
});
