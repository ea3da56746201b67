/** /sacrifice/history: 我的祭拜记录 — my visits, offerings and messages across halls, newest first. */
import { List } from 'antd-mobile';
import { logListHistory } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { relativeTime } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { PagedList } from '@src/components/ui/PagedList';
import { useOpenHall } from '../sacrifice.queries';
import '../sacrifice.css';

const KIND = { visit: '拜访', offering: '祭拜', message: '留言', eulogy: '祭文' } as const;

export default function HistoryPage() {
  const open = useOpenHall();
  const q = useApiInfinite(logListHistory, {}, { pageSize: 20 });
  return (
    <PageLayout title="祭拜记录" className="sf-page" grey>
      <PagedList query={q} list empty="还没有祭拜记录">{(l) => (
        <List.Item key={l.id} clickable onClick={() => void open({ id: l.hallId })}
          description={`${KIND[l.kind]} · ${relativeTime(l.createdAt)}`}>
          {l.hallName} — {l.text}
        </List.Item>
      )}</PagedList>
    </PageLayout>
  );
}
