/**
 * buildApp(opts) → a Fastify instance serving the API at /app/api, uploaded files at /files, the WebSocket at
 * /app/ws and the built client at /. Tests call it with an in-memory database and `inject`.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@contract/common/index';
import { loadConfig, type Config } from './config';
import { openDb, type DbHandle } from './db/client';
import { VisitLog } from './domains/projects/visit-log';
import { systemClock } from './adapters/clock';
import { cryptoIds } from './adapters/ids';
import { outboxSms } from './adapters/sms';
import { pgError } from './db/errors';
import { diskStorage } from './adapters/storage';
import { sandboxExpress } from './adapters/express';
import { kuaidi100Express } from './adapters/express-kuaidi100';
import { sandboxPayout } from './adapters/payout';
import type { Adapters, Deps } from './http/context';
import { API_BASE } from './http/route';
import { AuthError, UserError } from './http/errors';
import { domainJobs, domainTopics, registerDomains } from './domains/index';
import { dbUpkeepJob } from './jobs/upkeep.job';
import { ensureBaseData } from './db/base-data';
import { registerRealtime, type RealtimeOptions } from './realtime/index';
import { registerJobs, type JobsOptions } from './jobs/index';
import { storedFileHeaders } from './http/file-headers';
import { registerRateLimits } from './http/rate-limits';
import { SESSION_CHANNEL, SessionCache, onSessionNotice } from './http/session-cache';

/**
 * Each request in one line, written when it is answered, with the request, its status and time: Fastify's own
 * "incoming request" line said nothing the "request completed" one lacks, and the two cost ~3 % of the event loop
 * at 500 requests a second (issue #25). Errors are logged as Fastify does.
 */
class OneLineLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) return super.requestCompleted(error, req, reply, metadata);
    reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open database; when absent one is opened from the config (and closed with the app). */
  db?: DbHandle;
  adapters?: Partial<Adapters>;
  logger?: boolean | Record<string, unknown>;
  /** Serve the built client from this folder (default: dist/ if it exists). */
  clientDir?: string | false;
  /** Realtime limits and timers (server/realtime/index.ts REALTIME_DEFAULTS). */
  realtime?: Partial<Omit<RealtimeOptions, 'topics' | 'listenUrl'>>;
  /** Job runtime timers (server/jobs/runtime.ts JOBS_DEFAULTS; the lease also from JOB_LEASE_SECONDS). */
  jobs?: Partial<JobsOptions>;
  /**
   * The in-memory session cache on the embedded database (server/http/session-cache.ts); on by default (false turns
   * it off). Measured on a quiet machine (issue #25, api-latency at 500 req/s, load 1.4): baseInfo p50/p99 12/39 ms
   * without it, 7/23 ms with it; /project/groups 17/58 → 13/44 ms. PostgreSQL never has it (several processes).
   */
  sessionCache?: boolean;
}

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    bodyLimit: 2 * 1024 * 1024,
    logController: new OneLineLog(),
    // Fastify takes a hop count too (proxy-addr), though its typings list only the other forms
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Bad URLs (malformed escapes, over-long path params) never reach a route: answer them in the envelope.
    frameworkErrors: (err, _req, reply) => {
      (reply as unknown as FastifyReply).code(200).send({ msg: 0, msbox: err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求参数过长' : '请求地址错误' });
    },
  });

  const handle = opts.db ?? (await openDb({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db'), thread: config.pgliteThread, lean: config.pgliteLean }));
  if (!opts.db) app.addHook('onClose', () => handle.close());

  const adapters: Adapters = {
    clock: systemClock,
    ids: cryptoIds,
    sms: outboxSms(app.log, { logCodes: !config.production }),
    // made only when not replaced: a disk store creates its folder (tests pass a memory store and a data dir that
    // must stay absent — the tree-pack cache keeps packs in memory when it is)
    storage: opts.adapters?.storage ?? diskStorage(join(config.dataDir, 'files')),
    express: config.express.provider === 'kuaidi100' ? kuaidi100Express(config.express) : sandboxExpress,
    payout: sandboxPayout,
    ...opts.adapters,
  };
  const visits = new VisitLog(handle.db, app.log);
  app.addHook('preClose', () => visits.flush()); // the counts held are written before the database closes
  const deps: Deps = { db: handle.db, dbKind: handle.kind, config, adapters, checkReplies: !config.production, calls: [], visits, backgroundDb: handle.background };
  deps.sessionCache = (opts.sessionCache ?? true) ? await sessionCacheOf(app, handle, !opts.db) : null;
  app.decorate('deps', deps);
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith(API_BASE)) return;
    for (const m of [r.method].flat()) if (m !== 'HEAD') apiRoutes.push(`${m} ${r.url.slice(API_BASE.length)}`);
  });
  await ensureBaseData(handle.db);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // no reply is ever content-sniffed into something it was not sent as (an HTML payload saved as .txt)
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(import('@fastify/multipart'), { limits: { fileSize: 200 * 1024 * 1024, files: 1, fields: 20 } });
  installErrorHandling(app);
  await registerRateLimits(app, deps);

  await app.register(async (api) => registerDomains(api), {});
  await registerRealtime(app, { ...opts.realtime, topics: domainTopics, listenUrl: handle.url });
  // long work and the domains' scheduled sweeps (server/jobs/README.md)
  await registerJobs(app, handle, [...domainJobs, dbUpkeepJob], { leaseSeconds: config.jobLeaseSeconds, ...opts.jobs });
  await serveFiles(app, adapters);
  await serveClient(app, opts.clientDir);
  return app;
}

