/**
 * The records of a parsed file → people and families as GEDCOM says them (no clan rules yet): names with their
 * pieces and TYPE, sex, birth/death/burial with dates and places, FAMC with PEDI, FAMS in order, notes, source
 * citations (as note text), media, RESN, the `_ZP_*` extension values, and every other tag kept as raw GEDCOM.
 */
import type { ChineseDate } from '@model/calendar/types';
import { gedDateToChinese } from './dates';
import { lazyRecords, type GedFile } from './parse';
import { child, childrenOf, childValue, type GedNode } from './tree';

export type Pedigree = 'birth' | 'adopted' | 'foster' | 'sealing' | 'other';

export interface GedName {
  full: string;
  given?: string;
  surname?: string;
  nick?: string;
  /** TYPE value (7.0 enum or 5.5.1 free text) and its PHRASE. */
  type?: string;
  typePhrase?: string;
}

export interface GedEvent {
  date?: ChineseDate;
  place?: string;
  /** Y with no date/place: the event happened (DEAT Y). */
  happened?: boolean;
  /** `_ZP_*` tags under the event. */
  ext: Record<string, string>;
  /** BURI `_ZP_JOINT` pointers: buried together with. */
  jointWith?: string[];
}

export interface GedPerson {
  xref: string;
  line: number;
  names: GedName[];
  sex?: 'm' | 'f' | 'x';
  birth?: GedEvent;
  death?: GedEvent;
  burial?: GedEvent;
  titles: string[];
  famc: { family: string; pedi: Pedigree; pediPhrase?: string }[];
  fams: string[];
  notes: string[];
  media: string[];
  restriction?: string;
  /** INDI-level `_ZP_*` values (first of each), pointers as xrefs. */
  ext: Record<string, string>;
  /** Sub-structures of `_ZP_*` tags (e.g. _ZP_ADOP's _ZP_BIOF). */
  extSub: Record<string, Record<string, string>>;
  /** Lines the reader does not map, as GEDCOM text (level 1 …), for writing back out. */
  raw: string[];
}

export interface GedFamily {
  xref: string;
  line: number;
  husband?: string | null;
  wife?: string | null;
  /** 7.0 allows several HUSB/WIFE-like partners in odd files: all partner pointers in order. */
  partners: string[];
  children: string[];
  marriage?: GedEvent;
  ext: Record<string, string>;
  raw: string[];
}

const KNOWN_INDI = new Set(['NAME', 'SEX', 'BIRT', 'DEAT', 'BURI', 'TITL', 'FAMC', 'FAMS', 'NOTE', 'SNOTE', 'SOUR', 'OBJE', 'RESN', 'ADOP', 'CHAN', 'RIN', 'UID', '_UID', 'CREA']);
const KNOWN_FAM = new Set(['HUSB', 'WIFE', 'CHIL', 'MARR', 'CHAN', 'RIN', 'UID', '_UID', 'CREA']);

/** Raw GEDCOM lines of a node and its children, levels rebased so the node is at `level`. */
export function rawLines(n: GedNode, level = n.level): string[] {
  const out: string[] = [];
  const walk = (x: GedNode, l: number) => {
    const v = x.value ?? '';
    const parts = v.split('\n');
    out.push(`${l} ${x.tag}${parts[0] !== '' ? ` ${parts[0]}` : ''}`);
    for (const p of parts.slice(1)) out.push(`${l + 1} CONT${p ? ` ${p}` : ''}`);
    for (const c of x.children) walk(c, l + 1);
  };
  walk(n, level);
  return out;
}

function noteText(n: GedNode, file: GedFile): string | undefined {
  if (n.pointer !== undefined) {
    const rec = n.pointer ? file.byXref.get(n.pointer) : undefined;
    return rec?.value;
  }
  return n.value;
}

function sourceText(n: GedNode, file: GedFile): string {
  const rec = n.pointer ? file.byXref.get(n.pointer) : undefined;
  const title = rec ? childValue(rec, 'TITL') ?? rec.value : n.value;
  const page = childValue(n, 'PAGE');
  const text = child(n, 'DATA') ? childValue(child(n, 'DATA')!, 'TEXT') : childValue(n, 'TEXT');
  return ['出处：', title ?? '', page ? `，${page}` : '', text ? `：${text}` : ''].join('');
}

