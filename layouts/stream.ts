/**
 * The clan book laid out as a stream of pages (for books too big to hold whole: 100,000 members), in two passes
 * of the same deterministic layout (README "Streaming"):
 * 1. count: the layout runs with ctx.stream set; every page a step settles is let go at once (its items replaced
 *    by a frozen empty array, so a step that still wrote to it would throw), and references are not kept. What
 *    remains is the book's skeleton — page stubs, numbered by `assemble` with its blank half-leaves, the 目录, the
 *    anchors — so every 叶/页 number is known.
 * 2. write: the layout runs again; each settled page gets its number, its references are filled in from pass 1's
 *    numbers, it goes to `sink.page` (the PDF writer draws it then and there) and is let go.
 * Pages reach the sink in book order, with the same content as layoutBook's for the same input
 * (stream.test.ts compares them page by page).
 */
import type { BookInput } from './input';
import { layoutBody, layoutContext } from './index';
import type { BookModel, LogicalPage, PageItem } from './page-model';
import { assemble } from './steps/assemble';
import type { PageSettler } from './steps/context';
import { key } from './steps/context';
import { tocPages, titlePage } from './steps/front-matter';
import { RefBook, type Numbering } from './steps/refs';

/** The items of a page that has been written (or counted): nothing may be added to it any more. */
const GONE: PageItem[] = Object.freeze([]) as unknown as PageItem[];

/** Settled pages in book order: each section's array in turn, `keep` pages held back while it still grows. */
class Settler implements PageSettler {
  private current: readonly LogicalPage[] | null = null;
  private done = 0;
  private readonly finished = new WeakMap<readonly LogicalPage[], number>();

  constructor(private readonly onPage: (page: LogicalPage) => void) {}

  settle(pages: readonly LogicalPage[], keep = 0): void {
    if (pages !== this.current) {
      const before = this.finished.get(pages);
      if (before !== undefined) {
        if (before !== pages.length) throw new Error('layout stream: a section grew after the next one began');
        return;
      }
      if (!pages.length) return;
      this.finish();
      this.current = pages;
      this.done = 0;
    }
    for (const upto = pages.length - keep; this.done < upto; this.done++) this.onPage(pages[this.done]);
  }

  /** The current section is complete: settle its last pages. */
  finish(): void {
    const pages = this.current;
    if (!pages) return;
    this.settle(pages);
    this.finished.set(pages, pages.length);
    this.current = null;
  }
}

export interface PageSink {
  /** Before the first page: the book's skeleton (metadata, 目录, page stubs without items). */
  begin(head: BookModel): void;
  /** One logical page in book order, complete; it is let go after the call (draw it now, or copy it). */
  page(page: LogicalPage): void;
  /** Called every 64 pages settled in either pass (the worker's heap guard). */
  tick?(): void;
}

export interface StreamReport {
  /** The skeleton of pass 1 (pages are stubs). */
  head: BookModel;
  /** Milliseconds of pass 1 (count). */
  countMs: number;
  /** References whose target is not in the book (printed □). */
  unresolved: number;
}

/** Lay out `input` in two passes and hand every page to `sink` in book order; progress 0–100 over both passes. */
export function streamBook(input: BookInput, sink: PageSink, onProgress: (pct: number) => void = () => {}): StreamReport {
  const t0 = performance.now();
  const { head, numbers, listed } = countPass(input, (p) => onProgress(p * 0.15), sink.tick);
  const stubs = head.pages;
  const countMs = performance.now() - t0;
  onProgress(15);
  sink.begin(head);

  // pass 2: write
  const refs = new RefBook('page');
  const ctx = layoutContext(input, refs, () => {});
  const numbering: Numbering = { leaf: head.numbering === 'leaf', arabic: ctx.modern };
  let unresolved = 0;
  let at = 0;
  const every = Math.max(1, Math.ceil(stubs.length / 200));
  const blanks = () => {
    // the blank half-leaves assemble put before a section opening on a right-hand page
    while (at < stubs.length && stubs[at].blank) sink.page(stubs[at++]);
  };
  const writer = new Settler((page) => {
    blanks();
    const stub = stubs[at];
    if (!stub || stub.section !== page.section || stub.label !== page.label) {
      throw new Error(`layout stream: page ${at + 1} differs between the passes`);
    }
    page.no = stub.no;
    at++;
    unresolved += refs.resolvePage(page, numbers, numbering);
    sink.page(page);
    page.items = GONE;
    if (sink.tick && at % 64 === 0) sink.tick();
    if (at % every === 0) onProgress(15 + (85 * at) / stubs.length);
  });
  writer.settle(titlePage(ctx).pages);
  writer.settle(tocPages(ctx, listed, (item, title) => refs.ref(item, key.section(title), '目录')));
  ctx.stream = writer;
  layoutBody(ctx);
  writer.finish();
  blanks();
  if (at !== stubs.length || refs.unwritten) throw new Error(`layout stream: ${at} of ${stubs.length} pages written, ${refs.unwritten} references late`);
  onProgress(100);
  return { head, countMs, unresolved };
}

/** Pass 1: the whole layout, every settled page let go at once; the skeleton, the anchors' page numbers, the 目录's titles. */
function countPass(input: BookInput, onProgress: (pct: number) => void, tick?: () => void): { head: BookModel; numbers: Map<string, number>; listed: string[] } {
  const ctx = layoutContext(input, new RefBook('count'), onProgress);
  let n = 0;
  const counter = new Settler((page) => {
    page.items = GONE;
    if (tick && ++n % 64 === 0) tick();
  });
  ctx.stream = counter;
  const body = layoutBody(ctx);
  counter.finish();
  const head = assemble(ctx, titlePage(ctx), body);
  const numbers = new Map<string, number>();
  for (const [k, page] of ctx.refs.anchors) numbers.set(k, page.no);
  return { head, numbers, listed: body.filter((s) => s.inToc && s.pages.length).map((s) => s.title) };
}
