/**
 * Bytes of a .ged file → text. The order (issue #15): a byte-order mark wins; else the HEAD.CHAR line;
 * else UTF-8 when the bytes are valid UTF-8; else GB18030 (the likeliest for an old Chinese file). The
 * user's choice (`override`) replaces all of these after a preview came out garbled. Code pages via
 * iconv-lite; ANSEL by hand (ansel.ts).
 */
import iconv from 'iconv-lite';
import { decodeAnsel } from './ansel';
import type { ImportLog } from './log';

/** The character sets the reader knows, with the label the import screen shows. */
export const ENCODINGS = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  ansel: 'ANSEL',
  cp1252: 'Windows-1252 (ANSI)',
  gb18030: 'GB18030 / GBK / GB2312 (简体)',
  big5: 'Big5 (繁體)',
} as const;
export type Encoding = keyof typeof ENCODINGS;
export const ENCODING_NAMES = Object.keys(ENCODINGS) as Encoding[];

export type EncodingSource = 'override' | 'bom' | 'head' | 'utf8' | 'fallback';

export interface Decoded {
  text: string;
  encoding: Encoding;
  source: EncodingSource;
  /** What HEAD.CHAR said, as written. */
  declared?: string;
}

/** HEAD.CHAR values seen in the wild → our encodings. */
const CHAR_NAMES: Record<string, Encoding> = {
  'UTF-8': 'utf-8', UTF8: 'utf-8', UNICODE: 'utf-16le', 'UTF-16': 'utf-16le', 'UTF-16LE': 'utf-16le', 'UTF-16BE': 'utf-16be',
  ANSEL: 'ansel', ASCII: 'cp1252', ANSI: 'cp1252', 'WINDOWS-1252': 'cp1252', CP1252: 'cp1252', 'ISO-8859-1': 'cp1252',
  'ISO8859-1': 'cp1252', LATIN1: 'cp1252', IBMPC: 'cp1252', MACINTOSH: 'cp1252',
  GB18030: 'gb18030', GBK: 'gb18030', GB2312: 'gb18030', CP936: 'gb18030', 'GB-2312': 'gb18030', EUC_CN: 'gb18030',
  BIG5: 'big5', 'BIG-5': 'big5', CP950: 'big5', BIG5HKSCS: 'big5',
};

function bomOf(b: Uint8Array): { encoding: Encoding; skip: number } | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (b[0] === 0xff && b[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (b[0] === 0xfe && b[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return undefined;
}

/** UTF-16 without a BOM: "0 HEAD" has a zero byte after (LE) or before (BE) each ASCII byte. */
function utf16Sniff(b: Uint8Array): Encoding | undefined {
  if (b.length < 4) return undefined;
  if (b[0] === 0x30 && b[1] === 0 && b[2] === 0x20 && b[3] === 0) return 'utf-16le';
  if (b[0] === 0 && b[1] === 0x30 && b[2] === 0 && b[3] === 0x20) return 'utf-16be';
  return undefined;
}

/** The value of `1 CHAR` inside the HEAD record, read from the first 64 KiB as ASCII. */
export function declaredCharset(head: string): string | undefined {
  const lines = head.split(/\r\n|\r|\n/);
  for (let i = 1; i < lines.length; i++) {
    const m = /^\s*(\d+)\s+(?:@[^@]+@\s+)?(\S+)\s*(.*)$/.exec(lines[i]);
    if (!m) continue;
    if (m[1] === '0') break;
    if (m[1] === '1' && m[2].toUpperCase() === 'CHAR') return m[3].trim() || undefined;
  }
  return undefined;
}

function isUtf8(b: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

function decodeWith(b: Uint8Array, enc: Encoding): string {
  if (enc === 'ansel') return decodeAnsel(b).text;
  if (enc === 'utf-8') return new TextDecoder('utf-8').decode(b);
  return iconv.decode(Buffer.from(b.buffer, b.byteOffset, b.byteLength), enc);
}

export function decodeGedcom(bytes: Uint8Array, log: ImportLog, override?: Encoding): Decoded {
  const bom = bomOf(bytes);
  const body = bom ? bytes.subarray(bom.skip) : bytes;
  const sniffed = bom?.encoding ?? utf16Sniff(bytes);
  const headText = sniffed && sniffed !== 'utf-8'
    ? decodeWith(body.subarray(0, 131072), sniffed)
    : new TextDecoder('latin1').decode(body.subarray(0, 65536));
  const declared = declaredCharset(headText);
  const fromHead = declared ? CHAR_NAMES[declared.toUpperCase().replace(/\s+/g, '')] : undefined;
  if (declared && !fromHead) log.warn(0, `文件头声明的字符集“${declared}”无法识别，已改用其他方式判断`, { record: 'HEAD', tag: 'CHAR' });

  if (override) return { text: decodeWith(body, override), encoding: override, source: 'override', declared };
  if (sniffed) {
    if (fromHead && fromHead !== sniffed && !(fromHead === 'utf-16le' && sniffed === 'utf-16be')) {
      log.info(0, `文件头声明字符集为${declared}，但文件以${ENCODINGS[sniffed]}编码，按${ENCODINGS[sniffed]}读取`, { record: 'HEAD', tag: 'CHAR' });
    }
    return { text: decodeWith(body, sniffed), encoding: sniffed, source: bom ? 'bom' : 'head', declared };
  }
  const utf8 = isUtf8(body);
  if (fromHead) {
    // A file that says UTF-8 but is not (common with old Chinese tools) or says ANSEL but is UTF-8 (common too).
    if (fromHead === 'utf-8' && !utf8) {
      log.warn(0, `文件头声明为UTF-8，但内容不是有效的UTF-8，已按GB18030读取；如有乱码请手动选择编码`, { record: 'HEAD', tag: 'CHAR' });
      return { text: decodeWith(body, 'gb18030'), encoding: 'gb18030', source: 'fallback', declared };
    }
    if ((fromHead === 'ansel' || fromHead === 'cp1252') && utf8 && hasHighBytes(body)) {
      log.warn(0, `文件头声明为${declared}，但内容是有效的UTF-8，已按UTF-8读取`, { record: 'HEAD', tag: 'CHAR' });
      return { text: decodeWith(body, 'utf-8'), encoding: 'utf-8', source: 'utf8', declared };
    }
    return { text: decodeWith(body, fromHead), encoding: fromHead, source: 'head', declared };
  }
  if (utf8) return { text: decodeWith(body, 'utf-8'), encoding: 'utf-8', source: 'utf8', declared };
  log.warn(0, '文件未声明字符集且不是UTF-8，已按GB18030读取；如有乱码请手动选择编码', { record: 'HEAD', tag: 'CHAR' });
  return { text: decodeWith(body, 'gb18030'), encoding: 'gb18030', source: 'fallback', declared };
}

function hasHighBytes(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i] >= 0x80) return true;
  return false;
}
