/** The full 黄历 day page (domain.md §5): everything /date/current answers, laid out for a phone. */
import type { ReactNode } from 'react';
import type { AlmanacDay } from '@contract/calendar';
import { gregorianTitle, luckClass } from '../luck-model';
import { YiJi } from './AlmanacCard';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="luck-item">
      <div className="luck-item__label">{label}</div>
      <div className="luck-item__value">{children}</div>
    </div>
  );
}

export function AlmanacDayView({ day }: { day: AlmanacDay }) {
  const festivals = [...day.festivals.lunar, ...day.festivals.solar];
  const dir = day.directions;
  return (
    <section className="luck-day" aria-label="黄历日页">
      <header className="luck-day__head">
        <div className="luck-day__greg">{gregorianTitle(day.date, day.weekday)}</div>
        <div className="luck-day__lunar">农历{day.lunar.monthName}{day.lunar.dayName}</div>
        <div className="luck-muted">
          {day.ganzhi.year}年【属{day.zodiac}】 {day.ganzhi.month}月 {day.ganzhi.day}日 · {day.constellation}
        </div>
        <div className="luck-day__tags">
          <span className="luck-tag">{day.solarTerm.isTermDay ? `今日${day.solarTerm.current}` : `${day.solarTerm.current}第${day.solarTerm.dayOfTerm}天`}</span>
          <span className="luck-tag">下一节气 {day.solarTerm.next.name} {day.solarTerm.next.date.slice(5).replace('-', '月')}日</span>
          {festivals.map((f) => (
            <span key={f} className="luck-tag luck-tag--red">{f}</span>
          ))}
          {day.legalHoliday && <span className="luck-tag luck-tag--red">{day.legalHoliday.name}{day.legalHoliday.work ? '（调休上班）' : '（放假）'}</span>}
        </div>
      </header>

      <YiJi yi={day.recommends} ji={day.avoids} />

      <div className="luck-items">
        <Item label="冲煞">{day.clash.text}</Item>
        <Item label="值神">
          {day.dayStar.name}（{day.dayStar.ecliptic}）
          <span className={`luck-luck luck-luck--${luckClass(day.dayStar.luck)}`}>{day.dayStar.luck}</span>
        </Item>
        <Item label="建除十二值">{day.duty}日</Item>
        <Item label="纳音">{day.nayin}</Item>
        <Item label="二十八宿">{day.twentyEightStar.name}宿（{day.twentyEightStar.luck}）</Item>
        <Item label="九星">{day.nineStar}</Item>
        <Item label="胎神占方">{day.fetus}</Item>
        <Item label="彭祖百忌">{day.pengZu}</Item>
        <Item label="吉神宜趋">{day.gods.auspicious.join(' ') || '无'}</Item>
        <Item label="凶煞宜忌">{day.gods.inauspicious.join(' ') || '无'}</Item>
        <Item label="方位">
          喜神{dir.joy} · 福神{dir.fortune} · 财神{dir.wealth} · 阳贵{dir.yangNoble} · 阴贵{dir.yinNoble}
        </Item>
      </div>

      <h3 className="luck-subtitle">时辰吉凶</h3>
      <div className="luck-hours">
        {day.hours.map((h) => (
          <div key={h.name} className={`luck-hour luck-hour--${luckClass(h.luck)}`} title={`宜：${h.recommends.join(' ') || '无'}；忌：${h.avoids.join(' ') || '无'}`}>
            <div className="luck-hour__name">{h.name}</div>
            <div className="luck-hour__range">{h.range}</div>
            <div className="luck-hour__gz">{h.ganzhi}</div>
            <div className="luck-hour__luck">{h.star}{h.luck}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
