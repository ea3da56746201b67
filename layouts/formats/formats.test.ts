import { describe, expect, it } from 'vitest';
import { layoutBook } from '../index';
import { layoutProblems, nameEntries, textItems } from '../check';
import { prepareClan } from '../steps/prepare-clan';
import { generatedInput, smallInput } from '../test-inputs';
import type { BookInput } from '../input';
import { chineseNumber } from '../../model/calendar/names';
import type { BookModel, FormatId, LineItem, TextItem } from '../page-model';

const FORMATS: FormatId[] = [1, 9, 3, 5, 8];

function inRange(input: BookInput) {
  return prepareClan(input.members, input.options, input.options.format === 8);
}

function expectClean(book: BookModel) {
  const problems = book.pages.flatMap((p) => layoutProblems(book, p));
  expect(problems.slice(0, 5)).toEqual([]);
  expect(JSON.stringify(book)).not.toContain('\uE000'); // every reference resolved
}

describe.each(FORMATS)('format %i', (format) => {
  for (const [what, input] of [['generated clan', generatedInput(format)], ['small clan', smallInput(format)]] as const) {
    it(`${what}: every member in range is a name entry, no text overlaps or leaves the page`, () => {
      const book = layoutBook(input);
      const names = nameEntries(book);
      const ix = inRange(input);
      expect(ix.order.length).toBeGreaterThan(format === 8 ? 5 : 4);
      for (const m of ix.order) expect(names.has(m.id), `member ${m.id}`).toBe(true);
      expectClean(book);
      expect(JSON.parse(JSON.stringify(book))).toEqual(book); // plain JSON
    });
  }

  it('lists every section in the 目录 with its first page, and the index points every member to a page', () => {
    const input = generatedInput(format);
    const book = layoutBook(input);
    const titles = book.toc.map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining([format === 8 ? '索引' : '索引', '领谱字号', '凡例', '字辈', '谱序']));
    for (const t of book.toc) expect(book.pages[t.page - 1].section).not.toBe('目录');
    const index = book.pages.flatMap(textItems).filter((t) => t.role === 'index' && t.refKind === '索引');
    const ix = inRange(input);
    const indexed = new Set(index.map((t) => t.memberId));
    for (const m of ix.order) expect(indexed.has(m.id)).toBe(true);
    for (const t of index) expect(t.refPage).toBeGreaterThan(0);
    // an index line of a member of the line points to a page that carries his name
    const named = new Set(ix.order.map((m) => m.id));
    for (const t of index.filter((i) => named.has(i.memberId!)).slice(0, 200)) {
      const target = book.pages[t.refPage! - 1];
      expect(textItems(target).some((i) => i.role === 'name' && i.memberId === t.memberId)).toBe(true);
    }
  });

  it('respects the generation range from a root', () => {
    const input = generatedInput(format, { generations: 5 });
    const book = layoutBook(input);
    const ix = inRange(input);
    const first = ix.roots[0].generation;
    for (const m of ix.order) expect(m.generation).toBeLessThanOrEqual(first + 4);
    const ids = new Set(ix.order.map((m) => m.id));
    for (const id of nameEntries(book).keys()) {
      const m = input.members.find((x) => x.id === id)!;
      if (format !== 8 || m.husbandId == null) expect(ids.has(id)).toBe(true);
    }
  });
});

