/**
 * The clan book's page model: what the layout steps produce and the PDF writer (and the browser preview) draw.
 * Serializable (plain JSON: no classes, no functions), so it crosses worker boundaries.
 *
 * A `LogicalPage` is one reading page: a half-leaf (半叶) in 线装 books, a whole page in 精装 books. Its items
 * are placed in POINTS (1/72 in) inside the page's content box, origin at the box's top-left, y growing down.
 * The writer does the imposition: in 线装 mode two consecutive logical pages share one PDF page (the first on
 * the RIGHT, the second on the LEFT) around a 版心 strip carrying 谱名, 卷, 叶码 and 堂号; in 精装 mode each logical
 * page is one PDF page with a running head and a page number.
 */

/** Product format ids (spec): 1 欧式, 9 苏式, 3 牒记式, 5 宝塔式, 8 现代式. */
export type FormatId = 1 | 3 | 5 | 8 | 9;
export const FORMAT_KEYS: Record<FormatId, 'ouyang' | 'su' | 'record' | 'pagoda' | 'modern'> = {
  1: 'ouyang', 9: 'su', 3: 'record', 5: 'pagoda', 8: 'modern',
};
export const FORMAT_NAMES: Record<FormatId, string> = { 1: '欧式', 9: '苏式', 3: '牒记式', 5: '宝塔式', 8: '现代式' };

export type Binding = 'thread' | 'hardcover'; // 线装 | 精装
export type Paper = 'A4' | 'A3';

/** Text direction: 'v' = vertical, top→bottom in one column (columns of a block advance right→left); 'h' = horizontal. */
export type TextDir = 'v' | 'h';

export interface TextItem {
  kind: 'text';
  /** Anchor: top-left of the text's box ('h') or top-RIGHT of its first column ('v'). */
  x: number;
  y: number;
  text: string;
  /** Font size in points. */
  size: number;
  dir: TextDir;
  /** Wrap length: column height for 'v', line width for 'h' (points). Omitted = one line/column, no wrap. */
  extent?: number;
  /** Gap between columns ('v') or lines ('h'), points; default size * 0.25. */
  gap?: number;
  /** Horizontal text alignment inside `extent` ('h') / vertical inside the column ('v'). */
  align?: 'start' | 'center' | 'end';
  font?: 'serif' | 'serif-bold';
  /** What this text is (tests and text search use it): a member's name as its main entry, a reference, … */
  role?: 'name' | 'bio' | 'ref' | 'title' | 'heading' | 'label' | 'body' | 'index';
  /** Member id for role 'name' (and 'ref': the member referred to). */
  memberId?: number;
  /** For role 'ref' / 'index': what kind of cross reference, and the logical page no it points to (second pass). */
  refKind?: RefKind;
  refPage?: number;
}

export interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Stroke width in points (default 0.6). */
  width?: number;
  /** What the line is: a parent→child connector, a band rule, a frame … (tests check e.g. 苏式 has no horizontal connector). */
  role?: 'connector' | 'rule' | 'frame';
}

export interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  width?: number;
  fill?: string;
}

export interface ImageItem {
  kind: 'image';
  x: number;
  y: number;
  w: number;
  h: number;
  /** A file key of the upload store, or a data: URL. */
  src: string;
}

export type PageItem = TextItem | LineItem | BoxItem | ImageItem;

export interface LogicalPage {
  /** 1-based reading order. In 线装 books leaf = ceil(no / 2), the odd page is the leaf's right half. */
  no: number;
  /** The section this page belongs to (目录 lists sections): 封面, 扉页, 谱序, 凡例, 字辈, 世系图, 世系录, 人物传, 索引, 领谱字号 … */
  section: string;
  /** Chart/part label for the 版心 or running head, e.g. "世系图 一世至五世". */
  label?: string;
  items: PageItem[];
  /** 世系图 pages: which chart (additive; absent on text pages). */
  chart?: ChartInfo;
  /** A blank half-leaf put in a 线装 book so that the next major section starts on a right-hand (odd) page. */
  blank?: boolean;
}

export interface PageGeometry {
  /** The logical page's content box, points. */
  width: number;
  height: number;
}

