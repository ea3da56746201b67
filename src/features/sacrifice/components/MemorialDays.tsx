/** The next memorial days of a person or hall (清明, 忌日, 头七…, from the calendar engine on the server). */
import { List, Tag } from 'antd-mobile';
import type { MemorialDay } from '@contract/sacrifice';
import { inDaysText } from '../sacrifice-model';

export function MemorialDays({ days, title = '近期祭日' }: { days: readonly MemorialDay[]; title?: string }) {
  if (!days.length) return null;
  return (
    <List header={title} className="sf-days">
      {days.map((d) => (
        <List.Item key={`${d.date}-${d.name}`} description={`${d.date} · ${d.lunar}${d.note ? ` · ${d.note}` : ''}`}
          extra={<Tag color={d.inDays <= 7 ? 'danger' : 'default'} fill="outline">{inDaysText(d.inDays)}</Tag>}>
          {d.name}{d.years ? `（${d.years} 周年）` : ''}
        </List.Item>
      ))}
    </List>
  );
}
