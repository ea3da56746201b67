/**
 * `previewPage(input, format)`: the first chart (or record) page of a format, for the "choose a format" screen's
 * live one-page preview. Lays out five 世 from the root only, so it stays fast on a large clan.
 */
import type { BookInput } from './input';
import { layoutBook } from './index';
import type { BookModel, FormatId, LogicalPage } from './page-model';

export interface FormatPreview {
  format: FormatId;
  geometry: BookModel['geometry'];
  binding: BookModel['binding'];
  paper: BookModel['paper'];
  page: LogicalPage;
}

const MAIN = new Set(['世系图', '世系录']);

export function previewPage(input: BookInput, format: FormatId): FormatPreview {
  const book = layoutBook({ ...input, chapters: [], copies: [], options: { ...input.options, format, generations: 5 } });
  const page = book.pages.find((p) => MAIN.has(p.section)) ?? book.pages[0];
  return { format, geometry: book.geometry, binding: book.binding, paper: book.paper, page };
}
