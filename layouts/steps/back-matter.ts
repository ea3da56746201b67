/**
 * Steps for the end of the book: `indexSection` (索引: every member in range → the page of his main entry; a
 * wife of the traditional formats → her husband's entry) and `copiesSection` (领谱字号: the numbered copies and
 * their keepers, or a blank register when none are given).
 */
import { displayName, type ClanMember } from '../../model/member';
import type { LogicalPage, TextItem } from '../page-model';
import { cpLen, placeholder } from '../text/measure';
import { blankPage, key, type LayoutContext } from './context';
import { listOf } from './prepare-clan';
import type { Section } from './refs';
import { textFlow } from './front-matter';

/** Fixed-size cells in a grid: columns right→left ('v') or rows top→bottom in several columns ('h'). */
function grid(ctx: LayoutContext, section: string, entries: { text: string; memberId: number; target: string }[], cells: number, size: number): LogicalPage[] {
  const pages: LogicalPage[] = [];
  const head = 24 * ctx.k;
  const { width: W, height: H } = ctx.geo;
  const along = cells * size + size; // one entry plus a blank cell
  const step = size * 1.6;
  const perLine = Math.max(1, Math.floor(((ctx.modern ? W : H - head) + size) / along));
  const lines = Math.max(1, Math.floor(((ctx.modern ? H - head : W - 20 * ctx.k) + size * 0.6) / step));
  const perPage = perLine * lines;
  let page: LogicalPage | null = null;
  entries.forEach((e, i) => {
    const slot = i % perPage;
    if (slot === 0) {
      page = blankPage(section, section);
      page.items.push(ctx.modern
        ? { kind: 'text', x: 0, y: 0, text: ctx.script(section), size: 14 * ctx.k, dir: 'h', role: 'heading', font: 'serif-bold' }
        : { kind: 'text', x: W, y: 0, text: section, size: 14 * ctx.k, dir: 'v', role: 'heading', font: 'serif-bold' });
      pages.push(page);
    }
    const line = Math.floor(slot / perLine);
    const pos = slot % perLine;
    const item: TextItem = ctx.modern
      ? { kind: 'text', x: pos * along, y: head + line * step, text: e.text, size, dir: 'h', extent: cells * size, role: 'index', memberId: e.memberId }
      : { kind: 'text', x: W - 20 * ctx.k - line * step, y: pos * along, text: e.text, size, dir: 'v', extent: cells * size, role: 'index', memberId: e.memberId };
    page!.items.push(item);
    ctx.refs.ref(item, e.target, '索引');
    ctx.stream?.settle(pages, 1);
  });
  return pages;
}

export function indexSection(ctx: LayoutContext): Section {
  const size = 8 * ctx.k;
  const word = ctx.modern ? '' : ctx.input.options.binding === 'thread' ? '叶' : '页';
  const mark = placeholder(ctx.modern);
  const entries: { text: string; memberId: number; target: string }[] = [];
  let longest = 0;
  const add = (m: ClanMember, target: string) => {
    const num = ctx.modern ? ` ${ctx.ix.number.get(m.id) ?? ''}` : '';
    const text = `${ctx.script(displayName(m))}${num}　${mark}${word}`;
    longest = Math.max(longest, cpLen(text));
    entries.push({ text, memberId: m.id, target });
  };
  for (const m of ctx.ix.order) {
    add(m, key.member(m.id));
    for (const s of listOf(ctx.ix.spouses, m.id)) add(s, ctx.modern ? key.member(s.id) : key.member(m.id));
  }
  return { title: '索引', inToc: true, pages: grid(ctx, '索引', entries, longest, size) };
}

export function copiesSection(ctx: LayoutContext): Section {
  const flow = textFlow(ctx, '领谱字号');
  const size = 11 * ctx.k;
  flow.para({ text: ctx.script('领谱字号'), size: size * 1.4, role: 'heading', font: 'serif-bold' });
  flow.space(size);
  const copies = ctx.input.copies ?? [];
  if (copies.length) {
    for (const c of copies) {
      flow.para({ text: ctx.script(`${c.number}　领谱人${c.keeper}${c.branch ? `　${c.branch}` : ''}`), size, role: 'body' });
    }
  } else {
    flow.para({ text: ctx.script('本谱共印　　部，每部编号登记，无号者作伪。'), size, role: 'body' });
    for (let i = 1; i <= 12; i++) flow.para({ text: ctx.script(`第　　号　领谱人　　　　　房支　　　　`), size, role: 'body' });
  }
  return { title: '领谱字号', inToc: true, pages: flow.pages };
}
