/** A name's analysis: score, strokes and pinyin per character, the five grids, 三才. */
import type { NameScore } from '@contract/named';
import { luckClass } from '../luck-model';
import { GridTable } from './GridTable';

export function NameAnalysisView({ result }: { result: NameScore }) {
  return (
    <section className="luck-analysis" aria-label="姓名分析">
      <header className="luck-analysis__head">
        <div className="luck-analysis__name">{result.name}</div>
        <div className="luck-muted">{result.pinyin}</div>
        <div className="luck-score">
          <span className="luck-score__num">{result.score}</span>
          <span className="luck-score__unit">分</span>
        </div>
      </header>

      <h3 className="luck-subtitle">笔画（康熙字典）</h3>
      <table className="luck-table">
        <thead>
          <tr><th>字</th><th>繁体</th><th>笔画</th><th>拼音</th><th>五行</th></tr>
        </thead>
        <tbody>
          {result.chars.map((c, i) => (
            <tr key={i}>
              <td className="luck-table__char">{c.char}</td>
              <td>{c.traditional}</td>
              <td>{c.strokes}{c.source === 'numeral' ? '（数字）' : ''}</td>
              <td>{c.pinyin}</td>
              <td>{c.wuxing ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="luck-subtitle">五格剖象</h3>
      <GridTable grids={result.grids} />

      <h3 className="luck-subtitle">三才配置</h3>
      <div className="luck-sancai">
        <div>
          <strong>{result.sancai.key}</strong>（天格{result.sancai.tian} · 人格{result.sancai.ren} · 地格{result.sancai.di}）
          <span className={`luck-luck luck-luck--${luckClass(result.sancai.luck)}`}>{result.sancai.grade}</span>
        </div>
        <p className="luck-muted">{result.sancai.explanation}</p>
      </div>

      {result.bazi && (
        <>
          <h3 className="luck-subtitle">八字</h3>
          <div>{result.bazi.pillars.join(' ')}　五行偏弱：{result.bazi.weak.join('、')}</div>
        </>
      )}
    </section>
  );
}
