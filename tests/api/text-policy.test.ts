/**
 * Issue #13 item 8, the text policy of contract/common/fields.ts: plain-text fields are stored without markup (a
 * `<script>` in a biography comes back as inert words), and picture fields take only our uploads — never
 * `javascript:`, `data:` or another site.
 */
import { describe, expect, it } from 'vitest';
import { seedClan, useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';

const t = useTestApp();
const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)>';

describe('plain-text fields', () => {
  it('strip markup from a biography, titles, a name, the clan preface and a reply', async () => {
    const w = await seedClan(t, {});
    const son = data(await w.admin.post('/clan-member/save/child', {
      clanId: w.clanId, fatherId: w.root.id, name: `<b>成一</b>`, biography: `${XSS}幼而好学`, titles: ['<a href="javascript:x">进士</a>'],
    }));
    const got = data(await w.admin.get(`/clan-member/get/${son.id}`));
    expect(got.name).toBe('成一');
    expect(got.biography).toBe('alert(1)幼而好学');
    expect(got.titles).toEqual(['进士']);
    expect(JSON.stringify(got)).not.toMatch(/<script|onerror|javascript:/);
    const cfg = data(await w.admin.post(`/clan/config/save/${w.clanId}`, { preface: `<iframe src="//evil"></iframe>${XSS}吾族自颍川迁闽` }));
    expect(cfg.preface).toBe('alert(1)吾族自颍川迁闽');
  });

  it('a name that is only markup is empty, and refused as such', async () => {
    const w = await seedClan(t, {});
    const r = await w.admin.post('/clan/save', { projectId: w.projectId, name: '<b></b>' });
    expect(r.body).toEqual({ msg: 0, msbox: '请填写族谱名称' });
  });
});

describe('picture fields', () => {
  it('refuse javascript:, data: and other sites; take our uploads', async () => {
    const w = await seedClan(t, {});
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'https://evil.example/a.png', '/files/../etc/passwd', '//evil.example/a.png']) {
      const r = await w.admin.post('/clan-member/v2/changePhoto', { id: w.root.id, photo: url });
      expect(r.body, url).toEqual({ msg: 0, msbox: '照片须为本站上传的文件' });
      const s = await w.admin.post('/clan-member/save/member', { clanId: w.clanId, id: w.root.id, version: w.root.version, photos: [url] });
      expect(s.body.msg, url).toBe(0);
      const u = await w.admin.post('/user/update/photo', { url });
      expect(u.body.msg, url).toBe(0);
    }
    const ok = data(await w.admin.post('/clan-member/save/member', { clanId: w.clanId, id: w.root.id, version: w.root.version, photos: ['/files/2026/11/a.jpg'] }));
    expect(ok.photos).toEqual(['/files/2026/11/a.jpg']);
  });
});
