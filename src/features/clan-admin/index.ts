/** What other features use of the clan admin screens: the admin frame and the GEDCOM import's preview/confirm. */
export { AdminPage } from './components/AdminPage';
export { GedcomImport } from './components/GedcomImport';
export type { AdminCtx } from './admin-context';
