/**
 * Lazy screens with a clear failure (spec §8, §9): a screen's chunk that fails to load, or takes more than 120 s,
 * throws a ChunkLoadError, which the page error boundary shows with a 重试 button. Unlike React.lazy, a failed
 * load is forgotten, so 重试 really loads again.
 */
import { use, type ComponentType } from 'react';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export interface Screen {
  (props: Record<string, never>): React.ReactNode;
  /** Start loading the chunk (e.g. on hover or before navigating). */
  preload(): Promise<AnyComponent>;
  displayName?: string;
}

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

export function lazyScreen(load: () => Promise<{ default: AnyComponent }>, name = 'Screen', timeoutMs = CHUNK_TIMEOUT_MS): Screen {
  let loaded: AnyComponent | null = null;
  let pending: Promise<AnyComponent> | null = null;

  function preload(): Promise<AnyComponent> {
    if (loaded) return Promise.resolve(loaded);
    if (!pending) {
      pending = withTimeout(load(), timeoutMs, () => new ChunkLoadError('页面加载超时', 'timeout')).then(
        (m) => {
          if (!m || !m.default) throw new ChunkLoadError('页面文件缺失', 'missing');
          loaded = m.default;
          return loaded;
        },
        (e) => {
          pending = null; // forget the failure so 重试 loads again
          throw isChunkLoadError(e) ? e : new ChunkLoadError('页面加载失败', 'error');
        },
      );
    }
    return pending;
  }

  const Screen = (() => {
    const C = loaded ?? use(preload());
    return <C />;
  }) as unknown as Screen;
  Screen.preload = preload;
  Screen.displayName = name;
  return Screen;
}
