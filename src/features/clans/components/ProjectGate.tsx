/**
 * Shows its children once /project/auth/v2 lets the caller in. A password-protected project asks for the view
 * password (访问密码) first; any other refusal shows the server's message and goes to the not-found page (spec §5).
 */
import { Button, Form, Input } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOT_FOUND } from '@src/app/guard';
import { alert } from '@src/app/shell/feedback';
import { LoadingState } from '@src/components/ui/States';
import { useGuessCaptcha } from '@src/features/accounts/index';
import { checkAccess, unlockProject, type AccessResult } from '../project-access';

export function ProjectGate({ projectId, clanId, children }: { projectId: number | null; clanId?: number; children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<AccessResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useGuessCaptcha();

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    void checkAccess(projectId, clanId).then((r) => {
      if (!live) return;
      setState(r);
      if (!r.ok && !r.needsPassword) void alert(r.message).then(() => navigate(NOT_FOUND, { replace: true }));
    });
    return () => { live = false; };
  }, [projectId, clanId, attempt, navigate]);

  if (!projectId) return <LoadingState />;
  if (!state) return <LoadingState text="正在进入" />;
  if (state.ok) return <>{children}</>;
  if (!state.needsPassword) return <LoadingState text={state.message} />;
  const submit = async () => {
    if (!password.trim()) return;
    setBusy(true);
    try {
      await unlockProject(projectId, password, captcha.params);
      setAttempt((n) => n + 1);
    } catch (e) {
      // the client already toasted the server's message (密码错误 …); a captcha when the server asks for one
      captcha.onRefused(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cl-page">
      <div className="cl-card">
        <div className="cl-subtitle">该家族已加密</div>
        <p className="cl-muted">请输入管理员告诉您的访问密码，验证通过后7天内无需再次输入。</p>
        <Form layout="horizontal">
          <Form.Item label="访问密码">
            <Input type="password" value={password} onChange={setPassword} placeholder="请输入访问密码" maxLength={32} onEnterPress={() => void submit()} />
          </Form.Item>
          {captcha.element}
        </Form>
        <Button block color="primary" loading={busy} disabled={!password.trim()} onClick={() => void submit()}>进入家族</Button>
      </div>
    </div>
  );
}
