import { describe, expect, it } from 'vitest';
import { memberDate, type ClanMember } from '../member';
import type { ZibeiPoem } from '../generations';
import { hasErrors, type IssueCode } from './issues';
import { testClan, withChange } from './test-clan';
import { validateClan, validateMember } from './validate';
import { clanView } from './view';

const codes = (members: ClanMember[], options = {}) => validateClan(members, options).map((i) => i.code);
/** Issues of one member only. */
const issuesOf = (members: ClanMember[], id: number) =>
  validateMember(members.find((m) => m.id === id)!, clanView(members));
const codesOf = (members: ClanMember[], id: number): IssueCode[] => issuesOf(members, id).map((i) => i.code);
const change = (id: number, patch: Partial<ClanMember>) => withChange(id, (m) => ({ ...m, ...patch }));

describe('the test clan', () => {
  it('is valid', () => {
    expect(validateClan(testClan())).toEqual([]);
  });
});

describe('fields', () => {
  it('ids, version, surname, names, ranks', () => {
    expect(codesOf(change(5, { id: 0 }), 0)).toContain('id-invalid');
    expect(codesOf(change(5, { version: -1 }), 5)).toContain('version-invalid');
    expect(codesOf(change(5, { surname: ' ' }), 5)).toContain('surname-missing');
    expect(codesOf(change(5, { name: undefined }), 5)).toContain('name-missing');
    expect(codesOf(change(5, { name: undefined, uncertain: true }), 5)).not.toContain('name-missing');
    expect(codesOf(change(2, { name: undefined }), 2)).toEqual([]); // old books omit wives' names
    expect(codesOf(change(5, { birthOrder: 0 }), 5)).toContain('rank-invalid');
    expect(codesOf(change(5, { clanRank: 70000 }), 5)).toContain('rank-invalid');
  });
  it('duplicate ids', () => {
    const members = [...testClan(), { ...testClan()[4] }];
    expect(codes(members)).toContain('id-duplicate');
  });
});

describe('世 (generation rule)', () => {
  it('is the lineage father’s + 1', () => {
    const issues = issuesOf(change(5, { generation: 4 }), 5);
    expect(issues.map((i) => i.code)).toEqual(['generation-mismatch']);
    expect(issues[0].message).toBe('世次应为三世（父为二世），现为四世');
  });
  it('must be an integer: 0, −1 … only for 上溯 ancestors above 一世', () => {
    expect(codesOf(change(5, { generation: -100 }), 5)).toContain('generation-invalid');
    expect(codesOf(change(5, { generation: 2.5 }), 5)).toContain('generation-invalid');
    // the 始祖's father and grandfather traced above him (上溯一世, 上溯二世)
    const up = [...testClan().map((m) => (m.id === 1 ? { ...m, lineageFatherId: 90 } : m)),
      { ...testClan()[0], id: 90, name: '远', generation: 0, lineageFatherId: 91, founderRole: undefined },
      { ...testClan()[0], id: 91, name: '祖', generation: -1, founderRole: undefined, birth: undefined }];
    expect(validateClan(up).filter((i) => i.severity === 'error')).toEqual([]);
    expect(codesOf(up.map((m) => (m.id === 90 ? { ...m, generation: 1 } : m)), 90)).toContain('generation-mismatch');
  });
  it('a wife takes her husband’s, a 赘婿 his wife’s', () => {
    expect(codesOf(change(10, { generation: 3 }), 10)).toEqual(['generation-spouse']);
    expect(codesOf(change(8, { generation: 3 }), 8)).toEqual(['generation-spouse']);
  });
  it('a child of a charted daughter counts from the mother', () => {
    expect(codesOf(change(9, { generation: 2 }), 9)).toEqual(['generation-mismatch']);
  });
  it('a root above 一世 should be marked 待考', () => {
    expect(codesOf(change(5, { lineageFatherId: null, motherId: null }), 5)).toEqual(['generation-root']);
    expect(codesOf(change(5, { lineageFatherId: null, motherId: null, uncertain: true }), 5)).toEqual([]);
  });
});

