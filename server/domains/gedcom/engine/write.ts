/**
 * Members of a clan (or a branch) → GEDCOM 7.0 (default) or 5.5.1 text, as a generator of chunks so a caller can
 * stream it to a file. Standard structures wherever they fit (INDI/FAM, NAME with TYPE/PHRASE for 字 and 号,
 * SEX, BIRT/DEAT/BURI with GREGORIAN or JULIAN dates and the register's own text as PHRASE, FAMC with PEDI,
 * RESN PRIVACY for the living); the rest as `_ZP_*` tags (extension-tags.ts). Living people's dates and burial
 * are left out when `hideLiving` (the same rule as the screens).
 */
import { jdnOf } from '@model/calendar/chinese-date';
import { shichenName } from '@model/calendar/names';
import type { ChineseDate } from '@model/calendar/types';
import type { ZibeiPoem } from '@model/generations';
import type { ClanMember } from '@model/member';
import { ZP_BASE_URI, ZP_TAGS } from './extension-tags';

export type GedcomFormat = '7.0' | '5.5.1';

export interface WriteInput {
  format: GedcomFormat;
  clan: { name: string; surname: string; hall?: string };
  members: readonly ClanMember[];
  poems?: readonly (ZibeiPoem & { branchName?: string })[];
  /** 房/支 path of a branch id ("长房/二支"). */
  branchPath?: (id: number) => string | undefined;
  /** 字辈 character of a member. */
  zibei?: (m: ClanMember) => string | undefined;
  /** Unknown tags kept from an earlier import (level 1 lines), by member id. */
  raw?: (id: number) => readonly string[] | undefined;
  hideLiving: boolean;
  /** HEAD.DATE. */
  now: Date;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const GREGORIAN_START_JDN = 2299161;

/** The GEDCOM DATE value of a ChineseDate ('' when it has no western year). */
export function gedDateValue(d: ChineseDate): string {
  const g = d.gregorian;
  if (!g) return '';
  let s = `${g.month ? `${g.day ? `${g.day} ` : ''}${MONTHS[g.month - 1]} ` : ''}${g.year}`;
  // only dates up to 1582 can fall before the Gregorian reform (jdnOf converts a lunar date: not for every member)
  if (g.year <= 1582 && (jdnOf(d) ?? 0) < GREGORIAN_START_JDN) s = `JULIAN ${s}`;
  return d.approximate ? `ABT ${s}` : s;
}

/** The lines written so far, as one string (V8 concatenates into a rope: cheaper than an array of lines joined). */
class Out {
  private buf = '';
  /** Lines in `buf`. */
  lines = 0;
  constructor(readonly v7: boolean) {}

  /** One finished line as it is. */
  raw(line: string): void {
    this.buf += `${line}\n`;
    this.lines++;
  }

  line(level: number, tag: string, value?: string | null, xref?: string): void {
    const head = `${level}${xref ? ` @${xref}@` : ''} ${tag}`;
    if (value === undefined || value === null || value === '') {
      this.raw(head);
      return;
    }
    if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
      this.push(head, this.escape(value), level);
      return;
    }
    const parts = value.split(/\r\n|\r|\n/);
    this.push(head, this.escape(parts[0]), level);
    for (const p of parts.slice(1)) this.push(`${level + 1} CONT`, this.escape(p), level + 1);
  }

  pointer(level: number, tag: string, xref: string): void {
    this.raw(`${level} ${tag} @${xref}@`);
  }

  private escape(v: string): string {
    if (this.v7) return v.startsWith('@') ? `@${v}` : v;
    return v.replace(/@/g, '@@');
  }

