import { describe, expect, it, vi } from 'vitest';
import { chunkLoader, ChunkLoadError, retryFailedLoads } from './chunk-loader';

describe('chunkLoader', () => {
  it('loads once and keeps the value', async () => {
    const load = vi.fn(async () => ({ default: 'Page' }));
    const l = chunkLoader(load);
    await expect(l.load()).resolves.toBe('Page');
    await expect(l.load()).resolves.toBe('Page');
    expect(l.value).toBe('Page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a failed import into a ChunkLoadError, kept until retried', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'Page' };
    });
    const l = chunkLoader(load);
    const e = await l.load().catch((x) => x);
    expect(e).toBeInstanceOf(ChunkLoadError);
    expect(e.reason).toBe('error');
    await expect(l.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1); // no retry loop
    fail = false;
    retryFailedLoads();
    await expect(l.load()).resolves.toBe('Page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const l = chunkLoader(() => new Promise<{ default: string }>(() => {}));
    const p = l.load().catch((x) => x);
    await vi.advanceTimersByTimeAsync(120_000);
    const e = await p;
    expect(e).toBeInstanceOf(ChunkLoadError);
    expect(e.reason).toBe('timeout');
    vi.useRealTimers();
    retryFailedLoads();
  });

  it('reports a module without a default export as missing', async () => {
    const l = chunkLoader(async () => ({}) as { default: string });
    await expect(l.load()).rejects.toMatchObject({ reason: 'missing' });
    retryFailedLoads();
  });
});
