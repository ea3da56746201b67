/**
 * antd-mobile's PullToRefresh, loaded with the first touch (overlay-loader.ts) instead of with the first screen: until
 * then the content shows as it is (nothing to pull before the first touch), then it is wrapped.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { onOverlays, overlaysNow } from './overlay-loader';

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [mod, setMod] = useState(overlaysNow);
  useEffect(() => onOverlays(() => setMod(overlaysNow())), []);
  if (!mod) return <>{children}</>;
  const P = mod.PullToRefresh;
  return <P onRefresh={async () => { await onRefresh(); }}>{children}</P>;
}
