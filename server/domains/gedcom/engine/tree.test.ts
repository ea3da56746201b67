import { describe, expect, it } from 'vitest';
import { parseGedcomText, recordOf, xrefsOf } from './parse';

const head = (vers: string) => `0 HEAD\n1 GEDC\n2 VERS ${vers}\n`;

describe('line tree', () => {
  it('CONC and CONT join into the value; @@ is unescaped (5.5.1: everywhere)', () => {
    const f = parseGedcomText(`${head('5.5.1')}0 @N1@ NOTE 第一行\n1 CONC 接着\n1 CONT 第二行 a@@b\n1 CONT\n1 CONC 尾\n0 TRLR\n`);
    expect(recordOf(f, 'N1')?.value).toBe('第一行接着\n第二行 a@b\n尾');
    expect(f.log.rows).toEqual([]);
  });

  it('7.0: only a leading @@ is an escape', () => {
    const f = parseGedcomText(`${head('7.0')}0 @N1@ SNOTE @@home a@@b\n0 TRLR\n`);
    expect(f.version).toBe('7.0');
    expect(recordOf(f, 'N1')?.value).toBe('@home a@@b');
  });

  it('pointers and @VOID@', () => {
    const f = parseGedcomText(`${head('7.0')}0 @F1@ FAM\n1 HUSB @VOID@\n1 WIFE @I2@\n0 TRLR\n`);
    const fam = recordOf(f, 'F1')!;
    expect(fam.children[0].pointer).toBeNull();
    expect(fam.children[1].pointer).toBe('I2');
  });

  it('leading whitespace, lower-case tags, level jumps, lines without a level, blank lines', () => {
    const text = `${head('5.5.1')}  0 @I1@ indi\n\n   1 name 刘 /明一/\n3 GIVN 明一\n1 NOTE 一段\n没有层级的续行\nxx yy\n0 TRLR\n`;
    const f = parseGedcomText(text);
    const indi = recordOf(f, 'I1')!;
    expect(indi.tag).toBe('INDI');
    expect(indi.children[0].tag).toBe('NAME');
    expect(indi.children[0].children[0]).toMatchObject({ tag: 'GIVN', level: 2, value: '明一' });
    expect(indi.children[1].value).toBe('一段\n没有层级的续行\nxx yy');
    const lines = f.log.rows.map((r) => [r.line, r.record, r.tag]);
    expect(lines).toEqual([[7, '@I1@', 'GIVN'], [9, '@I1@', 'NOTE'], [10, '@I1@', 'NOTE']]);
  });

  it('over-long lines are read whole and noted', () => {
    const long = '长'.repeat(400);
    const f = parseGedcomText(`${head('5.5.1')}0 @I1@ INDI\n1 NOTE ${long}\n0 TRLR\n`);
    expect(recordOf(f, 'I1')?.children[0].value).toBe(long);
    expect(f.log.rows[0]).toMatchObject({ level: 'info', line: 5, tag: 'NOTE' });
  });

  it('a broken record does not stop the file: duplicate xrefs, stray CONC, garbage', () => {
    const f = parseGedcomText(`${head('5.5.1')}0 @I1@ INDI\n1 NAME A\n0 @I1@ INDI\n1 NAME B\n0 CONC lost\n0 @I2@ INDI\n1 NAME C\n`);
    expect(xrefsOf(f)).toEqual(['I1', 'I2']);
    expect(f.log.rows.some((r) => r.message.includes('CONC没有可接续'))).toBe(true);
    expect(f.log.rows.some((r) => r.message.includes('重复'))).toBe(true);
    expect(f.log.rows.some((r) => r.message.includes('TRLR'))).toBe(true);
  });

  it('HEAD.SCHMA extension tags are read', () => {
    const f = parseGedcomText(`${head('7.0')}1 SCHMA\n2 TAG _ZP_GEN https://zupu.example/gedcom/gen\n0 TRLR\n`);
    expect(f.schema).toEqual({ _ZP_GEN: 'https://zupu.example/gedcom/gen' });
  });
});