  /** 5.5.1: lines of at most 255 characters, the rest in CONC lines (never split before a space). */
  private push(head: string, value: string, level: number): void {
    if (value === '') {
      this.raw(head);
      return;
    }
    if (this.v7 || value.length <= 200) {
      this.raw(`${head} ${value}`);
      return;
    }
    let rest = value;
    let first = true;
    while (rest.length) {
      let cut = Math.min(rest.length, 200);
      while (cut < rest.length && cut > 1 && (rest[cut] === ' ' || rest[cut - 1] === ' ')) cut--;
      this.raw(`${first ? head : `${level + 1} CONC`} ${rest.slice(0, cut)}`);
      rest = rest.slice(cut);
      first = false;
    }
  }

  take(): string {
    const s = this.buf;
    this.buf = '';
    this.lines = 0;
    return s;
  }
}

function writeHead(o: Out, input: WriteInput): void {
  const v7 = o.v7;
  const n = input.now;
  o.line(0, 'HEAD');
  o.line(1, 'GEDC');
  o.line(2, 'VERS', v7 ? '7.0' : '5.5.1');
  if (!v7) o.line(2, 'FORM', 'LINEAGE-LINKED');
  if (v7) {
    o.line(1, 'SCHMA');
    for (const tag of Object.keys(ZP_TAGS)) o.line(2, 'TAG', `${tag} ${ZP_BASE_URI}${tag}`);
  }
  o.line(1, 'SOUR', 'ZUPU');
  o.line(2, 'NAME', '族谱');
  o.line(1, 'DATE', `${n.getUTCDate()} ${MONTHS[n.getUTCMonth()]} ${n.getUTCFullYear()}`);
  if (!v7) {
    o.pointer(1, 'SUBM', 'U1');
    o.line(1, 'CHAR', 'UTF-8');
  }
  o.line(1, 'LANG', v7 ? 'zh' : 'Chinese');
  o.line(1, '_ZP_CLAN', input.clan.name);
  o.line(2, '_ZP_SURN', input.clan.surname);
  if (input.clan.hall) o.line(2, '_ZP_HALL', input.clan.hall);
  for (const p of input.poems ?? []) {
    o.line(1, '_ZP_POEM', p.text);
    o.line(2, '_ZP_START', String(p.startGeneration));
    o.line(2, '_ZP_MODE', p.mode);
    if (p.branchName) o.line(2, '_ZP_BRANCH', p.branchName);
    if (p.title) o.line(2, '_ZP_TITLE', p.title);
  }
  if (!v7) {
    o.line(0, 'SUBM', undefined, 'U1');
    o.line(1, 'NAME', '族谱');
  }
}

function writeDate(o: Out, level: number, d: ChineseDate): void {
  const value = gedDateValue(d);
  const phrase = d.original !== value ? d.original : undefined;
  if (o.v7) {
    o.line(level, 'DATE', value);
    if (phrase) o.line(level + 1, 'PHRASE', phrase);
  } else if (phrase) {
    o.line(level, 'DATE', value ? `INT ${value} (${phrase})` : `(${phrase})`);
  } else {
    o.line(level, 'DATE', value);
  }
  if (d.calendar === 'lunar' && d.lunarYear !== undefined) {
    o.line(level, '_ZP_LUNAR');
    if (d.era) o.line(level + 1, '_ZP_ERA', `${d.era.dynasty}${d.era.reign ? ` ${d.era.reign}` : ''}`);
    if (d.era?.year !== undefined) o.line(level + 1, '_ZP_EYEAR', String(d.era.year));
    if (d.ganzhiYear) o.line(level + 1, '_ZP_GZ', d.ganzhiYear);
    o.line(level + 1, '_ZP_LY', String(d.lunarYear));
    if (d.month !== undefined) o.line(level + 1, '_ZP_LM', String(d.month));
    if (d.leapMonth) o.line(level + 1, '_ZP_LEAP', 'Y');
    if (d.day !== undefined) o.line(level + 1, '_ZP_LD', String(d.day));
    if (d.shichen !== undefined) o.line(level + 1, '_ZP_SC', shichenName(d.shichen));
  }
}

