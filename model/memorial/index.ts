/** Memorial inscriptions (domain.md §4): headstones and ancestral tablets from member data. */
export {
  birthLine, deathLine, headstoneInscription, honorificName, inscriptionColumns, sharedTabletInscription,
  tabletInscription, type Inscription, type MemorialDate, type MemorialPerson, type MemorialRequest,
} from './inscriptions';
