/** Today's almanac in brief, for the luck entry page: date, lunar date, 干支, 宜 and 忌. */
import type { AlmanacDay } from '@contract/calendar';

const first = (list: string[], n: number) => (list.length > n ? [...list.slice(0, n), '…'] : list);

export function AlmanacCard({ day, onOpen }: { day: AlmanacDay; onOpen?: () => void }) {
  const [y, m, d] = day.date.split('-').map(Number);
  const festivals = [...day.festivals.lunar, ...day.festivals.solar];
  return (
    <section className="luck-card luck-almanac-card" onClick={onOpen} role={onOpen ? 'button' : undefined} aria-label="今日黄历">
      <div className="luck-almanac-card__date">
        <div className="luck-almanac-card__day">{d}</div>
        <div>
          <div>{y}年{m}月 {day.weekday}</div>
          <div className="luck-almanac-card__lunar">农历{day.lunar.monthName}{day.lunar.dayName}</div>
          <div className="luck-muted">
            {day.ganzhi.year}年 {day.ganzhi.month}月 {day.ganzhi.day}日 · 属{day.zodiac}
          </div>
          {(festivals.length > 0 || day.solarTerm.isTermDay) && (
            <div className="luck-almanac-card__fest">{[...(day.solarTerm.isTermDay ? [day.solarTerm.current] : []), ...festivals].join(' ')}</div>
          )}
        </div>
      </div>
      <YiJi yi={first(day.recommends, 8)} ji={first(day.avoids, 8)} />
      {onOpen && <div className="luck-almanac-card__more">查看完整黄历 ›</div>}
    </section>
  );
}

export function YiJi({ yi, ji }: { yi: string[]; ji: string[] }) {
  return (
    <div className="luck-yiji">
      <div className="luck-yiji__row">
        <span className="luck-yiji__badge luck-yiji__badge--yi">宜</span>
        <span className="luck-yiji__items">{yi.length ? yi.join(' ') : '诸事不宜'}</span>
      </div>
      <div className="luck-yiji__row">
        <span className="luck-yiji__badge luck-yiji__badge--ji">忌</span>
        <span className="luck-yiji__items">{ji.length ? ji.join(' ') : '无'}</span>
      </div>
    </div>
  );
}
