/**
 * /clan/admin/view-permission[?projectId=]: who may view the project — 公开 / 密码访问 / 仅家族成员 (管理员).
 * Choosing 密码访问 without a password set goes to /clan/admin/view-password.
 */
import { Button, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectDetail, ProjectPrivacy } from '@contract/projects';
import { confirm, toast } from '@src/app/shell/feedback';
import { AdminPage } from '../components/AdminPage';
import type { AdminCtx } from '../admin-context';
import { PRIVACY_CHOICES, privacyLabel } from '../privacy';
import { savePrivacy } from '../clan-admin.queries';

function PrivacyForm({ ctx, p }: { ctx: AdminCtx; p: ProjectDetail }) {
  const navigate = useNavigate();
  const [value, setValue] = useState<ProjectPrivacy>(p.privacy);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (value === 'password' && p.privacy !== 'password') {
      navigate(ctx.path('/clan/admin/view-password'));
      return;
    }
    if (value === 'members' && !(await confirm(`改为「仅家族成员」后，非成员将无法查看「${p.name}」，确定吗？`))) return;
    setBusy(true);
    try {
      await savePrivacy({ id: p.id, privacy: value });
      toast(`已设为${privacyLabel(value)}`, 'success');
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <>
      <List header={`当前：${privacyLabel(p.privacy)}`}>
        <Radio.Group value={value} onChange={(v) => setValue(v as ProjectPrivacy)}>
          {PRIVACY_CHOICES.map((c) => (
            <List.Item key={c.value} description={c.description} prefix={<Radio value={c.value} />} onClick={() => setValue(c.value)}>
              {c.label}
            </List.Item>
          ))}
        </Radio.Group>
      </List>
      {p.privacy === 'password' && (
        <Button block fill="outline" onClick={() => navigate(ctx.path('/clan/admin/view-password'))}>修改访问密码</Button>
      )}
      <Button block color="primary" loading={busy} disabled={value === p.privacy} onClick={() => void save()}>保存</Button>
    </>
  );
}

export default function ViewPermissionPage() {
  return (
    <AdminPage title="查看权限" need="privacy">
      {(ctx) => <PrivacyForm ctx={ctx} p={ctx.project.data!} />}
    </AdminPage>
  );
}
