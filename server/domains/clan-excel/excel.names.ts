/**
 * Names as traditional registers write them in the sheet: a given name without the surname (明一 in a 劉 register),
 * an unnamed daughter (长女), and wives as "王氏", "王氏(續)", "继配李氏", a full name "劉菊梅", or with a note
 * "张氏（石桥村张公之女）" — into surname, name, 妻室类别 and note.
 */
import { SPOUSE_TYPE_ALIASES, type SpouseType } from '../../../model/member';
import { isCompoundSurname, toTraditional } from '../../../model/naming/index';

/** Traditional forms of the characters of the spouse words (續配 → 续配). */
const SIMPLE: Record<string, string> = { 續: '续', 繼: '继', 側: '侧', 後: '后', 聘: '聘', 娶: '娶', 妾: '妾' };
const simple = (s: string) => [...s].map((c) => SIMPLE[c] ?? c).join('');

/** 妻室类别 of a word as books write it: 續/续/继 alone mean 继配. */
export function spouseTypeOf(word: string): SpouseType | undefined {
  const w = simple(word.trim());
  if (w === '续' || w === '继' || w === '续弦' || w === '再娶' || w === '继娶') return '继配';
  return SPOUSE_TYPE_ALIASES[w];
}

export interface ParsedWife {
  surname: string;
  name?: string;
  spouseType?: SpouseType;
  /** 某村某公之女 */
  origin?: string;
  /** Any other note in brackets. */
  note?: string;
  /** As written. */
  text: string;
}

const TYPE_PREFIX = /^(元配|原配|继配|繼配|续配|續配|继室|繼室|续娶|續娶|后娶|後娶|侧室|側室|副室|改配|配|娶|聘|妾|庶)/;
const ORIGIN = /之女|村|乡|鄉|镇|鎮|县|縣|里人|人氏|^[^，,]{1,8}人$/;

/** One wife as written ("王氏", "王氏(續)", "继配李氏", "劉菊梅", "张氏（石桥村张公之女）"); null when no surname is left. */
export function parseWife(text: string): ParsedWife | null {
  let s = text.trim();
  const notes: string[] = [];
  let spouseType: SpouseType | undefined;
  s = s.replace(/[（(]([^）)]*)[）)]/g, (_, inner: string) => {
    const t = inner.trim();
    if (!t) return '';
    const type = spouseTypeOf(t);
    if (type && !spouseType) spouseType = type; else notes.push(t);
    return '';
  }).trim();
  const pre = TYPE_PREFIX.exec(s);
  if (pre && s.length > pre[0].length) {
    spouseType ??= spouseTypeOf(pre[0]);
    s = s.slice(pre[0].length);
  }
  s = s.replace(/[（()）]/g, '').trim();
  if (!s) return null;
  const chars = [...s];
  let surname: string;
  let name: string | undefined;
  if (chars[chars.length - 1] === '氏' && chars.length > 1) {
    const rest = chars.slice(0, -1).join('');
    // "劉菊梅氏": a full name with 氏 added — the surname is its first character (or a 复姓)
    const n = rest.length >= 3 && isCompoundSurname(rest.slice(0, 2)) ? 2 : rest.length >= 2 && !isCompoundSurname(rest) ? 1 : rest.length;
    surname = rest.slice(0, n);
    name = rest.slice(n) || undefined;
  } else if (chars.length === 1) {
    surname = s;
  } else {
    const n = chars.length >= 3 && isCompoundSurname(chars.slice(0, 2).join('')) ? 2 : 1;
    surname = chars.slice(0, n).join('');
    name = chars.slice(n).join('');
  }
  const origin = notes.filter((n) => ORIGIN.test(n)).join('，') || undefined;
  const note = notes.filter((n) => !ORIGIN.test(n)).join('，') || undefined;
  return { surname, name, spouseType, origin, note, text };
}

/** The 配偶 cell split into wives: 、，,；; and spaces separate them, but not inside brackets. */
export function splitWives(cell: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  for (const c of cell) {
    if (c === '(' || c === '（') depth++;
    if ((c === ')' || c === '）') && depth > 0) depth--;
    if (depth === 0 && /[、，,；;\s]/.test(c)) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** The clan's surname and its traditional form (刘 → 劉), longest first. */
export function surnameForms(surname: string): string[] {
  if (!surname) return [];
  const t = toTraditional(surname, 'surname');
  return t && t !== surname ? [surname, t] : [surname];
}

const UNNAMED_DAUGHTER = /^(长|長|次|三|四|五|六|七|八|九|十|幼)女$/;

export interface SplitName { surname: string; name?: string; note?: string; daughterRank?: number }

/**
 * A person of the line as the sheet writes him: the full name (劉德公 / 刘德公), a given name alone (明一: the
 * clan's surname is added and the preview says so), or an unnamed daughter (长女).
 */
export function splitMemberName(full: string, clanSurname: string): SplitName {
  const forms = surnameForms(clanSurname);
  const unnamed = UNNAMED_DAUGHTER.exec(full);
  if (unnamed && clanSurname) {
    const w = unnamed[1];
    const rank = w === '长' || w === '長' ? 1 : w === '次' ? 2 : w === '幼' ? undefined : '三四五六七八九十'.indexOf(w) + 3;
    return { surname: clanSurname, daughterRank: rank, note: `未写名：记为${clanSurname}氏${full}` };
  }
  const hit = forms.find((f) => full.startsWith(f) && full.length > f.length);
  if (hit) return { surname: clanSurname, name: full.slice(hit.length) };
  const chars = [...full];
  if (clanSurname && chars.length <= 2) {
    return { surname: clanSurname, name: full, note: `姓名未写姓氏，按本族姓记为${clanSurname}${full}` };
  }
  const n = chars.length >= 3 && isCompoundSurname(chars.slice(0, 2).join('')) ? 2 : 1;
  return { surname: chars.slice(0, n).join(''), name: chars.slice(n).join('') || undefined };
}
