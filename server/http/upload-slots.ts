/**
 * How many uploads run at once (issue #13): an upload holds its file in memory until it is checked and stored, so a
 * user may have UPLOAD_SLOTS.perUser at a time and the process UPLOAD_SLOTS.total; one more is refused at once
 * ("上传的文件太多，请稍后再试") before any of its bytes are read. Counted per process: memory is per process.
 */
export const UPLOAD_SLOTS = { perUser: 2, total: 8 } as const;

const byKey = new Map<string, number>();
let total = 0;

/** A slot for `key` (a user id or an IP), or null when the user or the process is at its limit. */
export function takeUploadSlot(key: string, limits: { perUser: number; total: number } = UPLOAD_SLOTS): (() => void) | null {
  const mine = byKey.get(key) ?? 0;
  if (mine >= limits.perUser || total >= limits.total) return null;
  byKey.set(key, mine + 1);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    const n = (byKey.get(key) ?? 1) - 1;
    if (n <= 0) byKey.delete(key);
    else byKey.set(key, n);
  };
}

export const uploadsInFlight = () => total;
