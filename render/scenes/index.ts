/**
 * 3D memorial scenes (three.js via @react-three/fiber). Import this module only from the routes that
 * show a scene, lazily (`React.lazy(() => import('@render/scenes').then((m) => ({ default: m.HallScene })))`),
 * so three.js stays out of the other routes' bundles. See README.md.
 */
export { TombScene, type Offering, type OfferingKind, type TombSceneProps, type TombSetting, type WorshipAction } from './tomb/TombScene';
export { HallScene, type HallSceneProps, type HallTablet } from './hall/HallScene';
export { VillageScene, type Hotspot, type PanoramaScene, type VillageSceneProps } from './village/VillageScene';
export { placeTablets, type TabletLayout, type TabletPlacement } from './hall/place-tablets';
export type { InscriptionText } from './common/text-texture';
