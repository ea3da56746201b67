/**
 * Reading a multipart call's form (issue #13): fields as params and the one file part in memory — read chunk by
 * chunk against the call's limit (contract `uploadLimit`, from what is known before the file arrives), so an
 * oversized file is refused as soon as it passes the limit, never buffered whole. @fastify/multipart's own limits
 * (one file, 20 fields, 200 MB per part: app.ts) stay as the outer bound. A truncated or malformed body is the
 * caller's fault: msg 0, never a 5xx.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_DEFAULT_MAX_BYTES, type CallDef, type UploadLimit } from '@contract/common/index';
import { UserError } from './errors';

/** The file part of a multipart call (`multipart: true`), read into memory; null when none was sent. */
export interface UploadPart {
  /** The form field it came in (usually `file`). */
  field: string;
  filename: string;
  /** What the client claims; check the content. */
  mimetype: string;
  data: Buffer;
}

export interface Form {
  fields: Record<string, unknown>;
  file: UploadPart | null;
}

const DEFAULT_LIMIT: UploadLimit = { bytes: UPLOAD_DEFAULT_MAX_BYTES, message: `文件太大，不能超过${UPLOAD_DEFAULT_MAX_BYTES / 1024 / 1024}MB` };

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const h = req.headers[name];
  return Array.isArray(h) ? h[0] : h;
}

/** Read the parts; `fallback` gives the fields of a request that is not multipart. */
export async function readMultipart(req: FastifyRequest, def: CallDef): Promise<Form> {
  const fields: Record<string, unknown> = {};
  let file: UploadPart | null = null;
  const known = () => ({ fileType: headerValue(req, 'filetype'), ...(req.query as Record<string, unknown>), ...fields });
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const limit = def.uploadLimit?.(known()) ?? DEFAULT_LIMIT;
        const data = await readLimited(part.file, limit);
        if (!file && (data.length > 0 || part.filename)) file = { field: part.fieldname, filename: part.filename ?? '', mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string' || typeof part.value === 'number' || typeof part.value === 'boolean') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof UserError) throw e;
    // These limit errors carry HTTP 413, which the app's error handler would answer as "文件太大".
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new UserError('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new UserError('表单字段太多');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UserError('文件太大');
    // busboy: "Unexpected end of form", "Malformed part header", a missing boundary …; the connection closing early
    throw new UserError('上传的内容不完整或格式错误，请重新上传');
  }
  return { fields, file };
}

/** The stream's bytes, refused with the limit's message as soon as they pass it. */
async function readLimited(stream: AsyncIterable<Buffer> & { truncated?: boolean; resume?: () => void }, limit: UploadLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    n += chunk.length;
    if (n > limit.bytes) throw new UserError(limit.message);
    chunks.push(chunk);
  }
  if (stream.truncated) throw new UserError(limit.message);
  return Buffer.concat(chunks, n);
}
