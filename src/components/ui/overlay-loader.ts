/**
 * Loads the animated antd-mobile pieces (overlays.ts) once: on the first toast or dialog, or on the user's first touch,
 * click or key (so a pull to refresh or a prompt is ready when he acts), never with the first screen.
 */
type Overlays = typeof import('./overlays');

let loading: Promise<Overlays> | undefined;
let loaded: Overlays | undefined;
const waiting = new Set<() => void>();

export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./overlays').then((m) => {
    loaded = m;
    for (const f of waiting) f();
    waiting.clear();
    return m;
  });
  return loading;
}

/** The module when it has loaded; undefined before. */
export const overlaysNow = (): Overlays | undefined => loaded;

/** Calls `f` once the module has loaded (at once if it has). Returns an unsubscribe. */
export function onOverlays(f: () => void): () => void {
  if (loaded) {
    f();
    return () => {};
  }
  waiting.add(f);
  return () => waiting.delete(f);
}

if (typeof window !== 'undefined') {
  const first = () => {
    for (const t of ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const) window.removeEventListener(t, first, true);
    void loadOverlays();
  };
  for (const t of ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const) window.addEventListener(t, first, { capture: true, passive: true });
}
