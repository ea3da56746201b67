import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrPage } from './read-page';
import { chineseNumeral, parseRecords, zibeiFlags } from './records';

const P = 20; // pitch

/** A page of columns right to left: [text, raised?]; each character a cell, a space an empty cell. */
function page(columns: [string, boolean][], conf = 0.99): OcrPage {
  const lines: OcrLine[] = columns.map(([text, raised], col) => {
    const x = 1000 - col * (P + 6);
    let y = 100 + (raised ? 0 : P);
    const chars = [];
    for (const ch of text) {
      if (ch !== ' ') chars.push({ ch, conf: ch === '恆' ? 0.4 : conf, box: { x, y, w: P, h: P } });
      y += P;
    }
    return { dir: 'v', column: col, box: { x, y: 100, w: P, h: y - 100 }, text: text.replace(/ /g, ''), chars };
  });
  return { width: 1100, height: 1000, angle: 0, lines };
}

describe('parseRecords (牒记式)', () => {
  it('reads 世 headings, raised names and their entries into people with fathers, wives, children and provenance', () => {
    const p1 = page([
      ['第一世', true],
      ['林德常 字子恆，配林氏，生三子：', true],
      ['光明、光亮、光輝。', false],
      ['第二世', true],
      ['林光明 德常公長子。配陳氏。', true],
    ]);
    const p2 = page([
      ['林光亮 德常公次子。', true],
      ['林光輝 德常公三子。', true],
      ['第三世', true],
      ['林宗文 光亮公長子。', true],
    ]);
    const people = parseRecords([p1, p2]);
    expect(people.map((p) => [p.name, p.generation, p.fatherKey])).toEqual([
      ['林德常', 1, null],
      ['林光明', 2, 1],
      ['林光亮', 2, 1],
      ['林光輝', 2, 1],
      ['林宗文', 3, 3],
    ]);
    expect(people[0].courtesy).toBe('子恆');
    expect(people[0].wives).toEqual(['林氏']);
    expect(people[0].sons).toEqual(['光明', '光亮', '光輝']);
    expect(people[1].wives).toEqual(['陳氏']);
    expect(people[2].nameAt.page).toBe(2);
    expect(people[2].nameAt.box).toMatchObject({ y: 100 });
  });

  it('marks low-confidence characters of a name and keeps unread ones', () => {
    const people = parseRecords([page([['第一世', true], ['林子恆 行一。', true], ['第二世', true], ['林□明 子恆公長子。', true]])]);
    expect(people[0].doubtful).toEqual([2]);
    expect(people[1].name).toBe('林□明');
    expect(people[1].fatherKey).toBe(1);
  });

  it('matches a father whose name or reference holds an unread or misread character by the known characters and the child lists', () => {
    const people = parseRecords([page([
      ['第一世', true], ['林德常 子二：光□、光亮。', true],
      ['第二世', true], ['林光□ 德常公長子。子二：宗文、宗武。', true], ['林光亮 德常公次子。子一：宗明。', true],
      ['第三世', true],
      // 「□公」: the unread father is the one of the previous 世 whose name fits (光□, and he lists 宗文)
      ['林宗文 光□公長子。', true],
      // 「光瑾公」 (珪 misread as 瑾): nobody of that name; the one who lists 宗武 is his father
      ['林宗武 光瑾公次子。', true],
      ['林宗明 光亮公長子。', true],
    ])]);
    expect(people.map((p) => [p.name, p.fatherKey])).toEqual([
      ['林德常', null], ['林光□', 1], ['林光亮', 1], ['林宗文', 2], ['林宗武', 2], ['林宗明', 3],
    ]);
    expect(people[0].sons).toEqual(['光□', '光亮']);
  });

  it('a doubtful speck smaller than a character between the name and its entry does not join the name', () => {
    const p = page([['第一世', true], ['林子恆 行一。', true]]);
    const col = p.lines[1];
    // a stroke read as 一 (low confidence, two-thirds of a cell) in the empty cell after the name
    col.chars.splice(3, 0, { ch: '一', conf: 0.4, box: { x: col.box.x, y: 100 + 3 * P, w: P, h: P * 0.6 } });
    col.chars = col.chars.map((c, i) => (i === 2 ? { ...c, conf: 0.99 } : c));
    expect(parseRecords([p])[0].name).toBe('林子恆');
  });

  it('Chinese numerals', () => {
    expect(chineseNumeral('一')).toBe(1);
    expect(chineseNumeral('十二')).toBe(12);
    expect(chineseNumeral('二十')).toBe(20);
    expect(chineseNumeral('一百零五')).toBe(105);
    expect(chineseNumeral('甲')).toBeNull();
  });
});

describe('zibeiFlags', () => {
  it('flags a two-character given name whose generation character is not the poem\'s for its 世', () => {
    const people = parseRecords([page([
      ['第一世', true], ['林德常 行一。', true],
      ['第二世', true], ['林光明 德常公長子。', true], ['林先亮 德常公次子。', true], ['林輝 德常公三子。', true],
    ])]);
    const poems = [{ id: 1, text: '德光宗', startGeneration: 1, mode: '流宗' as const, branchId: null }];
    expect(zibeiFlags(people, poems)).toEqual([{ key: 3, expected: '光', read: '先' }]);
  });
});
