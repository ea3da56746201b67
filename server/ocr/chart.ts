/**
 * Understanding a 世系表 / 吊线图 (苏式, 欧式 charts) read by OCR: generation bands between horizontal rules, a
 * band's label (N世) in the half-leaf's right column, names standing at the top of their band, and the line ink
 * (rules.ts): a father's line drops from under his name to the band's lower rule; in the band below, thin
 * vertical rules running the band's whole height part his sons' block from the next father's. So a son's father
 * is the one whose drop falls in the son's block one band up. A chart runs over consecutive half-leaves right to
 * left (a block open at a half-leaf's left edge goes on at the next one's right edge): the halves are laid end to
 * end on one axis. A chart that continues another (下接/上承) repeats its first band's people: they are matched to
 * the earlier entry of that name and 世 and not proposed twice. Pure.
 */
import type { OcrChar, OcrLine, OcrPage } from './read-page';
import { chineseNumeral, givenName, surnameOf, type ProposedPerson } from './records';
import type { Segment } from './rules';
import { withRegisterVocabulary } from './vocabulary';

const REF = /录见|錄見|下接|上承|接上|图见|圖見/;
const isHan = (ch: string) => /\p{Script=Han}/u.test(ch) || ch === '□';

interface Band {
  generation: number;
  top: number;
  bottom: number;
}

interface Half {
  page: number;
  x0: number;
  x1: number;
  bands: Band[];
  names: { chars: OcrChar[]; name: string; x: number; w: number; top: number; bottom: number; band: number }[];
  v: Segment[];
}

