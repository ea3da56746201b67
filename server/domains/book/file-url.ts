/** The URL of the access-checked e-book PDF download (contract/print.ts bookFile): the token goes in headers, never here. */
import * as pc from '@contract/print';
import { API_BASE } from '../../http/route';

/** The version part of a file key (books/<project>/<sample>-<random>.pdf → <sample>-<random>): changes with the file. */
export const fileVersionOf = (key: string) => (key.split('/').pop() ?? '').replace(/\.pdf$/, '');

/** The download URL of an e-book's PDF. */
export const bookFileUrl = (bookId: number, key: string) =>
  `${API_BASE}${pc.bookFile.path}?id=${bookId}&v=${encodeURIComponent(fileVersionOf(key))}`;
