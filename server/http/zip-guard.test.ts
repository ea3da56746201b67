import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { bomb } from './zip-guard.testkit';
import { readZipGuarded, XLSX_LIMITS, type ZipLimits } from './zip-guard';
import { UserError } from './errors';

const LIMITS: ZipLimits = { ...XLSX_LIMITS, maxEntries: 50, maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 10 * 1024 * 1024 };

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError) return e.msbox;
    throw e;
  }
  return null;
};

describe('readZipGuarded', () => {
  it('reads a normal zip and keeps the entries asked for', () => {
    const z = zipSync({ 'a.xml': strToU8('<a>族谱</a>'), 'b/c.txt': strToU8('x'.repeat(1000)), 'd.bin': [new Uint8Array(10), { level: 0 }] });
    const kept = readZipGuarded(z, LIMITS, (n) => n === 'a.xml');
    expect([...kept.keys()]).toEqual(['a.xml']);
    expect(new TextDecoder().decode(kept.get('a.xml'))).toBe('<a>族谱</a>');
  });

  it('stops a bomb at the byte limit, whatever its headers say', () => {
    expect(refusal(() => readZipGuarded(bomb(30), LIMITS))).toMatch(/^Excel文件(解压后过大|的压缩比异常)/);
  });

  it('refuses too many entries, a suspicious ratio, and what is not a zip', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect(refusal(() => readZipGuarded(many, LIMITS))).toBe('Excel文件包含的文件过多（超过50个），无法读取');
    const zeros = zipSync({ 'z.xml': [new Uint8Array(4 * 1024 * 1024), { level: 9 }] });
    expect(refusal(() => readZipGuarded(zeros, LIMITS))).toBe('Excel文件的压缩比异常，疑似压缩炸弹，无法读取');
    expect(refusal(() => readZipGuarded(strToU8('not a zip at all'), LIMITS))).toBe('文件不是有效的Excel（.xlsx）文件');
    const cut = zipSync({ 'a.xml': strToU8('<a>'.repeat(10_000)) });
    expect(refusal(() => readZipGuarded(cut.subarray(0, 60), LIMITS))).toBe('文件不是有效的Excel（.xlsx）文件');
  });
});
