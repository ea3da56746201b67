/**
 * `npm run bench -- clan-data`: the clan generator and the tree pack at 100,000 and 1,000,000 members.
 *
 * Per case (member count):
 * - `generate` (ms): generateClanData, seed 1, in a fresh state of the process for that size;
 * - `pack-build` (ms): encodeTreePack, median of 3 (`pack-build-cpu`: the process CPU time of the median
 *   run, which shows how much of the wall time other load on the machine took);
 * - `pack-decode` (ms): decodeTreePack (zero-copy views);
 * - `pack-bytes-per-member` (bytes): gzip level 6, as the server sends it; `-gzip9` at level 9; `-raw` unzipped;
 * - `generations`: 世 reached.
 * Member search p99 needs the server and the database; it is not measured here.
 * Pass `--small` to run the 100,000 case only.
 */
import { gzipSync } from 'node:zlib';
import { decodeTreePack, encodeTreePack } from '../model/tree-pack';
import { generateClanData } from '../model/clan/generator';
import { reporter, since } from './report';

export default async function run(argv: string[] = []): Promise<void> {
  const report = reporter('clan-data');
  const sizes = argv.includes('--small') ? [100_000] : [100_000, 1_000_000];
  for (const n of sizes) {
    const c = String(n);
    let t0 = performance.now();
    let clan: ReturnType<typeof generateClanData> | null = generateClanData({ members: n, seed: 1 });
    report({ case: c, metric: 'generate', value: since(t0), unit: 'ms' });
    report({ case: c, metric: 'generations', value: clan.generations, unit: '世' });

    const runs: { ms: number; cpu: number; bytes: Uint8Array }[] = [];
    for (let k = 0; k < 3; k++) {
      const cpu0 = process.cpuUsage();
      t0 = performance.now();
      const bytes = encodeTreePack(clan.members, { clanId: clan.clan.id, branches: clan.clan.branches });
      const ms = since(t0);
      const cpu = process.cpuUsage(cpu0);
      runs.push({ ms, cpu: (cpu.user + cpu.system) / 1000, bytes });
    }
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[1];
    report({ case: c, metric: 'pack-build', value: median.ms, unit: 'ms' });
    report({ case: c, metric: 'pack-build-cpu', value: median.cpu, unit: 'ms' });
    clan = null; // let the member records go before decoding and compressing

    const bytes = median.bytes;
    t0 = performance.now();
    const pack = decodeTreePack(bytes);
    report({ case: c, metric: 'pack-decode', value: since(t0), unit: 'ms' });
    if (pack.count !== n) throw new Error('pack lost members');
    report({ case: c, metric: 'pack-bytes-per-member', value: gzipSync(bytes, { level: 6 }).length / n, unit: 'bytes' });
    report({ case: c, metric: 'pack-bytes-per-member-gzip9', value: gzipSync(bytes, { level: 9 }).length / n, unit: 'bytes' });
    report({ case: c, metric: 'pack-bytes-per-member-raw', value: bytes.length / n, unit: 'bytes' });
  }
}
