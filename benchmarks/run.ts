/**
 * `npm run bench -- <name>` runs benchmarks/<name>.bench.ts; each benchmark prints one JSON line per
 * measurement ({"bench","case","metric","value","unit"}). `npm run bench` with no name lists them.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const dir = dirname(fileURLToPath(import.meta.url));
const names = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));

if (wanted.length === 0) {
  process.stderr.write(`usage: npm run bench -- <name>\navailable: ${names.join(', ')}\n`);
  process.exit(1);
}
for (const name of wanted) {
  if (!names.includes(name)) {
    process.stderr.write(`unknown benchmark "${name}"; available: ${names.join(', ')}\n`);
    process.exit(1);
  }
  const mod = await import(pathToFileURL(join(dir, `${name}.bench.ts`)).href);
  if (typeof mod.default === 'function') await mod.default(process.argv.slice(2));
}
