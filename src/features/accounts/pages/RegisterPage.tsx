/** 注册 and 找回密码: phone, captcha, SMS code and a password → POST /login/verify (logs in). */
import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { SmsType } from '@contract/accounts';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { SmsCodeField } from '../components/SmsCodeField';
import { useFinishLogin } from '../components/use-finish-login';
import { CODE_RE, loginBySmsVerify, PHONE_RE } from '../accounts.queries';
import { inviter } from '../session';

export function PhonePasswordForm({ mode }: { mode: 'register' | 'reset' }) {
  const finish = useFinishLogin();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const type: SmsType = mode;
  const submit = async () => {
    if (!PHONE_RE.test(phone)) return toast('请输入正确的手机号');
    if (!CODE_RE.test(code)) return toast('请输入短信验证码');
    if (password.length < 6 || password.length > 32) return toast('密码为6到32位');
    if (password !== again) return toast('两次输入的密码不一致');
    setBusy(true);
    try {
      const user = await loginBySmsVerify({ phone, code, password, share: mode === 'register' ? inviter() : undefined });
      finish(user, mode === 'register' ? '注册成功' : '密码已重置');
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="horizontal"
      footer={
        <>
          <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
            {mode === 'register' ? '注册并登录' : '重置密码并登录'}
          </Button>
          <div style={{ textAlign: 'center', marginTop: 16, fontSize: 14 }}>
            <Link to="/pages/account/index" replace>
              已有账号，去登录
            </Link>
          </div>
        </>
      }
    >
      <Form.Item label="手机号">
        <Input placeholder="请输入手机号" value={phone} onChange={(v) => setPhone(v.replace(/\D/g, ''))} maxLength={11} inputMode="tel" />
      </Form.Item>
      <SmsCodeField type={type} phone={phone} code={code} onCode={setCode} />
      <Form.Item label={mode === 'register' ? '密码' : '新密码'}>
        <Input placeholder="6到32位" type="password" value={password} onChange={setPassword} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码">
        <Input placeholder="再输入一次" type="password" value={again} onChange={setAgain} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      {mode === 'reset' && <p className="zp-hint" style={{ padding: '0 16px' }}>重置密码后，该账号在其他设备上的登录将失效</p>}
    </Form>
  );
}

export default function RegisterPage() {
  return (
    <PageLayout title="注册">
      <PhonePasswordForm mode="register" />
    </PageLayout>
  );
}