function extOf(n: GedNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of n.children) {
    if (c.tag.startsWith('_ZP_') && !(c.tag in out)) out[c.tag] = c.pointer ?? c.value ?? '';
  }
  return out;
}

function readEvent(n: GedNode, problems: Problem[]): GedEvent {
  const ev: GedEvent = { ext: extOf(n) };
  const d = child(n, 'DATE');
  if (d) {
    const phrase = childValue(d, 'PHRASE') ?? ev.ext._ZP_DATE;
    const r = gedDateToChinese(d.value ?? '', phrase);
    if (d.value || phrase) ev.date = r.date;
    if (r.problem) problems.push({ line: d.line, tag: 'DATE', message: r.problem });
  } else if (ev.ext._ZP_DATE) {
    ev.date = gedDateToChinese('', ev.ext._ZP_DATE).date;
  }
  const place = childValue(n, 'PLAC');
  if (place) ev.place = place;
  if (n.value?.toUpperCase() === 'Y') ev.happened = true;
  const joint = childrenOf(n, '_ZP_JOINT').map((c) => c.pointer).filter((x): x is string => !!x);
  if (joint.length) ev.jointWith = joint;
  return ev;
}

export interface Problem {
  line: number;
  tag?: string;
  message: string;
}

function readName(n: GedNode): GedName {
  const full = (n.value ?? '').trim();
  const name: GedName = { full };
  const given = childValue(n, 'GIVN');
  const surn = childValue(n, 'SURN');
  const nick = childValue(n, 'NICK');
  const type = child(n, 'TYPE');
  const slash = /^(.*?)\/(.*?)\/(.*)$/.exec(full);
  name.surname = surn ?? (slash ? slash[2].trim() : undefined);
  name.given = given ?? (slash ? `${slash[1].trim()} ${slash[3].trim()}`.trim() : full) ?? undefined;
  if (nick) name.nick = nick;
  if (type?.value) name.type = type.value;
  const phrase = type && childValue(type, 'PHRASE');
  if (phrase) name.typePhrase = phrase;
  return name;
}

const PEDI: Record<string, Pedigree> = { BIRTH: 'birth', ADOPTED: 'adopted', FOSTER: 'foster', SEALING: 'sealing', OTHER: 'other' };

export function readPerson(r: GedNode, file: GedFile, problems: Problem[]): GedPerson {
  const p: GedPerson = {
    xref: r.xref!, line: r.line, names: [], titles: [], famc: [], fams: [], notes: [], media: [], ext: extOf(r), extSub: {}, raw: [],
  };
  for (const c of r.children) {
    switch (c.tag) {
      case 'NAME': p.names.push(readName(c)); break;
      case 'SEX': {
        const s = (c.value ?? '').trim().toUpperCase();
        p.sex = s === 'M' ? 'm' : s === 'F' ? 'f' : 'x';
        break;
      }
      case 'BIRT': p.birth = readEvent(c, problems); break;
      case 'DEAT': p.death = readEvent(c, problems); break;
      case 'BURI': p.burial = readEvent(c, problems); break;
      case 'TITL': if (c.value) p.titles.push(c.value); break;
      case 'FAMC': {
        if (!c.pointer) { problems.push({ line: c.line, tag: 'FAMC', message: '父母家庭指针为空（@VOID@），已忽略' }); break; }
        const pedi = child(c, 'PEDI');
        const entry = { family: c.pointer, pedi: PEDI[(pedi?.value ?? 'BIRTH').trim().toUpperCase()] ?? 'other' as Pedigree };
        const phrase = pedi && childValue(pedi, 'PHRASE');
        p.famc.push(phrase ? { ...entry, pediPhrase: phrase } : entry);
        break;
      }
      case 'ADOP': {
        const f = child(c, 'FAMC');
        if (f?.pointer) {
          const known = p.famc.find((x) => x.family === f.pointer);
          if (known) known.pedi = 'adopted';
          else p.famc.push({ family: f.pointer, pedi: 'adopted' });
        }
        break;
      }
      case 'FAMS': if (c.pointer) p.fams.push(c.pointer); break;
      case 'NOTE': case 'SNOTE': { const t = noteText(c, file); if (t) p.notes.push(t); break; }
      case 'SOUR': p.notes.push(sourceText(c, file)); break;
      case 'OBJE': {
        const rec = c.pointer ? file.byXref.get(c.pointer) : c;
        const f = rec && child(rec, 'FILE');
        if (f?.value) p.media.push(f.value);
        break;
      }
      case 'RESN': p.restriction = (c.value ?? '').toUpperCase(); break;
      default:
        if (c.tag.startsWith('_ZP_')) {
          if (c.children.length) p.extSub[c.tag] = extOf(c);
        } else if (!KNOWN_INDI.has(c.tag)) p.raw.push(...rawLines(c, 1));
    }
  }
  return p;
}

