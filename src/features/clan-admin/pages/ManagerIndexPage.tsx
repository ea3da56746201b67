/**
 * /clan/manager/index[?projectId=]: the family's team — 协管员, 协作者 (with their branch), all — with status;
 * a row opens /clan/manager/details; 添加 goes to /clan/manager/create. Read-only without 管理协管员团队.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { teamList } from '@contract/project-team';

import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import type { AdminCtx } from '../admin-context';
import { statusName } from '../team';
import { usePaged } from '../use-paged';

const TABS = [
  { key: 'manager', title: '协管员' },
  { key: 'collaborator', title: '协作者' },
  { key: 'all', title: '全部' },
] as const;

function Team({ ctx, role }: { ctx: AdminCtx; role?: 'manager' | 'collaborator' }) {
  const navigate = useNavigate();
  const q = usePaged(teamList, { projectId: ctx.projectId ?? 0, role });
  const stats = q.data?.pages[0]?.stats;
  return (
    <PagedList query={q} empty={role === 'collaborator' ? '还没有协作者' : role === 'manager' ? '还没有协管员' : '团队还没有成员'}
      header={stats ? `管理员 ${stats.admin} · 协管员 ${stats.manager} · 协作者 ${stats.collaborator} · 成员 ${stats.member}` : undefined}>
      {(m) => (
        <List.Item key={m.id} onClick={() => navigate(ctx.path('/clan/manager/details', { id: m.id }))}
          description={`${m.phone}${m.branchRootName ? ` · 负责：${m.branchRootName}及后代` : ''}${m.remarks ? ` · ${m.remarks}` : ''}`}
          extra={<span className={m.status === 1 ? 'ca-state ca-state--accepted' : 'ca-state'}>{m.isOwner ? '创建者' : statusName(m.status)}</span>}>
          {m.nickname} <span className="ca-muted">{m.roleName}</span>
        </List.Item>
      )}
    </PagedList>
  );
}

export default function ManagerIndexPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'manager';
  return (
    <AdminPage title="协管员">
      {(ctx) => (
        <>
          {ctx.can('managers') && (
            <>
              <Button block color="primary" onClick={() => navigate(ctx.path('/clan/manager/create'))}>添加协管员/协作者</Button>
              <div className="ca-actions" style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => navigate(ctx.path('/clan/manager/admin'))}>管理员</Button>
                <Button size="small" onClick={() => navigate(ctx.path('/clan/team/inviteFriend'))}>邀请编修</Button>
                <Button size="small" onClick={() => navigate(ctx.path('/clan/team/log-list'))}>团队日志</Button>
              </div>
            </>
          )}
          <Tabs activeKey={tab} onChange={(k) => { const p = new URLSearchParams(params); p.set('tab', k); setParams(p, { replace: true }); }}>
            {TABS.map((t) => (
              <Tabs.Tab key={t.key} title={t.title}>
                {tab === t.key && <Team ctx={ctx} role={t.key === 'all' ? undefined : t.key} />}
              </Tabs.Tab>
            ))}
          </Tabs>
        </>
      )}
    </AdminPage>
  );
}
