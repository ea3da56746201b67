/**
 * Step `assemble` (the second pass): put the sections in book order (domain.md §2), number the pages, anchor
 * each section at its first page, resolve every cross reference (下接/上承/录见/图见/见/索引/目录) to its page or
 * leaf number, and list the 目录. In 线装 books every major section (RIGHT_HAND) opens on a right-hand half-leaf:
 * a blank page is put before it when the previous section ends on a right half.
 */
import type { BookModel, LogicalPage } from '../page-model';
import { pageGeometry } from '../page-model';
import { blankPage, key, type LayoutContext } from './context';
import { tocPages } from './front-matter';
import { resolveRefs, type Section } from './refs';

/** Sections that open on a right-hand half-leaf (odd logical page) in a 线装 book (domain.md §2). */
export const RIGHT_HAND = new Set(['谱序', '凡例', '字辈', '世系图', '世系录', '世系图录', '人物传', '索引']);

export function assemble(ctx: LayoutContext, front: Section, body: Section[]): BookModel {
  const listed = body.filter((s) => s.inToc && s.pages.length);
  const toc: Section = {
    title: '目录', inToc: false,
    pages: tocPages(ctx, listed.map((s) => s.title), (item, title) => ctx.refs.ref(item, key.section(title), '目录')),
  };
  const sections = [front, toc, ...body.filter((s) => s.pages.length)];
  const pages: LogicalPage[] = [];
  const thread = ctx.input.options.binding === 'thread' && !ctx.modern;
  for (const s of sections) {
    if (thread && s.pages.length && RIGHT_HAND.has(s.title) && pages.length % 2 === 1) {
      // the previous section ended on a right half: leave its left half blank
      const filler = blankPage(pages[pages.length - 1].section);
      filler.blank = true;
      filler.no = pages.length + 1;
      pages.push(filler);
    }
    for (const p of s.pages) {
      p.no = pages.length + 1;
      pages.push(p);
    }
    if (s.pages.length) ctx.refs.anchor(key.section(s.title), s.pages[0]);
  }
  const { binding, paper, format } = ctx.input.options;
  resolveRefs(ctx.refs, { leaf: thread, arabic: ctx.modern });
  return {
    format, binding, paper,
    title: ctx.script(ctx.input.clanName),
    hall: ctx.script(ctx.input.hall),
    volume: ctx.script(ctx.input.volume ?? '卷一'),
    geometry: pageGeometry(paper, binding),
    pages,
    toc: listed.map((s) => ({ title: ctx.script(s.title), page: s.pages[0].no })),
    numbering: thread ? 'leaf' : 'page',
  };
}
