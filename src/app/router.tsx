import { createHashRouter } from 'react-router-dom';
import { buildRoutes } from './route-config';

export const router = createHashRouter(buildRoutes());

/** Navigate from outside React (session routines, payment returns). */
export const navigateTo = (to: string, replace = false) => void router.navigate(to, { replace });
