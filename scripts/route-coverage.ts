/**
 * npm run routes:coverage — how many of the spec's routes have a real screen and how many still show the 即将开放
 * page (those count as not done), by group.
 *
 *   npx tsx scripts/route-coverage.ts           summary, and the routes still to build by group
 *   npx tsx scripts/route-coverage.ts --all     also list the built routes
 *   npx tsx scripts/route-coverage.ts --json    machine-readable
 */
import { ROUTE_TABLE, type RouteEntry } from '../src/app/route-table';

export interface GroupCoverage {
  group: string;
  groupTitle: string;
  built: RouteEntry[];
  todo: RouteEntry[];
}

export function coverage(table: readonly RouteEntry[] = ROUTE_TABLE) {
  const groups = new Map<string, GroupCoverage>();
  for (const r of table) {
    const g = groups.get(r.group) ?? { group: r.group, groupTitle: r.groupTitle, built: [], todo: [] };
    (r.screen ? g.built : g.todo).push(r);
    groups.set(r.group, g);
  }
  const built = table.filter((r) => r.screen).length;
  return { total: table.length, built, todo: table.length - built, groups: [...groups.values()] };
}

function main() {
  const c = coverage();
  const args = process.argv.slice(2);
  if (args.includes('--json')) {
    const slim = (r: RouteEntry) => ({ path: r.path, title: r.title, access: r.access });
    console.log(JSON.stringify({ ...c, groups: c.groups.map((g) => ({ ...g, built: g.built.map(slim), todo: g.todo.map(slim) })) }, null, 2));
    return;
  }
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
  console.log(`路由覆盖 route coverage: ${c.built}/${c.total} with a real screen (${pct(c.built, c.total)}), ${c.todo} show 即将开放 (not done)\n`);
  const w = Math.max(...c.groups.map((g) => g.group.length));
  for (const g of c.groups) {
    const n = g.built.length + g.todo.length;
    console.log(`  ${g.group.padEnd(w)}  ${g.groupTitle}\t${String(g.built.length).padStart(3)}/${String(n).padEnd(3)} built`);
  }
  const all = args.includes('--all');
  for (const g of c.groups) {
    if (all && g.built.length) {
      console.log(`\n[built] ${g.group} · ${g.groupTitle} (${g.built.length})`);
      for (const r of g.built) console.log(`  ✓ ${r.path}  ${r.title}${r.repeat ? '  (repeat row)' : ''}`);
    }
    if (g.todo.length) {
      console.log(`\n[即将开放] ${g.group} · ${g.groupTitle} (${g.todo.length})`);
      for (const r of g.todo) console.log(`  · ${r.path}  ${r.title}${r.access === 'auth' ? '  [auth]' : r.access === 'system' ? '  [system]' : ''}`);
    }
  }
}

if (process.argv[1] && /route-coverage\.ts$/.test(process.argv[1])) main();
