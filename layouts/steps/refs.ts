/**
 * Cross references, resolved in a second pass (domain.md §1.7): while laying out, a step marks anchors
 * ("the chart whose root is 12 starts on this page") and writes references with a placeholder number
 * (REF_MARK cells, enough for the longest number); `resolveRefs` fills in the page or leaf numbers once
 * every page has its number. Sections are the unit the 目录 lists.
 */
import { chineseNumber } from '../../model/calendar/names';
import type { LogicalPage, RefKind, TextItem } from '../page-model';
import { REF_MARK } from '../text/measure';

export interface Section {
  title: string;
  /** Listed in the 目录 (the 扉页 and the 目录 itself are not). */
  inToc: boolean;
  pages: LogicalPage[];
}

interface PendingRef {
  item: TextItem;
  target: string;
  kind: RefKind;
  /** true: the item is this one reference (chart refs, index lines): refKind/refPage are set on it. */
  whole: boolean;
}

/**
 * How a RefBook keeps references: 'collect' (the whole book in memory: pending until `resolveRefs`), 'count'
 * (the streaming writer's first pass: anchors only, references dropped), 'page' (its second pass: pending by item
 * until `resolvePage` fills them in as their page is written, with the numbers the first pass found).
 */
export type RefMode = 'collect' | 'count' | 'page';

export class RefBook {
  readonly anchors = new Map<string, LogicalPage>();
  readonly pending: PendingRef[] = [];
  private readonly byItem = new Map<TextItem, PendingRef[]>();

  constructor(readonly mode: RefMode = 'collect') {}

  /** The first page marked with `key` wins. */
  anchor(key: string, page: LogicalPage): void {
    if (!this.anchors.has(key)) this.anchors.set(key, page);
  }

  has(key: string): boolean {
    return this.anchors.has(key);
  }

  /** `item.text` holds one placeholder per reference, registered in text order. */
  ref(item: TextItem, target: string, kind: RefKind, whole = true): void {
    if (this.mode === 'collect') this.pending.push({ item, target, kind, whole });
    else if (this.mode === 'page') {
      const list = this.byItem.get(item);
      if (list) list.push({ item, target, kind, whole });
      else this.byItem.set(item, [{ item, target, kind, whole }]);
    }
  }

  /** 'page' mode: resolve the references of one page's items with the first pass's page numbers. */
  resolvePage(page: LogicalPage, numbers: ReadonlyMap<string, number>, numbering: Numbering): number {
    let unresolved = 0;
    for (const it of page.items) {
      if (it.kind !== 'text') continue;
      const list = this.byItem.get(it);
      if (!list) continue;
      this.byItem.delete(it);
      for (const r of list) if (!fill(r, numbers.get(r.target), numbering)) unresolved++;
    }
    return unresolved;
  }

  /** 'page' mode: references whose page was written before they were registered (a layout bug). */
  get unwritten(): number {
    return this.byItem.size;
  }
}

/** How numbers print: 叶 in 线装 books (leaf = ceil(no / 2)), 页 otherwise; Chinese or Arabic numerals. */
export interface Numbering {
  leaf: boolean;
  arabic: boolean;
}

export function numberOf(no: number, n: Numbering): string {
  const v = n.leaf ? Math.ceil(no / 2) : no;
  if (n.arabic) return String(v);
  return v <= 9999 ? chineseNumber(v) : String(v);
}

const MARKS = new RegExp(`${REF_MARK}+`);

/** Step `resolveRefs`: replace each placeholder by the number of the page its target starts on. */
export function resolveRefs(book: RefBook, numbering: Numbering): { unresolved: number } {
  let unresolved = 0;
  for (const r of book.pending) if (!fill(r, book.anchors.get(r.target)?.no, numbering)) unresolved++;
  return { unresolved };
}

/** Replace one placeholder of `r.item` by the number of page `no` (□ when the target is not in the book). */
function fill(r: PendingRef, no: number | undefined, numbering: Numbering): boolean {
  r.item.text = r.item.text.replace(MARKS, no !== undefined ? numberOf(no, numbering) : '□');
  if (r.whole) {
    r.item.refKind = r.kind;
    if (no !== undefined) r.item.refPage = no;
  }
  return no !== undefined;
}
