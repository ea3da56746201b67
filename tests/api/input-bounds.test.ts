/**
 * Input the columns cannot hold is refused at the route with a Chinese msbox and changes nothing: an integer above
 * int4 (versions), a lone UTF-16 surrogate (jsonb refuses it), NUL. Never an HTTP 5xx.
 */
import { describe, expect, it } from 'vitest';
import { seedClan, useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';

const t = useTestApp();
const BIG = 2 ** 31;

describe('integers beyond what a column holds', () => {
  it('a version above 2³¹−1 on the save calls is msg 0 naming the field, and nothing changes', async () => {
    const s = await seedClan(t);
    const me = s.admin;
    const before = data(await me.get(`/clan/detail/${s.clanId}`));
    for (const [path, params] of [
      ['/clan/save', { id: s.clanId, projectId: s.projectId, name: '改名', version: BIG }],
      ['/project/add-or-edit', { id: s.projectId, name: '改名', surname: '陈', privacy: 'members', version: BIG }],
      ['/clan/save', { id: s.clanId, projectId: s.projectId, name: '改名', version: '99999999999' }],
    ] as const) {
      const r = await me.post(path, params);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toEqual({ msg: 0, msbox: `版本不能大于${BIG - 1}` });
    }
    expect(data(await me.get(`/clan/detail/${s.clanId}`))).toEqual(before);
  });
});

describe('text that is not text', () => {
  it('a lone surrogate in a clan preface or a member name is refused before any write', async () => {
    const s = await seedClan(t);
    const me = s.admin;
    const before = data(await me.get(`/clan/config/${s.clanId}`));
    for (const bad of ['\uD800', 'a\uDC00b', '前\uD83D']) {
      const r = await me.post(`/clan/config/save/${s.clanId}`, { preface: bad });
      expect([r.status, r.body]).toEqual([200, { msg: 0, msbox: '参数包含非法字符' }]);
    }
    const child = await me.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: '长\uDBFF' });
    expect(child.body).toEqual({ msg: 0, msbox: '参数包含非法字符' });
    expect(data(await me.get(`/clan/config/${s.clanId}`))).toEqual(before);
    // a whole emoji (a surrogate pair) is text and is kept
    const ok = data(await me.post(`/clan/config/save/${s.clanId}`, { preface: '家训😀' }));
    expect(ok.preface).toBe('家训😀');
  });
});
