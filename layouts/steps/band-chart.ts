/**
 * Step `bandChart`: one 欧式/苏式 chart on half-leaves. Five horizontal bands (one per 世, labelled in a 世次
 * column on the right); each member is a block (name column, then the columns to its left: 小传 for 欧式,
 * 录见 for 苏式, a 下接/上承 reference). Blocks are packed right→left: a father's block starts at the right
 * edge of his family, so the eldest son sits directly under him; brothers follow to the left. A chart wider
 * than a page is cut at page width; a block that would straddle the cut moves to the next page (it and
 * everything left of it), and the continuation page says 接上页.
 */
import type { ClanMember } from '../../model/member';
import type { LineItem, LogicalPage, TextItem } from '../page-model';
import { cpLen, placeholder } from '../text/measure';
import { blankPage, key, type LayoutContext } from './context';
import { chartBands, type ChartPlan } from './plan-charts';
import { jointHeirsShown, kidsInRange } from './prepare-clan';
import { generationLabel } from '../../model/generations';

export const BANDS = 5;

/** A format's part of a chart: what sits left of the name column. */
export interface BandStyle {
  /** 欧式 draws a horizontal bar over several sons; 苏式 draws vertical lines only. */
  bars: boolean;
  /** Columns left of the name (小传 or 录见), as text items placed from `x` (their right edge); returns width used. */
  side(m: ClanMember, page: LogicalPage, x: number, y: number, extent: number, measureOnly: boolean): number;
}

interface Block {
  m: ClanMember;
  band: number;
  u: number;
  w: number;
  page: number;
}

export interface BandMetrics {
  labelW: number;
  bandH: number;
  tick: number;
  name: number;
  small: number;
  pad: number;
}

export function bandMetrics(ctx: LayoutContext): BandMetrics {
  const k = ctx.k;
  return { labelW: 18 * k, bandH: ctx.geo.height / BANDS, tick: 12 * k, name: 11 * k, small: 6.5 * k, pad: 5 * k };
}

