/**
 * 牒记式 (format 3, domain.md §1.4): no chart and no lines — entries grouped by 世 under 第N世 headings, inside
 * one 世 in the order of the fathers' branches (depth-first, 长房 first) and then by 行第. Each entry: the name
 * raised (抬头) in its own column, then the entry text one cell lower, naming the father (某公长子).
 */
import type { ClanMember } from '../../model/member';
import { chineseNumber } from '../../model/calendar/names';
import { generationLabel } from '../../model/generations';
import { nameOf } from '../steps/band-chart';
import { blankPage, key, type LayoutContext } from '../steps/context';
import { traditionalText } from '../steps/describe';
import type { Section } from '../steps/refs';
import { VerticalFlow } from '../text/flow';
import { cpLen } from '../text/measure';

/** Step `byGeneration`: chart order regrouped by 世 (a stable counting sort: linear). */
export function byGeneration(order: readonly ClanMember[]): ClanMember[][] {
  if (!order.length) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const m of order) {
    lo = Math.min(lo, m.generation);
    hi = Math.max(hi, m.generation);
  }
  const groups: ClanMember[][] = Array.from({ length: hi - lo + 1 }, () => []);
  for (const m of order) groups[m.generation - lo].push(m);
  return groups.filter((g) => g.length);
}

export function recordSections(ctx: LayoutContext): Section[] {
  const size = 10 * ctx.k;
  const groups = byGeneration(ctx.ix.order);
  let label = '';
  const flow = new VerticalFlow(ctx.geo, () => blankPage('世系录', label));
  groups.forEach((group, i) => {
    const g = group[0].generation;
    label = g <= 0 ? `世系录 ${generationLabel(g)}` : `世系录 第${chineseNumber(Math.min(g, 9999))}世`;
    if (i > 0) flow.space(size);
    flow.para({ text: label.slice(4), size: size * 1.3, role: 'heading', font: 'serif-bold' });
    for (const m of group) {
      const name = ctx.script(nameOf(m));
      const head = flow.para({ text: name, size, role: 'name', memberId: m.id, font: 'serif-bold' });
      ctx.refs.anchor(key.member(m.id), head.page);
      const text = ctx.script(traditionalText(ctx.ix, m, { father: true, prose: true }));
      // the entry runs on below the raised name, later columns one cell lower (抬头)
      if (text) flow.para({ text, size, role: 'bio', memberId: m.id, indent: 1, join: true, first: cpLen(name) });
      ctx.stream?.settle(flow.pages, 1);
    }
    if (i % 5 === 0) ctx.onProgress(10 + (70 * i) / groups.length);
  });
  return [{ title: '世系录', inToc: true, pages: flow.pages }];
}
