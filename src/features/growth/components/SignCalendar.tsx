/** The month calendar of sign-ins: signed days, 补签 days, today; a missed day of this month can be made up. */
import { addDaysYmd } from '../growth-dates';

const WEEK = ['一', '二', '三', '四', '五', '六', '日'];

export function SignCalendar({ month, today, days, onMakeup }: {
  month: string;
  today: string;
  days: { day: string; makeup: boolean }[];
  onMakeup?: (day: string) => void;
}) {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map(days.map((d) => [d.day, d]));
  const cells = Array.from({ length: count }, (_, i) => addDaysYmd(first, i));
  return (
    <div className="zp-cal" role="grid" aria-label={`${y}年${m}月签到日历`}>
      {WEEK.map((w) => <div key={w} className="zp-cal__head">{w}</div>)}
      {Array.from({ length: lead }, (_, i) => <div key={`b${i}`} />)}
      {cells.map((d) => {
        const s = byDay.get(d);
        const missed = !s && d < today && d.slice(0, 7) === today.slice(0, 7);
        const cls = ['zp-cal__day', s ? (s.makeup ? 'zp-cal__day--makeup' : 'zp-cal__day--signed') : '', d === today ? 'zp-cal__day--today' : '', missed ? 'zp-cal__day--missed' : ''].join(' ');
        const label = `${Number(d.slice(8))}日${s ? (s.makeup ? ' 已补签' : ' 已签到') : missed ? ' 漏签' : ''}`;
        return missed && onMakeup
          ? <button key={d} type="button" className={cls} aria-label={label} onClick={() => onMakeup(d)}>{Number(d.slice(8))}</button>
          : <div key={d} className={cls} aria-label={label} role="gridcell">{Number(d.slice(8))}</div>;
      })}
    </div>
  );
}