interface Families {
  /** Family xref of a member's lineage (or mother-line) family. */
  lineOf: Map<number, string>;
  list: { xref: string; husband?: number; wife?: number; children: number[]; styp?: string; order?: number }[];
  /** Families of a member as a partner, in order. */
  fams: Map<number, string[]>;
  /** FAMC entries of a member: family and PEDI. */
  famc: Map<number, { xref: string; pedi: string; phrase?: string }[]>;
}

/**
 * `items` ordered by a small integer key, then by a unique integer tie-break — as a numeric typed-array sort (no
 * comparator calls: a comparator sort of a million members costs seconds). Falls back to a comparator sort when a
 * value does not fit the packing (key outside ±5,000, tie-break not a non-negative integer below 1e10).
 */
export function orderByKey<T>(items: readonly T[], key: (t: T) => number, tie: (t: T, i: number) => number): T[] {
  const packed = new Float64Array(items.length);
  const at = new Map<number, T>();
  for (let i = 0; i < items.length; i++) {
    const k = key(items[i]);
    const t = tie(items[i], i);
    if (!Number.isInteger(k) || k < -5000 || k > 5000 || !Number.isInteger(t) || t < 0 || t >= 1e10 || at.has(t)) {
      return items.map((x, j) => ({ x, k: key(x), t: tie(x, j) })).sort((a, b) => a.k - b.k || a.t - b.t).map((e) => e.x);
    }
    packed[i] = (k + 5000) * 1e10 + t;
    at.set(t, items[i]);
  }
  packed.sort();
  const out = new Array<T>(items.length);
  for (let i = 0; i < packed.length; i++) out[i] = at.get(packed[i] % 1e10)!;
  return out;
}

function buildFamilies(members: readonly ClanMember[]): Families {
  const byId = new Map(members.map((m) => [m.id, m]));
  const keyed = new Map<number | string, Families['list'][number]>();
  const f: Families = { lineOf: new Map(), list: [], fams: new Map(), famc: new Map() };
  const family = (husband: number | undefined, wife: number | undefined) => {
    const h = husband !== undefined && byId.has(husband) ? husband : undefined;
    const w = wife !== undefined && byId.has(wife) ? wife : undefined;
    // a numeric key while the ids fit (a string key per member costs seconds at a million)
    const hk = h ?? 0;
    const wk = w ?? 0;
    const key: number | string = hk < 2 ** 26 && wk < 2 ** 26 ? hk * 2 ** 26 + wk : `${hk}:${wk}`;
    let fam = keyed.get(key);
    if (!fam) {
      fam = { xref: `F${keyed.size + 1}`, husband: h, wife: w, children: [] };
      keyed.set(key, fam);
      f.list.push(fam);
      for (const p of [h, w]) {
        if (p === undefined) continue;
        const list = f.fams.get(p);
        if (list) list.push(fam.xref); else f.fams.set(p, [fam.xref]);
      }
    }
    return fam;
  };
  const wives = orderByKey(members.filter((m) => m.husbandId != null), (m) => m.spouseOrder ?? 99, (_m, i) => i);
  for (const w of wives) {
    const fam = family(w.husbandId!, w.id);
    fam.styp = w.spouseType;
    fam.order = w.spouseOrder;
  }
  for (const z of members) if (z.adoption?.type === '赘婿' && z.wifeId != null) family(z.id, z.wifeId);
  const famc = (m: ClanMember, xref: string, pedi: string, phrase?: string) => {
    const entry = phrase ? { xref, pedi, phrase } : { xref, pedi };
    const list = f.famc.get(m.id);
    if (list) list.push(entry); else f.famc.set(m.id, [entry]);
  };
  const ordered = orderByKey(members, (m) => m.birthOrder ?? 99, (m) => m.id);
  for (const m of ordered) {
    if (m.husbandId != null) continue;
    const t = m.adoption?.type;
    let line: Families['list'][number] | undefined;
    if (m.lineageFatherId != null && byId.has(m.lineageFatherId)) {
      const mother = m.motherId != null && byId.get(m.motherId)?.husbandId === m.lineageFatherId ? m.motherId : undefined;
      line = family(m.lineageFatherId, mother);
    } else if (m.motherId != null && byId.has(m.motherId) && t !== '赘婿') {
      const bio = m.biologicalFatherId != null && byId.get(m.biologicalFatherId)?.wifeId === m.motherId ? m.biologicalFatherId : undefined;
      line = family(bio, m.motherId);
    }
    if (!line) continue;
    line.children.push(m.id);
    f.lineOf.set(m.id, line.xref);
    const pedi = t === '入继' || t === '抚子' ? 'ADOPTED' : t === '寄子' ? 'OTHER' : 'BIRTH';
    famc(m, line.xref, pedi, t === '寄子' ? '寄子' : undefined);
    if (t === '入继' && m.biologicalFatherId != null && byId.has(m.biologicalFatherId)) {
      const mother = m.motherId != null && byId.get(m.motherId)?.husbandId === m.biologicalFatherId ? m.motherId : undefined;
      const birth = family(m.biologicalFatherId, mother);
      birth.children.push(m.id);
      famc(m, birth.xref, 'BIRTH');
    }
    const second = m.adoption?.secondLineageFatherId;
    if (t === '兼祧' && second != null && byId.has(second)) {
      const fam2 = family(second, undefined);
      fam2.children.push(m.id);
      famc(m, fam2.xref, 'ADOPTED', '兼祧');
    }
  }
  return f;
}