/** Lay out one chart; returns its pages (in reading order). */
export function bandChart(ctx: LayoutContext, plan: ChartPlan, style: BandStyle, section: string): LogicalPage[] {
  const M = bandMetrics(ctx);
  const bands = chartBands(ctx.ix, plan);
  const areaW = ctx.geo.width - M.labelW;
  const nameExtent = M.bandH - M.tick - 2 * ctx.k;
  const sideExtent = M.bandH - M.tick - 4 * ctx.k;
  const refCells = 2 + 7 + 1;
  const refW = M.small * 1.25;
  const scratch = blankPage(section);
  const nameCols = (m: ClanMember) => Math.max(1, Math.ceil(cpLen(ctx.script(nameOf(m))) / Math.floor(nameExtent / M.name)));
  const isBottomRef = (m: ClanMember, band: number) => band === bands.length - 1 && band > 0 && kidsInRange(ctx.ix, m).length > 0;
  // 上承 only when an earlier chart shows the root in its bottom band (not for the first chart of a root)
  const continues = ctx.refs.has(key.bottom(plan.root.id));
  const isTopRef = (band: number) => band === 0 && continues;
  const widthOf = (m: ClanMember, band: number) => {
    let w = nameCols(m) * M.name * 1.25 + style.side(m, scratch, 0, 0, sideExtent, true) + M.pad;
    if (isBottomRef(m, band) || isTopRef(band)) w += refW;
    w += jointHeirsShown(ctx.ix, m).length * refW;
    return Math.min(w, areaW);
  };
  // pack right→left
  const blocks = new Map<number, Block>();
  const place = (m: ClanMember, band: number, u0: number): number => {
    const w = widthOf(m, band);
    blocks.set(m.id, { m, band, u: u0, w, page: 0 });
    if (band === bands.length - 1) return w;
    let u = u0;
    for (const kid of kidsInRange(ctx.ix, m)) u += place(kid, band + 1, u);
    return Math.max(w, u - u0);
  };
  place(plan.root, 0, 0);
  // paginate: a block never straddles a page cut
  const sorted = [...blocks.values()].sort((a, b) => a.u - b.u || a.band - b.band);
  let off = 0;
  let pageEnd = areaW;
  let pages = 1;
  for (const b of sorted) {
    let u = b.u + off;
    while (u >= pageEnd - 1e-6) pageEnd += areaW;
    if (u + b.w > pageEnd + 1e-6) {
      off += pageEnd - u;
      u = pageEnd;
      pageEnd += areaW;
    }
    b.u = u;
    b.page = Math.floor(u / areaW + 1e-9);
    pages = Math.max(pages, b.page + 1);
  }
  const label = `世系图 ${generationLabel(plan.firstGeneration)}至${generationLabel(plan.lastGeneration)}`;
  const out: LogicalPage[] = [];
  for (let p = 0; p < pages; p++) {
    const page = blankPage(section, label);
    page.chart = { id: plan.id, rootId: plan.root.id, firstGeneration: plan.firstGeneration, lastGeneration: plan.lastGeneration, part: p };
    drawGrid(ctx, page, M, bands.length, plan.firstGeneration, p > 0);
    out.push(page);
  }
  ctx.refs.anchor(key.chart(plan.root.id), out[0]);
  const xOf = (u: number, page: number) => areaW - (u - page * areaW);
  const topOf = (band: number) => band * M.bandH;
  const line = (page: number, x1: number, y1: number, x2: number, y2: number) => {
    out[page].items.push({ kind: 'line', x1, y1, x2, y2, role: 'connector' } satisfies LineItem);
  };
  for (const b of sorted) {
    const page = out[b.page];
    const x = xOf(b.u, b.page);
    const y = topOf(b.band) + M.tick;
    const name = ctx.script(nameOf(b.m));
    const cols = nameCols(b.m);
    page.items.push({
      kind: 'text', x, y, text: name, size: M.name, dir: 'v', role: 'name', memberId: b.m.id, font: 'serif-bold',
      ...(cols > 1 ? { extent: Math.floor(nameExtent / M.name) * M.name } : {}),
    } satisfies TextItem);
    ctx.refs.anchor(key.member(b.m.id), page);
    if (b.band === bands.length - 1) ctx.refs.anchor(key.bottom(b.m.id), page);
    let sx = x - cols * M.name * 1.25;
    sx -= style.side(b.m, page, sx, y, sideExtent, false);
    if (isBottomRef(b.m, b.band) || isTopRef(b.band)) {
      const down = b.band > 0;
      const item: TextItem = {
        kind: 'text', x: sx, y, text: `${down ? '下接' : '上承'}${placeholder(false)}${ctx.input.options.binding === 'thread' ? '叶' : '页'}`,
        size: M.small, dir: 'v', extent: refCells * M.small, role: 'ref', memberId: b.m.id,
      };
      page.items.push(item);
      ctx.refs.ref(item, down ? key.chart(b.m.id) : key.bottom(b.m.id), down ? '下接' : '上承');
      sx -= refW;
    }
    // a 兼祧 son of this second line is drawn under his primary father: point to him
    for (const h of jointHeirsShown(ctx.ix, b.m)) {
      const item: TextItem = {
        kind: 'text', x: sx, y, text: `兼祧见${placeholder(false)}${ctx.input.options.binding === 'thread' ? '叶' : '页'}`,
        size: M.small, dir: 'v', extent: refCells * M.small, role: 'ref', memberId: h.id,
      };
      page.items.push(item);
      ctx.refs.ref(item, key.member(h.id), '兼祧见');
      sx -= refW;
    }
    // connectors to the sons
    if (b.band === bands.length - 1) continue;
    const kids = kidsInRange(ctx.ix, b.m).map((k) => blocks.get(k.id)!).filter(Boolean);
    if (!kids.length) continue;
    const fx = x - M.name / 2;
    const nameBottom = Math.min(y + cpLen(name) * M.name, topOf(b.band + 1)) + 1;
    const barY = topOf(b.band + 1) + M.tick * 0.45;
    line(b.page, fx, nameBottom, fx, style.bars ? barY : topOf(b.band + 1));
    let last = b;
    for (const kb of kids) {
      const kx = xOf(kb.u, kb.page) - M.name / 2;
      line(kb.page, kx, style.bars ? barY : topOf(kb.band), kx, topOf(kb.band) + M.tick - 1);
      if (kb.u > last.u) last = kb;
    }
    if (!style.bars) {
      // 苏式: the family occupies its sons' columns; a thin vertical rule closes it on the left (no bar)
      const end = kids.reduce((e, kb) => (kb.u + kb.w > e.u + e.w ? kb : e), kids[0]);
      const xe = xOf(end.u + end.w, end.page);
      if (xe > 1e-6) out[end.page].items.push({ kind: 'line', x1: xe, y1: topOf(end.band), x2: xe, y2: topOf(end.band) + M.bandH, role: 'frame', width: 0.3 });
      continue;
    }
    if (last === b) continue;
    // the bar, page by page: a bar running on to another page ends at the chart area's edge
    for (let p = b.page; p <= last.page; p++) {
      const xa = p === b.page ? fx : areaW;
      const xz = p === last.page ? xOf(last.u, p) - M.name / 2 : 0;
      if (xa > xz) line(p, xa, barY, xz, barY);
    }
  }
  return out;
}

/** The name a chart prints. */
export function nameOf(m: ClanMember): string {
  if (m.name) return m.surname + m.name;
  if (m.gender === 'f') return m.birthOrder ? `${'长次三四五六七八九'[m.birthOrder - 1] ?? ''}女` : `${m.surname}氏女`;
  return m.surname;
}

function drawGrid(ctx: LayoutContext, page: LogicalPage, M: BandMetrics, n: number, firstGen: number, continued: boolean): void {
  const W = ctx.geo.width;
  const rule = (x1: number, y1: number, x2: number, y2: number) => page.items.push({ kind: 'line', x1, y1, x2, y2, role: 'rule', width: 0.4 });
  page.items.push({ kind: 'line', x1: W - M.labelW, y1: 0, x2: W - M.labelW, y2: ctx.geo.height, role: 'frame', width: 0.6 });
  for (let b = 0; b <= BANDS; b++) rule(0, b * M.bandH, W, b * M.bandH);
  for (let b = 0; b < n; b++) {
    page.items.push({
      kind: 'text', x: W - (M.labelW - 9 * ctx.k) / 2, y: b * M.bandH + 6 * ctx.k, text: ctx.script(generationLabel(firstGen + b)),
      size: 9 * ctx.k, dir: 'v', role: 'label',
    });
  }
  if (continued) {
    page.items.push({
      kind: 'text', x: W - (M.labelW - M.small) / 2, y: ctx.geo.height - 4 * M.small - 2, text: '接上页', size: M.small, dir: 'v', role: 'ref', refKind: '接上页',
    });
  }
}
