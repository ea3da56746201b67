/**
 * Social login (spec §4): the first failure toasts "登录失败,3秒后重新尝试" and retries after 3 s; a second failure
 * shows "登录失败" and stops. Launch scene 1154 (a shared page opened where it cannot be shown) asks the user to
 * tap "进入小程序" instead of logging in. Pure: the call, the wait and the toast are injected.
 */
import type { UserInfo } from '@contract/accounts';

export const SOCIAL_RETRY_MS = 3000;
export const SCENE_CANNOT_SHOW = '1154';
export const RETRY_TEXT = '登录失败,3秒后重新尝试';
export const FAIL_TEXT = '登录失败';

export interface SocialLoginDeps {
  login: (p: { code: string; hcSceneId?: string; share?: string }) => Promise<UserInfo>;
  sleep: (ms: number) => Promise<void>;
  toast: (text: string) => void;
}

export type SocialLoginResult =
  | { kind: 'ok'; user: UserInfo }
  | { kind: 'failed'; reason: string }
  | { kind: 'scene-notice' };

export async function socialLogin(
  p: { code: string; hcSceneId?: string; share?: string },
  deps: SocialLoginDeps,
): Promise<SocialLoginResult> {
  if (p.hcSceneId === SCENE_CANNOT_SHOW) return { kind: 'scene-notice' };
  for (let attempt = 1; ; attempt++) {
    try {
      return { kind: 'ok', user: await deps.login(p) };
    } catch (e) {
      const reason = e instanceof Error && e.message ? e.message : FAIL_TEXT;
      if (attempt >= 2) {
        deps.toast(FAIL_TEXT);
        return { kind: 'failed', reason };
      }
      deps.toast(RETRY_TEXT);
      await deps.sleep(SOCIAL_RETRY_MS);
    }
  }
}
