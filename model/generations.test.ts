import { describe, expect, it } from 'vitest';
import type { Branch } from './member';
import {
  applyPoemChange, generationLabel, generationsOfChar, poemChars, validatePoems, zibeiChar, zibeiFor, type ZibeiPoem,
} from './generations';

/** 孔 clan (domain.md §3 [S21]): 56th generation onwards. */
const KONG: ZibeiPoem = {
  id: 1, text: '希言公彦承 弘闻贞尚胤 兴毓传继广 昭宪庆繁祥 令德维垂佑', startGeneration: 56, mode: '流宗', branchId: null,
};

describe('字辈 from 世 and poem', () => {
  it('poem[generation − startGeneration], spaces ignored', () => {
    expect(poemChars(KONG)).toHaveLength(25);
    expect(zibeiChar([KONG], 56)).toBe('希');
    expect(zibeiChar([KONG], 76)).toBe('令');
    expect(zibeiChar([KONG], 77)).toBe('德');
    expect(zibeiChar([KONG], 55)).toBeUndefined();
    expect(zibeiChar([KONG], 81)).toBeUndefined(); // 流宗: the poem has ended
  });
  it('转宗 wraps around', () => {
    const p: ZibeiPoem = { id: 1, text: '甲乙丙', startGeneration: 10, mode: '转宗', branchId: null };
    expect([10, 11, 12, 13, 14].map((g) => zibeiChar([p], g))).toEqual(['甲', '乙', '丙', '甲', '乙']);
    expect(zibeiFor([p], 14)?.index).toBe(1);
  });
  it('a chain of poems: the latest start at or before the generation decides', () => {
    const first: ZibeiPoem = { id: 1, text: '德成光祖业', startGeneration: 6, mode: '流宗', branchId: null, title: '一修派语' };
    const next: ZibeiPoem = { id: 2, text: '仁厚振家声', startGeneration: 11, mode: '流宗', branchId: null, title: '续派' };
    expect([5, 6, 10, 11, 15, 16].map((g) => zibeiChar([next, first], g))).toEqual([undefined, '德', '业', '仁', '声', undefined]);
    expect(zibeiFor([first, next], 12)).toMatchObject({ char: '厚', index: 1, poem: { id: 2 } });
  });
  it('a branch poem wins over its parent branch and the clan, for the generations it covers', () => {
    const branches: Branch[] = [
      { id: 1, name: '长房', kind: '房', parentId: null },
      { id: 2, name: '长房二支', kind: '支', parentId: 1 },
    ];
    const clan: ZibeiPoem = { id: 1, text: '一二三四五六七八九十', startGeneration: 1, mode: '流宗', branchId: null };
    const fang: ZibeiPoem = { id: 2, text: '天地玄黄', startGeneration: 5, mode: '流宗', branchId: 1 };
    const poems = [clan, fang];
    expect(zibeiChar(poems, 5, 2, branches)).toBe('天'); // 支 → 房's poem
    expect(zibeiChar(poems, 5, 1, branches)).toBe('天');
    expect(zibeiChar(poems, 5, null, branches)).toBe('五');
    expect(zibeiChar(poems, 4, 2, branches)).toBe('四'); // before the branch poem: the clan's
    expect(zibeiChar(poems, 9, 2, branches)).toBe('九'); // after it ended: the clan's again
  });
  it('generations of a character (reading old names)', () => {
    expect(generationsOfChar([KONG], '德')).toEqual([77]);
    expect(generationsOfChar([KONG], '无')).toEqual([]);
  });
  it('labels', () => {
    expect(generationLabel(1)).toBe('一世');
    expect(generationLabel(13)).toBe('十三世');
    expect(generationLabel(76)).toBe('七十六世');
  });
});

