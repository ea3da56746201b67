/**
 * The project and clan an admin screen works on: `?projectId=&clanId=` in the URL, else the current project
 * (store.ts currentProjectAtom). `useAdmin()` loads the project detail (the caller's role, owner flag, clans) and
 * answers which actions he may take (admin-access.ts; his permission keys from /permission/v2/list).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { permissionList } from '@contract/permissions';
import { detail as projectDetail } from '@contract/projects';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { useApiQuery } from '@src/lib/query';
import { allowedActions, type AdminAction } from './admin-access';

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

export function useAdminIds() {
  const [params] = useSearchParams();
  const current = useAtomValue(currentProjectAtom);
  const projectId = positiveInt(params.get('projectId')) ?? current.projectId;
  const clanId = positiveInt(params.get('clanId')) ?? current.clanId;
  return { projectId, clanId, params };
}

export function useAdmin() {
  const { projectId, clanId: given, params } = useAdminIds();
  const project = useApiQuery(projectDetail, { id: projectId ?? 0 }, { enabled: !!projectId });
  const p = project.data;
  const clanId = given ?? p?.clans[0]?.id ?? null;
  const perms = useApiQuery(permissionList, { projectId: projectId ?? 0 }, { enabled: !!projectId, call: { silent: true } });
  const held = perms.data?.list.filter((x) => x.checked).map((x) => x.key);
  const key = held?.join(',');
  const allowed = useMemo(() => allowedActions({ role: p?.role ?? null, isOwner: p?.isOwner, permissions: held }), [p?.role, p?.isOwner, key]);
  return {
    projectId,
    clanId,
    params,
    project,
    ids: { projectId, clanId },
    can: (a: AdminAction) => allowed.has(a),
    path: (to: string, extra?: Record<string, string | number | null | undefined>) => adminPath(to, { projectId, clanId }, extra),
  };
}
export type AdminCtx = ReturnType<typeof useAdmin>;
