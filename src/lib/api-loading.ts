/**
 * The request loading indicator (spec §9): it appears once a request has been pending for 500 ms, reads
 * '加载中...' for GET, '提交中...' for POST and '请求中...' otherwise, hides when nothing is pending, and hides
 * on its own after 10 s whatever happens (a hung request never leaves the screen blocked).
 */

export const LOADING_DELAY_MS = 500;
export const LOADING_MAX_MS = 10_000;

export function loadingText(method: string): string {
  const m = method.toUpperCase();
  if (m === 'GET') return '加载中...';
  if (m === 'POST') return '提交中...';
  return '请求中...';
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Tracks pending requests and drives a `show(text | null)` callback. */
export class LoadingTracker {
  private pending = 0;
  private shown = false;
  private hideTimer: unknown = null;

  constructor(
    private readonly show: (text: string | null) => void,
    private readonly timers: Timers = realTimers,
    private readonly delayMs = LOADING_DELAY_MS,
    private readonly maxMs = LOADING_MAX_MS,
  ) {}

  /** Call when a request starts; call the returned function when it ends (success or failure). */
  begin(method: string): () => void {
    this.pending++;
    let ended = false;
    const delay = this.timers.setTimeout(() => {
      if (ended) return;
      this.display(loadingText(method));
    }, this.delayMs);
    return () => {
      if (ended) return;
      ended = true;
      this.timers.clearTimeout(delay);
      this.pending = Math.max(0, this.pending - 1);
      if (this.pending === 0) this.hide();
    };
  }

  get isShown(): boolean {
    return this.shown;
  }

  private display(text: string) {
    this.shown = true;
    this.show(text);
    if (this.hideTimer !== null) this.timers.clearTimeout(this.hideTimer);
    this.hideTimer = this.timers.setTimeout(() => this.hide(), this.maxMs);
  }

  private hide() {
    if (this.hideTimer !== null) {
      this.timers.clearTimeout(this.hideTimer);
      this.hideTimer = null;
    }
    if (!this.shown) return;
    this.shown = false;
    this.show(null);
  }
}
