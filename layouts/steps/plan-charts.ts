/**
 * Step `planCharts`: cut the chart tree into charts of up to five 世 (五世一图). A chart's bottom-band members
 * who have children in range become the roots of further charts, which repeat them in band 1 (世1–5, 5–9,
 * 9–13 …). The queue is processed depth-first in seniority order (长房 first), so a branch stays together
 * (domain.md §1.7). `depthOf` lets 宝塔式 choose shallower charts when a family is too wide.
 */
import type { ClanMember } from '../../model/member';
import { kidsInRange, type ClanIndex } from './prepare-clan';

export interface ChartPlan {
  id: number;
  root: ClanMember;
  firstGeneration: number;
  lastGeneration: number;
  /** Bottom-band members continued in a later chart. */
  continued: ClanMember[];
}

export function planCharts(ix: ClanIndex, depthOf: (root: ClanMember) => number = () => 5): ChartPlan[] {
  const plans: ChartPlan[] = [];
  const stack = ix.roots.slice().reverse();
  while (stack.length) {
    const root = stack.pop()!;
    const depth = Math.max(2, depthOf(root));
    const last = Math.min(root.generation + depth - 1, ix.lastGeneration);
    const continued: ClanMember[] = [];
    const walk: [ClanMember, number][] = [[root, root.generation]];
    while (walk.length) {
      const [m, g] = walk.pop()!;
      const kids = kidsInRange(ix, m);
      if (g === last) {
        if (kids.length && m !== root) continued.push(m);
        continue;
      }
      for (let i = kids.length - 1; i >= 0; i--) walk.push([kids[i], g + 1]);
    }
    plans.push({ id: plans.length + 1, root, firstGeneration: root.generation, lastGeneration: last, continued });
    for (let i = continued.length - 1; i >= 0; i--) stack.push(continued[i]);
  }
  return plans;
}

/** Members of a chart by band (0-based), each band in chart order (eldest line first). */
export function chartBands(ix: ClanIndex, plan: ChartPlan): ClanMember[][] {
  const bands: ClanMember[][] = [];
  for (let g = plan.firstGeneration; g <= plan.lastGeneration; g++) bands.push([]);
  const walk: [ClanMember, number][] = [[plan.root, 0]];
  while (walk.length) {
    const [m, b] = walk.pop()!;
    bands[b].push(m);
    if (b === bands.length - 1) continue;
    const kids = kidsInRange(ix, m);
    for (let i = kids.length - 1; i >= 0; i--) walk.push([kids[i], b + 1]);
  }
  return bands;
}
