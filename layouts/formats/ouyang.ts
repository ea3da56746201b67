/**
 * 欧式 (format 1, domain.md §1.2): five-band charts with the 小传 in small type left of each name, a vertical
 * drop and a horizontal bar over several sons, 下接N叶 / 上承N叶 between overlapping charts; then 人物传 for
 * members whose biography is too long for a chart cell.
 */
import type { ClanMember } from '../../model/member';
import type { LogicalPage, TextItem } from '../page-model';
import { bandChart, type BandStyle } from '../steps/band-chart';
import { blankPage, key, type LayoutContext } from '../steps/context';
import { traditionalText } from '../steps/describe';
import { planCharts } from '../steps/plan-charts';
import type { Section } from '../steps/refs';
import { cpAdvance, cpLen, placeholder } from '../text/measure';
import { VerticalFlow } from '../text/flow';
import { nameOf } from '../steps/band-chart';

/** At most this many 小传 columns in a chart cell; the rest is cut with …, the full text is in 人物传. */
const MAX_BIO_COLS = 8;

export function ouyangSections(ctx: LayoutContext): Section[] {
  const small = 6.5 * ctx.k;
  const cache = new Map<number, { text: string; cols: number }>();
  /** Members whose 小传 did not fit the cell: their whole entry goes to 人物传. */
  const cut = new Set<number>();
  const bio = (m: ClanMember, extent: number) => {
    let b = cache.get(m.id);
    if (!b) {
      const per = Math.max(1, Math.floor(extent / small));
      let text = ctx.script(traditionalText(ctx.ix, m));
      let cols = Math.ceil(cpLen(text) / per);
      if (cols > MAX_BIO_COLS) {
        const more = `…传见${placeholder(false)}${ctx.input.options.binding === 'thread' ? '叶' : '页'}`;
        text = text.slice(0, cpAdvance(text, 0, MAX_BIO_COLS * per - cpLen(more))) + more;
        cols = MAX_BIO_COLS;
        cut.add(m.id);
      }
      b = { text, cols };
      cache.set(m.id, b);
    }
    return b;
  };
  const style: BandStyle = {
    bars: true,
    side(m, page, x, y, extent, measureOnly) {
      const b = bio(m, extent);
      if (!b.text) return 0;
      if (!measureOnly) {
        const item: TextItem = {
          kind: 'text', x, y, text: b.text, size: small, dir: 'v', extent: Math.floor(extent / small) * small, role: 'bio', memberId: m.id,
        };
        page.items.push(item);
        if (cut.has(m.id)) ctx.refs.ref(item, key.life(m.id), '传见', false);
      }
      return b.cols * small * 1.25;
    },
  };
  const plans = planCharts(ctx.ix);
  const pages: LogicalPage[] = [];
  plans.forEach((plan, i) => {
    pages.push(...bandChart(ctx, plan, style, '世系图'));
    ctx.stream?.settle(pages);
    if (i % 50 === 0) ctx.onProgress(10 + (70 * i) / plans.length);
  });
  const sections: Section[] = [{ title: '世系图', inToc: true, pages }];
  const lives = biographies(ctx, cut);
  if (lives.pages.length) sections.push({ title: '人物传', inToc: true, pages: lives.pages });
  return sections;
}

/**
 * 人物传: every member in range with a biography (name, then the text), vertical; members in `full` (their
 * chart cell was cut short) get their whole entry, facts and biography.
 */
export function biographies(ctx: LayoutContext, full: ReadonlySet<number> = new Set()): VerticalFlow {
  const flow = new VerticalFlow(ctx.geo, () => blankPage('人物传', '人物传'));
  const size = 10 * ctx.k;
  let any = false;
  for (const m of ctx.ix.order) {
    const whole = full.has(m.id);
    if ((!m.biography || m.privacy === 'private') && !whole) continue;
    if (!any) flow.para({ text: '人物传', size: 14 * ctx.k, role: 'heading', font: 'serif-bold' });
    any = true;
    const head = flow.para({ text: ctx.script(`${nameOf(m)}传`), size, role: 'title', memberId: m.id, font: 'serif-bold' });
    ctx.refs.anchor(key.life(m.id), head.page);
    const text = whole ? traditionalText(ctx.ix, m, { father: true, prose: true }) : m.biography!;
    flow.para({ text: ctx.script(text), size, role: 'body', indent: 1, first: 1 });
    ctx.stream?.settle(flow.pages, 1);
  }
  return flow;
}
