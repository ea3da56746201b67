/** The API as the e2e tests call it from outside the browser: the envelope unwrapped, a msg 0 thrown with its msbox. */
import { inject } from 'vitest';

export interface User { id: number; token: string }

export async function call<T>(user: User | null, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<T> {
  const headers: Record<string, string> = { platform: 'H5', version: '3.7.20' };
  if (user) headers.Authorization = `Bearer ${user.token}`;
  const q = method === 'GET' ? `?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))}` : '';
  const r = await fetch(`${inject('baseUrl')}/app/api${path}${q}`, {
    method, headers: method === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: method === 'POST' ? JSON.stringify(params) : undefined,
  });
  const body = (await r.json()) as { msg: number; msbox?: string; data: T };
  if (body.msg !== 1) throw new Error(`${path}: ${body.msbox}`);
  return body.data;
}
