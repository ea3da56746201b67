/**
 * /clan/manager/admin[?projectId=]: the family's 管理员 (the creator first) and my own team permissions
 * (/clan-team/permission/list); the creator may add another 管理员.
 */
import { Button, List, Popup, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { teamList, teamPermissionList } from '@contract/project-team';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import { TeamForm } from '../components/TeamForm';
import type { AdminCtx } from '../admin-context';
import { statusName } from '../team';
import { usePaged } from '../use-paged';

function Admins({ ctx }: { ctx: AdminCtx }) {
  const navigate = useNavigate();
  const admins = usePaged(teamList, { projectId: ctx.projectId ?? 0, role: 'admin' });
  const mine = useApiQuery(teamPermissionList, { projectId: ctx.projectId ?? 0 });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PagedList query={admins} header="管理员" empty="暂无管理员">
        {(m) => (
          <List.Item key={m.id} description={m.phone} onClick={() => navigate(ctx.path('/clan/manager/details', { id: m.id }))}
            extra={m.isOwner ? <Tag color="danger">创建者</Tag> : statusName(m.status)}>
            {m.nickname}
          </List.Item>
        )}
      </PagedList>
      {ctx.project.data?.isOwner && <Button block color="primary" fill="outline" onClick={() => setAdding(true)}>添加管理员</Button>}
      <QueryView query={mine}>
        {(p) => (
          <List header={`我的权限（${p.roleName || '无角色'}${p.status === 1 ? '' : '，已停用'}）`}>
            {p.list.length ? <List.Item>{p.list.map((x) => x.name).join('、')}</List.Item> : <List.Item>无管理权限</List.Item>}
          </List>
        )}
      </QueryView>
      <Popup visible={adding} onMaskClick={() => setAdding(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
        {adding && <TeamForm ctx={ctx} roles={['admin']} onSaved={() => { setAdding(false); void admins.refetch(); }} />}
      </Popup>
    </>
  );
}

export default function ManagerAdminPage() {
  return (
    <AdminPage title="管理员">
      {(ctx) => <Admins ctx={ctx} />}
    </AdminPage>
  );
}
