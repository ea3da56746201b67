/**
 * Registers a contract call on Fastify: access check, params validation (msg 0 with a Chinese message naming the
 * field, before any service runs), the handler, the reply envelope, and (in development and tests) a check of the
 * reply against the contract. `rawRoute()` does the same for calls whose success is a file or bytes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeIssue, MESSAGES, type Access, type CallDef } from '@contract/common/index';
import { AuthError, UserError } from './errors';
import type { CallHeaders, Ctx, Deps } from './context';
import { bearer, resolveSession } from './session';
import { readMultipart, type Form, type UploadPart } from './multipart';
import { takeUploadSlot } from './upload-slots';
import { rateLimitOf } from './rate-limits';

export const API_BASE = '/app/api';

export type { UploadPart } from './multipart';

export type Handler<D extends CallDef> = (
  params: z.output<D['params']>,
  ctx: Ctx<D['access']>,
  file: UploadPart | null,
) => Promise<z.input<D['reply']>> | z.input<D['reply']>;

export function route<D extends CallDef>(app: FastifyInstance, def: D, handler: Handler<D>): void {
  if (def.raw) throw new Error(`${def.method} ${def.path} replies a file: register it with rawRoute()`);
  app.deps.calls.push(def);
  app.route({
    method: def.method,
    url: API_BASE + def.path,
    config: rateLimitOf(def.method, def.path),
    handler: async (req, reply) => {
      if (def.obsolete) return { msg: 0, msbox: def.obsolete };
      const call = await prepare(app.deps, def, req);
      try {
        if ('msbox' in call) return { msg: 0, msbox: call.msbox };
        const data = await handler(call.params as z.output<D['params']>, call.ctx as Ctx<D['access']>, call.file);
        if (app.deps.checkReplies) checkReply(def, data, req);
        return sendOk(reply, data ?? null);
      } finally {
        call.release?.();
      }
    },
  });
}

/** What a raw handler answers with: the request (Range, If-None-Match …) and the reply it sends the bytes on. */
export interface RawIo {
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RawHandler<D extends CallDef> = (
  params: z.output<D['params']>,
  ctx: Ctx<D['access']>,
  io: RawIo,
) => Promise<FastifyReply> | FastifyReply;

/**
 * Registers a raw call (contract `rawCall`, a file or bytes instead of the envelope) exactly like `route()`: same
 * registry (the fuzz test walks it), same access check (401 envelope), same params validation and NUL refusal, and
 * a `fail()` in the handler answered `{ msg: 0, msbox }` JSON — with HTTP `def.raw.refusalStatus` (200, or 403 for
 * pdf.js) and `cache-control: no-store` — while nothing has been sent yet. Any other error is the app's (500, no
 * stack). The handler sends the success itself and returns the reply: `return reply.type(contentType).send(bytes)`.
 */
export function rawRoute<D extends CallDef>(app: FastifyInstance, def: D, handler: RawHandler<D>): void {
  const raw = def.raw;
  if (!raw) throw new Error(`${def.method} ${def.path} is an envelope call: register it with route()`);
  app.deps.calls.push(def);
  const refuse = (reply: FastifyReply, msbox: string) =>
    reply.code(raw.refusalStatus ?? 200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ msg: 0, msbox });
  app.route({
    method: def.method,
    url: API_BASE + def.path,
    config: rateLimitOf(def.method, def.path),
    handler: async (req, reply) => {
      const call = await prepare(app.deps, def, req);
      try {
        if ('msbox' in call) return refuse(reply, call.msbox);
        return await handler(call.params as z.output<D['params']>, call.ctx as Ctx<D['access']>, { req, reply });
      } catch (e) {
        if (e instanceof UserError && !reply.sent) return refuse(reply, e.msbox);
        throw e;
      } finally {
        call.release?.();
      }
    },
  });
}

/**
 * Sets the ETag and answers 304 when If-None-Match names it: `if (notModified(req, reply, etag)) return reply;`.
 */
export function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  const inm = req.headers['if-none-match'];
  if (!inm || !inm.split(',').map((s) => s.trim()).includes(etag)) return false;
  reply.code(304).send();
  return true;
}

/**
 * A call's session and validated params, or the msbox refusing its params. Throws AuthError (401). A multipart
 * upload holds an upload slot (upload-slots.ts) until the caller calls `release` (route() does, when it is done).
 */
async function prepare(deps: Deps, def: CallDef, req: FastifyRequest):
  Promise<({ ctx: Ctx; params: unknown; file: UploadPart | null } | { msbox: string }) & { release?: () => void }> {
  const ctx = await contextFor(req, deps, def.access);
  let form: Form | null = null;
  let release: (() => void) | undefined;
  if (def.multipart && req.isMultipart()) {
    release = takeUploadSlot(ctx.user ? `user:${ctx.user.id}` : `ip:${ctx.ip}`) ?? undefined;
    if (!release) return { msbox: '上传的文件太多，请等前面的上传完成后再试' };
    try {
      form = await readMultipart(req, def);
    } catch (e) {
      release();
      throw e;
    }
  } else if (def.multipart) {
    form = { fields: bodyObject(req), file: null };
  }
  const input = mergeParams(req, form?.fields);
  // PostgreSQL text cannot hold NUL, and jsonb refuses a lone UTF-16 surrogate: refuse both here, for every call,
  // before they reach a query.
  if (hasBadChar(input)) return { msbox: '参数包含非法字符', release };
  const parsed = def.params.safeParse(input);
  if (!parsed.success) return { msbox: describeIssue(def.params, parsed.error.issues[0], input), release };
  return { ctx, params: parsed.data, file: form?.file ?? null, release };
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
  const user = token ? await resolveSession(deps.db, token, deps.adapters.clock.now(), deps.sessionCache) : null;
  if (access !== 'public' && !user) throw new AuthError(token ? '登录已过期，请重新登录' : MESSAGES.loginFirst);
  if (access === 'user' && user?.isGuest) throw new AuthError(MESSAGES.loginFirst);
  // every field named (not `...deps`): a literal of one shape is built fast, where the spread took ~10 µs a call
  return {
    db: deps.db, dbKind: deps.dbKind, config: deps.config, adapters: deps.adapters, checkReplies: deps.checkReplies, calls: deps.calls,
    sessionCache: deps.sessionCache, visits: deps.visits,
    user, token: user ? token : null, headers: callHeaders(req), ip: req.ip, log: req.log, req,
  } as Ctx;
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

/** NUL, or a surrogate half without its other half (not text in any encoding). */
const BAD_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasBadChar(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return BAD_CHAR.test(v);
  if (depth > 8 || !v || typeof v !== 'object' || Buffer.isBuffer(v)) return false;
  for (const [k, x] of Object.entries(v)) if (BAD_CHAR.test(k) || hasBadChar(x, depth + 1)) return true;
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

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** "METHOD /path" of every route under /app/api, however registered (the fuzz test checks each is a call). */
    apiRoutes: string[];
  }
}
