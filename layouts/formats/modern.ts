/**
 * 现代式 (format 8, domain.md §1.6): horizontal left→right text in simplified characters. Charts of five 世 run
 * left→right by generation (one column per 世, one row per person, eldest first): a box with the 谱内编号, the
 * name and the life span, joined to the children by a vertical spine and short horizontal ticks; bottom
 * members with children continue in their own chart ("下接第N页", "上承第N页"). Then the records, grouped by
 * 世: every member of the line, their spouses and daughters, each a full record with Gregorian dates first.
 */
import { displayName, type ClanMember } from '../../model/member';
import { generationLabel } from '../../model/generations';
import type { LogicalPage, TextItem } from '../page-model';
import { blankPage, key, type LayoutContext } from '../steps/context';
import { lifeSpan, modernText } from '../steps/describe';
import { chartBands, planCharts, type ChartPlan } from '../steps/plan-charts';
import { kidsInRange, listOf } from '../steps/prepare-clan';
import type { Section } from '../steps/refs';
import { HorizontalFlow } from '../text/flow';
import { cpLen, placeholder } from '../text/measure';
import { byGeneration } from './record';

/** 第12世; 上溯 ancestors above 一世: 上溯一世. */
const genText = (g: number) => (g <= 0 ? generationLabel(g) : `第${g}世`);

export function modernSections(ctx: LayoutContext): Section[] {
  const plans = planCharts(ctx.ix);
  const pages: LogicalPage[] = [];
  plans.forEach((plan, i) => {
    pages.push(...chart(ctx, plan));
    ctx.stream?.settle(pages);
    if (i % 50 === 0) ctx.onProgress(10 + (50 * i) / plans.length);
  });
  return [{ title: '世系图', inToc: true, pages }, { title: '世系录', inToc: true, pages: records(ctx) }];
}