export function readFamily(r: GedNode, problems: Problem[]): GedFamily {
  const f: GedFamily = { xref: r.xref!, line: r.line, partners: [], children: [], ext: extOf(r), raw: [] };
  for (const c of r.children) {
    if (c.tag === 'HUSB' || c.tag === 'WIFE') {
      if (c.pointer === null) {
        problems.push({ line: c.line, tag: c.tag, message: `${c.tag === 'HUSB' ? '丈夫' : '妻子'}为@VOID@（未知），已按无此人处理` });
        continue;
      }
      if (!c.pointer) continue;
      if (c.tag === 'HUSB' && f.husband === undefined) f.husband = c.pointer;
      else if (c.tag === 'WIFE' && f.wife === undefined) f.wife = c.pointer;
      f.partners.push(c.pointer);
    } else if (c.tag === 'CHIL') {
      if (c.pointer) f.children.push(c.pointer);
      else problems.push({ line: c.line, tag: 'CHIL', message: '子女为@VOID@（未知），已忽略' });
    } else if (c.tag === 'MARR') {
      f.marriage = readEvent(c, problems);
    } else if (!KNOWN_FAM.has(c.tag) && !c.tag.startsWith('_ZP_')) {
      f.raw.push(...rawLines(c, 1));
    }
  }
  return f;
}

export interface GedPeople {
  persons: Map<string, GedPerson>;
  families: Map<string, GedFamily>;
  media: number;
  /** Problems with the record they were in. */
  problems: (Problem & { record: string })[];
}

/** Every INDI and FAM of the file; a record that throws is logged and skipped, the rest go on. */
export function readPeople(file: GedFile): GedPeople {
  const persons = new Map<string, GedPerson>();
  const families = new Map<string, GedFamily>();
  const all: GedPeople['problems'] = [];
  let media = 0;
  for (const r of file.byXref.values()) if (r.tag === 'OBJE') media++;
  // persons and families are read from the text one at a time: each record's nodes are garbage once it is read
  for (const r of lazyRecords(file)) {
    const xref = r.xref!;
    const problems: Problem[] = [];
    try {
      if (r.tag === 'INDI') persons.set(xref, readPerson(r, file, problems));
      else if (r.tag === 'FAM') families.set(xref, readFamily(r, problems));
    } catch (e) {
      problems.push({ line: r.line, tag: r.tag, message: `记录无法读取，已跳过：${(e as Error).message}` });
    }
    for (const p of problems) all.push({ ...p, record: `@${xref}@` });
  }
  for (const f of families.values()) {
    for (const x of [...f.partners, ...f.children]) {
      if (!persons.has(x)) all.push({ line: f.line, record: `@${f.xref}@`, message: `家庭引用的人物@${x}@不存在，已忽略` });
    }
  }
  for (const p of persons.values()) {
    for (const fc of p.famc) if (!families.has(fc.family)) all.push({ line: p.line, record: `@${p.xref}@`, tag: 'FAMC', message: `父母家庭@${fc.family}@不存在，已忽略` });
  }
  for (const p of all) file.log.warn(p.line, p.message, { record: p.record, tag: p.tag });
  return { persons, families, media, problems: all };
}
