/** The almanac month grid: Gregorian day numbers with the lunar day, 节气 or festival under each. */
import type { MonthDay } from '@contract/calendar';
import { cellLabel, monthGrid, WEEKDAY_HEADS } from '../luck-model';

interface Props {
  days: readonly MonthDay[];
  today: string;
  selected: string;
  onSelect: (date: string) => void;
}

export function MonthGrid({ days, today, selected, onSelect }: Props) {
  const weeks = monthGrid(days);
  return (
    <div className="luck-grid" role="grid" aria-label="月历">
      <div className="luck-grid__row luck-grid__head" role="row">
        {WEEKDAY_HEADS.map((w, i) => (
          <div key={w} role="columnheader" className={i === 0 || i === 6 ? 'is-weekend' : ''}>{w}</div>
        ))}
      </div>
      {weeks.map((week, wi) => (
        <div key={wi} className="luck-grid__row" role="row">
          {week.map((d, i) => {
            if (!d) return <div key={i} className="luck-grid__cell is-empty" />;
            const label = cellLabel(d);
            const cls = ['luck-grid__cell', `is-${label.kind}`];
            if (d.date === today) cls.push('is-today');
            if (d.date === selected) cls.push('is-selected');
            if (i === 0 || i === 6) cls.push('is-weekend');
            return (
              <button
                key={d.date}
                type="button"
                role="gridcell"
                aria-selected={d.date === selected}
                aria-label={`${d.date} ${label.text}`}
                className={cls.join(' ')}
                onClick={() => onSelect(d.date)}
              >
                <span className="luck-grid__num">{Number(d.date.slice(8))}</span>
                <span className="luck-grid__sub">{label.text}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
