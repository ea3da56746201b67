/** Editing 字辈 poems (contract/clans.ts ZibeiPoem): clean the text, check it, preview 世 → character. */
import type { ZibeiPoem } from '@contract/clans';

/** The characters of a poem, punctuation and spaces dropped. */
export function poemChars(text: string): string[] {
  return [...text.replace(/[\s,，。、；;：:！!？?·.\-—()（）《》“”"']/g, '')];
}

/** The problem of a poem draft, or null. */
export function poemProblem(p: Pick<ZibeiPoem, 'text' | 'startGeneration'>, others: readonly ZibeiPoem[] = [], branchId: number | null = null): string | null {
  const chars = poemChars(p.text);
  if (!chars.length) return '请输入字辈';
  if (chars.length > 200) return '字辈不超过200字';
  if (!Number.isInteger(p.startGeneration) || p.startGeneration < 1 || p.startGeneration > 500) return '起始世应为1到500之间的整数';
  const end = p.startGeneration + chars.length - 1;
  const clash = others.find((o) => (o.branchId ?? null) === branchId
    && o.startGeneration <= end && p.startGeneration <= o.startGeneration + poemChars(o.text).length - 1);
  if (clash) return `与「${clash.title || clash.text.slice(0, 8)}」的世次重叠（${clash.startGeneration}世起）`;
  return null;
}

/** The first rows of 世 → character of a poem (for the preview). */
export function poemPreview(p: Pick<ZibeiPoem, 'text' | 'startGeneration'>, max = 40): { generation: number; char: string }[] {
  return poemChars(p.text).slice(0, max).map((char, i) => ({ generation: p.startGeneration + i, char }));
}

export function nextPoemId(poems: readonly ZibeiPoem[]): number {
  return poems.reduce((m, p) => Math.max(m, p.id), 0) + 1;
}
