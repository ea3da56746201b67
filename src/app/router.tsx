/**
 * The app's hash router: the declarative `<HashRouter>` with the routes of route-config.tsx. Not the data router
 * (`createHashRouter`): the app uses no loaders, actions or fetchers, and the declarative one is half the code on the
 * first load (`npm run bench -- bundle`).
 */
import { HashRouter, useRoutes } from 'react-router-dom';
import { buildRoutes } from './route-config';

const routes = buildRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
