/**
 * Registers a contract call on Fastify: access check, params validation (msg 0 with a Chinese message naming the
 * field, before any service runs), the handler, the reply envelope, and (in development and tests) a check of the
 * reply against the contract.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeIssue, MESSAGES, type Access, type CallDef } from '@contract/common/index';
import { AuthError, UserError } from './errors';
import type { CallHeaders, Ctx, Deps } from './context';
import { bearer, resolveSession } from './session';

export const API_BASE = '/app/api';

/** The file part of a multipart call (`multipart: true`), read into memory; null when none was sent. */
export interface UploadPart {
  /** The form field it came in (usually `file`). */
  field: string;
  filename: string;
  /** What the client claims; check the content. */
  mimetype: string;
  data: Buffer;
}

export type Handler<D extends CallDef> = (
  params: z.output<D['params']>,
  ctx: Ctx<D['access']>,
  file: UploadPart | null,
) => Promise<z.input<D['reply']>> | z.input<D['reply']>;

export function route<D extends CallDef>(app: FastifyInstance, def: D, handler: Handler<D>): void {
  app.deps.calls.push(def);
  app.route({
    method: def.method,
    url: API_BASE + def.path,
    handler: async (req, reply) => {
      if (def.obsolete) return { msg: 0, msbox: def.obsolete };
      const deps = app.deps;
      const ctx = await contextFor(req, deps, def.access);
      const form = def.multipart ? await readMultipart(req) : null;
      const input = mergeParams(req, form?.fields);
      // PostgreSQL text cannot hold NUL: refuse it here, for every call, before it reaches a query.
      if (hasNul(input)) return { msg: 0, msbox: '参数包含非法字符' };
      const parsed = def.params.safeParse(input);
      if (!parsed.success) return { msg: 0, msbox: describeIssue(def.params, parsed.error.issues[0], input) };
      const data = await handler(parsed.data as z.output<D['params']>, ctx as Ctx<D['access']>, form?.file ?? null);
      if (deps.checkReplies) checkReply(def, data, req);
      return sendOk(reply, data ?? null);
    },
  });
}

function sendOk(reply: FastifyReply, data: unknown) {
  reply.header('cache-control', 'no-store');
  return { msg: 1, data };
}

function checkReply(def: CallDef, data: unknown, req: FastifyRequest) {
  const r = def.reply.safeParse(data);
  if (!r.success) {
    req.log.error({ path: def.path, issues: r.error.issues.slice(0, 5) }, 'reply does not match the contract');
    throw new Error(`reply of ${def.method} ${def.path} does not match the contract`);
  }
}

async function contextFor(req: FastifyRequest, deps: Deps, access: Access): Promise<Ctx> {
  const token = bearer(req.headers.authorization);
  const user = token ? await resolveSession(deps.db, token, deps.adapters.clock.now()) : null;
  if (access !== 'public' && !user) throw new AuthError(token ? '登录已过期，请重新登录' : MESSAGES.loginFirst);
  if (access === 'user' && user?.isGuest) throw new AuthError(MESSAGES.loginFirst);
  return { ...deps, user, token: user ? token : null, headers: callHeaders(req), ip: req.ip, log: req.log, req } as Ctx;
}

function num(v: unknown): number | undefined {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
}
function str(v: unknown): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s !== '' && s !== 'null' && s !== 'undefined' ? s.slice(0, 200) : undefined;
}

function callHeaders(req: FastifyRequest): CallHeaders {
  const h = req.headers;
  return {
    projectId: num(h.projectid),
    clanId: num(h.clanid),
    ap: str(h.ap),
    appId: str(h.appid),
    platform: str(h.platform),
    version: str(h.version),
  };
}

function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 8 || !v || typeof v !== 'object' || Buffer.isBuffer(v)) return false;
  for (const [k, x] of Object.entries(v)) if (k.includes('\u0000') || hasNul(x, depth + 1)) return true;
  return false;
}

/** Query, then body (or a multipart call's form fields), then path params, into one object. */
function mergeParams(req: FastifyRequest, formFields?: Record<string, unknown>): Record<string, unknown> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b = formFields ?? bodyObject(req);
  const p = (req.params ?? {}) as Record<string, unknown>;
  return { ...q, ...b, ...p };
}

function bodyObject(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  return b && typeof b === 'object' && !Buffer.isBuffer(b) && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/**
 * A multipart call's form: its fields as params and its one file part in memory. The limits (one file, 20 fields,
 * 200 MB) are those @fastify/multipart is registered with in app.ts; going over them is answered msg 0 by the
 * app's error handler. A request that is not multipart gives its JSON/urlencoded body as fields and no file.
 * An empty file part (a form sent with no file chosen) counts as no file.
 */
async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: UploadPart | null }> {
  if (!req.isMultipart()) return { fields: bodyObject(req), file: null };
  const fields: Record<string, unknown> = {};
  let file: UploadPart | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!file && (data.length > 0 || part.filename)) file = { field: part.fieldname, filename: part.filename ?? '', mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string' || typeof part.value === 'number' || typeof part.value === 'boolean') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    // These limit errors carry HTTP 413, which the app's error handler would answer as "文件太大".
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new UserError('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new UserError('表单字段太多');
    throw e;
  }
  return { fields, file };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
