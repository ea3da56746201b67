/**
 * 3D memorial scenes (three.js via @react-three/fiber). Import this module only from the routes that
 * show a scene, lazily (`React.lazy(() => import('@render/scenes').then((m) => ({ default: m.HallScene })))`),
 * so three.js stays out of the other routes' bundles. See README.md.
 */
export { HallScene, type HallSceneProps, type HallTablet } from './hall/HallScene';
export { placeTablets, type TabletLayout, type TabletPlacement } from './hall/place-tablets';
export type { InscriptionText } from './common/text-texture';
