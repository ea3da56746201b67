/**
 * 字辈 poems read back from `HEAD._ZP_POEM` (written by write.ts): text, `_ZP_START` 起始世, `_ZP_MODE` 流宗/转宗,
 * `_ZP_BRANCH` 房支 (by name), `_ZP_TITLE`. A poem that cannot be read is a log row, never a stop.
 */
import type { PoemMode } from '@model/generations';
import type { ImportLog } from './log';
import type { GedFile } from './parse';
import { childValue } from './tree';

export interface FilePoem {
  text: string;
  startGeneration: number;
  mode: PoemMode;
  title?: string;
  /** 房/支 path ("长房/二支"); absent = the whole clan. */
  branchName?: string;
}

export function readPoems(file: GedFile, log: ImportLog): FilePoem[] {
  const head = file.records[0];
  if (!head || head.tag !== 'HEAD') return [];
  const out: FilePoem[] = [];
  for (const n of head.children) {
    if (n.tag !== '_ZP_POEM') continue;
    const text = (n.value ?? '').trim();
    const start = Number(childValue(n, '_ZP_START'));
    const mode = childValue(n, '_ZP_MODE') === '转宗' ? '转宗' : '流宗';
    if (!text || !Number.isInteger(start) || start < 1 || start > 1000) {
      log.warn(n.line, '字辈诗缺少诗句或起始世次，未导入', { record: 'HEAD', tag: '_ZP_POEM' });
      continue;
    }
    const title = childValue(n, '_ZP_TITLE')?.trim();
    const branchName = childValue(n, '_ZP_BRANCH')?.trim();
    out.push({ text, startGeneration: start, mode, ...(title ? { title } : {}), ...(branchName ? { branchName } : {}) });
  }
  return out;
}
