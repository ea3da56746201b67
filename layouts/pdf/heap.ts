/**
 * The streaming book worker's heap guard. V8 collects lazily: on a busy machine (2 cores shared) its concurrent
 * marking falls behind and a worker turning out garbage page after page lets the heap grow far past what is alive.
 * `heapGuard(slackMb)` returns a check to call often: when the heap has grown more than `slackMb` past what was
 * alive after the last full collection, it runs one (gc through `--expose-gc` set at run time, in this thread only).
 * Returns a no-op where gc cannot be had.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function heapGuard(slackMb = 160): { check(): void; collect(): void; collections: number } {
  let gc: (() => void) | null = null;
  try {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  } catch {
    gc = null;
  }
  const slack = slackMb * 2 ** 20;
  let ceiling = Infinity;
  const guard = {
    collections: 0,
    collect() {
      if (!gc) return;
      gc();
      guard.collections++;
      ceiling = getHeapStatistics().used_heap_size + slack;
    },
    check() {
      if (gc && getHeapStatistics().used_heap_size > ceiling) guard.collect();
    },
  };
  return guard;
}
