/**
 * Understanding a 世系录 / 牒记式 register read by OCR: pages of ordered lines (read-page.ts) → proposed people
 * with the page and box each fact came from. Pure.
 *
 * The layout (domain.md §1.4; layouts/formats/record.ts): 第N世 headings; each entry's name raised (抬头) at the
 * top of its column, the entry text one cell lower and in the columns after it (indented); an entry may run on to
 * the next page. An entry names the father as 「某公長子」 and lists 字、配某氏、子N：甲、乙 … .
 * Fathers are resolved to the people of the previous 世 with that given name (the one that lists the son as a child
 * first); the text is kept as read (traditional stays traditional).
 */
import { zibeiChar, type ZibeiPoem } from '../../model/generations';
import type { Box } from './image';
import { UNREAD, type OcrChar, type OcrPage } from './read-page';
import { withRegisterVocabulary } from './vocabulary';

export interface Provenance {
  page: number;
  box: Box;
}

export interface ProposedPerson {
  /** Sequence number in reading order (1-based). */
  key: number;
  name: string;
  generation: number | null;
  /** The father's given name as written (某公). */
  fatherText: string | null;
  fatherKey: number | null;
  rank: string | null;
  courtesy: string | null;
  wives: string[];
  sons: string[];
  daughters: string[];
  /** The whole entry as read. */
  text: string;
  /** The lowest character confidence in the name. */
  nameConf: number;
  nameAt: Provenance;
  /** Characters of the name under the confidence threshold (indexes). */
  doubtful: number[];
}

const DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 一 … 九十九 (and 百) → number; null when not a Chinese numeral. */
export function chineseNumeral(s: string): number | null {
  if (!s || /[^〇零一二两兩三四五六七八九十百]/.test(s)) return null;
  let total = 0;
  let cur = 0;
  for (const ch of s) {
    if (ch === '百') { total += (cur || 1) * 100; cur = 0; }
    else if (ch === '十') { total += (cur || 1) * 10; cur = 0; }
    else cur = cur * 10 + DIGITS[ch];
  }
  return total + cur;
}

const isHan = (ch: string) => /\p{Script=Han}/u.test(ch) || ch === '〇' || ch === '□';
const SEP = /[^\p{Script=Han}〇□]+/u;

interface Column {
  page: number;
  chars: OcrChar[];
  top: number;
}

/** The columns of the page body (running heads, page numbers and stray specks left out). */
function bodyColumns(page: OcrPage, pageNo: number): { columns: Column[]; pitch: number } {
  const vert = page.lines.filter((l) => l.dir === 'v');
  const heights = vert.flatMap((l) => l.chars.map((c) => c.box.h)).sort((a, b) => a - b);
  const pitch = heights.length ? heights[Math.floor(heights.length / 2)] : 1;
  const byCol = new Map<number, OcrChar[]>();
  for (const l of vert) {
    const list = byCol.get(l.column) ?? [];
    list.push(...l.chars);
    byCol.set(l.column, list);
  }
  const cols = [...byCol.entries()].sort((a, b) => a[0] - b[0]).map(([, chars]) => chars.filter((c) => isHan(c.ch) || !SEP.test(c.ch) || true));
  const tops = cols.filter((c) => c.length >= 3).map((c) => Math.min(...c.map((x) => x.box.y))).sort((a, b) => a - b);
  const bodyTop = tops.length ? tops[Math.floor(tops.length * 0.25)] : 0;
  const bottoms = cols.filter((c) => c.length >= 3).map((c) => Math.max(...c.map((x) => x.box.y + x.box.h))).sort((a, b) => a - b);
  const bodyBottom = bottoms.length ? bottoms[bottoms.length - 1] : page.height;
  const columns: Column[] = [];
  for (const chars of cols) {
    const inBody = chars.filter((c) => c.box.y + c.box.h / 2 > bodyTop - pitch * 0.3 && c.box.y < bodyBottom + pitch * 0.5 && c.box.h > pitch * 0.5);
    if (!inBody.some((c) => isHan(c.ch))) continue;
    inBody.sort((a, b) => a.box.y - b.box.y);
    columns.push({ page: pageNo, chars: inBody, top: inBody[0].box.y - bodyTop });
  }
  return { columns, pitch };
}

