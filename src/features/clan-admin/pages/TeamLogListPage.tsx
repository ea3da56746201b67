/** /clan/team/log-list[?projectId=]: the editing team's log — who was added, given a role or branch, disabled, removed, joined by invite. */
import { List } from 'antd-mobile';
import { teamLogList } from '@contract/project-team';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import { AdminPage } from '../components/AdminPage';
import { usePaged } from '../use-paged';
import type { AdminCtx } from '../admin-context';

function Log({ ctx }: { ctx: AdminCtx }) {
  const q = usePaged(teamLogList, { projectId: ctx.projectId ?? 0 });
  return (
    <PagedList list query={q} empty="暂无团队变动">
      {(l) => <List.Item key={l.id} description={`${l.actorName} · ${formatDateTime(l.at)}`}>{l.text}</List.Item>}
    </PagedList>
  );
}

export default function TeamLogListPage() {
  return <AdminPage title="团队日志">{(ctx) => <Log ctx={ctx} />}</AdminPage>;
}
