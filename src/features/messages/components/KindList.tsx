/** One kind's messages, newest first; tapping marks it read and opens its link; 全部已读 for the kind. */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/messages';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiInfinite } from '@src/lib/query';
import { readKind, readMessage } from '../messages.queries';

export function KindList({ kind }: { kind: c.MessageKind }) {
  const navigate = useNavigate();
  const query = useApiInfinite(c.messageList, { kind });
  const open = async (m: c.Message) => {
    try {
      if (!m.read) await readMessage({ id: m.id });
      if (m.link) navigate(m.link);
    } catch { /* shown */ }
  };
  return (
    <PagedList
      query={query}
      list
      header={<div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span>{c.MESSAGE_KIND_NAMES[kind]}消息</span>
        <Button size="mini" fill="none" onClick={() => void readKind({ kind }).catch(() => {})}>全部已读</Button>
      </div>}
      empty={`暂无${c.MESSAGE_KIND_NAMES[kind]}消息`}
    >
      {(m) => (
        <List.Item key={m.id} onClick={() => void open(m)} description={m.content || undefined} extra={<DateTime value={m.createdAt} format="relative" />} arrow={!!m.link}>
          <span style={{ fontWeight: m.read ? 400 : 600 }}>{m.read ? '' : '● '}{m.title}</span>
        </List.Item>
      )}
    </PagedList>
  );
}
