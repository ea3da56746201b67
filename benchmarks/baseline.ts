/**
 * Baselines in benchmarks/baselines/<bench>.json: what a benchmark measured on a known machine, with the targets it
 * is held to. Tests never assert times; a benchmark prints its measurements (report.ts) and, against the baseline,
 * a ratio per measurement on stderr. `--write-baseline` rewrites the file from this run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chinaDay } from '../model/datetime';
import { reporter, type Measurement, type Report } from './report';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'baselines');

export interface Baseline {
  machine: string;
  date: string;
  /** "<case>/<metric>": the most the measurement may be. */
  targets: Record<string, number>;
  note?: string;
  results: Measurement[];
}

/** A reporter that also keeps the lines, and `done()` that compares them with the baseline (or writes it). */
export function recorded(bench: string, argv: string[], meta: Omit<Baseline, 'date' | 'results'>): { report: Report; done: () => void } {
  const lines: Measurement[] = [];
  const print = reporter(bench);
  const report: Report = (m) => {
    print(m);
    lines.push({ bench, ...m, value: Math.round(m.value * 1000) / 1000 });
  };
  const done = () => {
    const file = join(dir, `${bench}.json`);
    if (argv.includes('--write-baseline')) {
      const b: Baseline = { ...meta, date: chinaDay(new Date()), results: lines };
      writeFileSync(file, JSON.stringify(b, null, 1) + '\n');
      process.stderr.write(`baseline written: ${file}\n`);
      return;
    }
    if (!existsSync(file)) return;
    const b = JSON.parse(readFileSync(file, 'utf8')) as Baseline;
    for (const m of lines) {
      const key = `${m.case}/${m.metric}`;
      const was = b.results.find((x) => x.case === m.case && x.metric === m.metric);
      const target = b.targets[key];
      const vs = was && was.value ? ` (${(m.value / was.value).toFixed(2)}× baseline ${was.value} ${m.unit})` : '';
      const over = target !== undefined && m.value > target ? ` OVER TARGET ${target}` : '';
      if (vs || over) process.stderr.write(`${key}: ${m.value} ${m.unit}${vs}${over}\n`);
    }
  };
  return { report, done };
}
