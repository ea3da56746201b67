/** Pick a member of a clan by name (/clan-member/search): a search bar and the paged hits (世, 父名, 房支). */
import { List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import * as members from '@contract/clan-members';

import { PagedList } from '@src/components/ui/PagedList';
import { usePaged } from '../use-paged';

export function hitDescription(h: members.SearchHit): string {
  return [h.generationLabel, h.fatherName ? `父 ${h.fatherName}` : h.husbandName ? `夫 ${h.husbandName}` : '', h.branchName ?? '',
    h.living ? '在世' : h.birthYear ? `${h.birthYear}${h.deathYear ? `—${h.deathYear}` : ''}` : ''].filter(Boolean).join(' · ');
}

export function MemberSearch({ clanId, onPick, extra, placeholder = '输入姓名搜索族人' }: {
  clanId: number;
  onPick?: (h: members.SearchHit) => void;
  extra?: (h: members.SearchHit) => React.ReactNode;
  placeholder?: string;
}) {
  const [name, setName] = useState('');
  const hits = usePaged(members.search, { clanId, name }, { enabled: name.length > 0 });
  return (
    <>
      <SearchBar placeholder={placeholder} onSearch={(v) => setName(v.trim())} onClear={() => setName('')} />
      {name && (
        <PagedList list query={hits} empty="没有找到该族人">
          {(h) => (
            <List.Item key={h.id} description={hitDescription(h)} onClick={onPick ? () => onPick(h) : undefined} extra={extra?.(h)}>
              {h.name}{h.gender === 'f' ? '（女）' : ''}
            </List.Item>
          )}
        </PagedList>
      )}
    </>
  );
}
