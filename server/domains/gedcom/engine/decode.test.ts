import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeAnsel } from './ansel';
import { decodeGedcom } from './decode';
import { ImportLog } from './log';
import { allRecords, parseGedcom, recordOf } from './parse';

const ged = (char: string | undefined, name: string, eol = '\n') =>
  ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', ...(char ? [`1 CHAR ${char}`] : []), '0 @I1@ INDI', `1 NAME ${name}`, '0 TRLR', '']
    .join(eol);

const nameOf = (bytes: Uint8Array, encoding?: Parameters<typeof parseGedcom>[1]) => {
  const f = parseGedcom(bytes, encoding);
  return { name: recordOf(f, 'I1')?.children[0].value, f };
};

const enc = (text: string, e: string) => new Uint8Array(iconv.encode(text, e));

describe('character sets', () => {
  it('UTF-8 with and without BOM, declared or not', () => {
    const t = ged('UTF-8', '刘 /明一/');
    expect(nameOf(new TextEncoder().encode(t)).name).toBe('刘 /明一/');
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(ged(undefined, '劉 /明一/'))]);
    const r = nameOf(bom);
    expect(r.name).toBe('劉 /明一/');
    expect(r.f.encodingSource).toBe('bom');
    expect(nameOf(new TextEncoder().encode(ged(undefined, '陈 /德华/'))).f.encodingSource).toBe('utf8');
  });

  it('UTF-16 LE and BE, with a BOM and without', () => {
    for (const e of ['utf-16le', 'utf-16be'] as const) {
      const body = enc(ged('UNICODE', '王 /氏/'), e);
      const bom = e === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff];
      const withBom = nameOf(new Uint8Array([...bom, ...body]));
      expect(withBom.name).toBe('王 /氏/');
      expect(withBom.f.encoding).toBe(e);
      const bare = nameOf(body);
      expect(bare.name).toBe('王 /氏/');
      expect(bare.f.encoding).toBe(e);
    }
  });

  it('GB18030 and Big5 named in HEAD.CHAR', () => {
    expect(nameOf(enc(ged('GB18030', '刘 /明一/'), 'gb18030')).name).toBe('刘 /明一/');
    expect(nameOf(enc(ged('GBK', '刘 /明一/'), 'gb18030')).name).toBe('刘 /明一/');
    const big5 = nameOf(enc(ged('BIG5', '劉 /明一/'), 'big5'));
    expect(big5.name).toBe('劉 /明一/');
    expect(big5.f.encoding).toBe('big5');
  });

  it('CP1252 (ANSI) keeps accented letters', () => {
    expect(nameOf(enc(ged('ANSI', 'José /Müller/'), 'cp1252')).name).toBe('José /Müller/');
  });

  it('an undeclared file that is not UTF-8 is read as GB18030 and the log says so', () => {
    const r = nameOf(enc(ged(undefined, '刘 /明一/'), 'gb18030'));
    expect(r.name).toBe('刘 /明一/');
    expect(r.f.encodingSource).toBe('fallback');
    expect(r.f.log.rows.some((x) => x.message.includes('GB18030'))).toBe(true);
  });

  it('a file declared UTF-8 that is GBK falls back and logs it', () => {
    const r = nameOf(enc(ged('UTF-8', '刘 /明一/'), 'gb18030'));
    expect(r.name).toBe('刘 /明一/');
    expect(r.f.log.rows[0].message).toContain('不是有效的UTF-8');
  });

  it("the user's override wins over HEAD.CHAR", () => {
    const bytes = enc(ged('UTF-8', '劉 /明一/'), 'big5');
    expect(nameOf(bytes, { encoding: 'big5' }).name).toBe('劉 /明一/');
    expect(nameOf(bytes, { encoding: 'big5' }).f.encodingSource).toBe('override');
  });

  it('ANSEL: combining marks move after their base letter and compose', () => {
    // "Jos" + acute(0xE2) + "e", "M" + diaeresis(0xE8) + "uller", Ł (0xA1)
    const name = [0x4a, 0x6f, 0x73, 0xe2, 0x65, 0x20, 0x2f, 0x4d, 0xe8, 0x75, 0x6c, 0x6c, 0x65, 0x72, 0x2f, 0x20, 0xa1];
    const head = new TextEncoder().encode('0 HEAD\n1 GEDC\n2 VERS 5.5\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME ');
    const tail = new TextEncoder().encode('\n0 TRLR\n');
    const r = nameOf(new Uint8Array([...head, ...name, ...tail]));
    expect(r.name).toBe('José /Müller/ Ł');
    expect(r.f.encoding).toBe('ansel');
    expect(decodeAnsel(new Uint8Array([0xf0, 0x63])).text).toBe('ç');
  });

  it('a file declared ANSEL that is really UTF-8 is read as UTF-8', () => {
    const log = new ImportLog();
    const d = decodeGedcom(new TextEncoder().encode(ged('ANSEL', '刘 /明一/')), log);
    expect(d.encoding).toBe('utf-8');
    expect(log.rows).toHaveLength(1);
  });
});

describe('line ends', () => {
  for (const [label, eol] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR', '\r'], ['LFCR', '\n\r']] as const) {
    it(label, () => {
      const f = parseGedcom(new TextEncoder().encode(ged('UTF-8', '刘 /明一/', eol)));
      expect([...allRecords(f)].map((r) => r.tag)).toEqual(['HEAD', 'INDI', 'TRLR']);
      expect(recordOf(f, 'I1')?.children[0].value).toBe('刘 /明一/');
      expect(recordOf(f, 'I1')?.children[0].line).toBe(6);
      expect(f.log.rows).toEqual([]);
    });
  }
});