describe('欧式', () => {
  const input = generatedInput(1);
  const book = layoutBook(input);
  const charts = book.pages.filter((p) => p.chart);

  it('has at most five bands per chart and overlaps charts by one generation', () => {
    expect(charts.length).toBeGreaterThan(3);
    const byId = new Map(input.members.map((m) => [m.id, m]));
    for (const p of charts) {
      expect(p.chart!.lastGeneration - p.chart!.firstGeneration).toBeLessThanOrEqual(4);
      for (const t of textItems(p).filter((i) => i.role === 'name')) {
        const g = byId.get(t.memberId!)!.generation;
        expect(g).toBeGreaterThanOrEqual(p.chart!.firstGeneration);
        expect(g).toBeLessThanOrEqual(p.chart!.lastGeneration);
      }
    }
    for (const g of new Set(charts.map((p) => p.chart!.firstGeneration))) expect((g - 1) % 4).toBe(0); // 世1, 5, 9, 13 …
  });

  it('gives every band-5 man with sons a 下接 to the chart where he is band 1, whose 上承 points back', () => {
    const ix = inRange(input);
    let checked = 0;
    for (const p of charts) {
      const bottom = textItems(p).filter((t) => t.role === 'name' && ix.byId.get(t.memberId!)!.generation === p.chart!.lastGeneration
        && p.chart!.lastGeneration > p.chart!.firstGeneration);
      for (const n of bottom) {
        const hasSons = (ix.kids.get(n.memberId!) ?? []).length > 0;
        const down = textItems(p).find((t) => t.refKind === '下接' && t.memberId === n.memberId);
        expect(Boolean(down), `member ${n.memberId}`).toBe(hasSons);
        if (!down) continue;
        checked++;
        const target = book.pages[down.refPage! - 1];
        expect(target.chart?.rootId).toBe(n.memberId);
        expect(target.chart?.part).toBe(0);
        expect(down.text).toMatch(/^下接[一二三四五六七八九十百千零]+叶$/);
        const up = textItems(target).find((t) => t.refKind === '上承' && t.memberId === n.memberId)!;
        expect(up.refPage).toBe(p.no);
        const top = textItems(target).find((t) => t.role === 'name' && t.memberId === n.memberId)!;
        expect(top.y).toBeLessThan(book.geometry.height / 5); // band 1
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('puts the eldest son directly under his father and a horizontal bar over several sons', () => {
    const lines = charts.flatMap((p) => p.items.filter((i): i is LineItem => i.kind === 'line' && i.role === 'connector'));
    expect(lines.some((l) => l.y1 === l.y2)).toBe(true);
    const p = charts[0];
    const names = new Map(textItems(p).filter((t) => t.role === 'name').map((t) => [t.memberId!, t]));
    const ix = inRange(input);
    const root = names.get(ix.roots[0].id)!;
    const eldest = names.get(ix.kids.get(ix.roots[0].id)![0].id)!;
    expect(eldest.x).toBeCloseTo(root.x);
    expect(textItems(p).some((t) => t.role === 'bio' && t.memberId === ix.roots[0].id && t.x < root.x)).toBe(true);
  });
});

describe('欧式 long entries', () => {
  it('cuts a 小传 that does not fit its cell with 传见N叶 to the whole entry in 人物传', () => {
    const book = layoutBook(generatedInput(1));
    const cut = book.pages.flatMap(textItems).filter((t) => t.role === 'bio' && t.text.includes('…传见'));
    expect(cut.length).toBeGreaterThan(0);
    for (const t of cut) {
      const leaf = /传见([一二三四五六七八九十百千零]+)叶$/.exec(t.text)![1];
      const pages = book.pages.filter((p) => p.section === '人物传' && textItems(p).some((i) => i.role === 'title' && i.memberId === t.memberId));
      expect(pages.length).toBe(1);
      expect(chineseNumber(Math.ceil(pages[0].no / 2))).toBe(leaf);
    }
  });
});

describe('苏式', () => {
  const book = layoutBook(generatedInput(9));
  it('draws no horizontal connector and pairs charts with records (录见 / 图见)', () => {
    const connectors = book.pages.flatMap((p) => p.items.filter((i): i is LineItem => i.kind === 'line' && i.role === 'connector'));
    expect(connectors.length).toBeGreaterThan(20);
    expect(connectors.filter((l) => l.y1 === l.y2)).toEqual([]);
    const items = book.pages.flatMap((p) => textItems(p).map((t) => ({ t, p })));
    const lu = items.filter(({ t }) => t.refKind === '录见');
    expect(lu.length).toBeGreaterThan(20);
    for (const { t } of lu) {
      expect(book.pages[t.refPage! - 1].section).toBe('世系录');
      expect(textItems(book.pages[t.refPage! - 1]).some((r) => r.memberId === t.memberId && r.role === 'label')).toBe(true);
    }
    expect(items.some(({ p, t }) => p.section === '世系录' && /图见[一二三四五六七八九十百千零]+叶/.test(t.text))).toBe(true);
  });
});

describe('牒记式', () => {
  it('lists every member exactly once as a name, in 世 order, with no lines', () => {
    const input = generatedInput(3);
    const book = layoutBook(input);
    const ix = inRange(input);
    const names = book.pages.flatMap(textItems).filter((t) => t.role === 'name');
    expect(names.map((t) => t.memberId).sort((a, b) => a! - b!)).toEqual(ix.order.map((m) => m.id).sort((a, b) => a - b));
    const gens = names.map((t) => ix.byId.get(t.memberId!)!.generation);
    for (let i = 1; i < gens.length; i++) expect(gens[i]).toBeGreaterThanOrEqual(gens[i - 1]);
    expect(book.pages.some((p) => p.items.some((i) => i.kind === 'line'))).toBe(false);
  });
});

describe('宝塔式', () => {
  it('centres every parent over his children\'s bar', () => {
    const input = generatedInput(5);
    const book = layoutBook(input);
    const ix = inRange(input);
    let parents = 0;
    for (const p of book.pages.filter((pg) => pg.chart)) {
      const names = new Map(textItems(p).filter((t) => t.role === 'name').map((t) => [t.memberId!, t]));
      const bars = p.items.filter((i): i is LineItem => i.kind === 'line' && i.role === 'connector' && i.y1 === i.y2);
      const cx = (t: TextItem) => t.x - t.size / 2;
      for (const [id, t] of names) {
        const kids = (ix.kids.get(id) ?? []).map((k) => names.get(k.id)).filter((k): k is TextItem => Boolean(k));
        if (!kids.length) continue;
        parents++;
        const xs = kids.map(cx);
        const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
        expect(cx(t)).toBeCloseTo(mid, 6);
        if (kids.length > 1) expect(bars.some((b) => Math.abs((b.x1 + b.x2) / 2 - cx(t)) < 1e-6 && b.y1 > t.y)).toBe(true);
      }
    }
    expect(parents).toBeGreaterThan(20);
    expect(book.pages.flatMap(textItems).some((t) => t.refKind === '见' && t.refPage)).toBe(true);
  });
});

describe('现代式', () => {
  it('is horizontal, simplified, and gives every member his 谱内编号', () => {
    const input = generatedInput(8);
    const book = layoutBook(input);
    const items = book.pages.flatMap(textItems);
    expect(items.every((t) => t.dir === 'h')).toBe(true);
    const ix = inRange(input);
    const all = items.map((t) => t.text).join('\n');
    for (const m of ix.order) expect(all).toContain(ix.number.get(m.id)!);
    expect(ix.number.get(ix.roots[0].id)).toBe(`${ix.roots[0].generation}-001`);
    expect(all).not.toMatch(/[陳於後與為]/u);
    // Gregorian first: a record shows 1xxx年…（农历…）
    expect(all).toMatch(/\d{4}年\d+月\d+日（农历/);
    // spouses get full records as name entries
    const wives = input.members.filter((m) => m.husbandId != null && ix.number.has(m.id));
    const names = nameEntries(book);
    expect(wives.length).toBeGreaterThan(5);
    for (const w of wives) expect(names.has(w.id)).toBe(true);
  });
});
