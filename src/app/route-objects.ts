/**
 * The page routes of the hash router, built from the route table. Pure (the elements are made by the caller), so
 * tests match every path through exactly the routes the app uses. Each path of the table renders its screen or
 * the 即将开放 page; "/" renders the home screen (an alias of /pages/index/index); a path listed twice is one
 * route; unknown paths fall to the fallback, which redirects to /pages/other/not-found.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { EXTRA_ROUTES } from './extra-routes';

export interface RouteHandle {
  /** screen: a built screen; coming-soon: the 即将开放 page; fallback: an unknown path. */
  kind: 'screen' | 'coming-soon' | 'fallback';
  entry?: RouteEntry;
}

export interface RouteElements {
  screen: (entry: RouteEntry) => ReactNode;
  comingSoon: (entry: RouteEntry) => ReactNode;
  fallback: () => ReactNode;
}

export function pageRoutes(el: RouteElements, table: readonly RouteEntry[] = [...ROUTE_TABLE, ...EXTRA_ROUTES]): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of table) {
    if (entry.repeat) continue;
    const handle: RouteHandle = { kind: entry.screen ? 'screen' : 'coming-soon', entry };
    routes.push({ path: entry.path, element: entry.screen ? el.screen(entry) : el.comingSoon(entry), handle });
  }
  const fallback: RouteHandle = { kind: 'fallback' };
  routes.push({ path: '*', element: el.fallback(), handle: fallback });
  return routes;
}
