import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from '@contract/common/call';
import { ApiError, buildRequest, createApi, dropNulls, TOKEN_NULL, type ApiDeps, type Session } from './api-client';
import { LoadingTracker, type Timers } from './api-loading';

const getThing = call({
  method: 'GET',
  path: '/thing/:id',
  access: 'session',
  params: z.object({ id: z.number(), name: z.string().nullish(), tags: z.array(z.string()).optional() }),
  reply: z.object({ id: z.number(), name: z.string() }),
  summary: 'test',
});
const saveThing = call({
  method: 'POST',
  path: '/thing/save',
  access: 'user',
  params: z.object({ name: z.string(), note: z.string().nullish(), inner: z.object({ a: z.number().nullish(), b: z.number() }).optional() }),
  reply: z.null(),
  summary: 'test',
});
const publicCall = call({ method: 'GET', path: '/login/guest', access: 'public', params: z.object({}), reply: z.object({ token: z.string() }), summary: 'guest' });

/** Manual timers: advance() fires due callbacks. */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const t: Timers & { advance(ms: number): void } = {
    setTimeout(fn, ms) {
      const id = ++seq;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(h) {
      due.delete(h as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...due.entries()].filter(([, d]) => d.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = end;
    },
  };
  return t;
}

function setup(reply: { status?: number; body: unknown } | (() => Promise<Response>), session: Session = { token: 'tok' }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (typeof reply === 'function') return reply();
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const deps = {
    fetch,
    getSession: vi.fn(() => session),
    toast: vi.fn(),
    loading: vi.fn(),
    onUnauthorized: vi.fn(),
    sleep: vi.fn(async () => {}),
    timers: manualTimers(),
  } satisfies ApiDeps;
  return { api: createApi(deps), deps, calls };
}

describe('dropNulls', () => {
  it('drops null and undefined recursively and keeps falsy values', () => {
    expect(dropNulls({ a: null, b: undefined, c: 0, d: '', e: false, f: { g: null, h: 1 }, i: [1, null, { j: null }] })).toEqual({
      c: 0,
      d: '',
      e: false,
      f: { h: 1 },
      i: [1, null, {}],
    });
  });
});

describe('buildRequest', () => {
  it('fills path params, drops nulls and puts GET params in the query', () => {
    const { url, init } = buildRequest(getThing, { id: 7, name: null, tags: ['a', 'b'] }, { token: 't' });
    expect(url).toBe('/app/api/thing/7?tags=a&tags=b');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });
  it('sends POST params as JSON without nulls', () => {
    const { url, init } = buildRequest(saveThing, { name: '张三', note: null, inner: { a: null, b: 2 } }, {});
    expect(url).toBe('/app/api/thing/save');
    expect(JSON.parse(init.body as string)).toEqual({ name: '张三', inner: { b: 2 } });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
  it('sets the headers', () => {
    const { init } = buildRequest(getThing, { id: 1 }, { token: 'abc', appId: 'app1', projectId: 12, clanId: 34, ap: 'grant' });
    expect(init.headers).toEqual({
      Authorization: 'Bearer abc',
      appId: 'app1',
      projectId: '12',
      clanId: '34',
      ap: 'grant',
      platform: 'H5',
      version: '3.7.20',
    });
  });
  it('leaves out headers that have no value', () => {
    const { init } = buildRequest(getThing, { id: 1 }, { token: null, projectId: null, clanId: undefined });
    expect(init.headers).toEqual({ platform: 'H5', version: '3.7.20' });
  });
});

describe('api', () => {
  it('returns data of msg 1', async () => {
    const { api, calls, deps } = setup({ body: { msg: 1, data: { id: 7, name: '族谱' } } });
    await expect(api(getThing, { id: 7, name: null })).resolves.toEqual({ id: 7, name: '族谱' });
    expect(calls[0].url).toBe('/app/api/thing/7');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts msbox of msg 0 and rejects with an ApiError carrying it', async () => {
    const { api, deps } = setup({ body: { msg: 0, msbox: '手机号格式不正确' } });
    const err = await api(getThing, { id: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.msbox).toBe('手机号格式不正确');
    expect(err.code).toBe(0);
    expect(deps.toast).toHaveBeenCalledWith('手机号格式不正确');
  });

  it('does not toast a silent call', async () => {
    const { api, deps } = setup({ body: { msg: 0, msbox: '失败' } });
    await expect(api(getThing, { id: 1 }, { silent: true })).rejects.toMatchObject({ msbox: '失败' });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('runs the login check on HTTP 401', async () => {
    const { api, deps } = setup({ status: 401, body: { msg: 401, msbox: '请先登录' } });
    await expect(api(saveThing, { name: 'x' })).rejects.toMatchObject({ code: 401, msbox: '请先登录' });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('401');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('runs the login check on msg 401 with HTTP 200', async () => {
    const { api, deps } = setup({ body: { msg: 401, msbox: '登录已过期，请重新登录' } });
    await expect(api(getThing, { id: 1 })).rejects.toMatchObject({ code: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("waits 500 ms twice for a token, then rejects with 'error:token is null' and runs the login check", async () => {
    const { api, deps, calls } = setup({ body: { msg: 1, data: null } }, { token: null });
    const err = await api(getThing, { id: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(TOKEN_NULL);
    expect(deps.sleep).toHaveBeenCalledTimes(2);
    expect(deps.sleep).toHaveBeenCalledWith(500);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('token');
    expect(calls).toHaveLength(0);
  });

  it('goes ahead once the token arrives during the wait', async () => {
    let session: Session = { token: null };
    const { api, deps, calls } = setup({ body: { msg: 1, data: { id: 1, name: 'a' } } });
    deps.getSession.mockImplementation(() => session);
    deps.sleep.mockImplementation(async () => {
      session = { token: 'late' };
    });
    await expect(api(getThing, { id: 1 })).resolves.toEqual({ id: 1, name: 'a' });
    expect(deps.sleep).toHaveBeenCalledTimes(1);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer late');
  });

  it('does not wait for a token on public calls', async () => {
    const { api, deps } = setup({ body: { msg: 1, data: { token: 'g' } } }, {});
    await expect(api(publicCall)).resolves.toEqual({ token: 'g' });
    expect(deps.sleep).not.toHaveBeenCalled();
  });

  it('toasts a network failure', async () => {
    const { api, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api(getThing, { id: 1 })).rejects.toMatchObject({ code: 'network' });
    expect(deps.toast).toHaveBeenCalledWith('网络异常，请检查网络后重试');
  });

  it('answers a non-envelope server error clearly', async () => {
    const { api } = setup(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(api(getThing, { id: 1 })).rejects.toMatchObject({ code: 'http', status: 502 });
  });
});

describe('loading indicator', () => {
  it('shows after 500 ms with the text of the method and hides when done', () => {
    const timers = manualTimers();
    const show = vi.fn();
    const t = new LoadingTracker(show, timers);
    const endFast = t.begin('GET');
    timers.advance(400);
    endFast();
    timers.advance(1000);
    expect(show).not.toHaveBeenCalled();

    const endSlow = t.begin('POST');
    timers.advance(500);
    expect(show).toHaveBeenLastCalledWith('提交中...');
    endSlow();
    expect(show).toHaveBeenLastCalledWith(null);
  });

  it('uses 加载中... for GET, 请求中... otherwise, and hides itself after 10 s', () => {
    const timers = manualTimers();
    const show = vi.fn();
    const t = new LoadingTracker(show, timers);
    t.begin('GET');
    timers.advance(500);
    expect(show).toHaveBeenLastCalledWith('加载中...');
    timers.advance(10_000);
    expect(show).toHaveBeenLastCalledWith(null);
    t.begin('PUT');
    timers.advance(500);
    expect(show).toHaveBeenLastCalledWith('请求中...');
  });

  it('stays while another request is pending', () => {
    const timers = manualTimers();
    const show = vi.fn();
    const t = new LoadingTracker(show, timers);
    const a = t.begin('GET');
    const b = t.begin('GET');
    timers.advance(600);
    a();
    expect(show).toHaveBeenLastCalledWith('加载中...');
    b();
    expect(show).toHaveBeenLastCalledWith(null);
  });
});
