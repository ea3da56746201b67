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
function sniffVersion(text: string): GedVersion {
  const m = /[\r\n]\s*1\s+GEDC[^\r\n]*(?:[\r\n]+\s*[2-9]\s[^\r\n]*)*?[\r\n]+\s*2\s+VERS\s+([0-9.]+)/i.exec(text.slice(0, 8192));
  const v = m?.[1] ?? '';
  if (v.startsWith('7')) return '7.0';
  if (v === '5.5.5' || v === '5.5.1' || v === '5.5') return v;
  if (v.startsWith('5.5')) return '5.5.1';
  return 'unknown';
}

export function buildTree(text: string, log: ImportLog): ParsedTree {
  const version = sniffVersion(text);
  const v7 = version === '7.0';
  const lines = text.split(/\r\n|\n\r|\r|\n/);
  const records: GedNode[] = [];
  const stack: GedNode[] = [];
  let record: string | undefined;
  let longLogged = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const lineNo = i + 1;
    if (raw.trim() === '') continue;
    const m = LINE.exec(raw);
    if (!m) {
      const prev = stack[stack.length - 1];
      if (prev && !/^\s*\d/.test(raw)) {
        prev.value = (prev.value ?? '') + '\n' + raw;
        log.warn(lineNo, '此行没有层级号，已视为上一行的续行（CONT）', { record, tag: prev.tag });
      } else {
        log.error(lineNo, `无法识别的行，已跳过：${raw.slice(0, 40)}`, { record });
      }
      continue;
    }
    if (raw.length > MAX_LINE && !v7 && longLogged++ < 20) {
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
        continue;
      }
      if (v7 && tag === 'CONC') log.warn(lineNo, 'GEDCOM 7.0已不用CONC，已照常接续', { record, tag });
      const piece = unescapeValue(rawValue ?? '', v7);
      parent.value = (parent.value ?? '') + (tag === 'CONT' ? '\n' : '') + piece;
      parent.pointer = undefined;
      stack.length = level;
      continue;
    }
    const node: GedNode = { level, tag, line: lineNo, children: [] };
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
      records.push(node);
      record = node.xref ? `@${node.xref}@` : tag;
    } else {
      stack[level - 1].children.push(node);
    }
    stack.push(node);
  }
  return { records, version };
}

/** First child with the tag. */
export const child = (n: GedNode, tag: string): GedNode | undefined => n.children.find((c) => c.tag === tag);
/** Every child with the tag. */
export const childrenOf = (n: GedNode, tag: string): GedNode[] => n.children.filter((c) => c.tag === tag);
/** The value of the first child with the tag. */
export const childValue = (n: GedNode, tag: string): string | undefined => child(n, tag)?.value;
