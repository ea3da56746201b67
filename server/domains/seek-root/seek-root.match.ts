/**
 * Matching a seek-roots post against one clan (pure: the job feeds it the clans of the post's surname from the
 * matching index, seek_root_clans). The score adds up:
 * - the same surname (20; the index is filtered by surname first, so every candidate has it);
 * - 堂号 (15) and 郡望 (10) found in the clan's 堂号, name or place;
 * - the ancestral place: county 15, else city 10, else province 5 (names from the area picker, found in the clan's
 *   place), the village written by hand 5 more;
 * - the remembered 字辈 characters in one of the clan's poems in the SAME ORDER: consecutive 25 a character (a single
 *   remembered character 12), in order with gaps 8 a character; characters present but out of order count nothing;
 * - the seeker's age: the 世 his own generation falls on (the last character's 世 + `zibeiLast`) against the clan's
 *   median birth year of that 世 (extrapolated 25 years a 世 from the nearest 世 with years): within 30 years +10,
 *   otherwise −25 (the characters then probably belong to another line using the same poem); two or more characters
 *   the clan's poems do not hold in that order −15 (its 字辈 speak against it).
 * Candidate members are looked up by the job at the 世 this gives (grandfather: own 世 − 2).
 */
import { generationLabel } from '../../../model/generations';

export interface SeekQuery {
  surname: string;
  hall: string;
  junwang: string;
  /** Area names from the province down (广东省, 广州市, 海珠区). */
  areaNames: string[];
  village: string;
  /** Remembered characters, elder to younger. */
  zibei: string[];
  /** Whose 世 the last character is: 0 the seeker's own, 1 his father's, 2 his grandfather's. */
  zibeiLast: number;
  /** 0 = unknown. */
  birthYear: number;
}

export interface ClanEntry {
  projectId: number;
  clanId: number;
  surname: string;
  name: string;
  hall: string;
  area: string;
  poems: { chars: string; start: number; repeat: boolean }[];
  /** Median birth year per 世 ("18" → 1890). */
  genYears: Record<string, number>;
}

export interface ClanScore {
  score: number;
  reasons: string[];
  /** The 世 of the first and last remembered characters (null without a 字辈 match). */
  genFrom: number | null;
  genTo: number | null;
  /** The seeker's own 世 (from the 字辈 match, else from his age), null when unknown. */
  selfGen: number | null;
  /** How sure selfGen is: 'zibei' (from the characters) or 'age' (estimated from birth years, ±1). */
  selfBy: 'zibei' | 'age' | null;
}

export const YEARS_PER_GENERATION = 25;
const AGE_TOLERANCE = 30;

/** The expected birth year of 世 `g` in the clan, or null when no 世 has years. */
export function expectedYear(genYears: Record<string, number>, g: number): number | null {
  let best: { gen: number; year: number } | null = null;
  for (const [k, year] of Object.entries(genYears)) {
    const gen = Number(k);
    if (!best || Math.abs(gen - g) < Math.abs(best.gen - g)) best = { gen, year };
  }
  return best ? best.year + (g - best.gen) * YEARS_PER_GENERATION : null;
}

/** The 世 whose expected birth year is nearest `year` (null without years). */
export function generationOfYear(genYears: Record<string, number>, year: number): number | null {
  const gens = Object.keys(genYears).map(Number);
  if (!gens.length) return null;
  const g0 = gens[0];
  const y0 = expectedYear(genYears, g0)!;
  let g = g0 + Math.round((year - y0) / YEARS_PER_GENERATION);
  // refine against the nearest known 世 (medians need not be 25 years apart)
  for (let i = 0; i < 3; i++) {
    const y = expectedYear(genYears, g)!;
    const step = Math.round((year - y) / YEARS_PER_GENERATION);
    if (!step) break;
    g += step;
  }
  return g;
}

interface Hit { first: number; gens: number[]; consecutive: boolean }

/** Every place the characters appear in order in one poem: consecutive runs first, then in order with gaps (first occurrence). */
export function poemHits(poem: { chars: string; start: number; repeat: boolean }, want: string[]): Hit[] {
  const chars = [...poem.chars];
  const n = want.length;
  if (!n || !chars.length) return [];
  const hits: Hit[] = [];
  const laps = poem.repeat ? 3 : 1;
  const total = chars.length * laps;
  const at = (i: number) => chars[i % chars.length];
  for (let k = 0; k + n <= total; k++) {
    if (want.every((w, j) => at(k + j) === w)) hits.push({ first: poem.start + k, gens: want.map((_, j) => poem.start + k + j), consecutive: true });
  }
  if (hits.length || n < 2) return hits;
  // in order with gaps: each start of the first character, then the next occurrences greedily
  for (let k = 0; k < total; k++) {
    if (at(k) !== want[0]) continue;
    const gens = [poem.start + k];
    let i = k + 1;
    for (let j = 1; j < n && i < total; i++) if (at(i) === want[j]) { gens.push(poem.start + i); j++; }
    if (gens.length === n) hits.push({ first: gens[0], gens, consecutive: false });
  }
  return hits;
}