function writeNames(o: Out, m: ClanMember): void {
  o.line(1, 'NAME', `${m.name ?? ''} /${m.surname}/`.trim());
  if (m.name) o.line(2, 'GIVN', m.name);
  o.line(2, 'SURN', m.surname);
  const other = (text: string, label: string) => {
    o.line(1, 'NAME', text);
    if (o.v7) {
      o.line(2, 'TYPE', 'OTHER');
      o.line(3, 'PHRASE', label);
    } else {
      o.line(2, 'TYPE', label);
    }
  };
  if (m.zi) other(m.zi, '字');
  if (m.hao) other(m.hao, '号');
  for (const n of m.otherNames ?? []) other(n.name, n.kind);
}

function writePerson(o: Out, m: ClanMember, fams: Families, input: WriteInput): void {
  const hide = input.hideLiving && !!m.living;
  o.line(0, 'INDI', undefined, `I${m.id}`);
  writeNames(o, m);
  o.line(1, 'SEX', m.gender === 'f' ? 'F' : 'M');
  if (m.living) o.line(1, 'RESN', 'PRIVACY');
  if (m.birth && !hide) {
    o.line(1, 'BIRT');
    writeDate(o, 2, m.birth);
  }
  if (!m.living && !hide) {
    const d = m.death;
    o.line(1, 'DEAT', d ? undefined : 'Y');
    if (d) writeDate(o, 2, d);
    if (m.deathTerm) o.line(2, '_ZP_DTERM', m.deathTerm);
  }
  if (m.burial && !hide) {
    o.line(1, 'BURI');
    if (m.burial.place) o.line(2, 'PLAC', m.burial.place);
    if (m.burial.mountain) o.line(2, '_ZP_SITE', m.burial.mountain);
    if (m.burial.orientation) o.line(2, '_ZP_FACE', m.burial.orientation);
    for (const j of m.burial.jointWith ?? []) o.pointer(2, '_ZP_JOINT', `I${j}`);
  }
  for (const t of m.titles ?? []) o.line(1, 'TITL', t);
  if (m.biography) o.line(1, 'NOTE', m.biography);
  for (const c of fams.famc.get(m.id) ?? []) {
    o.pointer(1, 'FAMC', c.xref);
    o.line(2, 'PEDI', c.pedi);
    if (c.phrase && o.v7) o.line(3, 'PHRASE', c.phrase);
  }
  for (const x of fams.fams.get(m.id) ?? []) o.pointer(1, 'FAMS', x);
  writeExtensions(o, m, fams, input);
  for (const l of input.raw?.(m.id) ?? []) o.raw(l);
}

