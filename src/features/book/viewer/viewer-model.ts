/** The pdf.js viewer's pure logic: zoom steps, page jumps, which page is current, and the name search. */

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The next zoom step in a direction (+1 larger, −1 smaller) from any zoom. */
export function stepZoom(zoom: number, dir: 1 | -1): number {
  if (dir > 0) return ZOOM_STEPS.find((z) => z > zoom + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - 1e-6) ?? MIN_ZOOM;
}

export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** A typed page number (Arabic or Chinese digits like 十二) within 1..pages, else null. */
export function parsePageJump(text: string, pages: number): number | null {
  const s = text.trim().replace(/^第/, '').replace(/[页叶]$/, '');
  let n: number | null = null;
  if (/^\d+$/.test(s)) n = Number(s);
  else if (/^[〇零一二两三四五六七八九十百千]+$/.test(s)) n = chineseNumber(s);
  return n !== null && n >= 1 && n <= pages ? n : null;
}

function chineseNumber(s: string): number {
  const digit: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
  const unit: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
  if (![...s].some((c) => c in unit)) return Number([...s].map((c) => digit[c]).join(''));
  let total = 0;
  let cur = 0;
  for (const c of s) {
    if (c in digit) cur = digit[c];
    else {
      total += (cur || 1) * unit[c];
      cur = 0;
    }
  }
  return total + cur;
}

/** The page at a scroll position: the last page whose top is above the upper third of the view. `tops` ascending. */
export function pageAtScroll(tops: readonly number[], scrollTop: number, viewHeight: number): number {
  const line = scrollTop + viewHeight / 3;
  let lo = 0;
  let hi = tops.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid] <= line) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans + 1;
}

/** Text of a page as pdf.js gives it: the strings of its items (vertical columns come one item per run). */
export function pageText(items: readonly { str?: string }[]): string {
  return items.map((i) => i.str ?? '').join('');
}

/** Normalise for search: drop spaces and the 。，、 punctuation, so "陈 德" and a name broken across columns match. */
export function searchKey(s: string): string {
  return s.replace(/[\s\u3000，。、·．:：]/g, '');
}

export interface SearchHit {
  page: number;
  count: number;
  /** A few characters around the first hit. */
  excerpt: string;
}

/** Pages containing the query, in page order, with how often and an excerpt. */
export function searchPages(texts: readonly string[], query: string): SearchHit[] {
  const q = searchKey(query);
  if (!q) return [];
  const hits: SearchHit[] = [];
  texts.forEach((t, i) => {
    const k = searchKey(t);
    let at = k.indexOf(q);
    if (at < 0) return;
    const first = at;
    let count = 0;
    while (at >= 0) {
      count++;
      at = k.indexOf(q, at + q.length);
    }
    hits.push({ page: i + 1, count, excerpt: k.slice(Math.max(0, first - 8), first + q.length + 8) });
  });
  return hits;
}

/** Pages worth rendering around the visible ones (one before, one after). */
export function pagesToRender(visible: ReadonlySet<number>, pages: number): number[] {
  const out = new Set<number>();
  for (const p of visible) for (const q of [p - 1, p, p + 1]) if (q >= 1 && q <= pages) out.add(q);
  return [...out].sort((a, b) => a - b);
}

/**
 * Text-layer spans (pdf.js TextLayer `textContentItemsStr`) that hold part of a hit of the query: the spans are
 * joined (a name in a vertical column may come as several runs) and every span overlapping an occurrence is marked.
 */
export function hitSpans(strs: readonly string[], query: string): number[] {
  const q = searchKey(query);
  if (!q) return [];
  let joined = '';
  const owner: number[] = [];
  strs.forEach((s, i) => {
    const k = searchKey(s);
    joined += k;
    for (let j = 0; j < k.length; j++) owner.push(i);
  });
  const out = new Set<number>();
  for (let at = joined.indexOf(q); at >= 0; at = joined.indexOf(q, at + 1)) for (let j = at; j < at + q.length; j++) out.add(owner[j]);
  return [...out].sort((a, b) => a - b);
}

/** How the book counts (from the job: layouts/pdf/page-count.ts); absent for a file without them. */
export interface ViewerCounts {
  unit: '叶' | '页';
  /** Reading pages (页) and 线装 sheets (叶). */
  pages: number;
  leaves: number;
  /** The PDF's first page is the cover. */
  cover: boolean;
}

/** The counter for PDF page n: 封面, 第3叶 / 第3页, or n when the counts are unknown; and the total. */
export function pageCaption(n: number, total: number, c?: ViewerCounts): { at: string; of: string } {
  if (!c) return { at: String(n), of: `${total}页` };
  if (c.cover && n === 1) return { at: '封面', of: c.unit === '叶' ? `${c.leaves}叶` : `${c.pages}页` };
  const k = n - (c.cover ? 1 : 0);
  return c.unit === '叶' ? { at: `第${k}叶`, of: `${c.leaves}叶` } : { at: `第${k}页`, of: `${c.pages}页` };
}

/** A typed 叶 / 页 number (in the book's unit) → the PDF page, or null. */
export function pdfPageOf(text: string, pdfPages: number, c?: ViewerCounts): number | null {
  const offset = c?.cover ? 1 : 0;
  const n = parsePageJump(text, pdfPages - offset);
  return n === null ? null : n + offset;
}

/** The viewer's counts from a sample's job (a cover page when the PDF has one page more than leaves). */
export function countsOfJob(j: { pages: number; leaves: number; pdfPages: number; unit: '叶' | '页' }): ViewerCounts {
  return { unit: j.unit, pages: j.pages, leaves: j.leaves, cover: j.pdfPages > j.leaves };
}
