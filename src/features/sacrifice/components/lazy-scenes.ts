/** The 3D scenes, loaded lazily so three.js is only in the VR routes' chunks (render/scenes/README.md). */
import { lazy } from 'react';

export const TombScene = lazy(() => import('@render/scenes').then((m) => ({ default: m.TombScene })));
export const HallScene = lazy(() => import('@render/scenes').then((m) => ({ default: m.HallScene })));
export const VillageScene = lazy(() => import('@render/scenes').then((m) => ({ default: m.VillageScene })));