interface Entry {
  key: number;
  name: string;
  generation: number;
  /** Position along the chart (px from its first half-leaf's right edge). */
  g: number;
  band: number;
  drop: boolean;
  chars: OcrChar[];
  page: number;
  fatherKey: number | null;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

interface Piece {
  chars: OcrChar[];
  text: string;
  x: number;
  w: number;
  top: number;
  bottom: number;
}

/**
 * The text of a half-leaf in pieces: the characters of each column (the detector often boxes a chart's names a
 * character at a time) in runs without a gap of half a character.
 */
function pieces(lines: readonly OcrLine[]): Piece[] {
  const byCol = new Map<number, OcrChar[]>();
  for (const l of lines) byCol.set(l.column, [...(byCol.get(l.column) ?? []), ...l.chars]);
  const out: Piece[] = [];
  for (const chars of byCol.values()) {
    chars.sort((a, b) => a.box.y - b.box.y);
    let run: OcrChar[] = [];
    const flush = () => {
      if (!run.length) return;
      const x0 = Math.min(...run.map((c) => c.box.x));
      const x1 = Math.max(...run.map((c) => c.box.x + c.box.w));
      out.push({ chars: run, text: run.map((c) => c.ch).join(''), x: (x0 + x1) / 2, w: x1 - x0, top: run[0].box.y, bottom: run[run.length - 1].box.y + run[run.length - 1].box.h });
      run = [];
    };
    for (const c of chars) {
      const prev = run[run.length - 1];
      if (prev && c.box.y - (prev.box.y + prev.box.h) > Math.min(prev.box.w, c.box.w) * 0.5) flush();
      run.push(c);
    }
    flush();
  }
  return out;
}

/** A half-leaf's chart: its bands (label, rules) and names; null when it holds no chart. */
function chartHalf(page: OcrPage, pageNo: number, x0: number, x1: number): Half | null {
  const inHalf = (x: number) => x >= x0 && x < x1;
  const all = pieces(page.lines.filter((l) => l.dir === 'v' && inHalf(l.box.x + l.box.w / 2)));
  // the bands: between the chart's rules (the ones within this half-leaf; a leaf's outer frame spans both)
  const rules = (page.rules?.h ?? []).filter((r) => r.to - r.from > (x1 - x0) * 0.5 && r.from >= x0 - 8 && r.to <= x1 + 8);
  if (rules.length < 3) return null;
  const left = Math.min(...rules.map((r) => r.from));
  const right = Math.max(...rules.map((r) => r.to));
  const ys = rules.map((r) => r.at).sort((a, b) => a - b);
  const chars = all.flatMap((p) => p.chars.map((c) => c.box.w)).sort((a, b) => a - b);
  const unit = chars.length ? chars[Math.floor(chars.length * 0.75)] : 20;
  const bands: (Band & { numeral: number | null })[] = [];
  for (let k = 1; k < ys.length; k++) if (ys[k] - ys[k - 1] > unit * 3) bands.push({ generation: 0, top: ys[k - 1], bottom: ys[k], numeral: null });
  // the labels (N世) in the right-hand column: a band whose label is misread counts on from the others
  // (a label misread beyond recognition still stands in the rightmost column, in smaller type than the names)
  const inside = all.filter((p) => p.x > left && p.x < right);
  const lastX = Math.max(...inside.map((p) => p.x));
  const small = (p: Piece) => median(p.chars.map((c) => c.box.w)) < unit * 0.9;
  const labels = inside.filter((p) => (p.x > left + (right - left) * 0.85 && /^[〇一二三四五六七八九十百]+世?$/.test(p.text.replace(/[^\p{Script=Han}]/gu, ''))) || (p.x > lastX - unit / 2 && small(p)));
  for (const l of labels) {
    const b = bands.find((x) => l.top >= x.top - 2 && l.top < x.bottom);
    const m = /^([〇一二三四五六七八九十百]+)/.exec(l.text.replace(/[^\p{Script=Han}]/gu, ''));
    if (b && b.numeral == null && m) b.numeral = chineseNumeral(m[1]);
  }
  const starts = bands.flatMap((b, k) => (b.numeral != null ? [b.numeral - k] : []));
  if (bands.length < 2 || !inside.length) return null;
  // no label read at all: NaN, taken from the other half-leaf of the chart (parseCharts)
  const first = starts.length ? median(starts) : NaN;
  bands.forEach((b, k) => (b.generation = first + k));
  const labelX = labels.length ? Math.min(...labels.map((l) => l.x - l.w / 2)) : right;
  const cand = all.filter((p) => p.x + p.w / 2 < labelX && p.x > left && !REF.test(p.text));
  const nameW = median(cand.flatMap((p) => p.chars.map((c) => c.box.w)).sort((a, b) => a - b).slice(-Math.ceil(cand.length / 2)));
  const names: Half['names'] = [];
  for (const p of cand) {
    const band = bands.findIndex((b) => p.top >= b.top - 2 && p.top < b.top + nameW * 2);
    if (band < 0) continue;
    // the name: the large Han characters from the top (a stroke of the line below read as a sign ends it)
    const chars: OcrChar[] = [];
    for (const c of p.chars) {
      // a sliver of the connector line boxed on its own
      if (c.box.w < nameW * 0.4 && (c.ch === '□' || c.conf < 0.5)) continue;
      if (!isHan(c.ch) || c.box.w < nameW * 0.75 || chars.length >= 4) break;
      chars.push(c);
    }
    if (chars.length < 2) continue;
    const last = chars[chars.length - 1];
    names.push({ chars, name: chars.map((c) => c.ch).join(''), x: p.x, w: p.w, top: chars[0].box.y, bottom: last.box.y + last.box.h, band });
  }
  const v = (page.rules?.v ?? []).filter((s) => inHalf(s.at));
  return { page: pageNo, x0, x1, bands, names, v };
}

/** People of the 世系表 pages (halves without a chart are skipped): name, 世, father, with page and box. */
export function parseCharts(pages: readonly OcrPage[]): ProposedPerson[] {
  const halves: Half[] = [];
  withRegisterVocabulary(pages).forEach((p, i) => {
    // a 线装 leaf: the right half-leaf first
    for (const [x0, x1] of [[p.width / 2, p.width], [0, p.width / 2]]) {
      const h = chartHalf(p, i + 1, x0, x1);
      if (h) halves.push(h);
    }
  });
  // a half whose labels were all misread: the generations of a neighbouring half with the same bands
  halves.forEach((h, i) => {
    if (!Number.isNaN(h.bands[0].generation)) return;
    const same = (o: Half | undefined) => o && !Number.isNaN(o.bands[0].generation) && o.bands.length === h.bands.length && o.bands.every((b, k) => Math.abs(b.top - h.bands[k].top) < 6);
    const o = [halves[i + 1], halves[i - 1]].find(same);
    if (o) h.bands.forEach((b, k) => (b.generation = o.bands[k].generation));
  });
  for (let i = halves.length - 1; i >= 0; i--) if (Number.isNaN(halves[i].bands[0].generation)) halves.splice(i, 1);
  // charts: runs of halves with the same generations
  const charts: Half[][] = [];
  for (const h of halves) {
    const prev = charts[charts.length - 1]?.at(-1);
    const same = prev && prev.bands[0].generation === h.bands[0].generation && prev.bands.length === h.bands.length;
    if (same) charts[charts.length - 1].push(h);
    else charts.push([h]);
  }
  const entries: Entry[] = [];
  const alias = new Map<Entry, Entry>();
  for (const chart of charts) {
    const own: Entry[] = [];
    const seps: { band: number; g: number }[] = [];
    let offset = 0;
    for (const h of chart) {
      const g = (x: number) => offset + (h.x1 - x);
      const nameW = Math.max(1, median(h.names.map((n) => n.w)));
      const xs = h.names.map((n) => n.x);
      const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
      for (const n of h.names) {
        const b = h.bands[n.band];
        const drop = h.v.some((s) => Math.abs(s.at - n.x) < nameW * 0.4 && s.from <= n.bottom + nameW * 0.6 && s.to >= b.bottom - 4);
        own.push({ key: 0, name: n.name, generation: b.generation, g: g(n.x), band: n.band, drop, chars: n.chars, page: h.page, fatherKey: null });
      }
      h.bands.forEach((b, k) => {
        for (const s of h.v) {
          if (s.from > b.top + 4 || s.to < b.bottom - 4 || s.at <= minX || s.at >= maxX) continue;
          if (h.names.some((n) => n.band === k && Math.abs(n.x - s.at) < nameW * 0.4)) continue;
          seps.push({ band: k, g: g(s.at) });
        }
      });
      offset += h.x1 - h.x0;
    }
    own.sort((a, b) => a.band - b.band || a.g - b.g);
    for (const e of own) {
      if (e.band === 0) {
        // a continued chart repeats the people it continues
        const earlier = entries.find((o) => o.name === e.name && o.generation === e.generation && ![...alias.values()].includes(o));
        if (earlier && charts[0] !== chart) {
          alias.set(e, earlier);
          continue;
        }
      } else {
        const lo = Math.max(-Infinity, ...seps.filter((s) => s.band === e.band && s.g < e.g).map((s) => s.g));
        const hi = Math.min(Infinity, ...seps.filter((s) => s.band === e.band && s.g > e.g).map((s) => s.g));
        const fathers = own.filter((f) => f.band === e.band - 1 && f.drop && f.g > lo && f.g < hi);
        // the first son stands under his father: the nearest father at or before the son
        const f = fathers.filter((x) => x.g <= e.g + 2).at(-1) ?? fathers[0];
        e.fatherKey = f ? (alias.get(f) ?? f).key : null;
      }
      e.key = entries.length + 1;
      entries.push(e);
    }
  }
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const surname = surnameOf(entries);
  return entries.map((e) => {
    const box = e.chars.reduce((b, c) => ({ ...b, h: c.box.y + c.box.h - b.y }), { ...e.chars[0].box });
    const father = e.fatherKey != null ? byKey.get(e.fatherKey) : undefined;
    return {
      key: e.key,
      name: e.name,
      generation: e.generation,
      fatherText: father ? givenName(father.name, surname) : null,
      fatherKey: e.fatherKey,
      rank: null,
      courtesy: null,
      wives: [],
      sons: [],
      daughters: [],
      text: e.name,
      nameConf: Math.min(...e.chars.map((c) => c.conf)),
      nameAt: { page: e.page, box },
      doubtful: e.chars.flatMap((c, i) => (c.conf < 0.8 ? [i] : [])),
    };
  });
}
