import { describe, expect, it } from 'vitest';
import { decodeTreePack, encodeTreePack } from '@model/tree-pack';
import { testClan } from '@model/clan/test-clan';
import { loadTreePack, packSizeFromHeader, plainLength, readWithProgress, type BodyLike, type LoadProgress } from './pack-loader';

const bytes = encodeTreePack(testClan(), { clanId: 9, clanVersion: 3 });

function body(data: Uint8Array, chunk: number, headers: Record<string, string>): BodyLike {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= data.length) return c.close();
      c.enqueue(data.slice(at, at + chunk));
      at += chunk;
    },
  });
  return {
    headers: { get: (k) => headers[k.toLowerCase()] ?? null },
    body: stream,
    arrayBuffer: async () => data.slice().buffer,
  };
}

describe('pack loader', () => {
  it('reads the exact size from the pack header', () => {
    expect(packSizeFromHeader(bytes)).toBe(bytes.length);
    expect(packSizeFromHeader(bytes.subarray(0, 40))).toBeNull();
    expect(packSizeFromHeader(new Uint8Array(300))).toBeNull();
  });

  it('uses Content-Length only for an unencoded body', () => {
    expect(plainLength({ get: (k) => ({ 'content-length': '500' })[k] ?? null })).toBe(500);
    expect(plainLength({ get: (k) => ({ 'content-length': '500', 'content-encoding': 'gzip' })[k] ?? null })).toBeNull();
    expect(plainLength({ get: () => null })).toBeNull();
  });

  it('reports progress in small chunks of a gzip reply and returns the pack at offset 0', async () => {
    const seen: LoadProgress[] = [];
    const out = await readWithProgress(body(bytes, 37, { 'content-encoding': 'gzip', 'content-length': '90' }), (p) => seen.push({ ...p }));
    expect(Array.from(out)).toEqual(Array.from(bytes));
    expect(out.byteOffset).toBe(0);
    expect(seen[0].total).toBeNull(); // before the header is complete: indeterminate
    const exact = seen.filter((p) => p.total !== null);
    expect(exact.every((p) => p.total === bytes.length && p.received <= bytes.length)).toBe(true);
    expect(seen.at(-1)).toEqual({ received: bytes.length, total: bytes.length, members: decodeTreePack(bytes).count });
    // the member count comes with the header, before the body is complete
    expect(exact[0].members).toBe(decodeTreePack(bytes).count);
    expect(exact[0].received).toBeLessThan(bytes.length);
    for (let k = 1; k < seen.length; k++) expect(seen[k].received).toBeGreaterThanOrEqual(seen[k - 1].received);
  });

  it('reads a non-pack body with Content-Length, and without it as indeterminate', async () => {
    const data = new Uint8Array(1000).fill(7);
    const a: LoadProgress[] = [];
    expect((await readWithProgress(body(data, 100, { 'content-length': '1000' }), (p) => a.push({ ...p }))).length).toBe(1000);
    expect(a[0]).toEqual({ received: 100, total: 1000 });
    const b: LoadProgress[] = [];
    await readWithProgress(body(data, 100, {}), (p) => b.push({ ...p }));
    expect(b[0].total).toBeNull();
  });

  it('fetches and decodes, and turns an HTTP error into a Chinese message', async () => {
    const pack = await loadTreePack({
      clanId: 9,
      headers: {},
      fetch: async (url) => {
        expect(url).toBe('/app/api/clan-member/tree/pack?clanId=9');
        return { ok: true, status: 200, ...body(bytes, 64, { 'content-encoding': 'gzip' }) };
      },
      onProgress: () => {},
    });
    expect(pack.clanId).toBe(9);
    expect(pack.count).toBe(testClan().length);
    await expect(loadTreePack({ clanId: 1, headers: {}, fetch: async () => ({ ok: false, status: 404, ...body(bytes, 9, {}) }), onProgress: () => {} }))
      .rejects.toThrow('族谱不存在');
    const refusal = new TextEncoder().encode(JSON.stringify({ msg: 0, msbox: '该家族需要密码' }));
    await expect(loadTreePack({
      clanId: 1, headers: {}, onProgress: () => {},
      fetch: async () => ({ ok: true, status: 200, ...body(refusal, 100, { 'content-type': 'application/json; charset=utf-8' }) }),
    })).rejects.toThrow('该家族需要密码');
  });
});
