/**
 * /clan/admin/log[?projectId=&clanId=][&memberId=]: the operation log — who changed which member when, each
 * field before → after — newest first, paged; 撤销 (admin, confirmation) restores the member as it was before
 * that entry (refused by the server when he changed since; the revert is logged too).
 */
import { Button, Collapse, NoticeBar } from 'antd-mobile';
import * as reviews from '@contract/reviews';
import { confirm, toast } from '@src/app/shell/feedback';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import { AdminPage } from '../components/AdminPage';
import { DiffTable } from '../components/DiffTable';
import { positiveInt, type AdminCtx } from '../admin-context';
import { revertLog } from '../clan-admin.queries';
import { usePaged } from '../use-paged';

async function revert(l: reviews.LogItem) {
  const what = l.diff.map((d) => d.label).join('、') || l.actionName;
  if (!(await confirm({ content: `撤销 ${l.user.name} 于 ${formatDateTime(l.at)} 对「${l.memberName}」的${l.actionName}（${what}）？成员将恢复到这次修改之前。`, confirmText: '撤销', danger: true }))) return;
  try {
    await revertLog({ id: l.id });
    toast('已撤销', 'success');
  } catch { /* shown */ }
}

function Log({ ctx }: { ctx: AdminCtx }) {
  const memberId = positiveInt(ctx.params.get('memberId')) ?? undefined;
  const q = usePaged(reviews.logList, { projectId: ctx.projectId ?? undefined, clanId: ctx.clanId ?? undefined, memberId });
  const mayRevert = ctx.can('revertLog');
  return <PagedList query={q} empty="还没有操作记录" all={(items) => (
    <>
      {memberId && <NoticeBar color="info" content={`只看「${items[0]?.memberName ?? ''}」的记录`} />}
      <Collapse>
        {items.map((l) => (
          <Collapse.Panel key={String(l.id)} title={
            <div>
              <div>{l.actionName} · {l.memberName || '（已删除）'}</div>
              <div className="ca-muted">{l.user.name} · {formatDateTime(l.at)}</div>
            </div>
          }>
            {l.diff.length ? <DiffTable rows={l.diff} /> : <div className="ca-muted">没有字段变化</div>}
            {mayRevert && (
              <div style={{ marginTop: 10 }}>
                {l.revertible
                  ? <Button size="small" color="danger" fill="outline" onClick={() => void revert(l)}>撤销这次修改</Button>
                  : <span className="ca-muted">该成员之后又被修改过，不能撤销</span>}
              </div>
            )}
          </Collapse.Panel>
        ))}
      </Collapse>
    </>
  )} />;
}

export default function LogPage() {
  return (
    <AdminPage title="操作日志" need="viewLog">
      {(ctx) => <Log ctx={ctx} />}
    </AdminPage>
  );
}
