import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/accounts';
import { FAIL_TEXT, RETRY_TEXT, SOCIAL_RETRY_MS, socialLogin } from './social-login';

const user = { id: 7, token: 't' } as UserInfo;

function deps(results: (UserInfo | Error)[]) {
  const calls: string[] = [];
  return {
    calls,
    d: {
      login: async () => {
        calls.push('login');
        const r = results.shift();
        if (!r || r instanceof Error) throw r ?? new Error('未配置微信登录');
        return r;
      },
      sleep: async (ms: number) => { calls.push(`sleep ${ms}`); },
      toast: (t: string) => { calls.push(`toast ${t}`); },
    },
  };
}

describe('social login (spec §4)', () => {
  it('logs in at the first try without a toast', async () => {
    const { d, calls } = deps([user]);
    await expect(socialLogin({ code: 'c' }, d)).resolves.toEqual({ kind: 'ok', user });
    expect(calls).toEqual(['login']);
  });

  it('retries once after 3 s and succeeds', async () => {
    const { d, calls } = deps([new Error('x'), user]);
    await expect(socialLogin({ code: 'c' }, d)).resolves.toEqual({ kind: 'ok', user });
    expect(calls).toEqual(['login', `toast ${RETRY_TEXT}`, `sleep ${SOCIAL_RETRY_MS}`, 'login']);
  });

  it('stops after the second failure with 登录失败', async () => {
    const { d, calls } = deps([new Error('未配置微信登录'), new Error('未配置微信登录')]);
    await expect(socialLogin({ code: 'c' }, d)).resolves.toEqual({ kind: 'failed', reason: '未配置微信登录' });
    expect(calls).toEqual(['login', `toast ${RETRY_TEXT}`, `sleep ${SOCIAL_RETRY_MS}`, 'login', `toast ${FAIL_TEXT}`]);
  });

  it('shows the notice for launch scene 1154 without calling login', async () => {
    const { d, calls } = deps([user]);
    await expect(socialLogin({ code: 'c', hcSceneId: '1154' }, d)).resolves.toEqual({ kind: 'scene-notice' });
    expect(calls).toEqual([]);
  });
});
