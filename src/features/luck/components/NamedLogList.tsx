/** My name-picking requests (/named/logs), newest first, with delete. */
import { Button, InfiniteScroll, List } from 'antd-mobile';
import type { NamedRequest } from '@contract/named';

interface Props {
  items: NamedRequest[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  onOpen: (id: number) => void;
  onDelete: (r: NamedRequest) => void;
}

export function NamedLogList({ items, hasMore, loadMore, onOpen, onDelete }: Props) {
  return (
    <>
      <List>
        {items.map((r) => (
          <List.Item
            key={r.id}
            onClick={() => onOpen(r.id)}
            description={`${r.birth} · ${r.preview.join('、') || '—'}`}
            extra={
              <Button size="mini" fill="none" color="danger" onClick={(e) => { e.stopPropagation(); onDelete(r); }}>删除</Button>
            }
          >
            {r.surname}姓{r.gender === 2 ? '女孩' : '男孩'}{r.zibei ? ` · 字辈${r.zibei}` : ''}{r.paid ? ' · 已解锁' : ''}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll hasMore={hasMore} loadMore={async () => { await loadMore(); }} />
    </>
  );
}
