/** A small typed event emitter (the renderer's `on` / `emit`); listeners may unsubscribe while being called. */
export class Emitter<E> {
  private readonly listeners = new Map<keyof E, Set<(e: never) => void>>();

  /** Subscribe; returns the unsubscribe function. */
  on<K extends keyof E>(event: K, cb: (e: E[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as (e: never) => void);
    return () => void set.delete(cb as (e: never) => void);
  }

  emit<K extends keyof E>(event: K, e: E[K]): void {
    const set = this.listeners.get(event) as Set<(e: E[K]) => void> | undefined;
    if (set) for (const cb of set) cb(e);
  }

  has(event: keyof E): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }

  clear(): void {
    this.listeners.clear();
  }
}
