/** Summaries for the statistics screens. */

export interface GenerationCount { generation: number; count: number; zibei?: string }

const DIGITS = '零一二三四五六七八九';
/** 1 → 一世, 12 → 十二世, 20 → 二十世, 105 → 一百零五世; 上溯 ancestors above 一世: 0 → 上溯一世, −1 → 上溯二世. */
export function generationLabel(n: number): string {
  const cn = (x: number): string => {
    if (x < 10) return DIGITS[x]!;
    if (x < 20) return `十${x % 10 ? DIGITS[x % 10] : ''}`;
    if (x < 100) return `${DIGITS[Math.floor(x / 10)]}十${x % 10 ? DIGITS[x % 10] : ''}`;
    const rest = x % 100;
    return `${DIGITS[Math.floor(x / 100)]}百${rest === 0 ? '' : rest < 10 ? `零${DIGITS[rest]}` : rest < 20 ? `一${cn(rest)}` : cn(rest)}`;
  };
  if (n <= 0 && n > -1000) return `上溯${cn(1 - n)}世`;
  return `${n > 0 && n < 1000 ? cn(n) : n}世`;
}

/** Per-世 rows with their share of the largest generation (bars), the total, and the largest one. */
export function generationSummary(list: readonly GenerationCount[]) {
  const max = list.reduce((m, g) => Math.max(m, g.count), 0);
  const total = list.reduce((s, g) => s + g.count, 0);
  const largest = list.reduce<GenerationCount | null>((b, g) => (!b || g.count > b.count ? g : b), null);
  return {
    total,
    generations: list.filter((g) => g.count > 0).length,
    largest: largest && { ...largest, label: generationLabel(largest.generation) },
    rows: list.map((g) => ({ ...g, label: generationLabel(g.generation), percent: max ? Math.round((g.count / max) * 100) : 0 })),
  };
}

/** A percentage with no decimals, '—' when the whole is 0. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}
