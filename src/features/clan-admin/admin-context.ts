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
import { adminPath, positiveInt } from './admin-context-pure';

export { adminPath, positiveInt } from './admin-context-pure';

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
  const list = perms.data?.list;
  const allowed = useMemo(
    () => allowedActions({ role: p?.role ?? null, isOwner: p?.isOwner, permissions: list?.filter((x) => x.checked).map((x) => x.key) }),
    [p?.role, p?.isOwner, list],
  );
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
