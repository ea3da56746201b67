/** Test helpers for uploads: a multipart body for app.inject and small real files of every accepted kind. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiReply } from '../../../tests/helpers/api';
import { randomBytes } from 'node:crypto';

export interface FilePartSpec {
  filename: string;
  content: Buffer;
  field?: string;
  mimetype?: string;
}

/** A multipart/form-data body: text fields, then the file parts. */
export function multipartBody(fields: Record<string, string | number>, files: FilePartSpec[] = []) {
  const boundary = `----zupu${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.mimetype ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST a multipart upload the way the client does; `file: null` sends the fields only. */
export async function uploadVia(
  app: FastifyInstance,
  path: string,
  opts: { token?: string; fields?: Record<string, string | number>; file?: FilePartSpec | null; files?: FilePartSpec[]; headers?: Record<string, string> },
): Promise<ApiReply> {
  const files = opts.files ?? (opts.file ? [opts.file] : []);
  const body = multipartBody(opts.fields ?? {}, files);
  const res = await app.inject({
    method: 'POST',
    url: '/app/api' + path,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), platform: 'H5', ...opts.headers },
  });
  return { status: res.statusCode, body: res.json() };
}

const pad = (b: Buffer, n = 64) => Buffer.concat([b, Buffer.alloc(Math.max(0, n - b.length), 0x20)]);
const le32 = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32LE(n); return b; };

export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();
export const jpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3060c0' } }).jpeg().toBuffer();
export const gif = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#20a020' } }).gif().toBuffer();

/** A 2×3 24-bit BMP. */
export function bmp(): Buffer {
  const w = 2, h = 3, row = 8; // 2 px × 3 bytes padded to 4
  const pixels = Buffer.alloc(row * h, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(w, 18);
  header.writeInt32LE(h, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A 16×16 ICO holding a PNG. */
export async function ico(): Promise<Buffer> {
  const img = await png(16, 16);
  const head = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.concat([Buffer.from([16, 16, 0, 0, 1, 0, 32, 0]), le32(img.length), le32(22)]);
  return Buffer.concat([head, entry, img]);
}

export const samples = {
  mp4: () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')])),
  mov: () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\x02\0qt  ', 'latin1')])),
  '3gp': () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftyp3gp4\0\0\x02\x003gp4', 'latin1')])),
  avi: () => pad(Buffer.from('RIFF\x40\0\0\0AVI LIST', 'latin1')),
  flv: () => pad(Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9])),
  swf: () => pad(Buffer.from('CWS\x0a\x10\0\0\0', 'latin1')),
  mpeg1: () => pad(Buffer.from([0, 0, 1, 0xba, 0x21, 0, 1, 0, 1])),
  /** An empty ID3v2.3 tag, then an MPEG-1 Layer III frame header. */
  mp3: () => pad(Buffer.concat([Buffer.from('ID3\x03\0\0\0\0\0\0', 'latin1'), Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0])])),
  mp3Frames: () => pad(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0])),
  /** A real (tiny) WAV: 44-byte header and 8 silent 16-bit samples. */
  wav: () => {
    const data = Buffer.alloc(16);
    const h = Buffer.alloc(44);
    h.write('RIFF', 0, 'latin1'); h.writeUInt32LE(36 + data.length, 4); h.write('WAVE', 8, 'latin1');
    h.write('fmt ', 12, 'latin1'); h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22);
    h.writeUInt32LE(8000, 24); h.writeUInt32LE(16000, 28); h.writeUInt16LE(2, 32); h.writeUInt16LE(16, 34);
    h.write('data', 36, 'latin1'); h.writeUInt32LE(data.length, 40);
    return Buffer.concat([h, data]);
  },
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  zip: () => pad(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0])),
  rar: () => pad(Buffer.from('Rar!\x1a\x07\x01\0', 'latin1')),
  ole: () => pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
  txt: () => Buffer.from('族谱 家训\r\n第一代：始祖\n', 'utf8'),
  txtGbk: () => Buffer.from([0xd7, 0xe5, 0xc6, 0xd7, 0x0d, 0x0a]), // 族谱 in GBK
  pem: () => Buffer.from('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ==\n-----END CERTIFICATE-----\n'),
  p12: () => pad(Buffer.from([0x30, 0x82, 0x0a, 0x10, 0x02, 0x01, 0x03, 0x30])),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
};
