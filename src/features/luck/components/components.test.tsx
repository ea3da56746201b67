/** The luck components render the data they are given (server-side render, no DOM needed). */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { almanacDay, almanacMonth } from '@model/calendar/index';
import type { NameScore, Suggestion } from '@contract/named';
import { AlmanacCard } from './AlmanacCard';
import { AlmanacDayView } from './AlmanacDayView';
import { MonthGrid } from './MonthGrid';
import { NameAnalysisView } from './NameAnalysisView';
import { SuggestionCard } from './SuggestionCard';
import { Disclaimer } from './Disclaimer';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const grids: NameScore['grids'] = [
  { key: 'tian', name: '天格', number: 16, element: '土', index: 16, luck: '吉', label: '厚重' },
  { key: 'ren', name: '人格', number: 26, element: '土', index: 26, luck: '凶', label: '变怪' },
  { key: 'di', name: '地格', number: 15, element: '土', index: 15, luck: '吉', label: '福寿' },
  { key: 'wai', name: '外格', number: 5, element: '土', index: 5, luck: '吉', label: '福禄' },
  { key: 'zong', name: '总格', number: 30, element: '水', index: 30, luck: '半吉', label: '浮沉' },
];
const sancai = { tian: '土', ren: '土', di: '土', key: '土土土', grade: '吉', luck: '吉', explanation: '天人比和' } as const;

describe('almanac components', () => {
  const day = almanacDay('2026-11-22');
  it('the card shows the lunar date, 干支, 宜 and 忌', () => {
    const t = text(renderToStaticMarkup(<AlmanacCard day={day} onOpen={() => {}} />));
    expect(t).toContain('农历十月十四');
    expect(t).toContain('丙午年 己亥月 庚子日');
    expect(t).toContain('宜 纳采 订盟 嫁娶');
    expect(t).toContain('忌 作灶 经络 安床');
    expect(t).toContain('小雪');
  });
  it('the day page shows every item and the twelve 时辰', () => {
    const t = text(renderToStaticMarkup(<AlmanacDayView day={day} />));
    for (const s of ['2026年11月22日 星期日', '冲马(甲午)煞南', '白虎（黑道）', '除日', '彭祖百忌', '胎神占方', '喜神西北', '财神东', '吉神宜趋', '天德合', '子时', '亥时']) {
      expect(t).toContain(s);
    }
  });
  it('the month grid marks today, the selection, 节气 and festivals', () => {
    const html = renderToStaticMarkup(<MonthGrid days={almanacMonth(2026, 11)} today="2026-11-22" selected="2026-11-07" onSelect={() => {}} />);
    expect(html).toMatch(/is-today[^>]*aria-label="2026-11-22 小雪"|aria-label="2026-11-22 小雪"[^>]*/);
    expect(html).toContain('aria-label="2026-11-22 小雪"');
    expect(html).toContain('aria-selected="true" aria-label="2026-11-07 立冬"');
    expect((html.match(/role="gridcell"/g) ?? []).length).toBe(30);
  });
});

describe('naming components', () => {
  it('the analysis shows strokes, the five grids with 吉凶 and 三才', () => {
    const r: NameScore = {
      name: '刘啟尹', surname: '刘', given: '啟尹', pinyin: 'liú qǐ yǐn', score: 73.9, bazi: null, disclaimer: '仅供参考',
      chars: [
        { char: '刘', traditional: '劉', strokes: 15, source: 'kangxi', pinyin: 'liú', wuxing: null },
        { char: '啟', traditional: '啟', strokes: 11, source: 'kangxi', pinyin: 'qǐ', wuxing: null },
        { char: '尹', traditional: '尹', strokes: 4, source: 'kangxi', pinyin: 'yǐn', wuxing: null },
      ],
      grids, sancai,
    };
    const html = renderToStaticMarkup(<NameAnalysisView result={r} />);
    const t = text(html);
    expect(t).toContain('刘啟尹');
    expect(t).toContain('73.9 分');
    expect(t).toContain('刘 劉 15 liú');
    expect(t).toContain('天格 16 土 吉');
    expect(t).toContain('人格 26 土 凶');
    expect(t).toContain('总格 30 水 半吉');
    expect(html).toContain('luck-luck--bad');
    expect(t).toContain('土土土');
  });
  it('a suggestion shows its name, score and reason', () => {
    const s: Suggestion = {
      name: '刘德浩', given: '德浩', traditional: '劉德浩', pinyin: 'liú dé hào', strokes: [15, 15, 11], grids, sancai,
      wuxing: [null, '水'], score: 88.5, reason: '人格31吉',
    };
    const t = text(renderToStaticMarkup(<SuggestionCard s={s} rank={1} />));
    expect(t).toContain('刘德浩');
    expect(t).toContain('88.5分');
    expect(t).toContain('人格31吉');
    expect(t).toContain('名字五行 —水');
  });
  it('the disclaimer is a note', () => {
    expect(renderToStaticMarkup(<Disclaimer text="仅供参考" />)).toBe('<p class="luck-disclaimer" role="note">仅供参考</p>');
  });
});
