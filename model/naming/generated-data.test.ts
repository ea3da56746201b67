import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPOUND_SURNAMES } from './compound-surnames.generated';
import { SHULI_81 } from './shuli-81.generated';
import { kangxiStrokes } from './strokes';

function tsv(name: string): string[][] {
  const path = fileURLToPath(new URL(`../reference/${name}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .slice(1)
    .map((l) => l.split('\t'));
}

describe('generated data matches model/reference TSVs', () => {
  it('kangxi-strokes: every unified character has its TSV count', () => {
    const rows = tsv('kangxi-strokes.tsv');
    expect(rows.length).toBe(63696);
    const unified = new Map<string, number>();
    let compat = 0;
    for (const [ch, s] of rows) {
      if (ch.normalize('NFC') !== ch) {
        compat++;
        continue;
      }
      unified.set(ch, Number(s));
      expect(kangxiStrokes(ch), ch).toBe(Number(s));
    }
    expect(compat).toBe(290);
    // compatibility ideographs resolve (via NFC) to their unified character's count
    for (const [ch] of rows) {
      const nfc = ch.normalize('NFC');
      if (nfc !== ch && unified.has(nfc)) expect(kangxiStrokes(ch)).toBe(unified.get(nfc));
    }
  });

  it('kangxi-strokes: characters absent from the TSV are absent', () => {
    const present = new Set(tsv('kangxi-strokes.tsv').map((r) => r[0]));
    for (const ch of ['a', '。', '〇', '\u9fff', '\u{30edd}', '\u{2ebf0}']) {
      if (!present.has(ch)) expect(kangxiStrokes(ch), ch).toBeUndefined();
    }
    expect(kangxiStrokes('')).toBeUndefined();
    expect(kangxiStrokes('刘备')).toBeUndefined();
  });

  it('shuli-81 equals wuge-81.tsv', () => {
    const rows = tsv('wuge-81.tsv');
    expect(SHULI_81.map(([luck, label], i) => [String(i + 1), luck, label])).toEqual(rows);
  });

  it('compound surnames equal the compound rows of surnames.tsv', () => {
    const rows = tsv('surnames.tsv').filter((r) => r[2] === '1').map((r) => r[1]);
    expect([...COMPOUND_SURNAMES]).toEqual(rows);
    expect(COMPOUND_SURNAMES.length).toBe(60);
  });
});