describe('lineage', () => {
  it('father must exist, be a man, not self, same clan', () => {
    expect(codesOf(change(5, { lineageFatherId: 99, motherId: null }), 5)).toEqual(['father-missing']);
    expect(codesOf(change(5, { lineageFatherId: 5 }), 5)).toContain('father-self');
    expect(codesOf(change(5, { lineageFatherId: 7, motherId: null }), 5)).toContain('father-not-male');
    const other = withChange(3, (m) => ({ ...m, clanId: 2 }));
    expect(codesOf(other, 5)).toContain('father-other-clan');
  });
  it('brothers do not share a 行第', () => {
    const issues = issuesOf(change(4, { birthOrder: 1 }), 4);
    expect(issues.map((i) => i.code)).toEqual(['rank-duplicate']);
    expect(issues[0].message).toBe('与兄弟陈仁（ID 3）同为行1');
    // a daughter may be 行一 among the daughters while a son is 行一 among the sons
    expect(codesOf(testClan(), 7)).toEqual([]);
  });
  it('no one is his own ancestor', () => {
    const members = change(1, { lineageFatherId: 5, generation: 4 });
    expect(codesOf(members, 1)).toContain('lineage-cycle');
    const cyc = validateClan(members).filter((i) => i.code === 'lineage-cycle').map((i) => i.memberId).sort();
    expect(cyc).toEqual([1, 3, 5]);
  });
});

describe('adoption', () => {
  it('入继 needs a birth father inside the clan, of the adoptive father’s generation', () => {
    // (the mother, a wife of the birth father, no longer fits either: reported too)
    expect(codesOf(change(6, { biologicalFatherId: null }), 6)).toEqual(['adoption-biological-missing', 'mother-not-wife']);
    expect(codesOf(change(6, { biologicalFatherId: 99, motherId: null }), 6)).toEqual(['adoption-other-clan']);
    expect(codesOf(change(6, { biologicalFatherId: 4, motherId: null }), 6)).toEqual(['adoption-return']);
    // birth father one generation up from the adoptive father: 昭穆不合
    const members = change(6, { biologicalFatherId: 1 });
    expect(codesOf(members, 6)).toContain('adoption-generation');
  });
  it('长子不出继 and 独子不出继 are customs (warnings)', () => {
    const eldest = issuesOf(change(6, { adoption: { type: '入继', biologicalRank: 1 } }), 6);
    expect(eldest.map((i) => [i.code, i.severity])).toEqual([['adoption-eldest', 'warning']]);
    const only = testClan().filter((m) => m.id !== 5);
    expect(issuesOf(only, 6).map((i) => i.code)).toEqual(['adoption-only-son']);
    expect(hasErrors(issuesOf(only, 6))).toBe(false);
  });
  it('one son can be adopted out only once', () => {
    const twin: ClanMember = { ...testClan()[5], id: 20, lineageFatherId: 5, generation: 3 };
    const members = [...testClan(), twin];
    expect(codesOf(members, 20)).toContain('adoption-twice');
  });
  it('no birth father different from the lineage father without an adoption type', () => {
    expect(codesOf(change(6, { adoption: undefined }), 6)).toEqual(['adoption-fields']);
  });
  it('出继: text, no children continued here, not when the adoptive father is in the tree', () => {
    const out = (patch: Partial<ClanMember>) => change(5, { adoption: { type: '出继', toText: '出继族叔某公为嗣' }, ...patch });
    expect(codesOf(out({}), 5)).toEqual([]);
    expect(codesOf(out({ adoption: { type: '出继' } }), 5)).toEqual(['adoption-out-text']);
    expect(codesOf(change(6, { adoption: { type: '出继', toText: 'x' } }), 6)).toEqual(['adoption-out-in-tree']);
    expect(codesOf(change(9, { adoption: { type: '出继', toText: '出继母族为嗣' } }), 9)).toEqual([]); // a daughter's son
    expect(codesOf(withChange(3, (m) => ({ ...m, adoption: { type: '出继', toText: '出继' } })), 3))
      .toEqual(['adoption-out-children', 'adoption-eldest']);
  });
  it('兼祧 has exactly two distinct lineage links of one generation', () => {
    const only = testClan().filter((m) => m.id !== 6); // 陈义 has no heir; 陈仁's sons: only 5
    const jt = (a: ClanMember['adoption']) => only.map((m) => (m.id === 5 ? { ...m, adoption: a } : m));
    expect(codesOf(jt({ type: '兼祧', secondLineageFatherId: 4 }), 5)).toEqual([]);
    expect(codesOf(jt({ type: '兼祧' }), 5)).toEqual(['jiantiao-links']);
    expect(codesOf(jt({ type: '兼祧', secondLineageFatherId: 3 }), 5)).toEqual(['jiantiao-links']);
    expect(codesOf(jt({ type: '兼祧', secondLineageFatherId: 1 }), 5)).toEqual(['generation-mismatch', 'jiantiao-generation']);
    expect(codesOf(jt({ type: '兼祧', secondLineageFatherId: 99 }), 5)).toEqual(['father-missing']);
    // 陈成业 (6) was adopted out; with a third son 陈仁 has another heir: a warning, 兼祧 is for an only son
    const third: ClanMember = { ...testClan()[4], id: 13, name: '成家', birthOrder: 3 };
    const full = [...change(5, { adoption: { type: '兼祧', secondLineageFatherId: 4 } }), third];
    expect(issuesOf(full, 5).map((i) => [i.code, i.severity])).toEqual([['jiantiao-only-son', 'warning']]);
  });
  it('second lineage father only for 兼祧', () => {
    expect(codesOf(change(6, { adoption: { type: '入继', biologicalRank: 2, secondLineageFatherId: 3 } }), 6))
      .toContain('adoption-fields');
  });
  it('抚子 come from outside the clan', () => {
    expect(codesOf(change(6, { adoption: { type: '抚子', fromText: '抚王氏子' }, biologicalFatherId: null, motherId: null }), 6)).toEqual([]);
    expect(codesOf(change(6, { adoption: { type: '抚子' } }), 6)).toContain('fuzi-in-clan');
  });
  it('寄子 came with his mother, a wife of the lineage father', () => {
    const jizi = (motherId: number) => change(6, { adoption: { type: '寄子' }, biologicalFatherId: null, motherId });
    expect(codesOf(jizi(12), 6)).toEqual([]);
    expect(codesOf(jizi(11), 6)).toContain('jizi-mother');
  });
  it('赘婿 marries a clan daughter', () => {
    expect(codesOf(change(8, { wifeId: null }), 8)).toContain('zhuixu-wife');
    expect(codesOf(change(8, { wifeId: 10 }), 8)).toContain('zhuixu-wife'); // 10 married in, not a daughter
    expect(codesOf(change(8, { gender: 'f' }), 8)).toContain('zhuixu-wife');
  });
});

