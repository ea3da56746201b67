/**
 * Add or change a team member (/clan-team/save): who (a family member picked from /clan-team/member/list, or a
 * registered user's phone), the role, a collaborator's branch (a clan member: he edits him and his descendants),
 * remarks.
 */
import { Button, Form, Input, List, Popup, Radio, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import * as team from '@contract/project-team';
import { toast } from '@src/app/shell/feedback';
import type { AdminCtx } from '../admin-context';
import { TEAM_ROLE_CHOICES, teamDraftProblem, type TeamRoleValue } from '../team';
import { MemberSearch } from './MemberSearch';
import { PagedList } from '@src/components/ui/PagedList';
import { usePaged } from '../use-paged';
import { saveTeamMember } from '../clan-admin.queries';

interface Props {
  ctx: AdminCtx;
  /** Editing an existing row. */
  current?: team.TeamMember;
  /** Roles offered (default: manager, collaborator, member; admin for the owner). */
  roles?: readonly TeamRoleValue[];
  onSaved: (m: team.TeamMember) => void;
}

function UserPicker({ projectId, onPick }: { projectId: number; onPick: (m: team.TeamMember) => void }) {
  const [query, setQuery] = useState('');
  const q = usePaged(team.teamMemberList, { projectId, query: query || undefined });
  return (
    <>
      <SearchBar placeholder="昵称或手机号" onSearch={(v) => setQuery(v.trim())} onClear={() => setQuery('')} />
      <PagedList list query={q} empty="没有可添加的家族成员（需先绑定族人或加入家族）">
        {(m) => <List.Item key={m.id} description={m.phone} onClick={() => onPick(m)}>{m.nickname}</List.Item>}
      </PagedList>
    </>
  );
}

export function TeamForm({ ctx, current, roles, onSaved }: Props) {
  const isOwner = !!ctx.project.data?.isOwner;
  const offered = TEAM_ROLE_CHOICES.filter((c) => (roles ?? ['manager', 'collaborator', 'member', ...(isOwner ? ['admin' as const] : [])]).includes(c.value));
  const [user, setUser] = useState<{ id: number; name: string } | null>(current ? { id: current.userId, name: current.nickname } : null);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<TeamRoleValue>(current && current.role !== 'visitor' ? current.role : offered[0]?.value ?? 'manager');
  const [branch, setBranch] = useState<{ id: number; name: string } | null>(current?.branchRootId ? { id: current.branchRootId, name: current.branchRootName ?? '' } : null);
  const [remarks, setRemarks] = useState(current?.remarks ?? '');
  const [picking, setPicking] = useState<'user' | 'branch' | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const draft = { userId: user?.id, phone: phone.trim(), role, branchRootId: branch?.id };
    const problem = teamDraftProblem(draft, isOwner);
    if (problem) { toast(problem); return; }
    setBusy(true);
    try {
      const m = await saveTeamMember({
        projectId: ctx.projectId!, userId: user?.id, phone: user ? undefined : draft.phone, role,
        branchRootId: role === 'collaborator' ? branch?.id : undefined, remarks: remarks.trim(),
      });
      toast('已保存', 'success');
      onSaved(m);
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <>
      <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void save()}>保存</Button>}>
        <Form.Item label="族人账号">
          {user ? (
            <List><List.Item extra={!current && <Button size="mini" onClick={() => setUser(null)}>更换</Button>}>{user.name}</List.Item></List>
          ) : (
            <>
              <Button size="small" onClick={() => setPicking('user')}>从家族成员中选择</Button>
              <Input style={{ marginTop: 8 }} value={phone} onChange={setPhone} type="tel" placeholder="或输入已注册用户的手机号" clearable />
            </>
          )}
        </Form.Item>
        <Form.Item label="角色">
          <Radio.Group value={role} onChange={(v) => setRole(v as TeamRoleValue)}>
            {offered.map((c) => (
              <div key={c.value} style={{ margin: '6px 0' }}><Radio value={c.value}>{c.label}</Radio> <span className="ca-muted">{c.description}</span></div>
            ))}
          </Radio.Group>
        </Form.Item>
        {role === 'collaborator' && (
          <Form.Item label="负责的分支" description="协作者只能编辑这位族人及其后代">
            <Button size="small" onClick={() => setPicking('branch')}>{branch ? `${branch.name}（更换）` : '选择族人'}</Button>
          </Form.Item>
        )}
        <Form.Item label="备注"><Input value={remarks} onChange={setRemarks} maxLength={100} placeholder="如：负责长房" /></Form.Item>
      </Form>
      <Popup visible={!!picking} onMaskClick={() => setPicking(null)} bodyStyle={{ height: '70vh', overflowY: 'auto' }}>
        {picking === 'user' && <UserPicker projectId={ctx.projectId!} onPick={(m) => { setUser({ id: m.userId, name: m.nickname }); setPicking(null); }} />}
        {picking === 'branch' && (ctx.clanId
          ? <MemberSearch clanId={ctx.clanId} placeholder="搜索分支的起始族人" onPick={(h) => { setBranch({ id: h.id, name: h.name }); setPicking(null); }} />
          : <div className="ca-muted">本家族还没有族谱</div>)}
      </Popup>
    </>
  );
}
