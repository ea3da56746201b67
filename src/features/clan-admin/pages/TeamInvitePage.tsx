/**
 * /clan/team/inviteFriend: 邀请编修.
 * - ?projectId= (a team manager): choose the role (协管员, 协作者 with his branch picked on the tree, 成员) and make
 *   a one-time link / QR code, valid 7 days.
 * - ?id=<invite> (the invited user, from the scan page): who invites him to what; 接受 joins the team with that role.
 *   A used or expired invite says so.
 */
import { Button, List, Popup, Radio, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inviteOpen } from '@contract/collect';
import { copyText } from '@src/app/shell/feedback';
import { QrCode } from '@src/components/ui/QrCode';
import { LoadingState, errorText } from '@src/components/ui/States';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiQuery } from '@src/lib/query';
import { acceptInvite } from '@src/features/collect/collect.queries';
import { AdminPage } from '../components/AdminPage';
import { MemberSearch } from '../components/MemberSearch';
import type { AdminCtx } from '../admin-context';
import { inviteTeam } from '../clan-admin.queries';

const ROLES = [
  { value: 'manager', label: '协管员', note: '协助管理整个家族' },
  { value: 'collaborator', label: '协作者', note: '只编修某一位族人及其后代' },
  { value: 'member', label: '成员', note: '查看家族，参与纠错' },
] as const;
type Role = (typeof ROLES)[number]['value'];

const linkOf = (path: string) => `${location.origin}${location.pathname}#${path}`;

function MakeInvite({ ctx }: { ctx: AdminCtx }) {
  const [role, setRole] = useState<Role>('collaborator');
  const [branch, setBranch] = useState<{ id: number; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [made, setMade] = useState<{ path: string; roleName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try { setMade(await inviteTeam({ projectId: ctx.projectId!, role, branchRootId: role === 'collaborator' ? branch?.id : undefined })); } catch { /* shown */ } finally { setBusy(false); }
  };
  if (made) return (
    <div style={{ textAlign: 'center', padding: 16 }}>
      <QrCode text={linkOf(made.path)} size={200} label="邀请编修二维码" />
      <p className="ca-muted">邀请一位族亲成为{made.roleName}{branch && role === 'collaborator' ? `（负责 ${branch.name} 及后代）` : ''}；7 天内有效，仅可使用一次</p>
      <Button block color="primary" onClick={() => void copyText(linkOf(made.path))}>复制邀请链接</Button>
      <Button block style={{ marginTop: 8 }} onClick={() => setMade(null)}>再邀请一位</Button>
    </div>
  );
  return (
    <>
      <List header="邀请的角色">
        <Radio.Group value={role} onChange={(v) => setRole(v as Role)}>
          {ROLES.map((r) => <List.Item key={r.value} description={r.note}><Radio value={r.value}>{r.label}</Radio></List.Item>)}
        </Radio.Group>
      </List>
      {role === 'collaborator' && (
        <List header="编修范围">
          <List.Item onClick={() => setPicking(true)}>{branch ? `${branch.name} 及其后代` : '点此在族谱中选择起始成员'}</List.Item>
        </List>
      )}
      <div style={{ padding: 16 }}>
        <Button block color="primary" loading={busy} disabled={role === 'collaborator' && !branch} onClick={() => void make()}>生成邀请链接和二维码</Button>
      </div>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
        {ctx.clanId && <MemberSearch clanId={ctx.clanId} onPick={(h) => { setBranch({ id: h.id, name: h.name }); setPicking(false); }} />}
      </Popup>
    </>
  );
}

function Accept({ q }: { q: string }) {
  const navigate = useNavigate();
  const inv = useApiQuery(inviteOpen, { q }, { retry: false, call: { silent: true } });
  const [busy, setBusy] = useState(false);
  if (inv.isPending) return <LoadingState />;
  if (inv.isError) return <Result status="warning" title="邀请不可用" description={errorText(inv.error)} />;
  const accept = async () => {
    setBusy(true);
    try { navigate((await acceptInvite({ q })).path, { replace: true }); } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <>
      <Result status="info" title={inv.data.title} description={`${inv.data.inviter} 邀请您加入「${inv.data.projectName}」的修谱团队`} />
      <div style={{ padding: 16 }}><Button block color="primary" loading={busy} onClick={() => void accept()}>接受邀请</Button></div>
    </>
  );
}

export default function TeamInvitePage() {
  const q = useSearchParams()[0].get('id');
  if (q && q.includes('.')) return <PageLayout title="邀请编修" grey><Accept q={q} /></PageLayout>;
  return <AdminPage title="邀请编修" need="managers">{(ctx) => <MakeInvite ctx={ctx} />}</AdminPage>;
}
