/**
 * `npm run bench -- clan-book [--members=N] [--format=ouyang|su|record|pagoda|modern …]`: a generated clan (10,000 members by default) typeset in each of the
 * five formats and written to PDF, through generateBookFile (the layout engine's layoutBook and the writer in a
 * worker thread, as print files are made: the default engine streams, layouts/stream.ts — pass 1 counts pages and
 * numbers, pass 2 lays out and writes page by page). Traditional formats 线装 A4, 现代式 精装 A4.
 * Per format (`case` = ouyang | su | record | pagoda | modern, with `-<members>` when not 10,000: `modern-100000`): `pages` (logical reading pages: half-leaves in
 * 线装), `seconds` (layout + write), `pages-per-second`, `peak-rss-mb` (the process's RSS sampled every 50 ms
 * while that format runs: main thread and worker, the generated clan included), `pdf-bytes`, `count-seconds` (pass 1)
 * and `write-seconds` (pass 2: layout and PDF together). Targets: 10,000 members ≤ 30 s (issue 6); 100,000 members
 * (`--members=100000`, issue 24) ≤ 120 s; ≤ 1 GB peak RSS per format. Then, on the finished file (after the RSS is
 * taken): `first-page-bytes` and `first-page-ms`, what pdf.js reads by ranges to draw page 1 (clan-book-first-page.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reporter } from './report';
import { generateClanData } from '../tests/fixtures/clan-generator';
import { FORMAT_KEYS, type FormatId } from '../layouts/page-model';
import type { BookInput } from '../layouts/input';
import { generateBookFile } from '../layouts/pdf/generate';
import { firstPageApart } from './clan-book-first-page';

export default async function run(argv: string[] = []): Promise<void> {
  const report = reporter('clan-book');
  const flag = argv.find((a) => a.startsWith('--members='));
  const members = flag ? Number(flag.slice('--members='.length)) : 10_000;
  const only = argv.filter((a) => a.startsWith('--format=')).map((a) => a.slice('--format='.length));
  const g = generateClanData({ members, seed: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'zupu-bench-book-'));
  try {
    for (const format of [1, 9, 3, 5, 8] as FormatId[]) {
      const key = FORMAT_KEYS[format];
      if (only.length && !only.includes(key)) continue;
      const name = members === 10_000 ? key : `${key}-${members}`;
      const input: BookInput = {
        clanName: g.clan.name, hall: g.clan.hall, surname: g.clan.surname, poems: g.clan.poems, members: g.members,
        chapters: [{ title: '谱序', text: '吾族自始祖迁居于此，世代相承，枝繁叶茂。今合族重修族谱，以明世系、序昭穆。' }],
        edition: '二〇二六年六修',
        options: { format, binding: format === 8 ? 'hardcover' : 'thread', paper: 'A4', generations: 0 },
      };
      global.gc?.();
      let peak = process.memoryUsage().rss;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const t0 = performance.now();
      const file = join(dir, `${key}.pdf`);
      const r = await generateBookFile({ layout: { input }, cover: { type: 1, name: input.clanName } }, file);
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      report({ case: name, metric: 'pages', value: r.pages, unit: 'pages' });
      report({ case: name, metric: 'seconds', value: seconds, unit: 's' });
      report({ case: name, metric: 'pages-per-second', value: r.pages / seconds, unit: 'pages/s' });
      report({ case: name, metric: 'peak-rss-mb', value: peak / 2 ** 20, unit: 'MB' });
      report({ case: name, metric: 'pdf-bytes', value: r.bytes, unit: 'B' });
      report({ case: name, metric: 'count-seconds', value: r.layoutMs / 1000, unit: 's' });
      report({ case: name, metric: 'write-seconds', value: r.writeMs / 1000, unit: 's' });
      const first = firstPageApart(file);
      report({ case: name, metric: 'first-page-bytes', value: first.bytes, unit: 'B' });
      report({ case: name, metric: 'first-page-ms', value: first.ms, unit: 'ms' });
      rmSync(file, { force: true });
      process.stderr.write(`${key} (${members} members): pass 1 ${(r.layoutMs / 1000).toFixed(1)} s, pass 2 (layout + write) ${(r.writeMs / 1000).toFixed(1)} s, ${r.pdfPages} PDF pages; page 1 by ranges: ${(first.bytes / 2 ** 20).toFixed(1)} of ${(first.size / 2 ** 20).toFixed(1)} MB\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
