/** The row-by-row report of an Excel preview: the headline, then each row with its problems (bad rows first). */
import type { ExcelPreviewReply } from '@contract/clan-excel';
import { reportSummary } from '../excel-report';

export function ExcelReport({ preview, onlyProblems = false }: { preview: ExcelPreviewReply; onlyProblems?: boolean }) {
  const s = reportSummary(preview);
  const lines = onlyProblems ? s.lines.filter((l) => !l.ok) : [...s.lines.filter((l) => !l.ok), ...s.lines.filter((l) => l.ok)];
  return (
    <div className="ca-card">
      <div className={s.canConfirm ? 'ca-report-head' : 'ca-report-head ca-report-row--error'} role="status">{s.headline}</div>
      <div className="ca-title">逐行检查（{s.bad} 行有问题）</div>
      <ul className="ca-report">
        {lines.map((l) => (
          <li key={l.row} className={l.ok ? 'ca-report-row' : 'ca-report-row ca-report-row--error'}>
            <span className="ca-report-row__mark" aria-label={l.ok ? '无误' : '有误'}>{l.ok ? '✓' : '✗'}</span>
            <span className="ca-report-row__name">第{l.row}行 {l.name}</span>
            <span className="ca-report-row__text">{l.problems.length ? l.problems.join('；') : l.summary}</span>
            {l.notes.length > 0 && <span className="ca-report-row__note">{l.notes.join('；')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
