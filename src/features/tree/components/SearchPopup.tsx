/** Search by name inside the loaded tree; homonyms listed with father (or husband), 世 and 房支. */
import { List, Popup, SearchBar } from 'antd-mobile';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { TreePack } from '@model/tree-pack';
import { searchPack } from '../tree-model';

export function SearchPopup({ pack, visible, onClose, onPick, onHits }: {
  pack: TreePack; visible: boolean; onClose: () => void; onPick: (i: number) => void;
  /** The members found (the whole-clan overview marks them). */
  onHits?: (indices: number[]) => void;
}) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const hits = useMemo(() => searchPack(pack, query), [pack, query]);
  useEffect(() => onHits?.(hits.map((h) => h.index)), [hits, onHits]);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="top" bodyClassName="tree-search">
      <SearchBar placeholder="输入姓名搜索族人" value={q} onChange={setQ} autoFocus />
      {query.trim() && hits.length === 0 && <div className="zp-state__hint">没有找到“{query.trim()}”</div>}
      <List className="tree-search__list">
        {hits.map((h) => (
          <List.Item key={h.index} onClick={() => onPick(h.index)} description={[h.relation, h.generation, h.branch].filter(Boolean).join(' · ')}>
            <span data-testid="hit-name">{h.name}</span>
          </List.Item>
        ))}
      </List>
    </Popup>
  );
}
