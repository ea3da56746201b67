/** What other features may use from villages: picking a village or a place for their forms, and the panorama viewer. */
export { takePickedVillage, takePickedPlace, type PickedVillage, type PickedPlace } from './pick';
export { VillagePanoramaView } from './components/VillagePanoramaView';
