/**
 * `npm run bench -- ocr [--write-baseline]`: the OCR round trip of issue #26 on ground truth the project makes: a
 * generated clan (80 members) typeset by the clan-book engine in 牒记式 (`record-*`) and 苏式 (`su-*`, its 世系录
 * pages; `su-chart-*`, its 世系图 chart pages read by their lines), 线装 A4, each PDF page (one leaf, two half-leaves, 2526 × 1786 px at 216 dpi) rasterised with pdf.js,
 * `*-noisy` with scan noise (rotation ±2°, blur, speckle, uneven light), read with the PP-OCRv4 models and our
 * reading order, parsed into people. Per case: `accuracy` (% of entries whose name, 世 and father come back
 * exactly), `accuracy-readable` (the same over entries whose characters are all in the recogniser's key list),
 * `seconds-per-page` (wall clock: on a shared machine it counts the others' work too) and `cpu-seconds-per-page`
 * (this process's CPU while reading; the first page that needs a second look also draws the glyphs of glyphs.ts,
 * once); then `rss-mb` (peak resident set of the process, models loaded). Targets (#26): accuracy ≥ 95 % clean
 * 牒记式, ≥ 85 % noisy.
 */
import { loadOnnxModels } from '../server/ocr/onnx';
import { readPage } from '../server/ocr/read-page';
import { roundTrip } from '../tests/helpers/ocr-ground-truth';
import { recorded } from './baseline';

const CASES = [
  { case: 'record-clean', format: 3, noisy: false, section: '世系录' },
  { case: 'record-noisy', format: 3, noisy: true, section: '世系录' },
  { case: 'su-clean', format: 9, noisy: false, section: '世系录' },
  { case: 'su-noisy', format: 9, noisy: true, section: '世系录' },
  { case: 'su-chart-clean', format: 9, noisy: false, section: '世系图' },
  { case: 'su-chart-noisy', format: 9, noisy: true, section: '世系图' },
] as const;

export default async function run(argv: string[] = []): Promise<void> {
  const { report, done } = recorded('ocr', argv, { machine: '2 shared cores, Node 20', targets: {} });
  const members = Number(argv.find((a) => a.startsWith('--members='))?.slice(10) ?? 80);
  const models = await loadOnnxModels();
  for (const c of CASES) {
    let ms = 0;
    let cpuMs = 0;
    const r = await roundTrip(models, c.format, members, c.noisy, {
      section: c.section,
      read: async (img) => {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const page = await readPage(img, models);
        const cpu = process.cpuUsage(c0);
        cpuMs += (cpu.user + cpu.system) / 1000;
        ms += performance.now() - t0;
        return page;
      },
    });
    report({ case: c.case, metric: 'accuracy', value: r.score.accuracy, unit: '%' });
    report({ case: c.case, metric: 'accuracy-readable', value: r.readable.accuracy, unit: '%' });
    report({ case: c.case, metric: 'seconds-per-page', value: ms / 1000 / Math.max(1, r.pages), unit: 's' });
    report({ case: c.case, metric: 'cpu-seconds-per-page', value: cpuMs / 1000 / Math.max(1, r.pages), unit: 's' });
    report({ case: c.case, metric: 'entries', value: r.score.total, unit: 'entries' });
    if (r.score.misses.length) process.stderr.write(`${c.case} misses: ${r.score.misses.join(' | ')}\n`);
  }
  report({ case: 'all', metric: 'rss-mb', value: process.resourceUsage().maxRSS / 1024, unit: 'MB' });
  done();
}
