/** The member's relatives from /clan-member/detail (father, mother, birth father, husband, wives, children), each opening. */
import { List } from 'antd-mobile';
import type { MemberBrief, MemberDetail } from '@contract/clan-members';
import { rankWord } from '@model/member';

const line = (m: MemberBrief) =>
  [m.spouseType, m.birthOrder && !m.spouseType ? `${rankWord(m.birthOrder)}${m.gender === 'f' ? '女' : '子'}` : '', m.birthYear ? `生于${m.birthYear}` : '', m.living ? '在世' : '']
    .filter(Boolean).join(' · ');

export function MemberRelatives({ d, onOpen }: { d: MemberDetail; onOpen: (id: number) => void }) {
  const rows: [string, MemberBrief][] = [];
  if (d.father) rows.push(['父亲', d.father]);
  if (d.biologicalFather) rows.push(['生父', d.biologicalFather]);
  if (d.mother) rows.push(['母亲', d.mother]);
  if (d.husband) rows.push(['丈夫', d.husband]);
  d.wives.forEach((w) => rows.push(['配偶', w]));
  d.children.forEach((c) => rows.push([c.gender === 'f' ? '女儿' : '儿子', c]));
  if (!rows.length) return null;
  return (
    <List header="亲属">
      {rows.map(([rel, m]) => (
        <List.Item key={`${rel}-${m.id}`} prefix={<span className="cl-tag">{rel}</span>} description={line(m)} onClick={() => onOpen(m.id)}>
          {m.name}
        </List.Item>
      ))}
    </List>
  );
}
