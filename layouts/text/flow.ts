/**
 * Text flow onto logical pages: paragraphs of vertical columns (right→left, traditional) or horizontal lines
 * (top→bottom, modern). A paragraph is cut only between columns/lines, so every TextItem is one run of whole
 * columns with the cell rule of `textBox` (page-model.ts). A cut never splits a reference placeholder.
 */
import type { LogicalPage, TextItem } from '../page-model';
import { cpAdvance, cpLen, REF_MARK } from './measure';

export interface Para {
  text: string;
  size: number;
  role?: TextItem['role'];
  memberId?: number;
  font?: TextItem['font'];
  /** Cells left empty at the start of every column/line (hanging indent). */
  indent?: number;
  /** Extra cells left empty in the first column/line only (2 for a chapter paragraph). */
  first?: number;
  /**
   * Continue in the last column/line of the previous paragraph (which must be one column of the same size,
   * e.g. a raised name): `first` then counts the cells that name occupies, plus the gap wanted.
   */
  join?: boolean;
}

export interface FlowGeometry {
  width: number;
  height: number;
}

const GAP = 0.25;
const MARK = REF_MARK.charCodeAt(0);

/** Move a cut back so that it does not fall inside a run of placeholder cells. */
function safeCut(s: string, start: number, end: number): number {
  let e = end;
  while (e > start && e < s.length && s.charCodeAt(e) === MARK && s.charCodeAt(e - 1) === MARK) e--;
  return e > start ? e : end;
}

export abstract class Flow {
  readonly pages: LogicalPage[] = [];
  protected page: LogicalPage | null = null;
  /** Points used across the page (from the right for 'v', from the top for 'h'). */
  protected used = 0;
  /** Column/line step of the previous paragraph when it took exactly one column, for `join`. */
  private joinable = 0;

  constructor(protected geo: FlowGeometry, private make: () => LogicalPage) {}

  /** The page being filled (a new one when none). */
  current(): LogicalPage {
    if (!this.page) {
      this.page = this.make();
      this.pages.push(this.page);
      this.used = 0;
    }
    return this.page;
  }

  newPage(): LogicalPage {
    this.page = null;
    this.joinable = 0;
    return this.current();
  }

  /** Leave `pts` empty (a new page when it does not fit). */
  space(pts: number): void {
    this.joinable = 0;
    this.current();
    if (this.used + pts > this.across()) this.newPage();
    else this.used += pts;
  }

  /** Points left across the current page. */
  left(): number {
    return this.page ? this.across() - this.used : this.across();
  }

  protected abstract across(): number;
  protected abstract along(): number;
  protected abstract place(p: Para, text: string, offsetCells: number, cells: number): TextItem;

  /** Flow one paragraph; returns its items (the first one starts the paragraph) and its first page. */
  para(p: Para): { items: TextItem[]; page: LogicalPage } {
    const step = p.size * (1 + GAP);
    const indent = p.indent ?? 0;
    const per = Math.max(1, Math.floor(this.along() / p.size + 1e-6) - indent);
    const s = p.text;
    const items: TextItem[] = [];
    let i = 0;
    let first = Math.min(p.first ?? 0, per - 1);
    if (p.join && this.page && this.joinable === step && first > 0) this.used -= step;
    else if (this.left() < p.size) this.newPage();
    this.joinable = 0;
    const start = this.current();
    while (i < s.length) {
      const page = this.current();
      let cols = Math.floor((this.across() - this.used + p.size * GAP) / step + 1e-6);
      if (cols < 1) {
        this.newPage();
        continue;
      }
      if (first) cols = 1;
      const end = safeCut(s, i, cpAdvance(s, i, cols * per - first));
      const text = s.slice(i, end);
      const item = this.place(p, text, indent + first, per - first);
      page.items.push(item);
      items.push(item);
      const usedCols = first ? 1 : Math.max(1, Math.ceil(cpLen(text) / per));
      this.used += usedCols * step;
      if (items.length === 1 && end >= s.length && usedCols === 1) this.joinable = step;
      first = 0;
      i = end;
      if (i < s.length && this.across() - this.used < p.size) this.newPage();
    }
    return { items, page: start };
  }
}

/** Vertical columns, right→left. */
export class VerticalFlow extends Flow {
  protected across(): number {
    return this.geo.width;
  }
  protected along(): number {
    return this.geo.height;
  }
  protected place(p: Para, text: string, offset: number, cells: number): TextItem {
    return {
      kind: 'text', x: this.geo.width - this.used, y: offset * p.size, text, size: p.size, dir: 'v',
      extent: cells * p.size, role: p.role, memberId: p.memberId, font: p.font,
    };
  }
}

/** Horizontal lines, top→bottom. */
export class HorizontalFlow extends Flow {
  protected across(): number {
    return this.geo.height;
  }
  protected along(): number {
    return this.geo.width;
  }
  protected place(p: Para, text: string, offset: number, cells: number): TextItem {
    return {
      kind: 'text', x: offset * p.size, y: this.used, text, size: p.size, dir: 'h',
      extent: cells * p.size, role: p.role, memberId: p.memberId, font: p.font,
    };
  }
}
