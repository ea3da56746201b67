/** My name-picking requests (/named/logs), newest first, with delete. */
import { Button, List } from 'antd-mobile';
import type { NamedRequest } from '@contract/named';
import { PagedList, type PagedQuery } from '@src/components/ui/PagedList';
import type { PageReply } from '@src/lib/query';

interface Props {
  query: PagedQuery<PageReply<NamedRequest>>;
  onOpen: (id: number) => void;
  onDelete: (r: NamedRequest) => void;
}

export function NamedLogList({ query, onOpen, onDelete }: Props) {
  return (
    <PagedList query={query} list>
      {(r) => (
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
      )}
    </PagedList>
  );
}