interface Draft {
  chars: OcrChar[];
  name: OcrChar[];
  page: number;
  generation: number | null;
}

export interface ParseOptions {
  /** Below this a character is marked doubtful. */
  lowConfidence?: number;
}

export function parseRecords(read: readonly OcrPage[], opts: ParseOptions = {}): ProposedPerson[] {
  const low = opts.lowConfidence ?? 0.8;
  const pages = withRegisterVocabulary(read);
  const drafts: Draft[] = [];
  let generation: number | null = null;
  pages.forEach((p, i) => {
    const { columns, pitch } = bodyColumns(p, i + 1);
    for (const col of columns) {
      const text = col.chars.map((c) => c.ch).join('');
      // the 版心 of a 线装 leaf (the book's title, section and leaf number down the fold)
      if (/族[谱譜]|世系[录錄]/.test(text)) continue;
      const raised = col.top < pitch * 0.5;
      const heading = /^第?([〇零一二两兩三四五六七八九十百]+)世$/.exec(text.replace(SEP, ''));
      if (heading && col.chars.filter((c) => isHan(c.ch)).length <= 6) {
        generation = chineseNumeral(heading[1]);
        continue;
      }
      // the next section's title (后记, 索引 …): the register ends
      if (raised && /^(后记|後記|索引|凡例|谱序|譜序|领谱字号|領譜字號)$/.test(text.replace(SEP, ''))) break;
      if (raised) {
        // the name: the characters above the first empty cell (the entry starts one cell lower)
        let cut = col.chars.length;
        for (let k = 1; k < col.chars.length; k++) {
          const gap = col.chars[k].box.y - (col.chars[k - 1].box.y + col.chars[k - 1].box.h);
          // … or at a doubtful speck smaller than a character (a stroke of the empty cell's neighbour)
          const speck = col.chars[k].conf < 0.5 && col.chars[k].box.h < pitch * 0.85;
          if (gap > pitch * 0.6 || !isHan(col.chars[k].ch) || speck) { cut = k; break; }
        }
        if (cut > 4) cut = Math.min(cut, 3);
        drafts.push({ chars: col.chars.slice(cut), name: col.chars.slice(0, cut).filter((c) => isHan(c.ch)), page: col.page, generation });
      } else if (drafts.length) {
        drafts[drafts.length - 1].chars.push(...col.chars);
      }
    }
  });
  const people: ProposedPerson[] = drafts.filter((d) => d.name.length).map((d, k) => {
    const text = d.chars.map((c) => c.ch).join('');
    const name = d.name.map((c) => c.ch).join('');
    const father = /([\p{Script=Han}□]{1,2}?)公(?:[長长次三四五六七八九十幼独獨嗣继繼]+)?[子女]/u.exec(text);
    const list = (re: RegExp) => {
      const m = re.exec(text);
      return m ? m[1].split(/[、，,．.·]/).map((s) => s.replace(SEP, '')).filter(Boolean) : [];
    };
    const nb = d.name.reduce((b, c) => ({ x: Math.min(b.x, c.box.x), y: Math.min(b.y, c.box.y), w: Math.max(b.w, c.box.w), h: c.box.y + c.box.h - Math.min(b.y, c.box.y) }), { ...d.name[0].box });
    return {
      key: k + 1,
      name,
      generation: d.generation,
      fatherText: father ? father[1] : null,
      fatherKey: null,
      rank: /行([一二三四五六七八九十]+)/.exec(text)?.[1] ?? null,
      courtesy: /字([\p{Script=Han}]{1,2})/u.exec(text)?.[1] ?? null,
      wives: [...text.matchAll(/(?:元配|繼配|继配|側室|侧室|配)([\p{Script=Han}]{1,2}?)氏/gu)].map((m) => `${m[1]}氏`),
      // 子二：甲、乙 (the numeral may be lost: 子：甲、乙); the list ends at the daughters (女二：…)
      sons: list(/(?:子[一二三四五六七八九十]+[：:·.]?|子[：:]|生[一二三四五六七八九十]+子[：:·.]?)([^；;。女]+)/u),
      daughters: list(/(?:女[一二三四五六七八九十]+|生[一二三四五六七八九十]+女)[：:·.]?([^；;。]+)/u),
      text,
      nameConf: Math.min(...d.name.map((c) => c.conf)),
      nameAt: { page: d.page, box: nb },
      doubtful: d.name.flatMap((c, i) => (c.conf < low ? [i] : [])),
    };
  });
  resolveFathers(people);
  return people;
}

