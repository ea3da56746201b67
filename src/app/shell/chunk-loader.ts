/**
 * Loading a screen's chunk (spec §8, §9): a load that fails, or takes more than 120 s, rejects with a
 * ChunkLoadError. A failed load is kept (so rendering does not retry in a loop) until `retryFailedLoads()` — the
 * error boundary's 重试 — forgets it and the next render loads again. Pure: no React, no DOM.
 */

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'error' | 'timeout',
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (e: unknown): e is ChunkLoadError =>
  e instanceof ChunkLoadError || (e as { name?: string } | null)?.name === 'ChunkLoadError';

export function withTimeout<T>(p: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(onTimeout()), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

const failed = new Set<() => void>();

/** Forget every failed load, so the next render loads again. */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}

export interface ChunkLoader<T> {
  /** The loaded value, once loaded. */
  readonly value: T | null;
  /** The one load in flight (or its failure, until retried). */
  load(): Promise<T>;
}

export function chunkLoader<T>(load: () => Promise<{ default: T }>, timeoutMs = CHUNK_TIMEOUT_MS): ChunkLoader<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get value() {
      return value;
    },
    load() {
      if (value) return Promise.resolve(value);
      if (!pending) {
        pending = withTimeout(Promise.resolve().then(load), timeoutMs, () => new ChunkLoadError('页面加载超时', 'timeout')).then(
          (m) => {
            if (!m || !m.default) throw new ChunkLoadError('页面文件缺失', 'missing');
            value = m.default;
            return value;
          },
          (e) => {
            failed.add(() => (pending = null));
            throw isChunkLoadError(e) ? e : new ChunkLoadError('页面加载失败', 'error');
          },
        );
        // a failure is reported where the promise is used; do not also report it as unhandled
        pending.catch(() => {});
      }
      return pending;
    },
  };
}
