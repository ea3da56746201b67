/** One member in search results: name, 世, and what tells homonyms apart (father / husband, 房支, 行第, years). */
import { List } from 'antd-mobile';
import type { SearchHit } from '@contract/clan-members';
import { rankWord } from '@model/member';

export function hitDescription(h: SearchHit): string {
  const years = h.birthYear || h.deathYear ? `${h.birthYear ?? '?'}–${h.living ? '' : (h.deathYear ?? '?')}` : '';
  return [
    h.generationLabel,
    h.husbandName ? `${h.husbandName}之妻` : h.fatherName ? `父 ${h.fatherName}` : '',
    h.branchName ?? '',
    h.birthOrder && !h.husbandName ? `${rankWord(h.birthOrder)}${h.gender === 'f' ? '女' : '子'}` : '',
    years,
    h.living ? '在世' : '',
  ].filter(Boolean).join(' · ');
}

export function MemberHitItem({ hit, onClick, extra }: { hit: SearchHit; onClick?: () => void; extra?: React.ReactNode }) {
  return (
    <List.Item onClick={onClick} description={hitDescription(hit)} extra={extra} arrow={onClick ? undefined : false}>
      {hit.name}
      {hit.gender === 'f' ? <span className="cl-tag cl-tag--red">女</span> : null}
    </List.Item>
  );
}
