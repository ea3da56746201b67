/** One measurement, printed as one JSON line: {"bench","case","metric","value","unit"}. */
export interface Measurement {
  bench: string;
  case: string;
  metric: string;
  value: number;
  unit: string;
}

export type Report = (m: Omit<Measurement, 'bench'>) => void;

/** A reporter for one benchmark: each call prints one JSON line to stdout. */
export function reporter(bench: string): Report {
  return (m) => {
    const line: Measurement = { bench, ...m, value: Math.round(m.value * 1000) / 1000 };
    process.stdout.write(JSON.stringify(line) + '\n');
  };
}

/** Milliseconds since an earlier `performance.now()`. */
export const since = (t0: number) => performance.now() - t0;

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
