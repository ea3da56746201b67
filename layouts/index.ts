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
  const { options } = input;
  if (!FORMATS[options.format]) throw new Error(`未知的版式：${String(options.format)}`);
  const modern = options.format === 8;
  const geo = pageGeometry(options.paper, options.binding);
  onProgress(0);
  const ix = prepareClan(input.members, options, modern);
  onProgress(5);
  const ctx: LayoutContext = {
    input, ix, geo, refs: new RefBook(), k: geo.height / 487, modern,
    script: modern ? simplified : (s) => s,
    onProgress: (pct) => onProgress(Math.max(0, Math.min(99, Math.round(pct)))),
  };
  const chapters = input.chapters ?? [];
  const body: Section[] = [
    ...chapterSections(ctx, chapters.filter((c) => (c.place ?? 'front') === 'front')),
    rulesSection(ctx),
  ];
  const zibei = zibeiSection(ctx);
  if (zibei) body.push(zibei);
  body.push(...FORMATS[options.format](ctx));
  if (options.format === 5) {
    // 宝塔 charts carry names only: the biographies follow as 人物传 (records formats print them in the entries)
    const lives = biographies(ctx);
    if (lives.pages.length) body.push({ title: '人物传', inToc: true, pages: lives.pages });
  }
  body.push(...chapterSections(ctx, chapters.filter((c) => c.place === 'back')));
  onProgress(85);
  body.push(indexSection(ctx), copiesSection(ctx));
  const book = assemble(ctx, titlePage(ctx), body);
  onProgress(100);
  return book;
}
