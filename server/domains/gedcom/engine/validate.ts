/**
 * A GEDCOM 7.0 structure validator, used by the tests on our exports. The table below was WRITTEN BY HAND FROM
 * THE GEDCOM 7.0 SPECIFICATION (FamilySearch, "The FamilySearch GEDCOM Specification" 7.0.x, chapters 2–3:
 * the record and substructure definitions and the enumeration sets). It covers the records and substructures this
 * app writes and their usual siblings; a tag it does not list under a context is reported, except extension tags
 * (`_X`), which must be declared in HEAD.SCHMA. Checks: HEAD first and TRLR last; the children allowed under each
 * context with their cardinality ({0:1}, {1:1}, {0:M}); enumerated payloads (SEX, RESN, PEDI, NAME.TYPE); DATE
 * payloads (7.0 grammar: no INT, no bare phrase, no dual year); pointers that resolve to a record of the right kind;
 * unique xrefs; no CONC.
 */
import { parseGedDate } from './dates';
import { allRecords, tagOf, type GedFile } from './parse';
import type { GedNode } from './tree';

type Card = '0:1' | '1:1' | '0:M' | '1:M';
type Rule = Record<string, Card>;

const EVENT_DETAIL: Rule = {
  TYPE: '0:1', DATE: '0:1', PLAC: '0:1', ADDR: '0:1', PHON: '0:M', EMAIL: '0:M', FAX: '0:M', WWW: '0:M', AGNC: '0:1', RELI: '0:1',
  CAUS: '0:1', RESN: '0:1', SDATE: '0:1', ASSO: '0:M', NOTE: '0:M', SNOTE: '0:M', SOUR: '0:M', OBJE: '0:M', UID: '0:M', AGE: '0:1',
};
const INDI_EVENTS = ['BAPM', 'BARM', 'BASM', 'BLES', 'BURI', 'CENS', 'CHRA', 'CONF', 'CREM', 'DEAT', 'EMIG', 'FCOM', 'GRAD', 'IMMI', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL', 'EVEN'];
const INDI_ATTRS = ['CAST', 'DSCR', 'EDUC', 'IDNO', 'NATI', 'NCHI', 'NMR', 'OCCU', 'PROP', 'RELI', 'RESI', 'SSN', 'TITL', 'FACT'];
const FAM_EVENTS = ['ANUL', 'CENS', 'DIV', 'DIVF', 'ENGA', 'MARB', 'MARC', 'MARL', 'MARR', 'MARS', 'EVEN'];

const RULES: Record<string, Rule> = {
  HEAD: { GEDC: '1:1', SCHMA: '0:1', SOUR: '0:1', DEST: '0:1', DATE: '0:1', SUBM: '0:1', COPR: '0:1', LANG: '0:1', PLAC: '0:1', NOTE: '0:1', SNOTE: '0:1' },
  'HEAD.GEDC': { VERS: '1:1' },
  'HEAD.SCHMA': { TAG: '0:M' },
  'HEAD.SOUR': { VERS: '0:1', NAME: '0:1', CORP: '0:1', DATA: '0:1' },
  'HEAD.DATE': { TIME: '0:1' },
  INDI: {
    RESN: '0:1', NAME: '0:M', SEX: '0:1', FAMC: '0:M', FAMS: '0:M', SUBM: '0:M', ASSO: '0:M', ALIA: '0:M', ANCI: '0:M', DESI: '0:M',
    REFN: '0:M', UID: '0:M', EXID: '0:M', NOTE: '0:M', SNOTE: '0:M', SOUR: '0:M', OBJE: '0:M', CHAN: '0:1', CREA: '0:1',
    BIRT: '0:M', CHR: '0:M', ADOP: '0:M', NO: '0:M',
    ...Object.fromEntries([...INDI_EVENTS, ...INDI_ATTRS].map((t) => [t, '0:M' as Card])),
  },
  'INDI.NAME': { TYPE: '0:1', NPFX: '0:M', GIVN: '0:M', NICK: '0:M', SPFX: '0:M', SURN: '0:M', NSFX: '0:M', TRAN: '0:M', NOTE: '0:M', SNOTE: '0:M', SOUR: '0:M' },
  'INDI.NAME.TYPE': { PHRASE: '0:1' },
  'INDI.BIRT': { ...EVENT_DETAIL, FAMC: '0:1' },
  'INDI.DEAT': EVENT_DETAIL,
  'INDI.BURI': EVENT_DETAIL,
  'INDI.TITL': { ...EVENT_DETAIL },
  'INDI.FAMC': { PEDI: '0:1', STAT: '0:1', NOTE: '0:M', SNOTE: '0:M' },
  'INDI.FAMC.PEDI': { PHRASE: '0:1' },
  'INDI.FAMS': { NOTE: '0:M', SNOTE: '0:M' },
  DATE: { TIME: '0:1', PHRASE: '0:1' },
  FAM: {
    RESN: '0:1', HUSB: '0:1', WIFE: '0:1', CHIL: '0:M', ASSO: '0:M', SUBM: '0:M', REFN: '0:M', UID: '0:M', EXID: '0:M', NOTE: '0:M',
    SNOTE: '0:M', SOUR: '0:M', OBJE: '0:M', CHAN: '0:1', CREA: '0:1', NCHI: '0:M', RESI: '0:M', FACT: '0:M', NO: '0:M',
    ...Object.fromEntries(FAM_EVENTS.map((t) => [t, '0:M' as Card])),
  },
  'FAM.HUSB': { PHRASE: '0:1' },
  'FAM.WIFE': { PHRASE: '0:1' },
  'FAM.CHIL': { PHRASE: '0:1' },
  'FAM.MARR': { ...EVENT_DETAIL, HUSB: '0:1', WIFE: '0:1' },
  SUBM: { NAME: '1:1', ADDR: '0:1', PHON: '0:M', EMAIL: '0:M', FAX: '0:M', WWW: '0:M', OBJE: '0:M', LANG: '0:M', NOTE: '0:M', SNOTE: '0:M', UID: '0:M', EXID: '0:M', REFN: '0:M', CHAN: '0:1', CREA: '0:1' },
  SNOTE: { MIME: '0:1', LANG: '0:1', TRAN: '0:M', SOUR: '0:M', REFN: '0:M', UID: '0:M', EXID: '0:M', CHAN: '0:1', CREA: '0:1' },
};

const ENUMS: Record<string, readonly string[]> = {
  'INDI.SEX': ['M', 'F', 'X', 'U'],
  'INDI.FAMC.PEDI': ['ADOPTED', 'BIRTH', 'FOSTER', 'SEALING', 'OTHER'],
  'INDI.NAME.TYPE': ['AKA', 'BIRTH', 'IMMIGRANT', 'MAIDEN', 'MARRIED', 'PROFESSIONAL', 'OTHER'],
};
const POINTER_TO: Record<string, string> = {
  'INDI.FAMC': 'FAM', 'INDI.FAMS': 'FAM', 'FAM.HUSB': 'INDI', 'FAM.WIFE': 'INDI', 'FAM.CHIL': 'INDI', 'HEAD.SUBM': 'SUBM',
};
const RECORDS = new Set(['INDI', 'FAM', 'OBJE', 'REPO', 'SNOTE', 'SOUR', 'SUBM']);

export interface ValidationError {
  line: number;
  path: string;
  message: string;
}

/** The rule key of a node: its own path for the specific ones, else `DATE` for any DATE. */
function ruleKey(path: string, tag: string): string | undefined {
  if (RULES[path]) return path;
  if (tag === 'DATE' && !path.startsWith('HEAD')) return 'DATE';
  if (path.startsWith('INDI.') && path.split('.').length === 2 && (INDI_EVENTS.includes(tag) || INDI_ATTRS.includes(tag))) return 'INDI.DEAT';
  if (path.startsWith('FAM.') && path.split('.').length === 2 && FAM_EVENTS.includes(tag)) return 'FAM.MARR';
  return undefined;
}

export function validateGedcom7(file: GedFile): ValidationError[] {
  const errors: ValidationError[] = [];
  const err = (n: GedNode, path: string, message: string) => errors.push({ line: n.line, path, message });
  const recs = [...allRecords(file)];
  if (recs[0]?.tag !== 'HEAD') errors.push({ line: 1, path: '', message: 'HEAD must come first' });
  if (recs[recs.length - 1]?.tag !== 'TRLR') errors.push({ line: 0, path: '', message: 'TRLR must come last' });
  if (file.version !== '7.0') errors.push({ line: 0, path: 'HEAD.GEDC.VERS', message: `not 7.0: ${file.version}` });
  const seen = new Set<string>();
  for (const r of recs) {
    if (r.tag === 'HEAD' || r.tag === 'TRLR') {
      if (r.tag === 'HEAD') walk(r, 'HEAD');
      continue;
    }
    if (!RECORDS.has(r.tag) && !r.tag.startsWith('_')) err(r, r.tag, `unknown record ${r.tag}`);
    if (!r.xref) err(r, r.tag, 'record without xref');
    else if (seen.has(r.xref)) err(r, r.tag, `duplicate xref @${r.xref}@`);
    else seen.add(r.xref);
    walk(r, r.tag);
  }
  for (const e of file.log.rows) if (e.level === 'error' || e.tag === 'CONC') errors.push({ line: e.line, path: e.tag ?? '', message: e.message });
  return errors;

  function walk(n: GedNode, path: string): void {
    const key = ruleKey(path, n.tag);
    const enumSet = ENUMS[path];
    if (enumSet && !enumSet.includes((n.value ?? '').toUpperCase())) err(n, path, `${n.value} is not one of ${enumSet.join(' ')}`);
    if (path === 'INDI.RESN' || path === 'FAM.RESN') {
      for (const v of (n.value ?? '').split(',').map((s) => s.trim())) if (!['CONFIDENTIAL', 'LOCKED', 'PRIVACY'].includes(v)) err(n, path, `RESN ${v}`);
    }
    if (n.tag === 'DATE' && !path.startsWith('HEAD')) checkDate(n, path);
    const target = POINTER_TO[path];
    if (target) {
      if (n.pointer === undefined) err(n, path, 'pointer expected');
      else if (n.pointer !== null && tagOf(file, n.pointer) !== target) err(n, path, `@${n.pointer}@ is not a ${target}`);
    }
    if (n.tag.startsWith('_')) {
      if (!file.schema[n.tag]) err(n, path, `extension tag ${n.tag} not declared in HEAD.SCHMA`);
      for (const c of n.children) walk(c, `${path}.${c.tag}`);
      return;
    }
    const rule = key ? RULES[key] : undefined;
    if (!rule) return;
    const counts = new Map<string, number>();
    for (const c of n.children) {
      counts.set(c.tag, (counts.get(c.tag) ?? 0) + 1);
      if (!c.tag.startsWith('_') && !(c.tag in rule)) err(c, `${path}.${c.tag}`, `${c.tag} is not allowed under ${path}`);
      walk(c, `${path}.${c.tag}`);
    }
    for (const [tag, card] of Object.entries(rule)) {
      const k = counts.get(tag) ?? 0;
      if (card.startsWith('1') && k === 0) err(n, path, `${tag} is required under ${path}`);
      if (card.endsWith(':1') && k > 1) err(n, path, `${tag} may appear once under ${path}`);
    }
  }

  function checkDate(n: GedNode, path: string): void {
    const v = (n.value ?? '').trim();
    if (!v) {
      if (!n.children.some((c) => c.tag === 'PHRASE')) err(n, path, 'empty DATE without PHRASE');
      return;
    }
    const d = parseGedDate(v);
    if (d.kind === 'invalid' || d.kind === 'interpreted' || d.kind === 'phrase') err(n, path, `DATE "${v}" is not a 7.0 date value`);
    if (d.first?.dualYear || d.second?.dualYear) err(n, path, 'dual years are not part of 7.0');
    if (/@#D/.test(v)) err(n, path, 'calendar escapes are 5.5.1 syntax');
  }
}
