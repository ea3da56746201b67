/**
 * Toast (1500 ms), modal (default title 提示) and the copy helper, over antd-mobile's imperative APIs
 * (spec §8, §9). Importable from anywhere, React or not. Toast and Dialog load with the first use or touch
 * (src/components/ui/overlay-loader.ts), not with the first screen.
 */
import type { ReactNode } from 'react';
import { loadOverlays } from '@src/components/ui/overlay-loader';

export const TOAST_MS = 1500;
export const DEFAULT_TITLE = '提示';

export function toast(content: ReactNode, icon?: 'success' | 'fail'): void {
  if (content === null || content === undefined || content === '') return;
  void loadOverlays().then(({ Toast }) => Toast.show({ content, duration: TOAST_MS, icon, maskClickable: true }));
}

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

/** A confirm modal; resolves true when confirmed. */
export async function confirm(opts: ConfirmOptions | string): Promise<boolean> {
  const o = typeof opts === 'string' ? { content: opts } : opts;
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({
    title: o.title ?? DEFAULT_TITLE,
    content: o.content,
    confirmText: o.danger ? <span style={{ color: 'var(--adm-color-danger)' }}>{o.confirmText ?? '确定'}</span> : (o.confirmText ?? '确定'),
    cancelText: o.cancelText ?? '取消',
  });
}

/** An alert modal; resolves when closed. */
export async function alert(content: ReactNode, title: ReactNode = DEFAULT_TITLE, confirmText = '知道了'): Promise<void> {
  const { Dialog } = await loadOverlays();
  return Dialog.alert({ title, content, confirmText });
}

/** Closes every open dialog (one opened by a call still loading closes as it opens). */
export function clearDialogs(): void {
  void loadOverlays().then(({ Dialog }) => Dialog.clear());
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    document.execCommand('copy');
    ta.remove();
  }
  toast('复制成功');
}
