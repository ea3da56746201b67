/**
 * One count of a book's pages everywhere (generator, job, download call, viewer). Three numbers, each named:
 * - 页 `pages`: reading pages (LogicalPage): a half-leaf (半叶) in 线装, a page in 精装. Printing is priced on it.
 * - 叶 `leaves`: 线装 sheets — one sheet printed on one side and folded, its two halves two 页 (leaf = ⌈页 / 2⌉);
 *   in 精装 a leaf is a page.
 * - `pdfPages`: pages of the PDF file: one per leaf (a 线装 leaf is one landscape PDF page with its two 页 side
 *   by side), plus the cover page when there is one. The writer (write.ts) counts its pages with this function.
 */
export type BindingKind = 'thread' | 'hardcover';

export interface BookCounts {
  pages: number;
  leaves: number;
  pdfPages: number;
  /** The unit a reader counts in: 叶 for 线装, 页 for 精装. */
  unit: '叶' | '页';
  /** The PDF's first page is the cover (not a leaf). */
  cover: boolean;
}

export function bookCounts(pages: number, binding: BindingKind, cover: boolean): BookCounts {
  const leaves = binding === 'thread' ? Math.ceil(pages / 2) : pages;
  return { pages, leaves, pdfPages: leaves + (cover ? 1 : 0), unit: binding === 'thread' ? '叶' : '页', cover };
}

/** "33叶（66页）" for 线装, "66页" for 精装. */
export function countLabel(c: Pick<BookCounts, 'pages' | 'leaves' | 'unit'>): string {
  return c.unit === '叶' ? `${c.leaves}叶（${c.pages}页）` : `${c.pages}页`;
}

/** What 叶 and 页 mean, for the screens that show a count. */
export const LEAF_NOTE = '线装书以“叶”计：一叶是一张单面印刷、对折装订的纸，折线两侧为两页（半叶），所以一叶等于两页。PDF 与阅读器中每一页显示一叶（左右两个半叶），第一页为封面。';
