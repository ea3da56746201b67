/**
 * What an upload may be: the spec's extension lists per type (§5), the size limits, and the leading bytes
 * (magic numbers) each extension must start with. Pure functions; the service calls them in this order:
 * uploadType → extensionOf/checkExtension → checkSize → sniff.
 */
import { FILE2_TYPE, FILE_EXTENSIONS, FILE_SIZE_LIMITS, type FileTypeCode } from '@contract/files';

export const TYPE_NAMES: Record<FileTypeCode, string> = { 0: '图片', 1: '视频', 2: '音频', 3: '文件' };

/** The upload type for a fileType code: 0–3, and 600 (/file2/upload) is an image; anything else is refused. */
export function uploadType(code: number | undefined): FileTypeCode | null {
  if (code === FILE2_TYPE) return 0;
  return code === 0 || code === 1 || code === 2 || code === 3 ? code : null;
}

/** The file name as shown: no folders (some browsers send C:\fakepath\…), no control characters, at most 200 chars. */
export function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200) || 'file';
}

/** The lower-case extension without the dot ('' if none). */
export function extensionOf(filename: string): string {
  const name = cleanName(filename);
  const i = name.lastIndexOf('.');
  return i > 0 && i < name.length - 1 ? name.slice(i + 1).toLowerCase() : '';
}

/** null if the extension is allowed for the type, else the message naming the allowed ones. */
export function extensionProblem(type: FileTypeCode, ext: string): string | null {
  const allowed = FILE_EXTENSIONS[type];
  if (allowed.includes(ext)) return null;
  return `${TYPE_NAMES[type]}只支持以下格式：${allowed.map((e) => '.' + e).join(' ')}`;
}

/** null if the size is within the type's limit, else "文件太大，图片不能超过10MB". */
export function sizeProblem(type: FileTypeCode, bytes: number): string | null {
  if (bytes === 0) return '文件内容为空';
  const max = FILE_SIZE_LIMITS[type];
  return bytes > max ? `文件太大，${TYPE_NAMES[type]}不能超过${Math.round(max / 1024 / 1024)}MB` : null;
}

// ——— Magic numbers ———

const at = (b: Buffer, offset: number, sig: string | number[]) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= offset + bytes.length && b.subarray(offset, offset + bytes.length).equals(bytes);
};

/** ISO base media (mp4, mov, 3gp): a box whose type is ftyp at offset 4. */
const isoMedia = (b: Buffer) => at(b, 4, 'ftyp');
/** Old QuickTime files start with another top-level atom. */
const quickTime = (b: Buffer) => isoMedia(b) || ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((a) => at(b, 4, a));
const zip = (b: Buffer) => at(b, 0, [0x50, 0x4b, 0x03, 0x04]) || at(b, 0, [0x50, 0x4b, 0x05, 0x06]) || at(b, 0, [0x50, 0x4b, 0x07, 0x08]);
const ole = (b: Buffer) => at(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Text: no NUL, no control characters other than tab, line breaks, form feed and ESC, and valid UTF-8 (with or
 * without BOM) — or, failing that, valid GB18030, which many Chinese .txt files are saved in.
 */
export function isText(b: Buffer): boolean {
  for (const c of b) if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x0b && c !== 0x1b) return false;
  if (b.includes(0x7f)) return false;
  const body = at(b, 0, [0xef, 0xbb, 0xbf]) ? b.subarray(3) : b;
  for (const enc of ['utf-8', 'gb18030']) {
    try {
      new TextDecoder(enc, { fatal: true }).decode(body);
      return true;
    } catch { /* try the next */ }
  }
  return false;
}

const SNIFF: Record<string, (b: Buffer) => boolean> = {
  jpg: (b) => at(b, 0, [0xff, 0xd8, 0xff]),
  jpeg: (b) => at(b, 0, [0xff, 0xd8, 0xff]),
  png: (b) => at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (b) => at(b, 0, 'GIF87a') || at(b, 0, 'GIF89a'),
  bmp: (b) => at(b, 0, 'BM') && b.length >= 26,
  ico: (b) => at(b, 0, [0x00, 0x00, 0x01, 0x00]) && b.length >= 22 && b.readUInt16LE(4) > 0,
  mp4: isoMedia,
  mpeg4: isoMedia,
  '3gp': isoMedia,
  mov: quickTime,
  avi: (b) => at(b, 0, 'RIFF') && at(b, 8, 'AVI '),
  flv: (b) => at(b, 0, 'FLV') && b[3] === 0x01,
  swf: (b) => at(b, 0, 'FWS') || at(b, 0, 'CWS') || at(b, 0, 'ZWS'),
  mpeg1: (b) => at(b, 0, [0x00, 0x00, 0x01, 0xba]) || at(b, 0, [0x00, 0x00, 0x01, 0xb3]),
  mp3: (b) => at(b, 0, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  wav: (b) => at(b, 0, 'RIFF') && at(b, 8, 'WAVE'),
  pdf: (b) => b.subarray(0, 1024).includes(Buffer.from('%PDF-')),
  zip, docx: zip, xlsx: zip, pptx: zip, apk: zip, wgt: zip,
  rar: (b) => at(b, 0, 'Rar!\x1a\x07'),
  doc: ole, xls: ole, ppt: ole,
  txt: isText,
  pem: (b) => isText(b) && b.includes(Buffer.from('-----BEGIN ')),
  /** PKCS #12 is DER: a SEQUENCE with a (long-form or indefinite) length. */
  p12: (b) => b.length >= 4 && b[0] === 0x30 && b[1] >= 0x80 && b[1] <= 0x84,
};

/** Do the file's leading bytes match its extension? (SVG and anything not listed never match.) */
export function contentMatches(ext: string, data: Buffer): boolean {
  const sniff = SNIFF[ext];
  return !!sniff && sniff(data);
}

/** The MIME type we serve a checked file as. */
export const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', ico: 'image/x-icon',
  mp4: 'video/mp4', mpeg4: 'video/mp4', '3gp': 'video/3gpp', mov: 'video/quicktime', avi: 'video/x-msvideo',
  flv: 'video/x-flv', swf: 'application/x-shockwave-flash', mpeg1: 'video/mpeg',
  mp3: 'audio/mpeg', wav: 'audio/wav',
  pdf: 'application/pdf', zip: 'application/zip', rar: 'application/vnd.rar', txt: 'text/plain; charset=utf-8',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  apk: 'application/vnd.android.package-archive', wgt: 'application/widget',
  pem: 'application/x-pem-file', p12: 'application/x-pkcs12',
};

/** Width and height of a BMP or ICO from its header (sharp reads neither). */
export function headerSize(ext: string, b: Buffer): { width: number; height: number } | null {
  if (ext === 'bmp' && b.length >= 26) {
    const headerSize = b.readUInt32LE(14);
    if (headerSize === 12) return { width: b.readUInt16LE(18), height: b.readUInt16LE(20) };
    return { width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
  }
  if (ext === 'ico' && b.length >= 22) {
    // The largest image in the directory; a 0 byte means 256.
    let best = { width: 0, height: 0 };
    const n = b.readUInt16LE(4);
    for (let i = 0; i < n && 6 + i * 16 + 16 <= b.length; i++) {
      const w = b[6 + i * 16] || 256;
      const h = b[7 + i * 16] || 256;
      if (w * h > best.width * best.height) best = { width: w, height: h };
    }
    return best.width ? best : null;
  }
  return null;
}
