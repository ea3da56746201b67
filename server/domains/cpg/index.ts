/**
 * The old-registers domain (古谱, contract/cpg.ts) for other domains: the published books of a surname (the surname
 * library lists them). Books, pages, orders and codes are written only here.
 */
export { booksOfSurname } from './cpg-books.service';