describe('validatePoems', () => {
  it('accepts real poems', () => {
    expect(validatePoems([KONG])).toEqual([]);
  });
  it('repeated characters, empty poems, bad starts, unknown branches', () => {
    const msgs = validatePoems([{ id: 1, text: '德成德', startGeneration: 0, mode: '流宗', branchId: 9, title: '派语' }], []);
    expect(msgs.map((i) => i.code)).toEqual(['poem-start-invalid', 'poem-duplicate-char', 'poem-branch-missing']);
    expect(msgs[1].message).toBe('派语中“德”出现两次（第1字与第3字），无法据字辈分辨世次');
    expect(validatePoems([{ id: 1, text: '，', startGeneration: 1, mode: '流宗', branchId: null }]).map((i) => i.code))
      .toEqual(['poem-empty']);
  });
  it('chained poems must not overlap; nothing follows a 转宗 poem', () => {
    const a: ZibeiPoem = { id: 1, text: '甲乙丙', startGeneration: 1, mode: '流宗', branchId: null };
    expect(validatePoems([a, { ...a, id: 2, text: '丁戊', startGeneration: 4 }])).toEqual([]);
    const overlap = validatePoems([a, { ...a, id: 2, text: '丁戊', startGeneration: 3, title: '续派' }]);
    expect(overlap.map((i) => i.message)).toEqual(['续派从三世起，与前一首字辈诗（一世起，至三世）重叠']);
    expect(validatePoems([{ ...a, mode: '转宗' }, { ...a, id: 2, text: '丁戊', startGeneration: 9 }]).map((i) => i.code))
      .toEqual(['poem-overlap']);
    // different scopes never overlap
    expect(validatePoems([a, { ...a, id: 2, branchId: 1 }], [{ id: 1, name: '长房', kind: '房', parentId: null }])).toEqual([]);
  });
});

describe('generationLabel', () => {
  it('names 上溯 generations above 一世', () => {
    expect([generationLabel(12), generationLabel(1), generationLabel(0), generationLabel(-2)]).toEqual(['十二世', '一世', '上溯一世', '上溯三世']);
  });
});

describe('applyPoemChange: a register that skips a character or restarts its poem', () => {
  const poem = (text: string, start: number, mode: '流宗' | '转宗' = '流宗', id = 1): ZibeiPoem => ({ id, text, startGeneration: start, mode, branchId: null, title: '派语' });
  const chars = (ps: readonly ZibeiPoem[], from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => zibeiChar(ps, from + i) ?? '·').join('');

  it('skip: the 世 that would carry the character takes the next one, and every later one moves up', () => {
    const ps = [poem('德成一光祖', 1), poem('仁厚振家', 6, '流宗', 2)];
    expect(chars(ps, 1, 9)).toBe('德成一光祖仁厚振家');
    const r = applyPoemChange(ps, { kind: 'skip', char: '一', fromGeneration: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(chars(r.poems, 1, 8)).toBe('德成光祖仁厚振家');
    expect(r.poem).toMatchObject({ startGeneration: 3, text: '光祖', title: '派语（自三世略去“一”）' });
    expect(validatePoems(r.poems)).toEqual([]);
  });
  it('skip in a 转宗 poem leaves the character out of every later round too', () => {
    const r = applyPoemChange([poem('德一成', 1, '转宗')], { kind: 'skip', char: '一', fromGeneration: 1 });
    if (!r.ok) throw new Error(r.reason);
    expect(chars(r.poems, 1, 7)).toBe('德成德成德成德');
  });
  it('restart (转宗重起): the poem begins again at the given 世, later poems follow it', () => {
    const ps = [poem('德成光祖业', 1), poem('仁厚', 6, '流宗', 2)];
    const r = applyPoemChange(ps, { kind: 'restart', fromGeneration: 4 });
    if (!r.ok) throw new Error(r.reason);
    expect(chars(r.poems, 1, 10)).toBe('德成光德成光祖业仁厚');
    expect(validatePoems(r.poems)).toEqual([]);
  });
  it('refuses what it cannot do, in Chinese', () => {
    expect(applyPoemChange([poem('德成', 1)], { kind: 'skip', char: '光', fromGeneration: 1 })).toEqual({ ok: false, reason: '一世以后的字辈中没有“光”字' });
    expect(applyPoemChange([poem('德成', 3)], { kind: 'restart', fromGeneration: 2 })).toEqual({ ok: false, reason: '二世之前没有字辈诗，无法从此世重起' });
    expect(applyPoemChange([poem('德成', 1)], { kind: 'restart', fromGeneration: 0 }).ok).toBe(false);
  });
});