function writeExtensions(o: Out, m: ClanMember, fams: Families, input: WriteInput): void {
  o.line(1, '_ZP_GEN', String(m.generation));
  if (m.branchGeneration !== undefined) o.line(1, '_ZP_BGEN', String(m.branchGeneration));
  // 字辈 belongs to the clan's own people, not to wives and 赘婿 who married in
  const zb = m.husbandId == null && m.adoption?.type !== '赘婿' ? input.zibei?.(m) : undefined;
  if (zb) o.line(1, '_ZP_ZIBEI', zb);
  const branch = m.branchId != null ? input.branchPath?.(m.branchId) : undefined;
  if (branch) o.line(1, '_ZP_BRANCH', branch);
  if (m.birthOrder !== undefined) o.line(1, '_ZP_RANK', String(m.birthOrder));
  if (m.clanRank !== undefined) o.line(1, '_ZP_CRANK', String(m.clanRank));
  if (m.founderRole) o.line(1, '_ZP_FOUNDER', m.founderRole);
  const line = fams.lineOf.get(m.id);
  if (line && m.adoption) o.pointer(1, '_ZP_LINE', line);
  const a = m.adoption;
  if (a) {
    o.line(1, '_ZP_ADOP', a.type);
    if (m.biologicalFatherId != null) o.pointer(2, '_ZP_BIOF', `I${m.biologicalFatherId}`);
    if (a.secondLineageFatherId != null) o.pointer(2, '_ZP_FATH2', `I${a.secondLineageFatherId}`);
    if (a.toText) o.line(2, '_ZP_TO', a.toText);
    if (a.fromText) o.line(2, '_ZP_FROM', a.fromText);
    if (a.biologicalRank !== undefined) o.line(2, '_ZP_BRANK', String(a.biologicalRank));
  }
  if (m.origin) o.line(1, '_ZP_ORIGIN', m.origin);
  if (m.inChart) o.line(1, '_ZP_INCHART', 'Y');
  if (m.marriedTo) o.line(1, '_ZP_MARRIED', m.marriedTo);
  if (m.childrenSurname) o.line(1, '_ZP_CHSURN', m.childrenSurname);
  if (m.noHeir) o.line(1, '_ZP_NOHEIR', 'Y');
  if (m.uncertain) o.line(1, '_ZP_UNCERT', 'Y');
  o.line(1, '_ZP_LIVING', m.living ? 'Y' : 'N');
  if (m.privacy && m.privacy !== (m.living ? 'clan' : 'public')) o.line(1, '_ZP_PRIV', m.privacy);
}

/** The file, in chunks of about `chunkLines` lines. */
export function* writeGedcom(input: WriteInput, chunkLines = 5000): Generator<string> {
  const o = new Out(input.format === '7.0');
  writeHead(o, input);
  yield o.take();
  const fams = buildFamilies(input.members);
  for (const m of input.members) {
    writePerson(o, m, fams, input);
    if (o.lines >= chunkLines) yield o.take();
  }
  for (const f of fams.list) {
    o.line(0, 'FAM', undefined, f.xref);
    if (f.husband !== undefined) o.pointer(1, 'HUSB', `I${f.husband}`);
    if (f.wife !== undefined) o.pointer(1, 'WIFE', `I${f.wife}`);
    for (const c of f.children) o.pointer(1, 'CHIL', `I${c}`);
    if (f.styp) o.line(1, '_ZP_STYP', f.styp);
    if (f.order !== undefined) o.line(1, '_ZP_ORDER', String(f.order));
    if (o.lines >= chunkLines) yield o.take();
  }
  o.line(0, 'TRLR');
  yield o.take();
}
