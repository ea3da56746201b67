/**
 * Kinship benchmark: a deterministic 100,000-member clan in typed arrays (father index, sex, generation,
 * 行第, birth; 27 generations with seed 1), then the kinship term (both ways, with the path) for 10,000
 * random pairs. Reports the wall time of the 10,000 queries after a 1,000-query warm-up.
 */
import { arrayKinGraph } from '../model/kinship/array-graph';
import { kinship } from '../model/kinship/kinship';
import { generateClan, prng } from '../model/kinship/synthetic-clan';
import type { Report } from './report';

export async function runKinshipBench(report: Report): Promise<void> {
  const clan = generateClan(100_000, 1);
  const g = arrayKinGraph(clan);
  const rand = prng(2024);
  const pick = () => Math.floor(rand() * clan.size);

  let sink = 0;
  for (let i = 0; i < 1000; i++) sink += kinship(g, pick(), pick()).up;

  const n = 10_000;
  const pairs = new Int32Array(2 * n);
  for (let i = 0; i < pairs.length; i++) pairs[i] = pick();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += kinship(g, pairs[2 * i], pairs[2 * i + 1]).up;
  const ms = performance.now() - t0;
  if (sink < 0) throw new Error('unreachable');
  report({ case: 'kinship-10000', metric: 'ms', value: ms, unit: 'ms' });
}
