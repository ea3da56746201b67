/** Project fonts: /data/makefont answers where the subset is; /make-font/font-file serves it with the rare names' glyphs. */
import { beforeEach, describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { statSync } from 'node:fs';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { FONT_FILES } from '../../layouts/pdf/fonts';

const t = useTestApp();
let token: string;
let me: Client;
let projectId: number;
let clanId: number;
let rootId: number;

beforeEach(async () => {
  ({ admin: me, adminToken: token, projectId, clanId } = await seedClan(t, { clan: { hall: '德星堂' }, root: false }));
  rootId = data(await me.post('/clan-member/save/child', { clanId, surname: '陈', name: '堃公', generation: 1 })).id;
  data(await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '𬀩喆', zi: '淼之' }));
});

async function fontFile(path: string, tok = token, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/app/api' + path, headers: { authorization: `Bearer ${tok}`, ...headers } });
}

describe('project font', () => {
  it('makefont answers the subset\'s url and size; the file holds the rare names\' glyphs and is far smaller than the full font', async () => {
    const mf = data(await me.get('/data/makefont', { projectId }));
    expect(mf).toMatchObject({ projectId, family: `zupu-p${projectId}`, format: 'truetype', missing: [] });
    expect(mf.url).toBe(`/app/api/make-font/font-file/${projectId}?v=${mf.version}`);
    const res = await fontFile(mf.url.slice('/app/api'.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/ttf');
    expect(res.headers['cache-control']).toContain('immutable');
    const bytes = res.rawPayload;
    expect(bytes.length).toBe(mf.bytes);
    const f = fontkit.create(bytes);
    for (const ch of '陈堃公𬀩喆淼之德星堂') expect(f.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
    expect(f.hasGlyphForCodePoint('龘'.codePointAt(0)!)).toBe(false);
    expect(bytes.length * 50).toBeLessThan(statSync(FONT_FILES.serif).size);
  });

  it('is rebuilt when a member is added (new version), and a matching ETag gets 304', async () => {
    const a = data(await me.get('/data/makefont', { projectId }));
    const again = await fontFile(`/make-font/font-file/${projectId}`, token, { 'if-none-match': `"font-${a.version}"` });
    expect(again.statusCode).toBe(304);
    data(await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '龘' }));
    const b = data(await me.get('/data/makefont', { projectId }));
    expect(b.version).not.toBe(a.version);
    const f = fontkit.create((await fontFile(`/make-font/font-file/${projectId}`)).rawPayload);
    expect(f.hasGlyphForCodePoint('龘'.codePointAt(0)!)).toBe(true);
  });

  it('refuses a stranger on a members-only project and a bad projectId, without a font', async () => {
    const stranger = (await createUser(t)).token;
    const r = await apiClient(t.app, stranger).get('/data/makefont', { projectId });
    expect(r.body).toMatchObject({ msg: 0, msbox: '没有权限' });
    const f = await fontFile(`/make-font/font-file/${projectId}`, stranger);
    expect(f.json()).toMatchObject({ msg: 0, msbox: '没有权限' });
    const bad = await fontFile('/make-font/font-file/abc');
    expect(bad.json()).toMatchObject({ msg: 0 });
    expect((await me.get('/data/makefont', { projectId: 999999 })).body).toMatchObject({ msg: 0, msbox: '家族不存在' });
  });
});
