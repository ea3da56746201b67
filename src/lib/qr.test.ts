import { describe, expect, it } from 'vitest';
import { alignmentPositions, eccLayout, encodeQr, formatBits, MASKS, numDataCodewords, rsDivisor, rsRemainder, versionBits, type QrMatrix } from './qr';

/** A minimal reader of our own symbols: format bits → mask, unmask, zigzag, de-interleave, RS check, byte mode. */
function decode(qr: QrMatrix): { text: string; rsOk: boolean; mask: number } {
  const { size, modules, isFunction } = qr;
  const get = (x: number, y: number) => (modules[y][x] ? 1 : 0);
  let fmt = 0;
  for (let i = 0; i <= 5; i++) fmt |= get(8, i) << i;
  fmt |= get(8, 7) << 6;
  fmt |= get(8, 8) << 7;
  fmt |= get(7, 8) << 8;
  for (let i = 9; i < 15; i++) fmt |= get(14 - i, 8) << i;
  let fmt2 = 0;
  for (let i = 0; i < 8; i++) fmt2 |= get(size - 1 - i, 8) << i;
  for (let i = 8; i < 15; i++) fmt2 |= get(8, size - 15 + i) << i;
  expect(fmt2).toBe(fmt);
  const mask = ((fmt ^ 0x5412) >>> 10) & 7;
  expect(formatBits(qr.ecl, mask)).toBe(fmt);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!isFunction[y][x]) bits.push(get(x, y) ^ (MASKS[mask](x, y) ? 1 : 0));
      }
  }
  const { blocks: nb, eccPerBlock, raw } = eccLayout(qr.version, qr.ecl);
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length && codewords.length < raw; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const numShort = nb - (raw % nb);
  const shortLen = Math.floor(raw / nb);
  const blocks: number[][] = Array.from({ length: nb }, () => []);
  let k = 0;
  for (let i = 0; i < shortLen + 1; i++)
    for (let j = 0; j < nb; j++) {
      if (i === shortLen - eccPerBlock && j < numShort) continue;
      blocks[j].push(codewords[k++]);
    }
  let rsOk = true;
  const data: number[] = [];
  const div = rsDivisor(eccPerBlock);
  for (const b of blocks) {
    const d = b.slice(0, b.length - eccPerBlock);
    if (rsRemainder(d, div).join() !== b.slice(b.length - eccPerBlock).join()) rsOk = false;
    data.push(...d);
  }
  const dbits = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >>> (7 - i)) & 1));
  const read = (at: number, len: number) => dbits.slice(at, at + len).reduce((a, b) => (a << 1) | b, 0);
  expect(read(0, 4)).toBe(0b0100);
  const cc = qr.version <= 9 ? 8 : 16;
  const n = read(4, cc);
  const bytes = Array.from({ length: n }, (_, i) => read(4 + cc + i * 8, 8));
  return { text: new TextDecoder().decode(new Uint8Array(bytes)), rsOk, mask };
}

describe('QR encoder', () => {
  it('computes the Reed–Solomon codewords of the standard example (01234567, 1-M)', () => {
    const data = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
  });

  it('has the standard format, version and alignment tables', () => {
    expect(formatBits('M', 0)).toBe(0b101010000010010);
    expect(formatBits('L', 0)).toBe(0b111011111000100);
    expect(versionBits(7)).toBe(0x07c94);
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    // byte capacities: 1-M 14, 5-M 84, 10-M 213
    expect(numDataCodewords(1, 'M') - 2).toBe(14);
    expect(numDataCodewords(5, 'M') - 2).toBe(84);
    expect(numDataCodewords(10, 'M') - 3).toBe(213);
  });

  it('round-trips texts of many lengths, with every mask', () => {
    const link = 'http://localhost:8080/#/pages/account/scan?code=3f9a7c21d4e8b6a0c2d1e4f5a6b7c8d9';
    for (const text of ['族谱', 'hello', link, link.repeat(3), 'x'.repeat(400)]) {
      const qr = encodeQr(text);
      expect(qr.size).toBe(qr.version * 4 + 17);
      const r = decode(qr);
      expect(r.text).toBe(text);
      expect(r.rsOk).toBe(true);
    }
    for (let m = 0; m < 8; m++) expect(decode(encodeQr('扫码登录 ABC 123', 'Q', m))).toMatchObject({ text: '扫码登录 ABC 123', rsOk: true, mask: m });
  });

  it('draws the finder patterns and the dark module', () => {
    const qr = encodeQr('abc');
    const { modules: M, size } = qr;
    const finder = (cx: number, cy: number) => {
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) expect(M[cy + dy][cx + dx]).toBe(Math.max(Math.abs(dx), Math.abs(dy)) !== 2);
    };
    finder(3, 3);
    finder(size - 4, 3);
    finder(3, size - 4);
    expect(M[size - 8][8]).toBe(true);
  });
});