/**
 * The in-memory session cache, on the embedded database only (one process owns it): its triggers' notifications
 * (migration 0022_latency) drop a user's entries at the commit that ends a session.
 */
async function sessionCacheOf(app: FastifyInstance, handle: DbHandle, ownsHandle: boolean): Promise<SessionCache | null> {
  if (handle.kind !== 'pglite' || !handle.listen) return null;
  const cache = new SessionCache();
  const unlisten = await handle.listen(SESSION_CHANNEL, (payload) => onSessionNotice(cache, payload));
  // a database the caller passed in outlives this app: stop listening on it (one the app opened is closed with it)
  app.addHook('onClose', async () => {
    cache.clear();
    if (!ownsHandle) await unlisten().catch(() => undefined);
  });
  return cache;
}

function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof UserError) return reply.code(200).send({ msg: 0, msbox: err.msbox });
    if (err instanceof AuthError) return reply.code(401).send({ msg: 401, msbox: err.msbox });
    // over a request limit (server/http/rate-limits.ts): the Chinese message the limiter built
    if ((err as { rateLimited?: boolean }).rateLimited) return reply.code(200).send({ msg: 0, msbox: err.message });
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(200).send({ msg: 0, msbox: '文件太大' });
    const bad = badValueText(err);
    if (bad) {
      // a value the contract let through but the column cannot hold: the caller's input (the transaction rolled back)
      req.log.warn({ err }, 'value refused by the database');
      return reply.code(200).send({ msg: 0, msbox: bad });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, too many parts …: the caller's fault; nothing ran.
      return reply.code(200).send({ msg: 0, msbox: clientErrorText(err.code) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ msg: 0, msbox: MESSAGES.busy });
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_BASE)) return reply.code(404).send({ msg: 0, msbox: MESSAGES.notFound });
    return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在');
  });
}

/** PostgreSQL refusing a value (out of range, not text): the Chinese reason, else undefined. */
function badValueText(err: unknown): string | undefined {
  const code = pgError(err)?.code;
  if (code === '22003') return '数值超出范围';
  if (code === '22P05' || code === '22021') return '参数包含非法字符';
  return undefined;
}

function clientErrorText(code?: string): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求格式错误';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return '一次只能上传一个文件';
    default:
      return '请求错误';
  }
}

async function serveFiles(app: FastifyInstance, adapters: Adapters) {
  if (!adapters.storage.root) return;
  await app.register(import('@fastify/static'), {
    root: adapters.storage.root,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
    immutable: true,
    // Book PDFs (books/<project>/…) hold a family's data: only the access-checked download calls send them
    // (server/domains/print/file.routes.ts); here they are not found, old links included.
    allowedPath: (path) => !/^\/*(books|cpg)(\/|$)/i.test(path),
    setHeaders: (reply, path) => {
      reply.headers(storedFileHeaders(path));
    },
  });
}

async function serveClient(app: FastifyInstance, clientDir: string | false | undefined) {
  if (clientDir === false) return;
  const root = clientDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>客户端尚未构建：请运行 npm run build</p>'));
    return;
  }
  await app.register(import('@fastify/static'), {
    root,
    prefix: '/',
    wildcard: false,
    // .br / .gz siblings written at build (scripts/precompress.ts): sent with Content-Encoding and Vary
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