/** The clan's surname: the commonest first character of the names. */
export function surnameOf(people: readonly { name: string }[]): string {
  const count = new Map<string, number>();
  for (const p of people) count.set([...p.name][0], (count.get([...p.name][0]) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

export function givenName(name: string, surname: string): string {
  return name.startsWith(surname) && name.length > surname.length ? name.slice(surname.length) : name;
}

/** Two names the same but for unread characters (□ stands for any one character). */
export function sameName(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  return x.length === y.length && x.every((c, i) => c === y[i] || c === UNREAD || y[i] === UNREAD);
}

/** Whether a father's entry lists this child among its sons or daughters (a daughter's 适某 left out). */
function listsChild(f: ProposedPerson, given: string): boolean {
  return [...f.sons, ...f.daughters.map((d) => d.split(/[适適]/)[0])].some((s) => sameName(s, given));
}

/**
 * fatherKey from fatherText: a person one 世 up with that given name, preferring one who lists the son. When the
 * reference or a name holds an unread character (□), the known characters decide: 「□公長子」 matches 陈珪 read
 * as 陈□ or 陈珪 — among the previous 世 only, and the one listing the son first.
 */
export function resolveFathers(people: ProposedPerson[]): void {
  const surname = surnameOf(people);
  const byGiven = new Map<string, ProposedPerson[]>();
  for (const p of people) {
    const g = givenName(p.name, surname);
    byGiven.set(g, [...(byGiven.get(g) ?? []), p]);
  }
  for (const p of people) {
    if (!p.fatherText) continue;
    const own = givenName(p.name, surname);
    const text = p.fatherText;
    const fits = (f: ProposedPerson) => f.key < p.key && (p.generation == null || f.generation == null || f.generation === p.generation - 1);
    // the character before 某公 may be a misread stop: try the whole text, then its last character
    let candidates = (byGiven.get(text) ?? (text.length > 1 ? byGiven.get(text.slice(-1)) : undefined) ?? []).filter(fits);
    if (!candidates.length && (text.includes(UNREAD) || people.some((f) => f.name.includes(UNREAD)))) {
      const tail = text.length > 1 ? text.slice(-1) : null;
      candidates = people.filter((f) => fits(f) && (sameName(givenName(f.name, surname), text) || (tail != null && sameName(givenName(f.name, surname), tail))));
    }
    // a reference misread as another character (珪 → 瑾): the one of the previous 世 who lists the son
    if (!candidates.length) candidates = people.filter((f) => fits(f) && f.generation != null && listsChild(f, own));
    const lists = candidates.filter((f) => listsChild(f, own));
    const f = lists[lists.length - 1] ?? candidates[candidates.length - 1];
    p.fatherKey = f ? f.key : null;
  }
}

export interface ZibeiFlag {
  key: number;
  /** The 字辈 character the poem gives this 世. */
  expected: string;
  /** The name's character in that place as read. */
  read: string;
}

/**
 * The 字辈 check of the review screen: people whose name has a generation character (a two-character given name;
 * the first one, as 字辈 names are written) that is not the poem's for their 世 — a misread character or a wrong
 * 世. One-character given names and 世 the poems do not cover are not judged.
 */
export function zibeiFlags(people: readonly ProposedPerson[], poems: readonly ZibeiPoem[]): ZibeiFlag[] {
  const surname = surnameOf(people);
  const flags: ZibeiFlag[] = [];
  for (const p of people) {
    if (p.generation == null) continue;
    const given = [...givenName(p.name, surname)];
    if (given.length !== 2) continue;
    const expected = zibeiChar(poems, p.generation);
    if (expected && given[0] !== expected) flags.push({ key: p.key, expected, read: given[0] });
  }
  return flags;
}
