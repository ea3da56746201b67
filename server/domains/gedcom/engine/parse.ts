/**
 * The reader's entry point: bytes → decoded text → records → HEAD facts, with the import log.
 * Pure: no I/O. The text is kept; HEAD and the shared records become nodes at once, persons and families when read.
 */
import { decodeGedcom, type Encoding, type EncodingSource } from './decode';
import { ImportLog } from './log';
import { child, childValue, eachLine, recordStart, sniffVersion, TreeBuilder, type GedNode, type GedVersion } from './tree';

export interface GedFile {
  version: GedVersion;
  encoding: Encoding;
  encodingSource: EncodingSource;
  /** HEAD.SOUR (the program that wrote it). */
  source?: string;
  /** HEAD.SCHMA TAG lines: extension tag → URI (7.0). */
  schema: Record<string, string>;
  /** Shared level-0 records by xref (OBJE, NOTE/SNOTE, SOUR, REPO, SUBM, _*); persons and families: `recordOf`. */
  byXref: Map<string, GedNode>;
  /** HEAD, the shared records and TRLR in file order (persons and families: `lazyRecords`). */
  records: GedNode[];
  log: ImportLog;
  /** INDI and FAM records as places in the text, read when used. */
  lazy: {
    text: string;
    regions: Map<string, { tag: string; from: number; to: number; line: number }>;
    order: string[];
    v7: boolean;
    state: { longLogged: number };
    read: Set<string>;
    /** `releaseText` was called: the records can no longer be read. */
    released?: boolean;
  };
}

export interface ParseOptions {
  /** The user's choice of character set, replacing detection. */
  encoding?: Encoding;
}

export function parseGedcom(bytes: Uint8Array, options: ParseOptions = {}): GedFile {
  const log = new ImportLog();
  const decoded = decodeGedcom(bytes, log, options.encoding);
  return parseGedcomText(decoded.text, log, decoded.encoding, decoded.source);
}

/** Where a person's or family's record lies in the text: read into nodes only when it is used (`recordOf`). */
interface Region { tag: string; from: number; to: number; line: number }

/** Records kept as text until used: each one's nodes live only while it is read, so memory follows the file's size, not its lines. */
const LAZY = new Set(['INDI', 'FAM']);

/**
 * Text → file. HEAD and the shared records (NOTE, SNOTE, SOUR, OBJE, REPO, SUBM, extensions) are read into nodes at
 * once; INDI and FAM records are located (xref, tag, lines) and read one at a time when used, by `recordOf` or
 * `eachRecord` (readPeople reads each once; their line problems reach the log then).
 */
