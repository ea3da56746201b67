/**
 * The API client: `api(def, params)` calls a contract definition (contract/common/call.ts) and returns the reply's
 * `data`, typed from the same definition. Spec §5, §7, §8, §9:
 * - base /app/api; headers Authorization Bearer token, appId, projectId, clanId, ap, platform 'H5', version;
 * - null/undefined params are dropped; GET params go in the query string, POST as JSON (multipart for uploads);
 *   `:name` path params are filled with `fillPath`;
 * - a call that needs a token waits 500 ms twice for one, then rejects with 'error:token is null' and runs the
 *   login check;
 * - envelope: msg 1 → data; msg 0 → toast msbox (1500 ms) and reject with an ApiError carrying msbox;
 *   HTTP 401 or msg 401 → the login check;
 * - loading indicator after 500 ms, auto-hidden after 10 s; network timeout 60 s.
 *
 * The module is pure: fetch, the session, the UI and timers are injected (`createApi`). The app wires the real
 * ones once at start-up with `configureApi` (src/app/api-setup.ts); features import `api`.
 */
import { fillPath, type CallDef } from '@contract/common/call';
import type { z } from 'zod';
import { LoadingTracker, realTimers, type Timers } from './api-loading';

export const API_BASE = '/app/api';
export const APP_VERSION = '3.7.20';
export const APP_VERSION_CODE = 250611;
export const PLATFORM = 'H5';
export const NETWORK_TIMEOUT_MS = 60_000;
export const TOKEN_WAIT_MS = 500;
export const TOKEN_WAITS = 2;
export const TOKEN_NULL = 'error:token is null';

export type ApiErrorCode = 0 | 401 | 'token' | 'network' | 'timeout' | 'http' | 'bad-reply';

