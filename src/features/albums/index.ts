/** Clan albums for other features: the photos a member is tagged on (his page). */
export { MemberPhotos } from './components/MemberPhotos';
