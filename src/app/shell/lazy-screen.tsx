/**
 * Lazy screens with a clear failure: a chunk that fails to load, or takes more than 120 s, throws a ChunkLoadError
 * (chunk-loader.ts), which the page error boundary shows with a 重试 button that really loads again.
 */
import { use, type ComponentType } from 'react';
import { chunkLoader } from './chunk-loader';

export { ChunkLoadError, CHUNK_TIMEOUT_MS, isChunkLoadError, retryFailedLoads as retryFailedScreens } from './chunk-loader';

 
type AnyComponent = ComponentType<any>;

export interface Screen {
  (props: Record<string, never>): React.ReactNode;
  /** Start loading the chunk (e.g. before navigating). */
  preload(): Promise<AnyComponent>;
  displayName?: string;
}

export function lazyScreen(load: () => Promise<{ default: AnyComponent }>, name = 'Screen', timeoutMs?: number): Screen {
  const loader = chunkLoader<AnyComponent>(load, timeoutMs);
  const Screen = (() => {
    const C = loader.value ?? use(loader.load());
    return <C />;
  }) as unknown as Screen;
  Screen.preload = () => loader.load();
  Screen.displayName = name;
  return Screen;
}

/**
 * A screen bundled with the entry instead of its own chunk: for the home route, which most visits open first, so its
 * code arrives with the first scripts rather than one round trip after them (benchmarks/bundle.bench.ts).
 */
export function eagerScreen(C: AnyComponent, name = 'Screen'): Screen {
  const Screen = (() => <C />) as unknown as Screen;
  Screen.preload = () => Promise.resolve(C);
  Screen.displayName = name;
  return Screen;
}
