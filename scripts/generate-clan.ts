/**
 * `npm run gen:clan -- --members N [--seed S] [--surname 陈] [--out file.json | file.pack | file.pack.gz]`
 *
 * Generates a synthetic clan (model/clan/generator.ts) and writes it:
 * - `.json`: `{ "clan": {…}, "generations": G, "members": [ … one member per line … ] }`, streamed (1M
 *   members ≈ 0.9 GB);
 * - `.pack`: the tree pack (model/tree-pack.ts); `.pack.gz`: the same, gzipped (level 6, as the server sends it);
 * - no `--out`: a summary only.
 * A summary (counts, timings) always goes to stderr.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { generateClanData, type GeneratedClan } from '../model/clan/generator';
import { encodeTreePack } from '../model/tree-pack';

export interface GenArgs {
  members: number;
  seed: number;
  surname?: string;
  out?: string;
}

const USAGE = 'usage: npm run gen:clan -- --members N [--seed S] [--surname 陈] [--out file.json|file.pack|file.pack.gz]';

export function parseArgs(argv: readonly string[]): GenArgs {
  const args: Partial<GenArgs> = { seed: 1 };
  for (let k = 0; k < argv.length; k++) {
    const [flag, inline] = argv[k].split('=', 2);
    const value = () => inline ?? argv[++k];
    switch (flag) {
      case '--members': args.members = Number(value()); break;
      case '--seed': args.seed = Number(value()); break;
      case '--surname': args.surname = value(); break;
      case '--out': args.out = value(); break;
      default: throw new Error(`unknown option ${argv[k]}\n${USAGE}`);
    }
  }
  if (!Number.isInteger(args.members) || args.members! < 1) throw new Error(`--members must be a positive integer\n${USAGE}`);
  if (!Number.isInteger(args.seed)) throw new Error(`--seed must be an integer\n${USAGE}`);
  if (args.out && !/\.(json|pack|pack\.gz)$/.test(args.out)) throw new Error(`--out must end in .json, .pack or .pack.gz\n${USAGE}`);
  return args as GenArgs;
}

/** Streams the clan as JSON, one member per line, without building one huge string. */
export function writeJson(path: string, g: GeneratedClan): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `{"clan":${JSON.stringify(g.clan)},"generations":${g.generations},"members":[\n`);
    const chunk: string[] = [];
    for (let i = 0; i < g.members.length; i++) {
      chunk.push(JSON.stringify(g.members[i]) + (i + 1 < g.members.length ? ',' : ''));
      if (chunk.length === 2000) {
        writeSync(fd, chunk.join('\n') + '\n');
        chunk.length = 0;
      }
    }
    if (chunk.length) writeSync(fd, chunk.join('\n') + '\n');
    writeSync(fd, ']}\n');
  } finally {
    closeSync(fd);
  }
}

export function summary(g: GeneratedClan): Record<string, unknown> {
  const count = (f: (m: GeneratedClan['members'][number]) => boolean) => g.members.reduce((n, m) => n + (f(m) ? 1 : 0), 0);
  const adoptions: Record<string, number> = {};
  for (const m of g.members) if (m.adoption) adoptions[m.adoption.type] = (adoptions[m.adoption.type] ?? 0) + 1;
  return {
    clan: g.clan.name, members: g.members.length, generations: g.generations, branches: g.clan.branches.length,
    men: count((m) => m.gender === 'm' && m.husbandId == null && m.adoption?.type !== '赘婿'),
    daughters: count((m) => m.gender === 'f' && m.husbandId == null),
    wives: count((m) => m.husbandId != null), living: count((m) => m.living === true), noHeir: count((m) => m.noHeir === true),
    adoptions,
  };
}

export function main(argv: readonly string[]): void {
  const args = parseArgs(argv);
  const t0 = performance.now();
  const g = generateClanData({ members: args.members, seed: args.seed, surname: args.surname });
  const generateMs = Math.round(performance.now() - t0);
  const info: Record<string, unknown> = { ...summary(g), generateMs };
  if (args.out?.endsWith('.json')) writeJson(args.out, g);
  else if (args.out) {
    const t1 = performance.now();
    const pack = encodeTreePack(g.members, { clanId: g.clan.id, branches: g.clan.branches });
    info.packMs = Math.round(performance.now() - t1);
    info.packBytes = pack.length;
    const bytes = args.out.endsWith('.gz') ? gzipSync(pack, { level: 6 }) : pack;
    if (args.out.endsWith('.gz')) info.gzipBytes = bytes.length;
    writeFileSync(args.out, bytes);
  }
  if (args.out) info.out = args.out;
  process.stderr.write(JSON.stringify(info) + '\n');
}

const isMain = process.argv[1]?.replace(/\\/g, '/').endsWith('scripts/generate-clan.ts');
if (isMain) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
}
