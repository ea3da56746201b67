/**
 * 宝塔式 (format 5, domain.md §1.5): names only, the chart root at the top centre, each parent centred over his
 * children — a vertical drop meets the MIDPOINT of the children's horizontal bar. Traditional RTL: the eldest
 * is on the right. A chart shows up to five 世; when that is wider than the page it shows fewer (but at least
 * the root and his children), and every bottom member with children continues in his own chart: 见N叶 there,
 * 上承N叶 back.
 */
import type { ClanMember } from '../../model/member';
import { generationLabel } from '../../model/generations';
import type { LogicalPage, TextItem } from '../page-model';
import { nameOf } from '../steps/band-chart';
import { blankPage, key, type LayoutContext } from '../steps/context';
import { chartBands, planCharts, type ChartPlan } from '../steps/plan-charts';
import { jointHeirsShown, kidsInRange } from '../steps/prepare-clan';
import type { Section } from '../steps/refs';
import { cpLen, placeholder } from '../text/measure';

const ROWS = 5;

export function pagodaSections(ctx: LayoutContext): Section[] {
  const k = ctx.k;
  const name = 11 * k;
  const small = 6 * k;
  const col = name * 1.25 + 4 * k;
  const refCol = small * 1.25;
  const areaW = ctx.geo.width;
  const rowH = ctx.geo.height / ROWS;
  const tick = 12 * k;
  const leafWord = ctx.input.options.binding === 'thread' ? '叶' : '页';
  /** Width of a chart of `depth` rows under `root` (each bottom node one column, plus a ref column when continued). */
  const widthAt = (root: ClanMember, depth: number): number => {
    let w = 0;
    const walk: [ClanMember, number][] = [[root, 1]];
    while (walk.length) {
      const [m, d] = walk.pop()!;
      const kids = kidsInRange(ctx.ix, m);
      w += jointHeirsShown(ctx.ix, m).length * refCol;
      if (d === depth || !kids.length) {
        w += col + (d === depth && kids.length ? refCol : 0);
        continue;
      }
      for (const c of kids) walk.push([c, d + 1]);
    }
    return w;
  };
  const depthOf = (root: ClanMember) => {
    for (let d = ROWS; d > 2; d--) if (widthAt(root, d) <= areaW) return d;
    return 2;
  };
  const plans = planCharts(ctx.ix, depthOf);
  const pages: LogicalPage[] = [];
  plans.forEach((plan, i) => {
    pages.push(chart(plan));
    ctx.stream?.settle(pages);
    if (i % 50 === 0) ctx.onProgress(10 + (70 * i) / plans.length);
  });
  return [{ title: '世系图', inToc: true, pages }];

  function chart(plan: ChartPlan): LogicalPage {
    const page = blankPage('世系图', `宝塔图 ${generationLabel(plan.firstGeneration)}至${generationLabel(plan.lastGeneration)}`);
    page.chart = { id: plan.id, rootId: plan.root.id, firstGeneration: plan.firstGeneration, lastGeneration: plan.lastGeneration, part: 0 };
    ctx.refs.anchor(key.chart(plan.root.id), page);
    const rows = chartBands(ctx.ix, plan).length;
    const total = widthAt(plan.root, rows);
    // too wide even at two rows: squeeze the columns (never overflow the page)
    const squeeze = total > areaW ? areaW / total : 1;
    const size = name * Math.min(1, squeeze);
    const centre = new Map<number, number>();
    let next = areaW - (areaW - total * squeeze) / 2; // right edge of the next free column (RTL, centred)
    const layout = (m: ClanMember, d: number): number => {
      const kids = d < rows ? kidsInRange(ctx.ix, m) : [];
      let cx: number;
      if (!kids.length) {
        const w = (col + (d === rows && kidsInRange(ctx.ix, m).length ? refCol : 0) + jointHeirsShown(ctx.ix, m).length * refCol) * squeeze;
        cx = next - (col * squeeze) / 2;
        next -= w;
      } else {
        const xs = kids.map((c) => layout(c, d + 1));
        cx = (xs[0] + xs[xs.length - 1]) / 2;
        next -= jointHeirsShown(ctx.ix, m).length * refCol * squeeze; // room left of the span for 兼祧见
      }
      centre.set(m.id, cx);
      return cx;
    };
    layout(plan.root, 1);
    const put = (m: ClanMember, d: number) => {
      const cx = centre.get(m.id)!;
      const y = (d - 1) * rowH + tick;
      const text = ctx.script(nameOf(m));
      page.items.push({ kind: 'text', x: cx + size / 2, y, text, size, dir: 'v', role: 'name', memberId: m.id, font: 'serif-bold' });
      ctx.refs.anchor(key.member(m.id), page);
      const kids = d < rows ? kidsInRange(ctx.ix, m) : [];
      const continued = d === rows && d > 1 && kidsInRange(ctx.ix, m).length > 0;
      const back = d === 1 && ctx.refs.has(key.bottom(m.id));
      let rx = cx - size / 2 - 2 * k;
      if (continued || back) {
        rx -= refCol * Math.min(1, squeeze);
        const item: TextItem = {
          kind: 'text', x: cx - size / 2 - 2 * k, y, text: `${continued ? '见' : '上承'}${placeholder(false)}${leafWord}`,
          size: small * Math.min(1, squeeze), dir: 'v', role: 'ref', memberId: m.id,
        };
        page.items.push(item);
        ctx.refs.ref(item, continued ? key.chart(m.id) : key.bottom(m.id), continued ? '见' : '上承');
      }
      // a 兼祧 son of this second line is drawn under his primary father: point to him
      for (const h of jointHeirsShown(ctx.ix, m)) {
        const item: TextItem = {
          kind: 'text', x: rx, y, text: `兼祧见${placeholder(false)}${leafWord}`, size: small * Math.min(1, squeeze), dir: 'v', role: 'ref', memberId: h.id,
        };
        page.items.push(item);
        ctx.refs.ref(item, key.member(h.id), '兼祧见');
        rx -= refCol * Math.min(1, squeeze);
      }
      if (d === rows) ctx.refs.anchor(key.bottom(m.id), page);
      if (!kids.length) return;
      const bottom = Math.min(y + cpLen(text) * size, d * rowH) + 1;
      const barY = d * rowH + tick * 0.45;
      const line = (x1: number, y1: number, x2: number, y2: number) => page.items.push({ kind: 'line', x1, y1, x2, y2, role: 'connector' });
      line(cx, bottom, cx, barY);
      const xs = kids.map((c) => centre.get(c.id)!);
      if (kids.length > 1) line(xs[0], barY, xs[xs.length - 1], barY);
      for (const x of xs) line(x, barY, x, d * rowH + tick - 1);
      kids.forEach((c) => put(c, d + 1));
    };
    put(plan.root, 1);
    return page;
  }
}
