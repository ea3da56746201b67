/**
 * The memorials domain's API for other domains (hall): how a member reads on a tablet (person.ts: names, tablet
 * text and order), the China day, and dropping the favourites of a deleted ancestral hall.
 */
export { memberName, personOfMember, tabletSort, tabletText, type MemberRow, type Person } from './person';
export { uidOf } from './access';
export { dropHallFavorites } from './sacrifice.service';
