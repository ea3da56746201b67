/**
 * Text → a tree of GEDCOM lines. Tolerant: CR, LF, CRLF (and LFCR) line ends, leading whitespace, lower-case
 * tags, over-long lines, level jumps, lines without a level (taken as a continuation of the line before),
 * CONC/CONT folded into their parent's value, `@@` unescaped. Every repair is a row in the log.
 */
import type { ImportLog } from './log';

export interface GedNode {
  level: number;
  /** "@I1@" → "I1" (level-0 records; also an odd xref on a sub-line, which is logged). */
  xref?: string;
  /** Upper-case. */
  tag: string;
  /** Line value after CONC/CONT and `@@` unescaping; absent when the line had none. */
  value?: string;
  /** The value is a pointer (@X1@ → "X1"); `null` for @VOID@. */
  pointer?: string | null;
  /** 1-based line number in the file. */
  line: number;
  children: GedNode[];
}

export type GedVersion = '5.5' | '5.5.1' | '5.5.5' | '7.0' | 'unknown';

const LINE = /^\s*(\d{1,3})(?:\s+@([^@\s]+)@)?\s+([A-Za-z0-9_]+)(?:\s(.*))?$/;
const POINTER = /^@([^@#\s][^@]*)@$/;
const MAX_LINE = 255;

function unescapeValue(v: string, v7: boolean): string {
  if (v7) return v.startsWith('@@') ? v.slice(1) : v;
  return v.includes('@@') ? v.replace(/@@/g, '@') : v;
}

export interface ParsedTree {
  records: GedNode[];
  version: GedVersion;
}

/** Reads the GEDCOM version from the text's HEAD (GEDC.VERS) before unescaping rules are chosen. */
export function sniffVersion(text: string): GedVersion {
  const m = /[\r\n]\s*1\s+GEDC[^\r\n]*(?:[\r\n]+\s*[2-9]\s[^\r\n]*)*?[\r\n]+\s*2\s+VERS\s+([0-9.]+)/i.exec(text.slice(0, 8192));
  const v = m?.[1] ?? '';
  if (v.startsWith('7')) return '7.0';
  if (v === '5.5.5' || v === '5.5.1' || v === '5.5') return v;
  if (v.startsWith('5.5')) return '5.5.1';
  return 'unknown';
}

/**
 * Calls `each(line, lineNo)` for the lines of `text[from, to)` (CR, LF, CRLF and LFCR ends; `firstLine` is the
 * 1-based number of the first), without splitting the whole text into an array.
 */
export function eachLine(text: string, from: number, to: number, firstLine: number, each: (line: string, lineNo: number, start: number) => void): void {
  const end = /\r\n|\n\r|\r|\n/g;
  let pos = from;
  let lineNo = firstLine;
  while (pos < to) {
    end.lastIndex = pos;
    const m = end.exec(text);
    const stop = m && m.index < to ? m.index : to;
    each(text.slice(pos, stop), lineNo++, pos);
    if (!m || m.index >= to) break;
    pos = m.index + m[0].length;
  }
}

const EMPTY: GedNode[] = Object.freeze([]) as unknown as GedNode[];

/**
 * Lines → nodes, one line at a time (the grammar and the repairs of the module comment). A level-0 line starts a
 * record; `records` holds them in order. Leaf nodes share one frozen empty `children` until a child arrives.
 */
export class TreeBuilder {
  readonly records: GedNode[] = [];
  private readonly stack: GedNode[] = [];
  private record: string | undefined;

  constructor(private readonly log: ImportLog, private readonly v7: boolean, private readonly state = { longLogged: 0 }) {}

  feed(raw: string, lineNo: number): void {
    const { stack, log, v7 } = this;
    const record = this.record;
    if (raw.trim() === '') return;
    const m = LINE.exec(raw);
    if (!m) {
      const prev = stack[stack.length - 1];
      if (prev && !/^\s*\d/.test(raw)) {
        prev.value = (prev.value ?? '') + '\n' + raw;
        log.warn(lineNo, '此行没有层级号，已视为上一行的续行（CONT）', { record, tag: prev.tag });
      } else {
        log.error(lineNo, `无法识别的行，已跳过：${raw.slice(0, 40)}`, { record });
      }
      return;
    }
    if (raw.length > MAX_LINE && !v7 && this.state.longLogged++ < 20) {
      log.info(lineNo, `行长${raw.length}字符，超过GEDCOM 5.5.1的255字符上限，已照常读取`, { record, tag: m[3].toUpperCase() });
    }
    let level = Number(m[1]);
    const tag = m[3].toUpperCase();
    const rawValue = m[4];
    if (level > stack.length) {
      log.warn(lineNo, `层级从${stack.length - 1}跳到${level}，已按${stack.length}处理`, { record, tag });
      level = stack.length;
    }
    if (tag === 'CONC' || tag === 'CONT') {
      const parent = stack[level - 1];
      if (level === 0 || !parent) {
        log.error(lineNo, `${tag}没有可接续的上一行，已跳过`, { record, tag });
        return;
      }
      if (v7 && tag === 'CONC') log.warn(lineNo, 'GEDCOM 7.0已不用CONC，已照常接续', { record, tag });
      const piece = unescapeValue(rawValue ?? '', v7);
      parent.value = (parent.value ?? '') + (tag === 'CONT' ? '\n' : '') + piece;
      parent.pointer = undefined;
      stack.length = level;
      return;
    }
    const node: GedNode = { level, tag, line: lineNo, children: EMPTY };
    if (m[2]) {
      node.xref = m[2];
      if (level > 0) log.warn(lineNo, `第${level}层的行不应有标识@${m[2]}@，已忽略该标识`, { record, tag });
    }
    if (rawValue !== undefined && rawValue !== '') {
      const p = POINTER.exec(rawValue.trim());
      if (p) node.pointer = p[1].toUpperCase() === 'VOID' ? null : p[1];
      node.value = p ? rawValue.trim() : unescapeValue(rawValue, v7);
    }
    stack.length = level;
    if (level === 0) {
      this.records.push(node);
      this.record = node.xref ? `@${node.xref}@` : tag;
    } else {
      const parent = stack[level - 1];
      if (parent.children === EMPTY) parent.children = [node]; else parent.children.push(node);
    }
    stack.push(node);
  }
}

/** A level-0 line that starts a record (not a stray 0 CONC/CONT, which belongs to the record before): its tag and xref. */
export function recordStart(raw: string): { tag: string; xref?: string } | undefined {
  if (!LEVEL0.test(raw)) return undefined;
  const m = LINE.exec(raw);
  if (!m || Number(m[1]) !== 0) return undefined;
  const tag = m[3].toUpperCase();
  return tag === 'CONC' || tag === 'CONT' ? undefined : { tag, ...(m[2] ? { xref: m[2] } : {}) };
}
const LEVEL0 = /^\s*0{1,3}\s/;

/** The whole text as one tree (the records in memory at once; `parse.ts` reads people's records one at a time). */
export function buildTree(text: string, log: ImportLog): ParsedTree {
  const version = sniffVersion(text);
  const b = new TreeBuilder(log, version === '7.0');
  eachLine(text, 0, text.length, 1, (line, n) => b.feed(line, n));
  return { records: b.records, version };
}

/** First child with the tag. */
export const child = (n: GedNode, tag: string): GedNode | undefined => n.children.find((c) => c.tag === tag);
/** Every child with the tag. */
export const childrenOf = (n: GedNode, tag: string): GedNode[] => n.children.filter((c) => c.tag === tag);
/** The value of the first child with the tag. */
export const childValue = (n: GedNode, tag: string): string | undefined => child(n, tag)?.value;
