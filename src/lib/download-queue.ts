/**
 * Download queue (spec §3 "Download task": fileName, progress, pause; §4): one download is active, the others
 * wait in order. Pause toggles the active one. Abort asks "是否确定删除当前下载？", removes the task and starts the
 * next. A failure shows "下载失败" and aborts the task. The transfer itself is injected (`DownloadDriver`), so
 * the queue is tested without a network; `fetchDriver` (download-driver.ts) is the browser one.
 */

export type DownloadStatus = 'queued' | 'active' | 'paused' | 'done';

export interface DownloadTask {
  id: string;
  fileName: string;
  url: string;
  /** 0–100. */
  progress: number;
  pause: boolean;
  status: DownloadStatus;
}

export interface TransferHandle {
  /** Resolves when the file is complete, rejects on failure. */
  done: Promise<void>;
  pause(): void;
  resume(): void;
  abort(): void;
}

export type DownloadDriver = (task: Readonly<DownloadTask>, onProgress: (percent: number) => void) => TransferHandle;

export interface DownloadUi {
  confirm(message: string): Promise<boolean>;
  toast(message: string): void;
}

export const ABORT_QUESTION = '是否确定删除当前下载？';
export const DOWNLOAD_FAILED = '下载失败';

type Listener = (tasks: readonly DownloadTask[]) => void;

export class DownloadQueue {
  private tasks: DownloadTask[] = [];
  private handle: TransferHandle | null = null;
  private listeners = new Set<Listener>();
  private seq = 0;

  constructor(
    private readonly driver: DownloadDriver,
    private readonly ui: DownloadUi,
  ) {}

  list(): readonly DownloadTask[] {
    return this.tasks;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Queue a download; it starts at once when nothing else is active. */
  add(url: string, fileName: string): DownloadTask {
    const task: DownloadTask = { id: `d${++this.seq}`, fileName, url, progress: 0, pause: false, status: 'queued' };
    this.tasks = [...this.tasks, task];
    this.emit();
    this.startNext();
    return task;
  }

  /** Pause the active download, or resume it. Queued tasks cannot be paused. */
  togglePause(id: string): void {
    const t = this.find(id);
    if (!t || !this.handle || (t.status !== 'active' && t.status !== 'paused')) return;
    if (t.pause) {
      this.handle.resume();
      this.update(id, { pause: false, status: 'active' });
    } else {
      this.handle.pause();
      this.update(id, { pause: true, status: 'paused' });
    }
  }

  /** Ask, then delete a download (active or queued) and start the next. Resolves true if it was removed. */
  async abort(id: string): Promise<boolean> {
    if (!this.find(id)) return false;
    if (!(await this.ui.confirm(ABORT_QUESTION))) return false;
    this.remove(id);
    return true;
  }

  private remove(id: string) {
    const t = this.find(id);
    if (!t) return;
    const wasRunning = t.status === 'active' || t.status === 'paused';
    if (wasRunning && this.handle) {
      const h = this.handle;
      this.handle = null;
      h.abort();
    }
    this.tasks = this.tasks.filter((x) => x.id !== id);
    this.emit();
    if (wasRunning) this.startNext();
  }

  private startNext() {
    if (this.handle) return;
    const next = this.tasks.find((t) => t.status === 'queued');
    if (!next) return;
    this.update(next.id, { status: 'active', pause: false });
    const id = next.id;
    const handle = this.driver(next, (p) => {
      if (this.handle === handle) this.update(id, { progress: Math.max(0, Math.min(100, Math.round(p))) });
    });
    this.handle = handle;
    handle.done.then(
      () => {
        if (this.handle !== handle) return;
        this.handle = null;
        this.update(id, { progress: 100, status: 'done', pause: false });
        this.startNext();
      },
      () => {
        if (this.handle !== handle) return; // aborted on purpose
        this.ui.toast(DOWNLOAD_FAILED);
        this.remove(id);
      },
    );
  }

  private find(id: string) {
    return this.tasks.find((t) => t.id === id);
  }

  private update(id: string, patch: Partial<DownloadTask>) {
    this.tasks = this.tasks.map((t) => (t.id === id ? { ...t, ...patch } : t));
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l(this.tasks);
  }
}

