import { describe, expect, it } from 'vitest';
import { compareRoundTrip, roundTrip } from '../../../../tests/helpers/gedcom-roundtrip';
import { parseGedcomText } from './parse';
import { validateGedcom7 } from './validate';

describe('round trip (engine)', () => {
  for (const format of ['7.0', '5.5.1'] as const) {
    it(`${format}: 1 500 generated members come back field by field`, () => {
      const r = roundTrip(1500, format);
      expect(r.mapped.drafts).toHaveLength(1500);
      expect(compareRoundTrip(r).slice(0, 3)).toEqual([]);
      expect(r.file.log.rows.filter((x) => x.level !== 'info')).toEqual([]);
    });
  }
});

describe('7.0 export is valid', () => {
  it('a generated clan passes the structure validator; a broken file does not', () => {
    const r = roundTrip(800, '7.0');
    expect(validateGedcom7(r.file)).toEqual([]);
    const bad = parseGedcomText('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 SEX Q\n1 FAMC @I1@\n1 BIRT\n2 DATE INT 1900 (x)\n1 _FOO 1\n1 NAME a\n2 CONC b\n0 TRLR\n');
    expect(validateGedcom7(bad).map((e) => e.message)).toEqual([
      'Q is not one of M F X U', '@I1@ is not a FAM', 'DATE "INT 1900 (x)" is not a 7.0 date value',
      'extension tag _FOO not declared in HEAD.SCHMA', 'GEDCOM 7.0已不用CONC，已照常接续',
    ]);
  });
});

describe('docs/gedcom.md', () => {
  it('documents every extension tag the writer declares', async () => {
    const { readFileSync } = await import('node:fs');
    const { ZP_TAGS } = await import('./extension-tags');
    const doc = readFileSync(new URL('../../../../docs/gedcom.md', import.meta.url), 'utf8');
    for (const tag of Object.keys(ZP_TAGS)) expect(doc, tag).toContain(`\`${tag}\``);
  });
});
