/** What every layout step shares: the input, the clan index, the page geometry, the reference book. */
import type { BookInput } from '../input';
import type { LogicalPage, PageGeometry } from '../page-model';
import type { ClanIndex } from './prepare-clan';
import type { RefBook } from './refs';

export interface LayoutContext {
  input: BookInput;
  ix: ClanIndex;
  geo: PageGeometry;
  refs: RefBook;
  /** Scale of type and spacing: 1 for an A4 half-leaf (487 pt high), more for taller pages. */
  k: number;
  /** 现代式: Arabic numbers, horizontal text, simplified characters. */
  modern: boolean;
  /** Output script: identity for the traditional formats, traditional→simplified for 现代式. */
  script: (s: string) => string;
  onProgress: (pct: number) => void;
  /**
   * The streaming writer (layouts/stream.ts): `settle(pages, keep)` says that every page of this section's array
   * but the last `keep` is final (nothing is added to it any more), so it can be written and let go. Absent when
   * the whole book is laid out in memory (layoutBook). Called in book order: a step settles its sections in turn.
   */
  stream?: PageSettler;
}

export interface PageSettler {
  settle(pages: readonly LogicalPage[], keep?: number): void;
}

/** A fresh logical page (numbered when the book is assembled). */
export function blankPage(section: string, label?: string): LogicalPage {
  return { no: 0, section, label, items: [] };
}

/** Anchor keys. */
export const key = {
  member: (id: number) => `m:${id}`,
  chart: (rootId: number) => `c:${rootId}`,
  bottom: (id: number) => `b:${id}`,
  record: (id: number) => `r:${id}`,
  life: (id: number) => `l:${id}`,
  section: (title: string) => `s:${title}`,
};
