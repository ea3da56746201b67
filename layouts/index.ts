/**
 * The layout engine: `layoutBook(input, onProgress?)` turns a clan and the chosen options into the book's
 * serializable page model (page-model.ts), ready for the PDF writer or a preview. A pipeline of named pure
 * steps (see README.md): prepareClan → planCharts → the format's pages → front and back matter → assemble
 * (numbering and cross references in a second pass).
 */
import { Converter } from 'opencc-js/t2cn';
import type { BookInput } from './input';
import { pageGeometry, type BookModel, type FormatId } from './page-model';
import { copiesSection, indexSection } from './steps/back-matter';
import { assemble } from './steps/assemble';
import type { LayoutContext } from './steps/context';
import { chapterSections, rulesSection, titlePage, zibeiSection } from './steps/front-matter';
import { prepareClan } from './steps/prepare-clan';
import { RefBook, type Section } from './steps/refs';
import { modernSections } from './formats/modern';
import { ouyangSections, biographies } from './formats/ouyang';
import { pagodaSections } from './formats/pagoda';
import { recordSections } from './formats/record';
import { suSections } from './formats/su';

export type { BookInput, BookOptions, BookChapter, CopyRegistration } from './input';
export * from './page-model';

const FORMATS: Record<FormatId, (ctx: LayoutContext) => Section[]> = {
  1: ouyangSections, 9: suSections, 3: recordSections, 5: pagodaSections, 8: modernSections,
};

let toSimplified: ((s: string) => string) | null = null;
function simplified(s: string): string {
  toSimplified ??= Converter({ from: 't', to: 'cn' });
  return toSimplified(s);
}

export function layoutBook(input: BookInput, onProgress: (pct: number) => void = () => {}): BookModel {
  const ctx = layoutContext(input, new RefBook(), onProgress);
  const body = layoutBody(ctx);
  const book = assemble(ctx, titlePage(ctx), body);
  onProgress(100);
  return book;
}

/** The shared start of every layout: the format checked, the clan indexed (prepareClan), the context. */
export function layoutContext(input: BookInput, refs: RefBook, onProgress: (pct: number) => void): LayoutContext {
  const { options } = input;
  if (!FORMATS[options.format]) throw new Error(`未知的版式：${String(options.format)}`);
  const modern = options.format === 8;
  const geo = pageGeometry(options.paper, options.binding);
  onProgress(0);
  const ix = prepareClan(input.members, options, modern);
  onProgress(5);
  return {
    input, ix, geo, refs, k: geo.height / 487, modern,
    script: modern ? simplified : (s) => s,
    onProgress: (pct) => onProgress(Math.max(0, Math.min(99, Math.round(pct)))),
  };
}

/**
 * Every section after the 扉页 and the 目录, in book order. Each section is handed to ctx.stream as soon as it is
 * complete (the long ones also settle their pages as they go), so a streaming writer sees the pages in book order.
 */
export function layoutBody(ctx: LayoutContext): Section[] {
  const { input, input: { options } } = ctx;
  const chapters = input.chapters ?? [];
  const body: Section[] = [];
  const add = (...sections: (Section | null)[]) => {
    for (const s of sections) {
      if (!s) continue;
      ctx.stream?.settle(s.pages);
      body.push(s);
    }
  };
  add(...chapterSections(ctx, chapters.filter((c) => (c.place ?? 'front') === 'front')));
  add(rulesSection(ctx));
  add(zibeiSection(ctx));
  add(...FORMATS[options.format](ctx));
  if (options.format === 5) {
    // 宝塔 charts carry names only: the biographies follow as 人物传 (records formats print them in the entries)
    const lives = biographies(ctx);
    if (lives.pages.length) add({ title: '人物传', inToc: true, pages: lives.pages });
  }
  add(...chapterSections(ctx, chapters.filter((c) => c.place === 'back')));
  ctx.onProgress(85);
  add(indexSection(ctx));
  add(copiesSection(ctx));
  return body;
}