export interface BookModel {
  format: FormatId;
  binding: Binding;
  paper: Paper;
  /** 谱名, e.g. "颍川陈氏族谱". */
  title: string;
  /** 堂号. */
  hall: string;
  /** 卷 label for the 版心. */
  volume: string;
  geometry: PageGeometry;
  pages: LogicalPage[];
  /** Table of contents: section title → first page no (resolved in the second pass). */
  toc: { title: string; page: number }[];
  /** 叶 (thread) or 页 (hardcover) numbering of references: leaf = ceil(no / 2) in 线装 books. */
  numbering?: 'leaf' | 'page';
}

const MM = 72 / 25.4;
const PAPER_MM: Record<Paper, [number, number]> = { A4: [210, 297], A3: [297, 420] };

/** Physical PDF page size in points (portrait for 精装; landscape sheet holding two half-leaves for 线装). */
export function sheetSize(paper: Paper, binding: Binding): { width: number; height: number } {
  const [w, h] = PAPER_MM[paper];
  return binding === 'thread' ? { width: h * MM, height: w * MM } : { width: w * MM, height: h * MM };
}

/** Margins and 版心 width in points. */
export function margins(paper: Paper): { outer: number; top: number; bottom: number; centre: number } {
  const k = paper === 'A3' ? 1.41 : 1;
  return { outer: 16 * MM * k, top: 22 * MM * k, bottom: 16 * MM * k, centre: 14 * MM * k };
}

/** The content box of one logical page for a paper and binding. */
export function pageGeometry(paper: Paper, binding: Binding): PageGeometry {
  const sheet = sheetSize(paper, binding);
  const m = margins(paper);
  const width = binding === 'thread' ? (sheet.width - m.centre) / 2 - m.outer : sheet.width - 2 * m.outer;
  return { width, height: sheet.height - m.top - m.bottom };
}

// ---------------------------------------------------------------------------------------------------
// Additions for the layout engine (additive: nothing above changes meaning)

/**
 * Which chart a page shows (世系图 pages of 欧式/苏式/宝塔式/现代式): the chart's number in the book, its root
 * member, the 世 of its first and last band and the part (0 = the chart's first page; a chart wider than a
 * page continues on the next one with 接上页).
 */
export interface ChartInfo {
  id: number;
  rootId: number;
  firstGeneration: number;
  lastGeneration: number;
  part: number;
}

/** The kind of a cross reference (TextItem.refKind): 下接/上承 between charts, 录见/图见 chart↔record, 见 (宝塔, 现代),
 * 传见 (to 人物传), 接上页 (chart continued), 索引 (an index line), 目录 (a table-of-contents line). */
export type RefKind = '下接' | '上承' | '录见' | '图见' | '见' | '传见' | '接上页' | '索引' | '目录' | '兼祧见';

/**
 * Text box of a TextItem as the layout engine reserves it (the writer must not exceed it): every character
 * (code point) takes one square cell of `size`; "\n" starts a new column/line; with `extent` a column
 * ('v') or line ('h') holds floor(extent / size) cells. Columns of a 'v' item advance LEFT from x by
 * size + gap; lines of an 'h' item advance DOWN from y by size + gap. The box runs along the longest
 * column/line (the whole `extent` when align is 'center' or 'end').
 */
export function textBox(t: TextItem): { x: number; y: number; w: number; h: number } {
  const per = t.extent !== undefined ? Math.max(1, Math.floor(t.extent / t.size + 1e-6)) : Infinity;
  let lines = 0;
  let longest = 0;
  let run = 0;
  const s = t.text;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 10;
    if (c >= 0xdc00 && c <= 0xdfff) continue; // low surrogate: same code point
    if (c === 10) {
      const n = Math.max(1, Math.ceil(run / per));
      lines += n;
      longest = Math.max(longest, Math.min(run, per));
      run = 0;
    } else run++;
  }
  const gap = t.gap ?? t.size * 0.25;
  const across = lines * t.size + (lines - 1) * gap;
  // start-aligned text occupies only its longest column/line; centred or end-aligned text may sit anywhere in `extent`
  const along = t.extent !== undefined && t.align !== undefined && t.align !== 'start' ? t.extent : longest * t.size;
  return t.dir === 'v' ? { x: t.x - across, y: t.y, w: across, h: along } : { x: t.x, y: t.y, w: along, h: across };
}
