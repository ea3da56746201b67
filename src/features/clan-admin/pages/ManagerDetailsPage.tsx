/**
 * /clan/manager/details?id=<team row>: one team member — role, branch, permissions, edits made, remarks, status;
 * for a team manager: change role/branch, 停用/启用 (confirm), 移出家族 (confirm), and his team log.
 */
import { Button, List, Popup, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as team from '@contract/project-team';
import { confirm, toast } from '@src/app/shell/feedback';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import { promptText } from '../components/prompt';
import { TeamForm } from '../components/TeamForm';
import { positiveInt, type AdminCtx } from '../admin-context';
import { statusName } from '../team';
import { usePaged } from '../use-paged';
import { removeTeamMember, setTeamRemarks, setTeamStatus } from '../clan-admin.queries';

function Details({ ctx, id }: { ctx: AdminCtx; id: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(team.teamGet, { id });
  const [editing, setEditing] = useState(false);
  const manage = ctx.can('managers');
  return (
    <QueryView query={q}>
      {(m) => {
        const toggle = async () => {
          const off = m.status === 1;
          if (!(await confirm({ content: off ? `停用「${m.nickname}」？停用后他仍可查看，但失去管理权限。` : `恢复「${m.nickname}」的管理权限？`, confirmText: off ? '停用' : '启用', danger: off }))) return;
          try { await setTeamStatus({ id, status: off ? 0 : 1 }); toast(off ? '已停用' : '已启用'); } catch { /* shown */ }
        };
        const remarks = async () => {
          const t = await promptText({ title: '修改备注', placeholder: m.remarks || '备注', maxLength: 100 });
          if (t === null) return;
          try { await setTeamRemarks({ id, remarks: t }); toast('已保存'); } catch { /* shown */ }
        };
        const remove = async () => {
          if (!(await confirm({ content: `将「${m.nickname}」移出家族团队？他的角色将被删除。`, confirmText: '移出', danger: true }))) return;
          try { await removeTeamMember({ id }); toast('已移出'); navigate(-1); } catch { /* shown */ }
        };
        return (
          <>
            <List>
              <List.Item description={m.phone} extra={<span className={m.status === 1 ? 'ca-state ca-state--accepted' : 'ca-state'}>{statusName(m.status)}</span>}>
                {m.nickname} {m.isOwner && <Tag color="danger">创建者</Tag>}
              </List.Item>
              <List.Item extra={m.roleName}>角色</List.Item>
              {m.role === 'collaborator' && <List.Item extra={m.branchRootName ? `${m.branchRootName}及后代` : '未指定'}>负责分支</List.Item>}
              <List.Item extra={m.editCount}>修改族人次数</List.Item>
              <List.Item extra={m.remarks || '—'} onClick={manage && !m.isOwner ? () => void remarks() : undefined}>备注</List.Item>
              <List.Item extra={formatDateTime(m.createdAt)}>加入时间</List.Item>
            </List>
            <List header="权限">
              {m.permissions.length ? <List.Item>{m.permissions.map((p) => p.name).join('、')}</List.Item> : <List.Item>无</List.Item>}
            </List>
            {manage && !m.isOwner && (
              <div className="ca-actions">
                <Button color="primary" fill="outline" onClick={() => setEditing(true)}>修改角色</Button>
                <Button onClick={() => void toggle()}>{m.status === 1 ? '停用' : '启用'}</Button>
                <Button color="danger" fill="outline" onClick={() => void remove()}>移出</Button>
              </div>
            )}
            {manage && <TeamLog ctx={ctx} userId={m.userId} />}
            <Popup visible={editing} onMaskClick={() => setEditing(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
              {editing && <TeamForm ctx={ctx} current={m} onSaved={() => setEditing(false)} />}
            </Popup>
          </>
        );
      }}
    </QueryView>
  );
}

function TeamLog({ ctx, userId }: { ctx: AdminCtx; userId: number }) {
  const q = usePaged(team.teamLogList, { projectId: ctx.projectId ?? 0, userId });
  return (
    <PagedList query={q} header="变动记录" empty="暂无变动记录">
      {(l) => <List.Item key={l.id} description={`${l.actorName} · ${formatDateTime(l.at)}`}>{l.text}</List.Item>}
    </PagedList>
  );
}

export default function ManagerDetailsPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  return (
    <AdminPage title="协管员详情">
      {(ctx) => (id ? <Details ctx={ctx} id={id} /> : <EmptyState title="未指定团队成员" />)}
    </AdminPage>
  );
}