describe('wives', () => {
  it('husband exists and is a man; type and order given', () => {
    expect(codesOf(change(12, { husbandId: 99 }), 12)).toEqual(['spouse-husband-missing']);
    expect(codesOf(change(12, { husbandId: 7 }), 12)).toContain('spouse-husband-not-male');
    expect(codesOf(change(12, { spouseType: undefined }), 12)).toEqual(['spouse-type-missing']);
    expect(codesOf(change(12, { spouseOrder: 0 }), 12)).toEqual(['spouse-order-invalid']);
    expect(codesOf(change(12, { gender: 'm' }), 12)).toContain('spouse-not-female');
  });
  it('order: no two alike, no gaps', () => {
    expect(codesOf(change(11, { spouseOrder: 1 }), 11)).toContain('spouse-order-duplicate');
    expect(issuesOf(change(11, { spouseOrder: 3 }), 11).map((i) => [i.code, i.severity])).toEqual([['spouse-order-gap', 'warning']]);
  });
  it('one 元配, first (a 聘 may precede her); a 继配 follows an earlier wife', () => {
    expect(codesOf(change(11, { spouseType: '元配' }), 11)).toEqual(expect.arrayContaining(['spouse-first-duplicate', 'spouse-first-late']));
    const pin = change(10, { spouseType: '聘' });
    expect(codesOf(withSwap(pin), 11)).toEqual([]);
    expect(codesOf(change(10, { spouseType: '侧室' }), 11)).toEqual(['spouse-jipei-first']);
  });
  it('a wife with a clan father is flagged (同宗通婚)', () => {
    expect(codesOf(change(12, { lineageFatherId: 3 }), 12)).toContain('spouse-has-father');
  });
});

