/** The pure helpers of admin-context.ts (ids from the URL, admin paths). */

export function positiveInt(v: string | null | undefined): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A path with the admin ids (and extra params) as query string. */
export function adminPath(path: string, ids: { projectId: number | null; clanId: number | null }, extra: Record<string, string | number | null | undefined> = {}): string {
  const q = new URLSearchParams();
  if (ids.projectId) q.set('projectId', String(ids.projectId));
  if (ids.clanId) q.set('clanId', String(ids.clanId));
  for (const [k, v] of Object.entries(extra)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
