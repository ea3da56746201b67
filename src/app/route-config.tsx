/** The hash router's routes: the shell around every page route (src/app/route-objects.ts). */
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteEntry } from './route-table';
import { NOT_FOUND } from './guard';
import { pageRoutes } from './route-objects';
import { AppShell } from './shell/AppShell';
import { ComingSoon } from './shell/ComingSoon';
import { SCREEN_COMPONENTS } from './screen-components';

export type { RouteHandle } from './route-objects';

function ScreenOf({ entry }: { entry: RouteEntry }) {
  const S = SCREEN_COMPONENTS[entry.aliasOf ?? entry.path];
  return S ? <S /> : <ComingSoon title={entry.title} groupTitle={entry.groupTitle} />;
}

/** The operations console (`#/ops/*`): its own chunk and shell, outside the app column (src/features/ops/). */
const OpsApp = lazy(() => import('@src/features/ops/OpsApp'));

export function buildRoutes(): RouteObject[] {
  const pages = pageRoutes({
    screen: (entry) => <ScreenOf entry={entry} />,
    comingSoon: (entry) => <ComingSoon title={entry.title} groupTitle={entry.groupTitle} />,
    fallback: () => <Navigate to={NOT_FOUND} replace />,
  });
  return [
    { path: '/ops/*', element: <Suspense fallback={null}><OpsApp /></Suspense> },
    // The shell finds the page's route (its handle: title, access) among the same routes the router matches.
    { element: <AppShell pages={pages} />, children: pages },
  ];
}