export function parseGedcomText(
  text: string, log = new ImportLog(), encoding: Encoding = 'utf-8', encodingSource: EncodingSource = 'utf8',
): GedFile {
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const version = sniffVersion(text);
  const v7 = version === '7.0';
  const state = { longLogged: 0 };
  const eager = new TreeBuilder(log, v7, state);
  const regions = new Map<string, Region>();
  const order: string[] = [];
  let open: (Region & { xref: string }) | undefined;
  let skip: TreeBuilder | undefined;
  let lastTag: string | undefined;
  const close = (at: number) => {
    if (open) { open.to = at; regions.set(open.xref, open); order.push(open.xref); open = undefined; }
  };
  const seen = new Set<string>();
  eachLine(text, 0, text.length, 1, (line, lineNo, start) => {
    const r = recordStart(line);
    if (r) {
      close(start);
      skip = undefined;
      lastTag = r.tag;
      if (r.xref && seen.has(r.xref)) {
        log.error(lineNo, `标识@${r.xref}@重复，后一个记录已跳过`, { record: `@${r.xref}@`, tag: r.tag });
        skip = new TreeBuilder(log, v7, state); // still read, so its lines' problems are in the log
        skip.feed(line, lineNo);
        return;
      }
      if (r.xref) seen.add(r.xref);
      if (r.xref && LAZY.has(r.tag)) { open = { xref: r.xref, tag: r.tag, from: start, to: text.length, line: lineNo }; return; }
    } else if (open) return;
    else if (skip) { skip.feed(line, lineNo); return; }
    eager.feed(line, lineNo);
  });
  close(text.length);
  const records = eager.records;
  const head = records[0];
  if (!head || head.tag !== 'HEAD') log.warn(1, '文件不以HEAD开头，可能不是GEDCOM文件或已损坏', { tag: head?.tag ?? [...regions.values()][0]?.tag });
  if (version === 'unknown') log.warn(0, '文件头没有GEDCOM版本（HEAD.GEDC.VERS），按5.5.1读取', { record: 'HEAD' });
  if (lastTag !== 'TRLR') log.warn(0, '文件缺少结尾记录TRLR，可能不完整', { record: 'TRLR' });
  const schema: Record<string, string> = {};
  const schma = head && child(head, 'SCHMA');
  for (const t of schma?.children ?? []) {
    const [tag, uri] = (t.value ?? '').split(/\s+/);
    if (t.tag === 'TAG' && tag && uri) schema[tag] = uri;
  }
  const byXref = new Map<string, GedNode>();
  for (const r of records) {
    if (!r.xref) {
      if (!['HEAD', 'TRLR'].includes(r.tag)) log.warn(r.line, `${r.tag}记录没有标识（@X@），他处无法引用`, { tag: r.tag });
      continue;
    }
    byXref.set(r.xref, r);
  }
  return {
    version, encoding, encodingSource, source: head ? childValue(head, 'SOUR') : undefined, schema,
    byXref, records, log, lazy: { text, regions, order, v7, state, read: new Set() },
  };
}

/** A record by xref: a shared record, or a person/family read from the text (its problems logged the first time). */
export function recordOf(file: GedFile, xref: string): GedNode | undefined {
  const eager = file.byXref.get(xref);
  if (eager) return eager;
  const z = file.lazy;
  if (z.released) throw new Error(`GEDCOM text released before @${xref}@ was read`);
  const r = z.regions.get(xref);
  if (!r) return undefined;
  const first = !z.read.has(xref);
  z.read.add(xref);
  const b = new TreeBuilder(first ? file.log : new ImportLog(), z.v7, first ? z.state : { longLogged: 20 });
  eachLine(z.text, r.from, r.to, r.line, (line, n) => b.feed(line, n));
  return b.records[0];
}

/**
 * Frees the decoded text once every person and family has been read (readPeople): the text of a 100 000-person file
 * is ~60–100 MB of UTF-16. The tags, order and shared records stay; reading a person or family again throws.
 */
export function releaseText(file: GedFile): void {
  file.lazy.text = '';
  file.lazy.released = true;
}

/** The record's tag without reading it. */
export const tagOf = (file: GedFile, xref: string): string | undefined => file.byXref.get(xref)?.tag ?? file.lazy.regions.get(xref)?.tag;

/** Every xref of the file, shared records first, then persons and families in file order. */
export const xrefsOf = (file: GedFile): string[] => [...file.byXref.keys(), ...file.lazy.order];

/** Persons and families, one at a time, in file order (each read from the text as it comes). */
export function* lazyRecords(file: GedFile): Generator<GedNode> {
  for (const x of file.lazy.order) {
    const n = recordOf(file, x);
    if (n) yield n;
  }
}

/** Every record in file order, persons and families read as they come (the validator; not for big files' hot paths). */
export function* allRecords(file: GedFile): Generator<GedNode> {
  const order = file.lazy.order;
  let i = 0;
  for (const r of file.records) {
    while (i < order.length && file.lazy.regions.get(order[i])!.line < r.line) { const n = recordOf(file, order[i++]); if (n) yield n; }
    yield r;
  }
  while (i < order.length) { const n = recordOf(file, order[i++]); if (n) yield n; }
}
