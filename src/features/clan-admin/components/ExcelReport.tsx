/** The row-by-row report of an Excel preview: the headline, then each row with its problems (bad rows first). */
import { List, NoticeBar } from 'antd-mobile';
import type { ExcelPreviewReply } from '@contract/clan-excel';
import { reportSummary } from '../excel-report';

export function ExcelReport({ preview, onlyProblems = false }: { preview: ExcelPreviewReply; onlyProblems?: boolean }) {
  const s = reportSummary(preview);
  const lines = onlyProblems ? s.lines.filter((l) => !l.ok) : [...s.lines.filter((l) => !l.ok), ...s.lines.filter((l) => l.ok)];
  return (
    <>
      <NoticeBar color={s.canConfirm ? 'info' : 'alert'} wrap content={s.headline} />
      <List header={`逐行检查（${s.bad} 行有问题）`}>
        {lines.map((l) => (
          <List.Item key={l.row} className={l.ok ? undefined : 'ca-report-row--error'}
            description={l.problems.length ? l.problems.join('；') : l.summary}
            extra={l.ok ? '✓' : '有误'}>
            第{l.row}行 {l.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}
