/**
 * Issue #13 item 9: what users stored is served under /files so that nothing in it can run: nosniff on every
 * reply, only images/audio/video inline, everything else a download, a CSP that allows no script, plugin or frame.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/adapters/storage';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zupu-files-'));
  t = await createTestApp({ adapters: { storage: diskStorage(dir) } });
  await t.reset();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/files replies', () => {
  it('serve payloads that could run as downloads, with nosniff and a CSP that allows no script', async () => {
    const payloads: Record<string, Buffer> = {
      'x/page.txt': Buffer.from('<html><script>alert(1)</script></html>'),
      'x/open.pdf': Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
      'x/movie.swf': Buffer.from('FWS\x09'),
      'x/key.pem': Buffer.from('-----BEGIN KEY-----<img src=x onerror=alert(1)>'),
      'x/page.html': Buffer.from('<script>alert(1)</script>'),
    };
    for (const [key, bytes] of Object.entries(payloads)) {
      await t.app.deps.adapters.storage.put(key, bytes);
      const res = await get(`/files/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['x-content-type-options'], key).toBe('nosniff');
      expect(String(res.headers['content-disposition']), key).toMatch(/^attachment;/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, key).toContain("default-src 'none'");
      expect(csp, key).toContain('sandbox');
      expect(csp, key).not.toContain('script-src');
    }
  });

  it('show images, audio and video inline, still under the CSP', async () => {
    for (const key of ['p/a.jpg', 'p/b.PNG', 'p/c.svg', 'p/d.mp3', 'p/e.mp4']) {
      await t.app.deps.adapters.storage.put(key, Buffer.from('x'));
      const res = await get(`/files/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(String(res.headers['content-disposition']), key).toMatch(/^inline;/);
      expect(String(res.headers['content-security-policy']), key).toContain('sandbox');
    }
  });

  it('nosniff is on API replies too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/api/login/guest' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
