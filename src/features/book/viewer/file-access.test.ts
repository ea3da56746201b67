import { describe, expect, it } from 'vitest';
import { configureApi } from '@src/lib/api-client';
import { downloadPdf, fileHeaders } from './file-access';

describe('fileHeaders', () => {
  it('gives the session token and the password grant as the api client sends them, nothing else', () => {
    expect(fileHeaders({ token: 't1', ap: 'g1', projectId: 3, appId: 'x' })).toEqual({ Authorization: 'Bearer t1', ap: 'g1' });
    expect(fileHeaders({ token: 't1' })).toEqual({ Authorization: 'Bearer t1' });
    expect(fileHeaders({ ap: '口令' })).toEqual({ ap: encodeURIComponent('口令') });
    expect(fileHeaders(null)).toEqual({});
  });
});

describe('downloadPdf', () => {
  it('sends the headers and rejects a refusal with its Chinese reason', async () => {
    // the session as the wired app gives it (files of one worker share this module: set it, do not assume it)
    configureApi({ fetch, getSession: () => ({ token: 'tk', ap: 'g' }), toast: () => {}, loading: () => {}, onUnauthorized: () => {} });
    let seen: RequestInit | undefined;
    const refuse = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response(JSON.stringify({ msg: 0, msbox: '没有权限' }), { status: 403, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    await expect(downloadPdf('/app/api/clan-print/v5/sample/file?id=1', 'a.pdf', refuse)).rejects.toThrow('没有权限');
    expect(seen?.headers).toEqual({ Authorization: 'Bearer tk', ap: 'g' });
    const broken = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    await expect(downloadPdf('/x', 'a.pdf', broken)).rejects.toThrow('下载失败（500）');
  });
});