function chart(ctx: LayoutContext, plan: ChartPlan): LogicalPage[] {
  const k = ctx.k;
  const head = 16 * k;
  const colW = ctx.geo.width / 5;
  const boxW = colW - 12 * k;
  const size = Math.min(7 * k, (boxW - 4 * k) / 11); // "12-345 陈某某" fits one line
  const boxH = 3 * size * 1.25 + 3 * k;
  const rowH = boxH + 3 * k;
  const perPage = Math.max(1, Math.floor((ctx.geo.height - head) / rowH));
  const bands = chartBands(ctx.ix, plan);
  const label = `世系图 ${genText(plan.firstGeneration)}至${genText(plan.lastGeneration)}`;
  const out: LogicalPage[] = [];
  const row = new Map<number, number>();
  let n = 0;
  const walk: [ClanMember, number][] = [[plan.root, 0]];
  const order: [ClanMember, number][] = [];
  while (walk.length) {
    const [m, b] = walk.pop()!;
    row.set(m.id, n++);
    order.push([m, b]);
    if (b === bands.length - 1) continue;
    const kids = kidsInRange(ctx.ix, m);
    for (let i = kids.length - 1; i >= 0; i--) walk.push([kids[i], b + 1]);
  }
  const pageOf = (r: number) => {
    const p = Math.floor(r / perPage);
    while (out.length <= p) {
      const page = blankPage('世系图', label);
      page.chart = { id: plan.id, rootId: plan.root.id, firstGeneration: plan.firstGeneration, lastGeneration: plan.lastGeneration, part: out.length };
      bands.forEach((_, b) => page.items.push({ kind: 'text', x: b * colW, y: 0, text: genText(plan.firstGeneration + b), size: 8 * k, dir: 'h', role: 'label' }));
      if (out.length) page.items.push({ kind: 'text', x: 4 * colW + colW / 2, y: 0, text: '接上页', size: 6 * k, dir: 'h', role: 'ref', refKind: '接上页' });
      out.push(page);
    }
    return out[p];
  };
  const yOf = (r: number) => head + (r % perPage) * rowH;
  pageOf(0);
  ctx.refs.anchor(key.chart(plan.root.id), out[0]);
  for (const [m, b] of order) {
    const r = row.get(m.id)!;
    const page = pageOf(r);
    const x = b * colW;
    const y = yOf(r);
    page.items.push({ kind: 'box', x, y: y - 2 * k, w: boxW, h: boxH, width: 0.5 });
    const num = ctx.ix.number.get(m.id) ?? '';
    page.items.push({ kind: 'text', x: x + 2 * k, y, text: ctx.script(`${num} ${displayName(m)}`), size, dir: 'h', role: 'name', memberId: m.id, extent: boxW - 4 * k });
    ctx.refs.anchor(key.member(m.id), page);
    if (b === bands.length - 1) ctx.refs.anchor(key.bottom(m.id), page);
    const kidsAll = kidsInRange(ctx.ix, m);
    const ref = b === bands.length - 1 && b > 0 && kidsAll.length ? '下接' : b === 0 && ctx.refs.has(key.bottom(m.id)) ? '上承' : '';
    const span = lifeSpan(m);
    if (span) page.items.push({ kind: 'text', x: x + 2 * k, y: y + size * 1.25, text: span, size, dir: 'h', role: 'bio', memberId: m.id });
    if (ref) {
      const item: TextItem = { kind: 'text', x: x + 2 * k, y: y + size * 2.5, text: `${ref}第${placeholder(true)}页`, size, dir: 'h', role: 'ref', memberId: m.id };
      page.items.push(item);
      ctx.refs.ref(item, ref === '下接' ? key.chart(m.id) : key.bottom(m.id), ref);
    }
    if (b === bands.length - 1) continue;
    const kids = kidsAll.map((c) => row.get(c.id)!);
    if (!kids.length) continue;
    // spine from under the box down to the last child's row, ticks into each child (page by page)
    const sx = x + colW - 6 * k;
    const mid = (rr: number) => yOf(rr) - 2 * k + boxH / 2;
    const last = kids[kids.length - 1];
    page.items.push({ kind: 'line', x1: x + boxW, y1: mid(r), x2: sx, y2: mid(r), role: 'connector' });
    for (let p = Math.floor(r / perPage); p <= Math.floor(last / perPage); p++) {
      const from = p === Math.floor(r / perPage) ? mid(r) : head;
      const to = p === Math.floor(last / perPage) ? mid(last) : ctx.geo.height;
      if (to > from) pageOf(p * perPage).items.push({ kind: 'line', x1: sx, y1: from, x2: sx, y2: to, role: 'connector' });
    }
    for (const c of kids) pageOf(c).items.push({ kind: 'line', x1: sx, y1: mid(c), x2: sx + 6 * k, y2: mid(c), role: 'connector' });
  }
  return out;
}

/** 世系录: by 世; each member of the line, then the spouses, each a full record. */
function records(ctx: LayoutContext): LogicalPage[] {
  const size = 9 * ctx.k;
  let label = '世系录';
  const flow = new HorizontalFlow(ctx.geo, () => blankPage('世系录', label));
  const groups = byGeneration(ctx.ix.order);
  groups.forEach((group, i) => {
    label = `世系录 ${genText(group[0].generation)}`;
    if (i > 0) flow.space(size);
    flow.para({ text: label.slice(4), size: size * 1.4, role: 'heading', font: 'serif-bold' });
    for (const m of group) {
      for (const p of [m, ...listOf(ctx.ix.spouses, m.id)]) {
        // the name in bold, the record running on after it on the same line
        const name = ctx.script(displayName(p));
        const head = flow.para({ text: name, size, role: 'name', memberId: p.id, font: 'serif-bold' });
        ctx.refs.anchor(key.record(p.id), head.page);
        if (p !== m) ctx.refs.anchor(key.member(p.id), head.page);
        flow.para({ text: ctx.script(modernText(ctx.ix, p, { omitName: true })), size, role: 'bio', memberId: p.id, join: true, indent: 2, first: Math.max(1, cpLen(name) - 1) });
      }
      ctx.stream?.settle(flow.pages, 1);
    }
    if (i % 5 === 0) ctx.onProgress(60 + (20 * i) / groups.length);
  });
  return flow.pages;
}
