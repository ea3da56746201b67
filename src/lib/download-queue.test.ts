import { describe, expect, it, vi } from 'vitest';
import { ABORT_QUESTION, DOWNLOAD_FAILED, DownloadQueue, type DownloadDriver, type DownloadTask, type TransferHandle } from './download-queue';

/** A driver whose transfers the test finishes by hand. */
function fakeDriver() {
  const running: { task: DownloadTask; progress: (p: number) => void; resolve: () => void; reject: (e: Error) => void; handle: TransferHandle }[] = [];
  const driver: DownloadDriver = (task, onProgress) => {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const handle = { done, pause: vi.fn(), resume: vi.fn(), abort: vi.fn() };
    running.push({ task, progress: onProgress, resolve, reject, handle });
    return handle;
  };
  return { driver, running };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(answer = true) {
  const { driver, running } = fakeDriver();
  const ui = { confirm: vi.fn(async () => answer), toast: vi.fn() };
  const q = new DownloadQueue(driver, ui);
  return { q, ui, running };
}

const status = (q: DownloadQueue) => q.list().map((t) => `${t.fileName}:${t.status}`);

describe('DownloadQueue', () => {
  it('runs one download at a time, the others queued in order', async () => {
    const { q, running } = setup();
    q.add('/f/a.pdf', 'a.pdf');
    q.add('/f/b.pdf', 'b.pdf');
    q.add('/f/c.pdf', 'c.pdf');
    expect(status(q)).toEqual(['a.pdf:active', 'b.pdf:queued', 'c.pdf:queued']);
    expect(running).toHaveLength(1);
    running[0].progress(42.4);
    expect(q.list()[0].progress).toBe(42);
    running[0].resolve();
    await tick();
    expect(status(q)).toEqual(['a.pdf:done', 'b.pdf:active', 'c.pdf:queued']);
    expect(q.list()[0].progress).toBe(100);
    expect(running).toHaveLength(2);
    expect(running[1].task.fileName).toBe('b.pdf');
  });

  it('pause toggles the active download', () => {
    const { q, running } = setup();
    const a = q.add('/a', 'a');
    q.togglePause(a.id);
    expect(q.list()[0]).toMatchObject({ pause: true, status: 'paused' });
    expect(running[0].handle.pause).toHaveBeenCalledOnce();
    q.togglePause(a.id);
    expect(q.list()[0]).toMatchObject({ pause: false, status: 'active' });
    expect(running[0].handle.resume).toHaveBeenCalledOnce();
  });

  it('abort asks first, then deletes and starts the next', async () => {
    const { q, ui, running } = setup(true);
    const a = q.add('/a', 'a');
    q.add('/b', 'b');
    await expect(q.abort(a.id)).resolves.toBe(true);
    expect(ui.confirm).toHaveBeenCalledWith(ABORT_QUESTION);
    expect(running[0].handle.abort).toHaveBeenCalledOnce();
    expect(status(q)).toEqual(['b:active']);
    // the aborted transfer's rejection is not a failure
    running[0].reject(new Error('aborted'));
    await tick();
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('keeps the download when the user says no', async () => {
    const { q, running } = setup(false);
    const a = q.add('/a', 'a');
    await expect(q.abort(a.id)).resolves.toBe(false);
    expect(running[0].handle.abort).not.toHaveBeenCalled();
    expect(status(q)).toEqual(['a:active']);
  });

  it('removes a queued download without touching the active one', async () => {
    const { q, running } = setup(true);
    q.add('/a', 'a');
    const b = q.add('/b', 'b');
    await q.abort(b.id);
    expect(status(q)).toEqual(['a:active']);
    expect(running[0].handle.abort).not.toHaveBeenCalled();
  });

  it('shows 下载失败 on failure, aborts the task and starts the next', async () => {
    const { q, ui, running } = setup();
    q.add('/a', 'a');
    q.add('/b', 'b');
    running[0].reject(new Error('HTTP 500'));
    await tick();
    expect(ui.toast).toHaveBeenCalledWith(DOWNLOAD_FAILED);
    expect(status(q)).toEqual(['b:active']);
  });

  it('tells subscribers about changes', () => {
    const { q } = setup();
    const seen: number[] = [];
    const off = q.subscribe((t) => seen.push(t.length));
    q.add('/a', 'a');
    off();
    q.add('/b', 'b');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === 1)).toBe(true);
  });
});
