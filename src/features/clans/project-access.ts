/**
 * Entering a project or clan: sets the current project (its projectId/clanId/ap headers, src/app/store.ts), keeps
 * the `ap` grant of a password-protected project (from /project/verify/password, kept until it expires), and
 * checks access with /project/auth/v2 (a refusal: the server's message, then the not-found page — spec §5).
 */
import { authV2, verifyPassword } from '@contract/projects';
import { currentProjectAtom, store } from '@src/app/store';
import { api, isApiError } from '@src/lib/api-client';
import { cache } from '@src/lib/cache';

const apKey = (projectId: number) => `project-ap:${projectId}`;

export function storedAp(projectId: number): string | null {
  return cache.peek<string>(apKey(projectId)) ?? null;
}

export function setCurrent(projectId: number, clanId: number | null = null): void {
  const cur = store.get(currentProjectAtom);
  if (cur.projectId === projectId && cur.clanId === clanId && cur.ap) return;
  store.set(currentProjectAtom, { projectId, clanId, ap: storedAp(projectId) });
}

export type AccessResult = { ok: true; canEdit: boolean } | { ok: false; needsPassword: boolean; message: string };

export const PASSWORD_MESSAGE = '请输入访问密码';

export async function checkAccess(projectId: number, clanId?: number): Promise<AccessResult> {
  setCurrent(projectId, clanId ?? null);
  try {
    const r = await api(authV2, { projectId, clanId, ap: storedAp(projectId) ?? undefined }, { silent: true });
    return { ok: true, canEdit: r.canEdit };
  } catch (e) {
    const message = isApiError(e) ? e.msbox : '无法进入该家族';
    return { ok: false, needsPassword: message.includes('密码'), message };
  }
}

/** Verify the view password; keeps the grant and puts it in the headers. */
export async function unlockProject(projectId: number, password: string, captcha: { captchaId?: string; captchaAnswer?: string } = {}): Promise<void> {
  const r = await api(verifyPassword, { projectId, password, ...captcha });
  const ttlMs = Math.max(60_000, Date.parse(r.expiresAt) - Date.now());
  cache.set(apKey(projectId), r.ap, { ttlMs });
  const cur = store.get(currentProjectAtom);
  store.set(currentProjectAtom, { ...cur, projectId, ap: r.ap });
}
