/**
 * What an upload may be: the spec's extension lists per type (§5), the size limits, and the content each
 * extension must have (binary signatures through `file-type`, text checked here). The service calls them in this
 * order: uploadType → extensionOf/extensionProblem → sizeProblem → contentMatches.
 */
import { FILE2_TYPE, FILE_EXTENSIONS, FILE_SIZE_LIMITS, FILE_TYPE_NAMES, type FileTypeCode } from '@contract/files';

export const TYPE_NAMES = FILE_TYPE_NAMES;

/** The upload type for a fileType code: 0–3, and 600 (/file2/upload) is an image; anything else is refused. */
export function uploadType(code: number | undefined): FileTypeCode | null {
  if (code === FILE2_TYPE) return 0;
  return code === 0 || code === 1 || code === 2 || code === 3 ? code : null;
}

/** The file name as shown: no folders (some browsers send C:\fakepath\…), no control characters, at most 200 chars. */
export function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
   
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

// ——— Content ———

/**
 * Text: no NUL, no control characters other than tab, line breaks, form feed and ESC, and valid UTF-8 (with or
 * without BOM) — or, failing that, valid GB18030, which many Chinese .txt files are saved in.
 */
export function isText(b: Buffer): boolean {
  for (const c of b) if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x0b && c !== 0x1b) return false;
  if (b.includes(0x7f)) return false;
  const body = b.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? b.subarray(3) : b;
  for (const enc of ['utf-8', 'gb18030']) {
    try {
      new TextDecoder(enc, { fatal: true }).decode(body);
      return true;
    } catch { /* try the next */ }
  }
  return false;
}

/** What `file-type` may call a file with each binary extension of the spec's lists. */
const ISO_VIDEO = ['mp4', 'm4v', 'mov', '3gp', '3g2'];
const DETECTED: Record<string, readonly string[]> = {
  jpg: ['jpg'], jpeg: ['jpg'], png: ['png', 'apng'], gif: ['gif'], bmp: ['bmp'], ico: ['ico'],
  mp4: ISO_VIDEO, mpeg4: ISO_VIDEO, '3gp': ['3gp', '3g2', 'mp4'], mov: ['mov', 'mp4'],
  avi: ['avi'], flv: ['flv'], swf: ['swf'], mpeg1: ['mpg'],
  mp3: ['mp3'], wav: ['wav'],
  pdf: ['pdf', 'ai'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'apk', 'jar', 'epub', 'odt', 'ods', 'odp'],
  docx: ['docx', 'zip'], xlsx: ['xlsx', 'zip'], pptx: ['pptx', 'zip'], apk: ['apk', 'jar', 'zip'], wgt: ['zip'],
  rar: ['rar'],
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'],
};

/** Extensions `file-type` does not detect (it reads binary signatures only): checked here. */
const OWN: Record<string, (b: Buffer) => boolean> = {
  txt: isText,
  pem: (b) => isText(b) && b.includes(Buffer.from('-----BEGIN ')),
  /** PKCS #12 is DER: a SEQUENCE with a (long-form or indefinite) length. */
  p12: (b) => b.length >= 4 && b[0] === 0x30 && b[1] >= 0x80 && b[1] <= 0x84,
};

/** PDF readers accept a header anywhere in the first 1024 bytes (some generators write a line before it). */
const latePdfHeader = (b: Buffer) => b.subarray(0, 1024).includes(Buffer.from('%PDF-'));

/**
 * Does the file's content match its extension? Binary formats by their signature (`file-type`), text formats by
 * their characters. SVG and anything not listed never match.
 */
export async function contentMatches(ext: string, data: Buffer): Promise<boolean> {
  const own = OWN[ext];
  if (own) return own(data);
  const allowed = DETECTED[ext];
  if (!allowed) return false;
  // file-type loads with the first upload, not with the server (issue #25)
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (detected) return allowed.includes(detected.ext);
  return ext === 'pdf' && latePdfHeader(data);
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
