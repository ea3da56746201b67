import { describe, expect, it } from 'vitest';
import { parseCharts } from './chart';
import type { OcrLine, OcrPage } from './read-page';
import type { Segment } from './rules';

const C = 30; // character size

/** A vertical text at (centre x, top y), one character a cell. */
function text(s: string, x: number, y: number, column: number, size = C): OcrLine {
  const chars = [...s].map((ch, i) => ({ ch, conf: 0.99, box: { x: x - size / 2, y: y + i * size, w: size, h: size } }));
  return { dir: 'v', column, box: { x: x - size / 2, y, w: size, h: size * chars.length }, text: s, chars };
}

const seg = (at: number, from: number, to: number): Segment => ({ at, from, to, width: 2 });

/**
 * One leaf of a three-band chart: right half-leaf (x 1050–1950) and left (50–950), rules at y 100/300/500/700,
 * labels 一世 二世 三世 (smaller type) down the right-hand column of each half. 林甲 → 林乙, 林丙 (right), 林壬 (left, his block
 * runs on over the fold); 林乙 → 林丁; 林丙 → 林戊, 林己 and, over the fold, 林庚; 林壬 → 林辛 (past a block rule).
 */
function leaf(): OcrPage {
  const lines: OcrLine[] = [];
  let col = 0;
  const name = (s: string, x: number, band: number) => lines.push(text(s, x, 110 + band * 200, col++));
  for (const right of [1950, 950]) {
    // labels in smaller type than the names
    ['一世', '二世', '三世'].forEach((l, b) => lines.push(text(l, right - 30, 110 + b * 200, col++, 24)));
  }
  name('林甲', 1850, 0);
  name('林乙', 1850, 1);
  name('林丙', 1500, 1);
  name('林丁', 1850, 2);
  name('林戊', 1500, 2);
  name('林己', 1400, 2);
  name('林壬', 700, 1);
  name('林庚', 860, 2);
  name('林辛', 700, 2);
  // a 录见 reference beside a name is not a name
  lines.push(text('录见三叶', 1830, 110, col++));
  lines[lines.length - 1].chars.forEach((c) => ((c.box.w = 16), (c.box.x = 1822)));
  lines[lines.length - 1].box.w = 16;
  const h = [100, 300, 500, 700].flatMap((y) => [seg(y, 1050, 1950), seg(y, 50, 950)]);
  const v = [
    seg(1850, 172, 300), // 林甲's drop (and on to 林乙)
    seg(1850, 372, 500), // 林乙's drop
    seg(1500, 372, 500), // 林丙's drop
    seg(700, 372, 500), // 林壬's drop
    seg(1700, 500, 700), // band 3: 林乙's block | 林丙's
    seg(800, 500, 700), // band 3 on the left half: 林丙's block (from over the fold) | 林壬's
    seg(1935, 100, 700), // the label column's rule: not a block rule
  ];
  return { width: 2000, height: 800, angle: 0, lines, rules: { v, h } };
}

describe('parseCharts (世系表 / 吊线图)', () => {
  it('reads names by band and each father from the drop line and block rules, over the fold', () => {
    const people = parseCharts([leaf()]);
    const byName = new Map(people.map((p) => [p.name, p]));
    const father = (n: string) => {
      const k = byName.get(n)?.fatherKey;
      return k == null ? null : people.find((p) => p.key === k)!.name;
    };
    expect(people.map((p) => p.name).sort()).toEqual(['林丁', '林丙', '林乙', '林壬', '林己', '林庚', '林戊', '林甲', '林辛'].sort());
    expect(people.map((p) => [p.name, p.generation]).filter(([, g]) => g !== 3)).toEqual([['林甲', 1], ['林乙', 2], ['林丙', 2], ['林壬', 2]]);
    expect([father('林甲'), father('林乙'), father('林丙'), father('林壬')]).toEqual([null, '林甲', '林甲', '林甲']);
    expect([father('林丁'), father('林戊'), father('林己'), father('林庚'), father('林辛')]).toEqual(['林乙', '林丙', '林丙', '林丙', '林壬']);
    expect(byName.get('林丙')!.fatherText).toBe('甲');
    expect(byName.get('林辛')!.nameAt).toMatchObject({ page: 1, box: { y: 510 } });
  });

  it('a half-leaf whose labels are all misread takes the generations of the other half; pages without a chart give nobody', () => {
    const p = leaf();
    p.lines = p.lines.map((l) => (/世$/.test(l.text) && l.box.x > 1000 ? { ...l, text: 't', chars: l.chars.slice(0, 1).map((c) => ({ ...c, ch: 't' })) } : l));
    const people = parseCharts([p]);
    expect(people.find((x) => x.name === '林甲')!.generation).toBe(1);
    expect(parseCharts([{ width: 2000, height: 800, angle: 0, lines: [text('第一世', 1900, 100, 0)] }])).toEqual([]);
  });
});
