/**
 * /clan/admin/view-password[?projectId=]: set the view password and make the project 密码访问 (管理员). Visitors
 * then enter it (/project/verify/password) and get a grant for 7 days.
 */
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { AdminPage } from '../components/AdminPage';
import { passwordProblem, privacyLabel } from '../privacy';
import { savePrivacy } from '../clan-admin.queries';

export default function ViewPasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <AdminPage title="访问密码" need="privacy">
      {(ctx) => {
        const p = ctx.project.data!;
        const submit = async (v: { pw?: string; again?: string }) => {
          const problem = passwordProblem(v.pw ?? '', v.again ?? '');
          if (problem) { toast(problem); return; }
          setBusy(true);
          try {
            await savePrivacy({ id: p.id, privacy: 'password', password: v.pw || undefined });
            toast('访问密码已设置', 'success');
            navigate(-1);
          } catch { /* shown */ } finally { setBusy(false); }
        };
        return (
          <>
            <NoticeBar color="info" content={`当前查看权限：${privacyLabel(p.privacy)}。设置密码后家族改为「密码访问」。`} />
            <Form layout="horizontal" onFinish={(v) => void submit(v)}
              footer={<Button block type="submit" color="primary" loading={busy}>保存密码</Button>}>
              <Form.Item name="pw" label="访问密码" rules={[{ required: true, message: '请输入访问密码' }]}>
                <Input type="password" placeholder="4-32位" clearable autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="again" label="再次输入" rules={[{ required: true, message: '请再次输入访问密码' }]}>
                <Input type="password" placeholder="再次输入访问密码" clearable autoComplete="new-password" />
              </Form.Item>
            </Form>
            <div className="ca-muted">访客输入正确密码后可查看7天；已在家族中有角色的族人无需密码。</div>
          </>
        );
      }}
    </AdminPage>
  );
}
