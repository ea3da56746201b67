/**
 * 登录: 短信登录, 密码登录 and 扫码登录 (a desktop shows a QR for a logged-in phone). A user already logged in is sent
 * on (the remembered jumpUrl, else home); a login returns to the remembered jumpUrl (use-finish-login).
 */
import { useState } from 'react';
import { Button, Checkbox, Form, Input, Tabs } from 'antd-mobile';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { afterLogin, isLoggedIn } from '@src/app/guard';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HOME_PATH } from '@src/components/ui/use-back';
import { SmsCodeField } from '../components/SmsCodeField';
import { DesktopQrPanel } from '../components/DesktopQrPanel';
import { useFinishLogin } from '../components/use-finish-login';
import { CODE_RE, loginByAccount, loginByPhone, PHONE_RE } from '../accounts.queries';
import { useGuessCaptcha } from '../components/GuessCaptcha';
import { inviter } from '../session';
import { ArticleLink } from '@src/features/help/index';

const wide = () => typeof window !== 'undefined' && window.innerWidth > 750;

export default function LoginPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState(wide() ? 'qr' : 'sms');
  const [agreed, setAgreed] = useState(false);
  // Already logged in when the page opened: on to where the login would have led (a login made here navigates itself).
  const user = useAtomValue(userInfoAtom);
  const [already] = useState(() => isLoggedIn(user));
  if (already) return <Navigate to={afterLogin(cache.get<string>(CACHE_KEYS.jumpUrl))} replace />;
  return (
    <PageLayout title="登录" onBack={() => navigate(HOME_PATH, { replace: true })}>
      <div className="zp-section" style={{ paddingTop: 20 }}>
        <h2 style={{ margin: '0 0 4px', fontSize: 22 }}>欢迎来到族谱</h2>
        <p className="zp-muted" style={{ margin: 0 }}>登录后可创建家族、编修族谱</p>
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title="短信登录" key="sms">
          <SmsLogin agreed={agreed} />
        </Tabs.Tab>
        <Tabs.Tab title="密码登录" key="password">
          <PasswordLogin agreed={agreed} />
        </Tabs.Tab>
        <Tabs.Tab title="扫码登录" key="qr">
          <DesktopQrPanel />
        </Tabs.Tab>
      </Tabs>
      {tab !== 'qr' && (
        <div className="zp-section">
          <Checkbox checked={agreed} onChange={setAgreed} style={{ '--icon-size': '16px', '--font-size': '12px' } as React.CSSProperties}>
            我已阅读并同意
          </Checkbox>
          <ArticleLink type="user" /><span style={{ fontSize: 12 }}>和</span><ArticleLink type="privacy" />
          <div className="zp-row" style={{ justifyContent: 'space-between', marginTop: 16, fontSize: 14 }}>
            <Link to="/pages/account/register" replace>
              注册账号
            </Link>
            <Link to="/pages/account/forget-password" replace>
              忘记密码
            </Link>
          </div>
          {import.meta.env.DEV && (
            <div style={{ marginTop: 24, textAlign: 'center', fontSize: 12 }}>
              <Link to="/pages/other/debug">调试登录（仅开发环境）</Link>
            </div>
          )}
        </div>
      )}
    </PageLayout>
  );
}

function SmsLogin({ agreed }: { agreed: boolean }) {
  const finish = useFinishLogin();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!PHONE_RE.test(phone)) return toast('请输入正确的手机号');
    if (!CODE_RE.test(code)) return toast('请输入短信验证码');
    if (!agreed) return toast('请先阅读并同意用户协议和隐私政策');
    setBusy(true);
    try {
      finish(await loginByPhone({ phone, code, share: inviter() }));
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="horizontal" footer={<Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>登录 / 注册</Button>}>
      <Form.Item label="手机号">
        <Input placeholder="请输入手机号" value={phone} onChange={(v) => setPhone(v.replace(/\D/g, ''))} maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField type="login" phone={phone} code={code} onCode={setCode} />
      <p className="zp-hint" style={{ padding: '0 16px' }}>未注册的手机号验证后将自动注册</p>
    </Form>
  );
}

function PasswordLogin({ agreed }: { agreed: boolean }) {
  const finish = useFinishLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useGuessCaptcha();
  const submit = async () => {
    if (!account.trim()) return toast('请输入手机号或账号');
    if (!password) return toast('请输入密码');
    if (!agreed) return toast('请先阅读并同意用户协议和隐私政策');
    setBusy(true);
    try {
      finish(await loginByAccount({ account: account.trim(), password, ...captcha.params }));
    } catch (e) {
      captcha.onRefused(e); // shown; a captcha when the server asks for one
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="horizontal" footer={<Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>登录</Button>}>
      <Form.Item label="账号">
        <Input placeholder="手机号或账号名" value={account} onChange={setAccount} maxLength={32} autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码">
        <Input placeholder="请输入密码" type="password" value={password} onChange={setPassword} maxLength={32} autoComplete="current-password" onEnterPress={() => void submit()} />
      </Form.Item>
    </Form>
  );
}
