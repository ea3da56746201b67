/**
 * Steps for the book's text around the charts (domain.md §2): `titlePage` (扉页), `chapterSections` (谱序 and
 * other plain-text chapters, paginated), `rulesSection` (凡例: the book's own or a default set matching the
 * format), `zibeiSection` (字辈 poems). Vertical RTL text for the traditional formats, horizontal for 现代式.
 */
import { chineseNumber } from '../../model/calendar/names';
import type { BookChapter } from '../input';
import { FORMAT_NAMES, type LogicalPage, type TextItem } from '../page-model';
import { placeholder, REF_MARK } from '../text/measure';
import { Flow, HorizontalFlow, VerticalFlow } from '../text/flow';
import { blankPage, type LayoutContext } from './context';
import type { Section } from './refs';

export function textFlow(ctx: LayoutContext, section: string, label = section): Flow {
  const make = () => blankPage(section, label);
  return ctx.modern ? new HorizontalFlow(ctx.geo, make) : new VerticalFlow(ctx.geo, make);
}

/** Heading and paragraphs (split on line breaks, blank lines dropped) of one chapter. */
function writeChapter(ctx: LayoutContext, flow: Flow, title: string, text: string): void {
  const size = 11 * ctx.k;
  flow.para({ text: ctx.script(title), size: size * 1.4, role: 'heading', font: 'serif-bold' });
  flow.space(size * 0.5);
  for (const line of text.split(/\r?\n/)) {
    const p = line.trim();
    if (p) flow.para({ text: ctx.script(p), size, role: 'body', first: 2 });
  }
}

export function titlePage(ctx: LayoutContext): Section {
  const page = blankPage('扉页');
  const { width: W, height: H } = ctx.geo;
  const k = ctx.k;
  const title = ctx.script(ctx.input.clanName);
  const big = Math.min(36 * k, (H * 0.7) / Math.max(1, [...title].length), ctx.modern ? W / Math.max(1, [...title].length) : Infinity);
  const small = 14 * k;
  const extra = [ctx.script(ctx.input.hall), ctx.script(ctx.input.edition ?? '')].filter(Boolean);
  if (ctx.modern) {
    page.items.push({ kind: 'text', x: 0, y: H * 0.3, text: title, size: big, dir: 'h', extent: W, align: 'center', role: 'title', font: 'serif-bold' });
    extra.forEach((t, i) => page.items.push({ kind: 'text', x: 0, y: H * 0.3 + big * 2 + i * small * 2, text: t, size: small, dir: 'h', extent: W, align: 'center', role: 'label' }));
  } else {
    page.items.push({ kind: 'text', x: W / 2 + big / 2, y: H * 0.12, text: title, size: big, dir: 'v', extent: H * 0.76, align: 'center', role: 'title', font: 'serif-bold' });
    extra.forEach((t, i) => page.items.push({
      kind: 'text', x: W / 2 - big - (i + 1) * small * 2, y: H * 0.4, text: t, size: small, dir: 'v', extent: H * 0.5, align: 'start', role: 'label',
    }));
  }
  return { title: '扉页', inToc: false, pages: [page] };
}

export function chapterSections(ctx: LayoutContext, chapters: readonly BookChapter[]): Section[] {
  const bySection = new Map<string, BookChapter[]>();
  for (const c of chapters) {
    const s = c.section ?? c.title;
    const list = bySection.get(s);
    if (list) list.push(c);
    else bySection.set(s, [c]);
  }
  return [...bySection].map(([title, list]) => {
    const flow = textFlow(ctx, title);
    list.forEach((c, i) => {
      if (i > 0) flow.newPage();
      writeChapter(ctx, flow, c.title, c.text);
    });
    return { title, inToc: true, pages: flow.pages };
  });
}

const FORMAT_RULE: Record<number, string> = {
  1: '本谱世系图用欧式，五世一图，横分五栏，上下为父子，左右为兄弟，长房居右。名左小字书其字号、生卒、配氏、子女、葬地。第五世有子者注下接某叶，续图首栏注上承某叶。',
  9: '本谱世系图用苏式，五世一图，名下直线相连，不用横线。每图之后附世系录，图注录见某叶，录注图见某叶。',
  3: '本谱用牒记式，不列图表，以世为序，每世之内依房支先后、行第排列，各条书其父名。',
  5: '本谱世系图用宝塔式，始祖居上正中，子孙依次而下，父名居诸子横线之正中。图宽不能容者分图另页，注见某叶。',
  8: '本谱用现代式，横排简体，自左至右。世系图以世为栏，每人注谱内编号（世-序）；世系录先书公历，农历附后，配偶、女儿均立全传。',
};

export function rulesSection(ctx: LayoutContext): Section {
  const flow = textFlow(ctx, '凡例');
  const f = ctx.input.options.format;
  const text = ctx.input.rules?.trim() || [
    '一、本谱以始祖为一世，世次相承，依次而下。',
    `二、${FORMAT_RULE[f]}`,
    '三、出继者于本生父名下注出继某某为嗣，子孙不再下续；入继者于所后父名下书承继某某之子为嗣。',
    '四、妻曰配，续娶曰继配，妾曰侧室，各书其姓氏、生卒、葬地。女书适某氏。',
    '五、生卒年月依原谱所载，未详者阙如，待考者注待考。无嗣者书止。',
    `六、本谱版式为${FORMAT_NAMES[f]}。`,
  ].join('\n');
  writeChapter(ctx, flow, '凡例', text);
  return { title: '凡例', inToc: true, pages: flow.pages };
}

export function zibeiSection(ctx: LayoutContext): Section | null {
  if (!ctx.input.poems.length) return null;
  const flow = textFlow(ctx, '字辈');
  const size = 12 * ctx.k;
  flow.para({ text: ctx.script('字辈'), size: size * 1.3, role: 'heading', font: 'serif-bold' });
  const poems = [...ctx.input.poems].sort((a, b) => (a.branchId ?? 0) - (b.branchId ?? 0) || a.startGeneration - b.startGeneration);
  for (const p of poems) {
    flow.space(size * 0.5);
    const from = ctx.modern ? `自第${p.startGeneration}世起` : `自第${chineseNumber(Math.min(p.startGeneration, 9999))}世起`;
    flow.para({ text: ctx.script(`${p.title ?? '派语'}（${from}${p.mode === '转宗' ? '，周而复始' : ''}）`), size: size * 0.8, role: 'label' });
    flow.para({ text: ctx.script(p.text), size, role: 'body', first: 1 });
  }
  return { title: '字辈', inToc: true, pages: flow.pages };
}

/** A 目录 page skeleton: lines "title ……… page" with placeholders; `assemble` fills the numbers. */
export function tocPages(ctx: LayoutContext, titles: readonly string[], refs: (item: TextItem, title: string) => void): LogicalPage[] {
  const flow = textFlow(ctx, '目录');
  const size = 12 * ctx.k;
  flow.para({ text: ctx.script('目录'), size: size * 1.3, role: 'heading', font: 'serif-bold' });
  flow.space(size);
  for (const t of titles) {
    const mark = placeholder(ctx.modern);
    const { items } = flow.para({ text: `${ctx.script(t)}　${mark}${ctx.modern ? '' : (ctx.input.options.binding === 'thread' ? '叶' : '页')}`, size, role: 'index' });
    const holder = items.find((i) => i.text.includes(REF_MARK));
    if (holder) refs(holder, t);
  }
  return flow.pages;
}
