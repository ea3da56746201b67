import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { ROUTE_ROWS, ROUTE_TABLE } from './route-table';
import { EXTRA_ROUTES } from './extra-routes';
import { SCREEN_PATHS } from './screens';
import { pageRoutes, type RouteHandle } from './route-objects';
import { DEFAULT_TSV, parseRoutesTsv, render } from '../../scripts/gen-route-table';

const routes = pageRoutes({ screen: () => 'screen', comingSoon: () => 'coming-soon', fallback: () => 'not-found' });
const handleOf = (path: string) => {
  const m = matchRoutes(routes, path);
  return m?.[m.length - 1]?.route.handle as RouteHandle | undefined;
};

describe('route table', () => {
  it('has every row of routes.tsv: 273', () => {
    expect(ROUTE_ROWS).toHaveLength(273);
    expect(ROUTE_TABLE).toHaveLength(273);
  });

  it('has unique paths apart from the three share/navigation rows that repeat a path of their group', () => {
    const first = ROUTE_ROWS.filter((r) => !r.repeat).map((r) => r.path);
    expect(new Set(first).size).toBe(first.length);
    const repeats = ROUTE_ROWS.filter((r) => r.repeat);
    expect(repeats.map((r) => r.path).sort()).toEqual(['/content/details', '/find/details', '/find/video']);
    expect(new Set(repeats.map((r) => r.group))).toEqual(new Set(['Other share and navigation paths']));
    // a repeated row has the same access and screen as the row it repeats
    for (const r of repeats) {
      const owner = ROUTE_TABLE.find((x) => x.path === r.path && !x.repeat)!;
      expect(owner.access).toBe(r.access);
      expect(ROUTE_TABLE.find((x) => x.path === r.path && x.repeat)!.screen).toBe(owner.screen);
    }
    expect(new Set(ROUTE_ROWS.map((r) => `${r.group}|${r.path}`)).size).toBe(273);
  });

  it('counts the access of the spec: 114 public, 157 auth, 2 system', () => {
    const count = (a: string) => ROUTE_ROWS.filter((r) => r.access === a).length;
    expect([count('public'), count('auth'), count('system')]).toEqual([114, 157, 2]);
  });

  it('gives every row a Chinese title', () => {
    for (const r of ROUTE_TABLE) {
      expect(r.title, r.path).toMatch(/[\u4e00-\u9fff]/);
      expect(r.groupTitle, r.path).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('resolves every path to its screen or the 即将开放 page, never to not-found', () => {
    for (const r of ROUTE_TABLE) {
      const h = handleOf(r.path);
      expect(h?.kind, r.path).not.toBe('fallback');
      expect(h?.entry?.path, r.path).toBe(r.path);
      expect(h?.kind).toBe(r.screen ? 'screen' : 'coming-soon');
    }
    for (const r of EXTRA_ROUTES) expect(handleOf(r.path)?.kind).toBe('screen');
  });

  it('has no built screen for a path outside the table', () => {
    const known = new Set([...ROUTE_ROWS.map((r) => r.path), ...EXTRA_ROUTES.map((r) => r.path)]);
    for (const p of SCREEN_PATHS) expect(known.has(p), p).toBe(true);
  });

  it('aliases root to the home screen and sends unknown paths to not-found', () => {
    const root = handleOf('/');
    expect(root?.entry?.aliasOf).toBe('/pages/index/index');
    expect(root?.entry?.screen).toBe(ROUTE_TABLE.find((r) => r.path === '/pages/index/index')!.screen);
    expect(handleOf('/no/such/page')?.kind).toBe('fallback');
    expect(handleOf('/pages/index')?.kind).toBe('fallback');
  });

  it('lets the tree, 3D and PDF viewers use the whole window', () => {
    const full = ROUTE_ROWS.filter((r) => r.fullWindow).map((r) => r.path);
    for (const p of ['/pages/zupu/shupu/index', '/clan/tree/index', '/clan/tree/preview', '/sacrifice/tomb-vr', '/sacrifice/hall/vr2', '/village/vr', '/clan/book/read', '/clan/book/details'])
      expect(full).toContain(p);
    expect(full).not.toContain('/mine/index');
  });

  it('lets login, debug and h5-auto pages skip authentication', () => {
    const skip = ROUTE_ROWS.filter((r) => r.skipAuth).map((r) => r.path);
    expect(skip).toEqual(expect.arrayContaining(['/pages/account/index', '/pages/other/debug', '/pages/other/h5-auto']));
  });

  it.runIf(existsSync(DEFAULT_TSV))('is generated from the current routes.tsv', () => {
    const generated = render(parseRoutesTsv(readFileSync(DEFAULT_TSV, 'utf8')));
    expect(readFileSync(new URL('./route-table.ts', import.meta.url), 'utf8')).toBe(generated);
  });
});