/** 10 = 聘 (order 1), 11 = 元配 (order 2). */
function withSwap(members: ClanMember[]): ClanMember[] {
  return members.map((m) => (m.id === 11 ? { ...m, spouseType: '元配' as const } : m));
}

describe('mothers and daughters', () => {
  it('a child’s mother is a wife of its father', () => {
    expect(codesOf(change(5, { motherId: 99 }), 5)).toEqual(['mother-missing']);
    expect(codesOf(change(5, { motherId: 4 }), 5)).toEqual(['mother-not-female']);
    expect(codesOf(change(5, { motherId: 12 }), 5)).toEqual(['mother-not-wife']);
    // an adopted son’s mother is his birth mother, a wife of his birth father
    expect(codesOf(testClan(), 6)).toEqual([]);
  });
  it('children who continue a daughter’s line need her in the chart', () => {
    const issues = codesOf(withChange(7, (m) => ({ ...m, inChart: false })), 9);
    expect(issues).toEqual(['mother-not-in-chart']);
    expect(codesOf(change(9, { biologicalFatherId: 3 }), 9)).toContain('mother-not-wife');
  });
  it('适 and 挂线 belong to daughters', () => {
    expect(codesOf(change(12, { marriedTo: '适某' }), 12)).toEqual(['daughter-fields']);
  });
});

describe('dates, 止 and burial', () => {
  it('death not before birth; no death date for the living', () => {
    const d = change(3, { death: memberDate('清康熙二十年') });
    expect(codesOf(d, 3)).toEqual(['death-before-birth']);
    const day = change(3, { birth: memberDate('清康熙二十五年三月初五日'), death: memberDate('清康熙二十五年三月初四日') });
    expect(codesOf(day, 3)).toEqual(['death-before-birth']);
    expect(codesOf(change(3, { living: true, death: memberDate('清雍正三年') }), 3)).toEqual(['living-dead']);
    expect(codesOf(change(3, { living: true, death: memberDate('待考') }), 3)).toEqual([]);
  });
  it('a father at least 12 years older (warning)', () => {
    const issues = issuesOf(change(3, { birth: memberDate('清康熙五年') }), 3);
    expect(issues.map((i) => [i.code, i.severity, i.message])).toEqual([['born-before-parent', 'warning', '出生时父亲年仅4岁']]);
  });
  it('止 only without sons', () => {
    expect(codesOf(change(4, { noHeir: true }), 4)).toEqual(['no-heir-has-sons']); // 陈成业 was adopted in
    expect(codesOf(change(5, { noHeir: true }), 5)).toEqual([]);
    expect(codesOf(change(7, { noHeir: true }), 7)).toEqual(['no-heir-female']);
  });
  it('坐向 and 合葬', () => {
    const b = (orientation: string, jointWith?: number[]) => change(1, { burial: { place: '本村后山', orientation, jointWith } });
    expect(codesOf(b('坐子向午', [2]), 1)).toEqual([]);
    const wrong = issuesOf(b('坐子向卯'), 1);
    expect(wrong.map((i) => i.message)).toEqual(['葬向有误：坐子应向午，不能向卯']);
    expect(codesOf(b('坐子向午', [99]), 1)).toEqual(['burial-joint-missing']);
  });
});

describe('字辈', () => {
  const poems: ZibeiPoem[] = [{ id: 1, text: '德仁成', startGeneration: 1, mode: '流宗', branchId: null }];
  it('a man of the line carries his generation’s character (warning)', () => {
    expect(codes(testClan(), { poems })).toEqual(['zibei-missing']); // 陈义 (二世) lacks 仁
    const issue = validateClan(testClan(), { poems })[0];
    expect([issue.memberId, issue.severity, issue.message]).toEqual([4, 'warning', '二世字辈为“仁”，名“义”中没有此字']);
  });
  it('poem problems are reported with the clan', () => {
    expect(codes(testClan(), { poems: [{ ...poems[0], text: '德仁德' }] })).toContain('poem-duplicate-char');
  });
});
