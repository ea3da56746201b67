/**
 * `npm run bench -- tree-layout`: tidy layout (render/tree/layout) of 10k / 100k / 1M-member generated clans in
 * Node. Targets: 100k ≤ 100 ms, 1M ≤ 1.0 s. Also reports the one-off index build and the culling grid.
 */
import { reporter } from './report';
import { buildTreeIndex } from '../render/tree/layout/tree-index';
import { layoutTree } from '../render/tree/layout/tidy-layout';
import { CardGrid } from '../render/tree/spatial/grid';
import { generateClan } from '../render/tree/testing/synthetic-clan';

export default async function run(): Promise<void> {
  const report = reporter('tree-layout');
  for (const n of [10_000, 100_000, 1_000_000]) {
    const clan = generateClan(n, { seed: 1 });
    const best = (fn: () => void, reps: number) => {
      let min = Infinity;
      for (let r = 0; r < reps; r++) {
        const t0 = performance.now();
        fn();
        min = Math.min(min, performance.now() - t0);
      }
      return min;
    };
    const reps = n >= 1_000_000 ? 3 : 5;
    let index = buildTreeIndex(clan);
    report({ case: String(n), metric: 'index', value: best(() => (index = buildTreeIndex(clan)), reps), unit: 'ms' });
    let L = layoutTree(clan, index, { rtl: false, root: -1, generations: 0, women: true });
    report({ case: String(n), metric: 'layout', value: best(() => (L = layoutTree(clan, index, { rtl: false, root: -1, generations: 0, women: true })), reps), unit: 'ms' });
    report({ case: String(n), metric: 'layout-men-only', value: best(() => layoutTree(clan, index, { rtl: true, root: -1, generations: 0, women: false }), reps), unit: 'ms' });
    report({ case: String(n), metric: 'grid', value: best(() => new CardGrid(L.x, L.y, L.visible, L), reps), unit: 'ms' });
    report({ case: String(n), metric: 'width', value: (L.maxX - L.minX) / 1000, unit: 'k-units' });
  }
}
