/** Server state of the e-book screens (contract/book.ts /book/v2): reads, buying, progress; shelf and score are the book feature's. */
import * as book from '@contract/book';
import { mutation } from '@src/lib/mutation';

export { addToShelf, removeFromShelf, rateBook } from '@src/features/book/book.queries';

export const startBookOrder = mutation(book.bookOrderCreate);
export const confirmBookOrder = mutation(book.bookOrderConfirm, { invalidates: () => [book.bookGet, book.shelfList] });
export const redeemBook = mutation(book.redeemExchange, { invalidates: () => [book.bookGet, book.shelfList] });
export const batchRemove = mutation(book.shelfBatchDelete, { invalidates: () => [book.shelfList, book.bookGet] });
/** The page read (no list goes stale: the reader's own start page is read once). */
export const saveProgress = mutation(book.bookProgress, { call: { loading: false, silent: true } });

/** A book id from the query string (`id` or `bookId`), or 0. */
export const idOf = (params: URLSearchParams) => Number(params.get('id') ?? params.get('bookId')) || 0;
