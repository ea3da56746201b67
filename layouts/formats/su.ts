/**
 * 苏式 (format 9, domain.md §1.3): names-only five-band charts with vertical lines only (each father's block
 * spans his sons' columns; one vertical line drops from the band edge to each son), each chart followed by
 * its 世系录 — the records of the chart's people, generation by generation (雁行). Chart names carry 录见N叶,
 * records 图见N叶; charts chain with 下接/上承 as in 欧式.
 */
import type { ClanMember } from '../../model/member';
import { generationLabel } from '../../model/generations';
import type { LogicalPage } from '../page-model';
import { bandChart, nameOf, type BandStyle } from '../steps/band-chart';
import { blankPage, key, type LayoutContext } from '../steps/context';
import { traditionalText } from '../steps/describe';
import { chartBands, planCharts } from '../steps/plan-charts';
import type { Section } from '../steps/refs';
import { VerticalFlow } from '../text/flow';
import { cpLen, placeholder, REF_MARK } from '../text/measure';

export function suSections(ctx: LayoutContext): Section[] {
  const small = 6 * ctx.k;
  const leafWord = ctx.input.options.binding === 'thread' ? '叶' : '页';
  const style: BandStyle = {
    bars: false,
    side(m, page, x, y, _extent, measureOnly) {
      if (!measureOnly) {
        const item = {
          kind: 'text' as const, x, y, text: `录见${placeholder(false)}${leafWord}`, size: small, dir: 'v' as const, role: 'ref' as const, memberId: m.id,
        };
        page.items.push(item);
        ctx.refs.ref(item, key.record(m.id), '录见');
      }
      return small * 1.25;
    },
  };
  const plans = planCharts(ctx.ix);
  const pages: LogicalPage[] = [];
  const size = 9 * ctx.k;
  const recorded = new Set<number>();
  plans.forEach((plan, i) => {
    const chart = bandChart(ctx, plan, style, '世系图');
    pages.push(...chart);
    const label = `世系录 ${generationLabel(plan.firstGeneration)}至${generationLabel(plan.lastGeneration)}`;
    const flow = new VerticalFlow(ctx.geo, () => blankPage('世系录', label));
    chartBands(ctx.ix, plan).forEach((band, b) => {
      const todo = band.filter((m: ClanMember) => !recorded.has(m.id));
      if (!todo.length) return;
      flow.para({ text: ctx.script(generationLabel(plan.firstGeneration + b)), size: size * 1.2, role: 'heading', font: 'serif-bold' });
      for (const m of todo) {
        recorded.add(m.id);
        const name = ctx.script(nameOf(m));
        const head = flow.para({ text: name, size, role: 'label', memberId: m.id, font: 'serif-bold' });
        ctx.refs.anchor(key.record(m.id), head.page);
        const body = flow.para({
          text: `${ctx.script(traditionalText(ctx.ix, m, { father: true, prose: true }))}图见${placeholder(false)}${leafWord}`,
          size, role: 'bio', memberId: m.id, indent: 1, join: true, first: cpLen(name),
        });
        const holder = body.items.find((t) => t.text.includes(REF_MARK));
        if (holder) ctx.refs.ref(holder, key.member(m.id), '图见', false);
      }
    });
    pages.push(...flow.pages);
    ctx.stream?.settle(pages);
    if (i % 50 === 0) ctx.onProgress(10 + (70 * i) / plans.length);
  });
  return [{ title: '世系图录', inToc: true, pages }];
}
