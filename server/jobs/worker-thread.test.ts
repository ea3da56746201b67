import { describe, expect, it } from 'vitest';
import { UserError } from '../http/errors';
import { runInWorker } from './worker-thread';

const entry = new URL('./testing/echo.worker.ts', import.meta.url);

describe('runInWorker', () => {
  it('moves the input to the thread, reports progress and gives back the result', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const seen: number[] = [];
    const r = await runInWorker<{ sum: number; copy: Uint8Array }>(entry, { bytes }, { transfer: [bytes.buffer], onProgress: (p) => seen.push(p) });
    expect(r.sum).toBe(256);
    expect([...r.copy]).toEqual([1, 2, 3, 250]);
    expect(seen).toEqual([50]);
    expect(bytes.byteLength).toBe(0); // transferred, not copied
  });

  it('a UserError in the thread comes back as a UserError; any other error as an Error with its stack', async () => {
    const user = await runInWorker(entry, { bytes: new Uint8Array(1), fail: 'user' }).catch((e: unknown) => e);
    expect(user).toBeInstanceOf(UserError);
    expect((user as UserError).msbox).toBe('文件无法读取');
    const bug = await runInWorker(entry, { bytes: new Uint8Array(1), fail: 'bug' }).catch((e: unknown) => e);
    expect(bug).not.toBeInstanceOf(UserError);
    expect(String((bug as Error).message)).toContain('x is undefined');
  });

  it('an aborted signal stops the thread and rejects with its reason', async () => {
    const ac = new AbortController();
    const p = runInWorker(entry, { bytes: new Uint8Array(1) }, { signal: ac.signal });
    ac.abort(new Error('取消'));
    await expect(p).rejects.toThrow('取消');
  });
});