/** A failed call. `msbox` is the Chinese text for the user (already toasted unless the call was silent). */
export class ApiError extends Error {
  constructor(
    readonly msbox: string,
    readonly code: ApiErrorCode,
    readonly status?: number,
  ) {
    super(msbox);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The session values that go into headers. */
export interface Session {
  token?: string | null;
  appId?: string | null;
  projectId?: number | string | null;
  clanId?: number | string | null;
  ap?: string | null;
}

export interface ApiDeps {
  fetch: typeof fetch;
  getSession: () => Session;
  /** Show a toast (1500 ms). */
  toast: (text: string) => void;
  /** Show the loading indicator with a text, or hide it with null. */
  loading: (text: string | null) => void;
  /** The login check (HTTP 401, msg 401, no token): clear the user, re-run guest login, ask [auth] pages to log in. */
  onUnauthorized: (reason: 'token' | '401') => void;
  baseUrl?: string;
  timers?: Timers;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

export interface CallOptions {
  /** Do not toast a msg 0 failure (the caller shows it). */
  silent?: boolean;
  /** Do not show the loading indicator. */
  loading?: boolean;
  /** Abort from outside (react-query passes its signal). */
  signal?: AbortSignal;
}

export type Params<D extends CallDef> = z.input<D['params']>;
export type Result<D extends CallDef> = z.output<D['reply']>;

/** `api(def)` when every param is optional, `api(def, params)` otherwise. */
export type ApiArgs<D extends CallDef> = {} extends Params<D>
  ? [params?: Params<D>, opts?: CallOptions]
  : [params: Params<D>, opts?: CallOptions];

export type ApiFn = <D extends CallDef>(def: D, ...args: ApiArgs<D>) => Promise<Result<D>>;

/** Drops null and undefined values (recursively through plain objects; arrays keep their length). */
export function dropNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => (v !== null && typeof v === 'object' ? dropNulls(v) : v)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === null || v === undefined) continue;
    out[k] = typeof v === 'object' ? dropNulls(v) : v;
  }
  return out as T;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Query string of GET params: arrays as repeated keys, objects as JSON. */
export function toQuery(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) q.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else if (v instanceof Date) q.append(k, v.toISOString());
    else if (typeof v === 'object') q.append(k, JSON.stringify(v));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The headers every call carries (also used by the upload helper). */
export function buildHeaders(s: Session): Record<string, string> {
  const h: Record<string, string> = { platform: PLATFORM, version: APP_VERSION };
  if (s.token) h.Authorization = `Bearer ${s.token}`;
  if (s.appId) h.appId = String(s.appId);
  if (s.projectId !== null && s.projectId !== undefined && s.projectId !== '') h.projectId = String(s.projectId);
  if (s.clanId !== null && s.clanId !== undefined && s.clanId !== '') h.clanId = String(s.clanId);
  if (s.ap) h.ap = /^[\x20-\x7e]*$/.test(s.ap) ? s.ap : encodeURIComponent(s.ap);
  return h;
}

/** The URL and request init of a call (no I/O: tested on its own). */
export function buildRequest(def: CallDef, params: Record<string, unknown> | undefined, session: Session, baseUrl = API_BASE) {
  const clean = dropNulls(params ?? {}) as Record<string, unknown>;
  const { path, rest } = fillPath(def.path, clean);
  const headers = buildHeaders(session);
  let url = baseUrl + path;
  let body: RequestInit['body'];
  if (def.method === 'GET') {
    url += toQuery(rest);
  } else if (def.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(rest)) {
      if (typeof Blob !== 'undefined' && v instanceof Blob) fd.append(k, v, (v as File).name ?? 'file');
      else fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    body = fd;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  return { url, init: { method: def.method, headers, body } satisfies RequestInit };
}

const defaultSleep = (ms: number) => new Promise<void>((r) => globalThis.setTimeout(r, ms));

export function createApi(deps: ApiDeps): ApiFn {
  const timers = deps.timers ?? realTimers;
  const sleep = deps.sleep ?? defaultSleep;
  const tracker = new LoadingTracker(deps.loading, timers);
  const timeoutMs = deps.timeoutMs ?? NETWORK_TIMEOUT_MS;

  async function waitForToken(): Promise<string | null> {
    let token = deps.getSession().token;
    for (let i = 0; !token && i < TOKEN_WAITS; i++) {
      await sleep(TOKEN_WAIT_MS);
      token = deps.getSession().token;
    }
    return token ?? null;
  }

  function failWith(err: ApiError, silent: boolean | undefined): never {
    if (!silent && err.code !== 401 && err.code !== 'token') deps.toast(err.msbox);
    throw err;
  }

  return async function api<D extends CallDef>(def: D, ...args: ApiArgs<D>): Promise<Result<D>> {
    const [params, opts = {}] = args as [Record<string, unknown> | undefined, CallOptions | undefined];
    if (def.access !== 'public') {
      const token = await waitForToken();
      if (!token) {
        deps.onUnauthorized('token');
        throw new ApiError(TOKEN_NULL, 'token');
      }
    }
    const { url, init } = buildRequest(def, params, deps.getSession(), deps.baseUrl ?? API_BASE);
    const end = opts.loading === false ? () => {} : tracker.begin(def.method);
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, timeoutMs);
    const onOuterAbort = () => ctrl.abort();
    opts.signal?.addEventListener('abort', onOuterAbort);
    let res: Response;
    let body: unknown;
    try {
      res = await deps.fetch(url, { ...init, signal: ctrl.signal });
      body = await res.json().catch(() => undefined);
    } catch (e) {
      if (opts.signal?.aborted) throw new ApiError('请求已取消', 'network');
      return failWith(
        timedOut ? new ApiError('网络超时，请稍后重试', 'timeout') : new ApiError('网络异常，请检查网络后重试', 'network'),
        opts.silent,
      );
    } finally {
      timers.clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
      end();
    }
    const env = (body ?? {}) as { msg?: unknown; msbox?: unknown; data?: unknown };
    if (res.status === 401 || env.msg === 401) {
      deps.onUnauthorized('401');
      throw new ApiError(typeof env.msbox === 'string' ? env.msbox : '请先登录', 401, res.status);
    }
    if (env.msg === 1) return env.data as Result<D>;
    if (env.msg === 0) return failWith(new ApiError(String(env.msbox || '操作失败'), 0, res.status), opts.silent);
    if (!res.ok) return failWith(new ApiError(`服务器繁忙，请稍后重试（${res.status}）`, 'http', res.status), opts.silent);
    return failWith(new ApiError('服务器返回的数据有误', 'bad-reply', res.status), opts.silent);
  };
}

let current: ApiFn | null = null;
let currentDeps: ApiDeps | null = null;

/** Wire the real dependencies (once, at start-up). */
export function configureApi(deps: ApiDeps): ApiFn {
  currentDeps = deps;
  current = createApi(deps);
  return current;
}

/** The wired dependencies (the upload helper shares the session, toast and login check). */
export function apiDeps(): ApiDeps | null {
  return currentDeps;
}

/** Call a contract definition. */
export const api: ApiFn = (def, ...args) => {
  if (!current) return Promise.reject(new ApiError('应用尚未初始化', 'network'));
  return current(def, ...args);
};
