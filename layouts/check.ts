/**
 * Rule checks on a page model, shared by the format tests (and usable by the writer's tests): text boxes
 * that overlap or leave the page, names present as main entries. Pure functions returning the problems found.
 */
import { textBox, type BookModel, type LogicalPage, type TextItem } from './page-model';

const EPS = 0.01;

export function textItems(page: LogicalPage): TextItem[] {
  return page.items.filter((i): i is TextItem => i.kind === 'text');
}

/** Pairs of text items of one page whose boxes overlap, and text or lines outside the page's content box. */
export function layoutProblems(book: BookModel, page: LogicalPage): string[] {
  const out: string[] = [];
  const boxes = textItems(page).map((t) => ({ t, b: textBox(t) }));
  const { width: W, height: H } = book.geometry;
  for (const { t, b } of boxes) {
    if (b.x < -EPS || b.y < -EPS || b.x + b.w > W + EPS || b.y + b.h > H + EPS) out.push(`p${page.no} outside: ${t.text}`);
  }
  for (const l of page.items) {
    if (l.kind !== 'line') continue;
    if (Math.min(l.x1, l.x2) < -EPS || Math.min(l.y1, l.y2) < -EPS || Math.max(l.x1, l.x2) > W + EPS || Math.max(l.y1, l.y2) > H + EPS) {
      out.push(`p${page.no} line outside: ${l.x1},${l.y1} ${l.x2},${l.y2}`);
    }
  }
  // sweep on x to stay near-linear on full pages
  boxes.sort((a, c) => a.b.x - c.b.x);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i].b;
    for (let j = i + 1; j < boxes.length && boxes[j].b.x < a.x + a.w - EPS; j++) {
      const c = boxes[j].b;
      if (c.y < a.y + a.h - EPS && a.y < c.y + c.h - EPS) out.push(`p${page.no} overlap: ${boxes[i].t.text} / ${boxes[j].t.text}`);
    }
  }
  return out;
}

/** Member ids that appear as role 'name' items, with the number of times. */
export function nameEntries(book: BookModel): Map<number, number> {
  const seen = new Map<number, number>();
  for (const p of book.pages) {
    for (const t of textItems(p)) if (t.role === 'name' && t.memberId != null) seen.set(t.memberId, (seen.get(t.memberId) ?? 0) + 1);
  }
  return seen;
}
