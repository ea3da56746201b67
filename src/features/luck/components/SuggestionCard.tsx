/** One proposed name: the name, pinyin, score, grids, 三才 and why. */
import type { Suggestion } from '@contract/named';
import { luckClass } from '../luck-model';
import { GridTable } from './GridTable';

export function SuggestionCard({ s, rank }: { s: Suggestion; rank: number }) {
  return (
    <article className="luck-card luck-suggestion" aria-label={s.name}>
      <div className="luck-suggestion__head">
        <span className="luck-suggestion__rank">{rank}</span>
        <span className="luck-suggestion__name">{s.name}</span>
        <span className="luck-muted">{s.pinyin}</span>
        <span className="luck-suggestion__score">{s.score}分</span>
      </div>
      <GridTable grids={s.grids} compact />
      <div className="luck-suggestion__meta">
        笔画 {s.strokes.join('·')} · 三才{s.sancai.key}
        <span className={`luck-luck luck-luck--${luckClass(s.sancai.luck)}`}>{s.sancai.grade}</span>
        {s.wuxing.some(Boolean) && <> · 名字五行 {s.wuxing.map((w) => w ?? '—').join('')}</>}
      </div>
      <p className="luck-suggestion__reason">{s.reason}</p>
    </article>
  );
}
