/**
 * /clan/admin/manage-clan[?projectId=]: the admin hub of a project — its clans (open, edit, add) and the admin
 * entries the caller's role allows (admin-access.ts menuFor), grouped 家族 / 成员 / 审核 / 统计.
 */
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ROLE_NAMES } from '@contract/projects';
import { menuFor } from '../admin-access';
import { AdminPage } from '../components/AdminPage';

const GROUPS = ['家族', '成员', '审核', '统计'] as const;

export default function ManageClanPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="管理家族">
      {(ctx) => {
        const p = ctx.project.data!;
        const menu = menuFor({ role: p.role, isOwner: p.isOwner });
        return (
          <>
            <div className="ca-card">
              <div style={{ fontSize: 18, fontWeight: 600 }}>{p.name}</div>
              <div className="ca-muted">
                {p.surname}氏 · {p.area || '未填地区'} · {p.memberCount} 人 · 我的角色：{p.role ? ROLE_NAMES[p.role] : '访客'}
                {p.isOwner && <Tag color="danger" style={{ marginLeft: 6 }}>创建者</Tag>}
              </div>
            </div>
            <List header="族谱">
              {p.clans.map((c) => (
                <List.Item key={c.id} description={`${c.hall ? `${c.hall} · ` : ''}${c.memberCount} 人`}
                  onClick={() => navigate(`/clan/detail?id=${c.id}&projectId=${p.id}`)}
                  extra={ctx.can('editClan') ? (
                    <Button size="mini" fill="none" color="primary"
                      onClick={(e) => { e.stopPropagation(); navigate(ctx.path('/clan/admin/clan-edit', { clanId: c.id, id: c.id })); }}>编辑</Button>
                  ) : undefined}>
                  {c.name}
                </List.Item>
              ))}
              {!p.clans.length && <List.Item>还没有族谱</List.Item>}
            </List>
            {ctx.can('editClan') && (
              <Button block color="primary" fill="outline" onClick={() => navigate(ctx.path('/clan/admin/clan-edit', { new: 1 }))}>新建族谱</Button>
            )}
            {GROUPS.map((g) => {
              const items = menu.filter((e) => e.group === g);
              return items.length ? (
                <List key={g} header={g}>
                  {items.map((e) => <List.Item key={e.path} onClick={() => navigate(ctx.path(e.path))}>{e.title}</List.Item>)}
                </List>
              ) : null;
            })}
            {!menu.length && <div className="ca-muted">您不是本家族的管理员或协管员。可以在成员页面提出纠错或绑定本人。</div>}
          </>
        );
      }}
    </AdminPage>
  );
}
