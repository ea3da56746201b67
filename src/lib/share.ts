/**
 * Sharing (spec §3 "Share provider", §8, §9): targets in order weixin, qq, qzone, sinaweibo; a shared path gets a
 * `scene=s=<shareValue>` parameter so the inviter is remembered when the link is opened; an unsupported provider
 * is only logged. In a browser there is no native share SDK, so sharing uses the Web Share API where there is
 * one and otherwise copies the link ('复制成功').
 */

export type ShareProviderId = 'weixin' | 'qq' | 'qzone' | 'sinaweibo';

export interface ShareProvider {
  name: string;
  provider: ShareProviderId;
  icon: string;
  sort: number;
}

export const SHARE_PROVIDERS: readonly ShareProvider[] = [
  { name: '微信', provider: 'weixin', icon: '微', sort: 0 },
  { name: 'QQ', provider: 'qq', icon: 'Q', sort: 1 },
  { name: 'QQ空间', provider: 'qzone', icon: '空', sort: 2 },
  { name: '新浪微博', provider: 'sinaweibo', icon: '博', sort: 3 },
];

/** Add `scene=s=<shareValue>` to an app path (keeps its other params and drops an older scene). */
export function withShareScene(path: string, shareValue: string | null | undefined): string {
  if (!shareValue) return path;
  const [base, query = ''] = path.split('?', 2);
  const kept = query
    .split('&')
    .filter((p) => p && !p.startsWith('scene='))
    .concat(`scene=s=${encodeURIComponent(shareValue)}`);
  return `${base}?${kept.join('&')}`;
}

/** The inviter's share value in a `scene` parameter ("s=<value>"), if any. */
export function inviterFromScene(scene: string | null | undefined): string | null {
  if (!scene) return null;
  const decoded = decodeURIComponent(scene);
  const m = /(?:^|[&,;])s=([^&,;]+)/.exec(decoded);
  return m ? m[1] : null;
}

/** The full link of an app path for sharing (hash routes). */
export function shareLink(path: string, shareValue: string | null | undefined, origin: string): string {
  return `${origin.replace(/#.*$/, '')}#${withShareScene(path.startsWith('/') ? path : `/${path}`, shareValue)}`;
}

export interface ShareContent {
  title: string;
  path: string;
  summary?: string;
  imageUrl?: string;
}

export interface ShareEnv {
  origin: string;
  shareValue?: string | null;
  nativeShare?: (data: { title: string; text?: string; url: string }) => Promise<void>;
  copy: (text: string) => Promise<void>;
  log?: (msg: string) => void;
}

export type ShareOutcome = 'shared' | 'copied' | 'unsupported' | 'cancelled';

export async function share(provider: string, content: ShareContent, env: ShareEnv): Promise<ShareOutcome> {
  if (!SHARE_PROVIDERS.some((p) => p.provider === provider)) {
    (env.log ?? console.warn)(`share: unsupported provider "${provider}"`);
    return 'unsupported';
  }
  const url = shareLink(content.path, env.shareValue, env.origin);
  if (env.nativeShare) {
    try {
      await env.nativeShare({ title: content.title, text: content.summary, url });
      return 'shared';
    } catch (e) {
      if ((e as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  await env.copy(`${content.title} ${url}`);
  return 'copied';
}
