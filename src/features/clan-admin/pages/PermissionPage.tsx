/**
 * /clan/admin/permission[?projectId=]: roles and their permissions — the five built-in roles and custom ones
 * (new, rename, delete with confirmation); tap a role to tick its permissions (管理员 fixed); assign a role to one
 * team member or to several at once. A collaborator's branch is set on /clan/manager/details.
 */
import { Button, Checkbox, Dialog, Form, Input, List, Popup, Selector, Space, Tabs } from 'antd-mobile';
import { useState } from 'react';
import * as perms from '@contract/permissions';
import { teamList, type TeamMember } from '@contract/project-team';
import { ROLE_NAMES } from '@contract/projects';
import { confirm, toast } from '@src/app/shell/feedback';
import { QueryView } from '@src/components/ui/States';
import { flattenPages, useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import type { AdminCtx } from '../admin-context';
import { batchable } from '../team';
import { usePaged } from '../use-paged';
import { deleteRole, savePermissions, saveRole, setRole, setRoles } from '../clan-admin.queries';

function RoleEditor({ role, onClose }: { role: perms.Role; onClose: () => void }) {
  const q = useApiQuery(perms.permissionSetting, { roleId: role.id });
  const [checked, setChecked] = useState<string[] | null>(null);
  const fixed = role.builtin === 'admin';
  const save = async (keys: string[]) => {
    try {
      await savePermissions({ roleId: role.id, permissions: keys as perms.Permission[], version: role.version });
      toast('已保存', 'success');
      onClose();
    } catch { /* shown */ }
  };
  return (
    <QueryView query={q}>
      {(d) => {
        const value = checked ?? d.list.filter((p) => p.checked).map((p) => p.key);
        const groups = [...new Set(d.list.map((p) => p.group))];
        return (
          <div style={{ padding: 12 }}>
            <div className="ca-title">{role.name} 的权限{fixed ? '（管理员拥有全部权限，不可修改）' : ''}</div>
            <Checkbox.Group value={value} onChange={(v) => setChecked(v as string[])} disabled={fixed}>
              {groups.map((g) => (
                <List key={g} header={g}>
                  {d.list.filter((p) => p.group === g).map((p) => <List.Item key={p.key}><Checkbox value={p.key}>{p.name}</Checkbox></List.Item>)}
                </List>
              ))}
            </Checkbox.Group>
            <div className="ca-actions" style={{ marginTop: 12 }}>
              <Button onClick={onClose}>取消</Button>
              {!fixed && <Button color="primary" onClick={() => void save(value)}>保存</Button>}
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}

function Roles({ ctx }: { ctx: AdminCtx }) {
  const q = useApiQuery(perms.roleList, { projectId: ctx.projectId ?? 0 });
  const [editing, setEditing] = useState<perms.Role | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = async (r: perms.Role) => {
    if (!(await confirm({ content: `删除角色「${r.name}」？`, confirmText: '删除', danger: true }))) return;
    try { await deleteRole({ id: r.id }); toast('已删除'); } catch { /* shown */ }
  };
  const create = async (v: { name: string; base?: ['manager' | 'collaborator' | 'member']; remarks?: string }) => {
    try {
      await saveRole({ projectId: ctx.projectId!, name: v.name, base: v.base?.[0] ?? 'member', remarks: v.remarks });
      toast('已添加', 'success'); setAdding(false);
    } catch { /* shown */ }
  };
  return (
    <>
      <QueryView query={q}>
        {(d) => (
          <List>
            {d.list.map((r) => (
              <List.Item key={r.id} onClick={() => setEditing(r)}
                description={`${r.builtin ? '内置' : `自定义（${ROLE_NAMES[r.base]}类）`} · ${r.permissions.length} 项权限 · ${r.memberCount} 人${r.remarks ? ` · ${r.remarks}` : ''}`}
                extra={!r.builtin && <Button size="mini" color="danger" fill="none" onClick={(e) => { e.stopPropagation(); void remove(r); }}>删除</Button>}>
                {r.name}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      <Button block fill="outline" color="primary" onClick={() => setAdding(true)}>新建角色</Button>
      <Popup visible={!!editing} onMaskClick={() => setEditing(null)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
        {editing && <RoleEditor role={editing} onClose={() => setEditing(null)} />}
      </Popup>
      <Popup visible={adding} onMaskClick={() => setAdding(false)}>
        <Form layout="horizontal" initialValues={{ base: ['member'] }} onFinish={(v) => void create(v)}
          footer={<Button block type="submit" color="primary">添加</Button>}>
          <Form.Header>新建角色</Form.Header>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入角色名称' }, { max: 20, message: '不超过20字' }]}><Input placeholder="如：修谱员" /></Form.Item>
          <Form.Item name="base" label="类型"><Selector columns={3} options={[{ label: '协管员', value: 'manager' }, { label: '协作者', value: 'collaborator' }, { label: '成员', value: 'member' }]} /></Form.Item>
          <Form.Item name="remarks" label="备注" rules={[{ max: 100, message: '不超过100字' }]}><Input /></Form.Item>
        </Form>
      </Popup>
    </>
  );
}

function Assign({ ctx }: { ctx: AdminCtx }) {
  const roles = useApiQuery(perms.roleList, { projectId: ctx.projectId ?? 0 });
  const team = usePaged(teamList, { projectId: ctx.projectId ?? 0 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = flattenPages<TeamMember>(team.data?.pages);
  const chooseRole = async (ids: number[], who: string) => {
    const list = (roles.data?.list ?? []).filter((r) => r.builtin !== 'admin' || ctx.project.data?.isOwner);
    let roleId = 0;
    const ok = await Dialog.confirm({
      title: `为${who}设置角色`,
      content: <Selector columns={2} options={list.map((r) => ({ label: r.name, value: r.id }))} onChange={(v) => { roleId = v[0] ?? 0; }} />,
    });
    if (!ok || !roleId) return;
    const name = list.find((r) => r.id === roleId)?.name ?? '';
    if (!(await confirm(`将${who}设为「${name}」？`))) return;
    try {
      const r = ids.length === 1 ? await setRole({ memberId: ids[0]!, roleId }) : await setRoles({ memberIds: ids, roleId });
      toast(`已设置 ${r.updated} 人`, 'success');
      setSelected(new Set());
    } catch { /* shown */ }
  };
  const ids = batchable(rows, selected);
  return (
    <>
      <PagedList list query={team} empty="团队还没有成员">
        {(m) => (
          <List.Item key={m.id}
            prefix={<Checkbox disabled={m.isOwner} checked={selected.has(m.id)} onChange={(c) => setSelected((s) => { const n = new Set(s); if (c) n.add(m.id); else n.delete(m.id); return n; })} />}
            description={`${m.phone}${m.branchRootName ? ` · 分支：${m.branchRootName}` : ''}${m.status === 1 ? '' : ' · 已停用'}`}
            extra={m.isOwner ? '创建者' : <Button size="mini" fill="none" color="primary" onClick={() => void chooseRole([m.id], `「${m.nickname}」`)}>{m.roleName}</Button>}>
            {m.nickname}
          </List.Item>
        )}
      </PagedList>
      {ids.length > 0 && (
        <Space style={{ position: 'sticky', bottom: 0, background: '#fff', padding: 8, width: '100%' }}>
          <span>已选 {ids.length} 人</span>
          <Button size="small" color="primary" onClick={() => void chooseRole(ids, `已选的 ${ids.length} 人`)}>批量设置角色</Button>
          <Button size="small" onClick={() => setSelected(new Set())}>取消选择</Button>
        </Space>
      )}
    </>
  );
}

export default function PermissionPage() {
  return (
    <AdminPage title="权限设置" need="roles">
      {(ctx) => (
        <Tabs defaultActiveKey="roles">
          <Tabs.Tab title="角色与权限" key="roles"><Roles ctx={ctx} /></Tabs.Tab>
          <Tabs.Tab title="分配角色" key="assign"><Assign ctx={ctx} /></Tabs.Tab>
        </Tabs>
      )}
    </AdminPage>
  );
}
