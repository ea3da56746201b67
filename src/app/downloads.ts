/** The app's one download queue (src/lib/download-queue.ts) with the browser driver and the shell's prompts. */
import { useSyncExternalStore } from 'react';
import { DownloadQueue, type DownloadTask } from '@src/lib/download-queue';
import { fetchDriver } from '@src/lib/download-driver';
import { confirm, toast } from './shell/feedback';

export const downloads = new DownloadQueue(fetchDriver, {
  confirm: (message) => confirm({ content: message, confirmText: '删除', danger: true }),
  toast: (message) => toast(message, 'fail'),
});

export function useDownloads(): readonly DownloadTask[] {
  return useSyncExternalStore(
    (fn) => downloads.subscribe(fn),
    () => downloads.list(),
  );
}
