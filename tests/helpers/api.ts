/** Call the API through `inject` the way the client does: GET params in the query, POST params as JSON. */
import type { FastifyInstance } from 'fastify';

export interface ApiReply<T = any> {
  status: number;
  body: { msg: 0 | 1 | 401; data?: T; msbox?: string };
}

/** `ip`: the caller's address as the server sees it (inject's remoteAddress; default 127.0.0.1). */
export function apiClient(app: FastifyInstance, token?: string, opts: { ip?: string } = {}) {
  const headers = (extra?: Record<string, string>) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    platform: 'H5',
    ...extra,
  });
  const send = async (method: 'GET' | 'POST', path: string, params?: Record<string, unknown>, extra?: Record<string, string>): Promise<ApiReply> => {
    const url = '/app/api' + path;
    const res =
      method === 'GET'
        ? await app.inject({ method, url, query: stringify(params), headers: headers(extra), remoteAddress: opts.ip })
        : await app.inject({ method, url, payload: params ?? {}, headers: headers(extra), remoteAddress: opts.ip });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (path: string, params?: Record<string, unknown>, h?: Record<string, string>) => send('GET', path, params, h),
    post: (path: string, params?: Record<string, unknown>, h?: Record<string, string>) => send('POST', path, params, h),
    withToken: (t: string) => apiClient(app, t, opts),
  };
}

function stringify(p?: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p ?? {})) if (v !== undefined && v !== null) out[k] = Array.isArray(v) ? v.join(',') : String(v);
  return out;
}

/** Data of a successful reply, or throw with the msbox. */
export function data<T = any>(r: ApiReply<T>): T {
  if (r.body.msg !== 1) throw new Error(`expected msg 1, got ${JSON.stringify(r.body)} (HTTP ${r.status})`);
  return r.body.data as T;
}
