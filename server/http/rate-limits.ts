/**
 * Request limits per IP on the calls an attacker would hammer (issue #13), with @fastify/rate-limit and the database
 * as its store, so every process counts the same hits. THE POLICY IS THIS TABLE: a call path → how many requests
 * one IP may make in a window. Over it the call answers msg 0 "请求太频繁，请N秒后再试" and runs nothing. Guessing
 * secrets has its own finer policy (per subject, with back-off and captcha): server/domains/accounts/attempts.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Deps } from './context';
import { hit } from './rate-limits.repo';

const MIN = 60_000;

export const RATE_LIMITS: Record<string, { max: number; windowMs: number }> = {
  'GET /login/guest': { max: 60, windowMs: MIN },
  'POST /login/account': { max: 30, windowMs: MIN },
  'POST /login/phone': { max: 30, windowMs: MIN },
  'POST /login/verify': { max: 30, windowMs: MIN },
  'GET /sms/:x': { max: 10, windowMs: MIN },
  'GET /sms/sign/:hash/:x': { max: 10, windowMs: MIN },
  'GET /sms/captcha/image': { max: 30, windowMs: MIN },
  'POST /sms/captcha/validate': { max: 30, windowMs: MIN },
  'POST /project/verify/password': { max: 30, windowMs: MIN },
  'POST /book/v2/redeem/exchange': { max: 30, windowMs: MIN },
  'POST /edition/exchange/:x': { max: 30, windowMs: MIN },
  // growth: money and stock moves an attacker could hammer (generous: a clan gathering may share one IP)
  'POST /hongbao/send': { max: 30, windowMs: MIN },
  'GET /hongbao/receive': { max: 120, windowMs: MIN },
  'POST /withdraw/add': { max: 10, windowMs: MIN },
  'GET /pointProduct/changeCredit/:id': { max: 30, windowMs: MIN },
  'GET /invite/open': { max: 60, windowMs: MIN },
  'POST /invite/accept': { max: 30, windowMs: MIN },
  'POST /clan-collect/family/save': { max: 30, windowMs: MIN },
  // help (issue #17): beacons are stored as events, votes and reports write rows
  'POST /user/platform': { max: 30, windowMs: MIN },
  'POST /baidu/return': { max: 30, windowMs: MIN },
  'GET /tencent/report': { max: 30, windowMs: MIN },
  'GET /data/version/list': { max: 60, windowMs: MIN },
  'GET /question/setQuestionGoodOrSad': { max: 60, windowMs: MIN },
  'POST /feedback/add': { max: 10, windowMs: MIN },
  'POST /report/add': { max: 30, windowMs: MIN },
};

export const RATE_LIMITED = (seconds: number) => `请求太频繁，请${seconds}秒后再试`;

/** The route options of a call: `{ config: { rateLimit } }` when the table names it. */
export function rateLimitOf(method: string, path: string): { rateLimit: { max: number; timeWindow: number } } | undefined {
  const p = RATE_LIMITS[`${method} ${path}`];
  return p ? { rateLimit: { max: p.max, timeWindow: p.windowMs } } : undefined;
}

/** Register before the routes: counts in rate_counters with the app's clock; answers over-limit calls with msg 0. */
export async function registerRateLimits(app: FastifyInstance, deps: Deps): Promise<void> {
  class DbStore {
    constructor(private readonly prefix = '') {}
    incr(key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = deps.adapters.clock.now();
      hit(deps.db, `${this.prefix}${key}`, now, timeWindow).then(
        (r) => cb(null, { current: r.hits, ttl: Math.max(0, r.windowEnd.getTime() - now.getTime()) }),
        (e: Error) => cb(e),
      );
    }
    // the plugin passes the route's merged limit params, with the route itself under `routeInfo`: one counter per route
    child(params: { routeInfo?: { method?: string | string[]; url?: string; path?: string } }) {
      const route = params.routeInfo ?? {};
      return new DbStore(`${[route.method].flat().join(',')} ${route.url ?? route.path}|`);
    }
  }
  await app.register(rateLimit, {
    global: false,
    store: DbStore as never,
    keyGenerator: (req: FastifyRequest) => req.ip,
    // a counter the database could not write must not stop logins: the call runs (and is logged by the plugin)
    skipOnError: true,
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, c) => ({ statusCode: 429, rateLimited: true, message: RATE_LIMITED(Math.max(1, Math.ceil(c.ttl / 1000))) }),
  });
}