const trimPlace = (s: string) => s.replace(/(特别行政区|自治区|自治州|自治县|省|市|区|县|旗|盟|地区)$/u, '');
const contains = (hay: string, needle: string) => needle.length > 0 && hay.includes(needle);

function genRange(a: number, b: number): string {
  return a === b ? `第${a}世` : `第${a}–${b}世`;
}

export function scoreClan(q: SeekQuery, c: ClanEntry): ClanScore {
  const reasons: string[] = [];
  let score = 0;
  if (q.surname && c.surname === q.surname) { score += 20; reasons.push(`同为${q.surname}姓`); }
  const hallCore = q.hall.replace(/堂$/u, '');
  if (hallCore && (contains(c.hall, hallCore) || contains(c.name, hallCore + '堂'))) { score += 15; reasons.push(`堂号 '${q.hall}' 相符`); }
  if (q.junwang && (contains(c.hall, q.junwang) || contains(c.name, q.junwang) || contains(c.area, q.junwang))) {
    score += 10; reasons.push(`郡望 '${q.junwang}' 相符`);
  }
  const names = q.areaNames.filter(Boolean);
  for (let i = names.length - 1; i >= 0; i--) {
    const full = names[i];
    const core = trimPlace(full);
    if (contains(c.area, full) || (core.length >= 2 && contains(c.area, core))) {
      const pts = i >= 2 ? 15 : i === 1 ? 10 : 5;
      score += pts; reasons.push(`祖籍 ${full} 相符`);
      break;
    }
  }
  if (q.village && contains(c.area, q.village)) { score += 5; reasons.push(`村镇 '${q.village}' 相符`); }

  let genFrom: number | null = null;
  let genTo: number | null = null;
  let selfGen: number | null = null;
  let selfBy: ClanScore['selfBy'] = null;
  const want = q.zibei;
  if (want.length) {
    let best: { hit: Hit; diff: number | null } | null = null;
    for (const p of c.poems) {
      for (const hit of poemHits(p, want)) {
        const self = hit.gens[hit.gens.length - 1] + q.zibeiLast;
        const exp = q.birthYear ? expectedYear(c.genYears, self) : null;
        const diff = exp === null ? null : Math.abs(q.birthYear - exp);
        const better = !best
          || (hit.consecutive && !best.hit.consecutive)
          || (hit.consecutive === best.hit.consecutive && (diff ?? 1e9) < (best.diff ?? 1e9));
        if (better) best = { hit, diff };
      }
    }
    if (best) {
      const { hit, diff } = best;
      genFrom = hit.gens[0];
      genTo = hit.gens[hit.gens.length - 1];
      selfGen = genTo + q.zibeiLast;
      selfBy = 'zibei';
      const chars = want.join('');
      if (hit.consecutive) {
        score += want.length >= 2 ? 25 * want.length : 12;
        reasons.push(`字辈 '${chars}' 与 ${c.name} ${genRange(genFrom, genTo)} 相符`);
      } else {
        score += 8 * want.length;
        reasons.push(`字辈 '${chars}' 依次见于 ${c.name} ${hit.gens.map((g) => `第${g}世`).join('、')}（中间有间隔）`);
      }
      if (diff !== null) {
        const exp = expectedYear(c.genYears, selfGen)!;
        if (diff <= AGE_TOLERANCE) { score += 10; reasons.push(`年龄相符：${generationLabel(selfGen)}约生于${exp}年前后`); }
        else { score -= 25; reasons.push(`年龄不符：${generationLabel(selfGen)}约生于${exp}年前后`); }
      }
    } else if (want.length >= 2 && c.poems.length) {
      score -= 15; reasons.push(`字辈 '${want.join('')}' 未按顺序见于本谱字辈`);
    }
  }
  if (selfGen === null && q.birthYear) {
    const g = generationOfYear(c.genYears, q.birthYear);
    if (g !== null) { selfGen = g; selfBy = 'age'; }
  }
  return { score, reasons, genFrom, genTo, selfGen, selfBy };
}

/** The candidate clans worth showing: something besides the surname agrees. */
export const MIN_SCORE = 30;
export const MAX_MATCHES = 10;

/** The name to look a member up by: "陈德明" → "德明" for a 陈 clan (members keep surname and name apart). */
export function givenName(full: string, surname: string): string {
  const s = full.trim();
  return surname && s.startsWith(surname) && [...s].length > [...surname].length ? s.slice(surname.length) : s;
}
