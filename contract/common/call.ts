import { z } from 'zod';

export type Method = 'GET' | 'POST';

/**
 * Who may make a call:
 * - `public`: anyone, no token needed (guest login, SMS code, example lists …; spec §6 "Calls made without
 *   authentication")
 * - `session`: any valid token, the guest's (user id 1) included
 * - `user`: a logged-in user (id ≠ 1); a guest or a missing token gets HTTP 401
 */
export type Access = 'public' | 'session' | 'user';

export interface CallDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: Method;
  /** Path below /app/api, exactly as in spec/api-calls.tsv, with `:name` for path parameters. */
  path: string;
  access: Access;
  /** Path, query and body parameters, merged into one object (path wins, then body, then query). */
  params: P;
  /** The `data` of a successful reply. */
  reply: R;
  /** One line saying what the call does (Chinese or English). */
  summary: string;
  /** An obsolete call (spec §8): the server answers msg 0 with this text and runs nothing. */
  obsolete?: string;
  /** Body is multipart form data (uploads). */
  multipart?: boolean;
  /**
   * The most bytes the file part of a multipart call may have, from the params known before it arrives (query,
   * the `fileType` header, form fields sent before the file). The server stops reading at the limit and refuses
   * (nothing is buffered past it) with `message`. Default: UPLOAD_DEFAULT_MAX_BYTES.
   */
  uploadLimit?: (known: Record<string, unknown>) => UploadLimit;
  /**
   * The reply is not the JSON envelope (a file, bytes, a stream): the server registers it with `rawRoute()`. A
   * refusal (bad params, no permission) is still the `{ msg: 0, msbox }` JSON, and `reply` describes only that
   * refusal (z.null()).
   */
  raw?: RawReply;
}

export type RawCallDef<P extends z.ZodType = z.ZodType> = CallDef<P, z.ZodNull> & { raw: RawReply };

/** What a raw call sends when it succeeds. */
export interface RawReply {
  /** The success body's content type ('application/pdf', 'font/ttf' …). */
  contentType: string;
  /** Answers `Range: bytes=` with 206 / 416. */
  range?: boolean;
  /**
   * The HTTP status of a msg 0 refusal: 200 (the default, like every other call) or 403 (for consumers such as
   * pdf.js that would otherwise read the JSON as the file).
   */
  refusalStatus?: 200 | 403;
}

export interface UploadLimit {
  bytes: number;
  /** The refusal: 文件太大，图片不能超过10MB */
  message: string;
}

/** A multipart call's file limit when it names none. */
export const UPLOAD_DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/** Define a call once; the server registers it and the client calls it from this definition. */
export function call<P extends z.ZodType, R extends z.ZodType>(def: CallDef<P, R>): CallDef<P, R> {
  return def;
}

/** Define a call whose success reply is a file or bytes (see CallDef.raw); its `reply` is the refusal's null. */
export function rawCall<P extends z.ZodType>(def: Omit<CallDef<P, z.ZodNull>, 'reply' | 'raw'> & { raw: RawReply }): RawCallDef<P> {
  return { ...def, reply: z.null() };
}

/** An obsolete call: answers msg 0 with its message (spec §8). */
export function obsoleteCall(method: Method, path: string, message: string, access: Access = 'session') {
  return call({ method, path, access, params: z.object({}).passthrough(), reply: z.null(), summary: message, obsolete: message });
}

export type Params<D extends CallDef> = z.input<D['params']>;
export type ParsedParams<D extends CallDef> = z.output<D['params']>;
export type Reply<D extends CallDef> = z.output<D['reply']>;

/** Fill `:name` path parameters from params; returns the path and the params that were not used. */
export function fillPath(path: string, params: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(v === undefined || v === null ? '' : String(v));
  });
  return { path: filled, rest };
}
