import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGedcom } from './parse';
import { readPeople } from './people';
import { mapToClan } from './to-clan';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/gedcom/${name}`, import.meta.url)));

function load(name: string, clanSurname: string, founder?: string) {
  const file = parseGedcom(fixture(name));
  const people = readPeople(file);
  const mapped = mapToClan(people, file.log, { clanSurname, founder, currentYear: 2026 });
  const byXref = new Map(mapped.drafts.map((d) => [d.xref, d.member]));
  return { file, people, mapped, m: (x: string) => byXref.get(x)!, log: file.log.rows };
}

describe('a 5.5.5 western file', () => {
  const r = load('western-555.ged', 'Smith');

  it('is read whole: no crash, every person accounted for (member or a log row), every problem in the log', () => {
    expect(r.file.version).toBe('5.5.5');
    expect(r.people.persons.size).toBe(10);
    expect(r.mapped.founder).toMatchObject({ xref: 'I1', name: 'John Smith', generation: 1 });
    const members = r.mapped.drafts.map((d) => d.xref).sort();
    expect(members).toEqual(['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'I8'].sort());
    for (const x of ['I7', 'I9', 'I10']) expect(r.log.some((l) => l.record === `@${x}@` && l.message.includes('未导入'))).toBe(true);
    expect(r.log.some((l) => l.record === '@F4@' && l.message.includes('@VOID@'))).toBe(true);
  });

  it('names, dates with their original text, notes and sources as notes, unknown tags kept raw', () => {
    const john = r.m('I1');
    expect(john).toMatchObject({ surname: 'Smith', name: 'John', otherNames: [{ kind: '别名', name: 'Jack' }], generation: 1, founderRole: '始祖' });
    expect(john.birth).toMatchObject({ original: 'ABT 1800', approximate: true, gregorian: { year: 1800 } });
    expect(john.death).toMatchObject({ original: 'BET 1860 AND 1865', approximate: true });
    expect(john.biography).toBe('A farmer in Boston\nwho liked @ signs.\n\n出处：Boston parish register，p. 12');
    expect(r.mapped.drafts.find((d) => d.xref === 'I1')!.raw).toEqual(['1 _MILT served 1812', '2 DATE 1812']);
    expect(r.m('I2').birth).toMatchObject({ gregorian: { year: 1732, month: 2 } });
    expect(r.m('I5').birth).toMatchObject({ original: 'INT 1835 (about the time of the flood)', notes: expect.arrayContaining(['说明：about the time of the flood']) });
  });

  it('wives in order; the same couple married twice is one wife; children under their mother', () => {
    expect(r.m('I2')).toMatchObject({ husbandId: r.m('I1').id, spouseType: '元配', spouseOrder: 1, generation: 1, gender: 'f' });
    expect(r.m('I3')).toMatchObject({ husbandId: r.m('I1').id, spouseType: '继配', spouseOrder: 2 });
    expect(r.log.some((l) => l.record === '@F2@' && l.message.includes('再婚同一人'))).toBe(true);
    expect(r.m('I4')).toMatchObject({ lineageFatherId: r.m('I1').id, motherId: r.m('I2').id, generation: 2, birthOrder: 1 });
    expect(r.m('I6')).toMatchObject({ gender: 'f', lineageFatherId: r.m('I1').id, marriedTo: 'Robert Miller' });
  });

  it('PEDI adopted from an outside family is 抚子; same-sex partners are noted on the member', () => {
    expect(r.m('I5')).toMatchObject({ lineageFatherId: r.m('I1').id, motherId: r.m('I3').id, adoption: { type: '抚子', fromText: 'Robert Miller' } });
    expect(r.m('I8')).toMatchObject({ generation: 3, marriedTo: 'Paul Green（同性伴侣）' });
  });
});

describe('a 7.0 file with a Chinese extension section', () => {
  const r = load('chinese-70.ged', '刘');

  it('founder and 世 from _ZP_*, 字/号 from NAME TYPE PHRASE, the register date from PHRASE, burial 坐向', () => {
    expect(r.mapped.founder).toMatchObject({ xref: 'I1', generation: 5, reason: '文件中标注为始迁祖' });
    expect(r.m('I1')).toMatchObject({ surname: '刘', name: '德华', zi: '子美', hao: '松庵', generation: 5, founderRole: '始迁祖' });
    expect(r.m('I1').birth).toMatchObject({ original: '乾隆三年三月初五', calendar: 'lunar', lunarYear: 1738, month: 3, day: 5 });
    expect(r.m('I1').burial).toEqual({ place: '本村后山', mountain: '狮子岭', orientation: '坐子向午' });
    expect(r.mapped.drafts.find((d) => d.xref === 'I1')!.branchName).toBe('长房');
    expect(r.mapped.drafts.find((d) => d.xref === 'I1')!.raw).toEqual(['1 EXID 123', '2 TYPE https://example.org/ids']);
  });

  it('given names without the surname take the clan surname; wives 元配/继配; 入继 with both fathers; 止', () => {
    expect(r.m('I4')).toMatchObject({ surname: '刘', name: '明一', generation: 6, birthOrder: 1, motherId: r.m('I2').id });
    expect(r.mapped.surnameFromClan).toBe(3);
    expect(r.m('I2')).toMatchObject({ surname: '王', spouseType: '元配', spouseOrder: 1 });
    expect(r.m('I3')).toMatchObject({ surname: '李', spouseType: '继配', spouseOrder: 2 });
    expect(r.m('I6')).toMatchObject({
      generation: 7, lineageFatherId: r.m('I4').id, biologicalFatherId: r.m('I1').id, motherId: r.m('I3').id, adoption: { type: '入继' },
    });
    expect(r.m('I5')).toMatchObject({ noHeir: true, birthOrder: 2 });
    expect(r.m('I7')).toMatchObject({ gender: 'f', inChart: true, marriedTo: '张大山' });
  });

  it('a person outside the line is logged, not imported; the living count and privacy', () => {
    expect(r.log.some((l) => l.record === '@I9@' && l.message.includes('未导入'))).toBe(true);
    expect(r.mapped.counts).toMatchObject({ persons: 9, families: 4, members: 7, wives: 2, daughters: 1, skipped: 2, generations: 3 });
  });
});

describe('people outside the founder\'s line', () => {
  const text = [
    '0 HEAD', '1 GEDC', '2 VERS 7.0',
    '0 @A1@ INDI', '1 NAME 德公 /刘/', '1 SEX M', '1 FAMS @F1@',
    '0 @W1@ INDI', '1 NAME /王/', '1 SEX F', '1 FAMC @F9@', '1 FAMS @F1@',
    '0 @A2@ INDI', '1 NAME 成一 /刘/', '1 SEX M', '1 FAMC @F1@',
    '0 @WF@ INDI', '1 NAME 守仁 /王/', '1 SEX M', '1 FAMS @F9@',
    '0 @B1@ INDI', '1 NAME 远山 /刘/', '1 SEX M', '1 _ZP_GEN 3', '1 FAMS @F2@',
    '0 @B2@ INDI', '1 NAME 近水 /刘/', '1 SEX M', '1 FAMC @F2@',
    '0 @C1@ INDI', '1 NAME 三 /张/', '1 SEX M', '1 FAMS @F3@',
    '0 @C2@ INDI', '1 NAME 四 /张/', '1 SEX M', '1 FAMC @F3@',
    '0 @F1@ FAM', '1 HUSB @A1@', '1 WIFE @W1@', '1 CHIL @A2@',
    '0 @F9@ FAM', '1 HUSB @WF@', '1 CHIL @W1@',
    '0 @F2@ FAM', '1 HUSB @B1@', '1 CHIL @B2@',
    '0 @F3@ FAM', '1 HUSB @C1@', '1 CHIL @C2@',
    '0 TRLR', '',
  ].join('\n');
  const run = (otherLines?: 'roots' | 'skip') => {
    const file = parseGedcom(new TextEncoder().encode(text));
    const mapped = mapToClan(readPeople(file), file.log, { clanSurname: '刘', founder: 'A1', currentYear: 2026, otherLines });
    return { mapped, m: (x: string) => mapped.drafts.find((d) => d.xref === x)?.member, log: file.log.rows };
  };

  it('a line of the clan\'s surname not reaching the founder becomes a root of its own marked 待考; in-laws and other surnames are not members', () => {
    const r = run();
    expect(r.mapped.drafts.map((d) => d.xref).sort()).toEqual(['A1', 'A2', 'B1', 'B2', 'W1']);
    expect(r.m('B1')).toMatchObject({ generation: 3, uncertain: true, lineageFatherId: null });
    expect(r.m('B2')).toMatchObject({ generation: 4, lineageFatherId: r.m('B1')!.id });
    expect(r.mapped.counts).toMatchObject({ otherLines: 1, otherLineMembers: 2, skipped: 3 });
    expect(r.log.some((l) => l.record === '@B1@' && l.message === '刘远山一支未连上始祖，作为另一支导入并标为待考')).toBe(true);
    // the wife's father is named in her 出处, not made a member
    expect(r.m('W1')).toMatchObject({ surname: '王', origin: '王守仁之女' });
    for (const x of ['WF', 'C1', 'C2']) expect(r.log.some((l) => l.record === `@${x}@` && l.message.endsWith('不在本族世系中（外姓亲属或无关联），未导入'))).toBe(true);
  });

  it('the admin may leave such lines out', () => {
    const r = run('skip');
    expect(r.mapped.drafts.map((d) => d.xref).sort()).toEqual(['A1', 'A2', 'W1']);
    expect(r.mapped.counts).toMatchObject({ otherLines: 0, skipped: 5 });
  });
});
