/**
 * Issue #13 item 2 and the multipart part of item 7, over a real socket: an oversized file is refused as soon as it
 * passes its type's limit (the reply comes while the client is still sending: nothing waits to buffer it whole);
 * a user has at most UPLOAD_SLOTS.perUser uploads at once; a truncated or malformed multipart body is msg 0 for
 * every multipart call.
 */
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { UPLOAD_SLOTS, uploadsInFlight } from '../../server/http/upload-slots';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await t.close(); });

const BOUNDARY = '----zupuLimitTest';
const head = (fields: Record<string, string | number>, filename: string) => Buffer.concat([
  ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
]);

/** Start an upload announcing `declared` bytes; send `sent` of them and keep the request open. */
function openUpload(path: string, token: string, fields: Record<string, string | number>, filename: string, declared: number, sent: number) {
  const start = head(fields, filename);
  let req!: ClientRequest;
  const answered = new Promise<{ status: number; body: { msg: number; msbox?: string } }>((resolve, reject) => {
    req = request(`${base}/app/api${path}`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(start.length + declared + 100) },
    }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', (e) => { if (!(e as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(e); });
  });
  req.write(start);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  for (let n = 0; n < sent; n += chunk.length) req.write(chunk);
  return { answered, abort: () => req.destroy() };
}

describe('oversized uploads', () => {
  it('4 parallel uploads of 150 MB images are refused once past 10 MB, while their clients are still sending', async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => createUser(t)));
    const ups = users.map((u) => openUpload('/upload', u.token, { fileType: 0 }, 'big.png', 150 * 1024 * 1024, 11 * 1024 * 1024));
    const answers = await Promise.all(ups.map((u) => u.answered));
    for (const a of answers) expect(a.body).toEqual({ msg: 0, msbox: '文件太大，图片不能超过10MB' });
    ups.forEach((u) => u.abort());
    await expect.poll(() => uploadsInFlight()).toBe(0);
  });
});

describe('uploads at once', () => {
  it(`a user has at most ${UPLOAD_SLOTS.perUser} uploads in flight; the next is refused before it is read, and a slot frees when one ends`, async () => {
    const u = await createUser(t);
    const held = Array.from({ length: UPLOAD_SLOTS.perUser }, () => openUpload('/upload', u.token, { fileType: 3 }, 'a.txt', 1024 * 1024, 64 * 1024));
    await expect.poll(() => uploadsInFlight()).toBe(UPLOAD_SLOTS.perUser);
    const third = openUpload('/upload', u.token, { fileType: 3 }, 'b.txt', 1024 * 1024, 64 * 1024);
    expect((await third.answered).body).toEqual({ msg: 0, msbox: '上传的文件太多，请等前面的上传完成后再试' });
    third.abort();
    // another user is not affected
    const other = await createUser(t);
    const theirs = openUpload('/upload', other.token, { fileType: 3 }, 'c.txt', 1024 * 1024, 64 * 1024);
    await expect.poll(() => uploadsInFlight()).toBe(UPLOAD_SLOTS.perUser + 1);
    theirs.abort();
    held.forEach((h) => h.abort());
    await expect.poll(() => uploadsInFlight()).toBe(0);
  });
});

describe('broken multipart bodies', () => {
  it('a truncated or malformed body is msg 0 for every multipart call, never a 5xx', async () => {
    const u = await createUser(t);
    const multipartCalls = t.app.deps.calls.filter((d) => d.multipart);
    expect(multipartCalls.length).toBeGreaterThanOrEqual(5);
    const bodies: { body: Buffer; type: string }[] = [
      { body: head({ fileType: 0 }, 'x.png').subarray(0, 40), type: `multipart/form-data; boundary=${BOUNDARY}` },
      { body: Buffer.concat([head({ fileType: 3 }, 'x.txt'), Buffer.from('half a file')]), type: `multipart/form-data; boundary=${BOUNDARY}` },
      { body: Buffer.from('--nothing\r\nbroken'), type: 'multipart/form-data' },
      { body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`), type: `multipart/form-data; boundary=${BOUNDARY}` },
    ];
    for (const def of multipartCalls) {
      for (const b of bodies) {
        const res = await t.app.inject({ method: 'POST', url: `/app/api${def.path}`, payload: b.body, headers: { authorization: `Bearer ${u.token}`, 'content-type': b.type } });
        expect(res.statusCode, def.path).toBeLessThan(500);
        expect(res.json().msg, def.path).toBe(0);
        expect(res.json().msbox, def.path).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(uploadsInFlight()).toBe(0);
  });
});
