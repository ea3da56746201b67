/** /pages/other/debug: debug login by phone or user id, and the SMS outbox (not in production). */
import { useState } from 'react';
import { Button, Form, Input, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { relativeTime } from '@src/lib/format';
import { toast, copyText } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { APP_VERSION, APP_VERSION_CODE } from '@src/lib/api-client';
import { useFinishLogin } from '../components/use-finish-login';
import { loginByDebugCode, PHONE_RE, readSmsOutbox } from '../accounts.queries';
import { logoutAndBecomeGuest } from '../session';

type Sms = { code: string; text: string; createdAt: string };

export default function DebugPage() {
  const finish = useFinishLogin();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [outbox, setOutbox] = useState<Sms[] | null>(null);
  const [busy, setBusy] = useState<'' | 'login' | 'sms'>('');

  const login = async () => {
    if (!code.trim()) return toast('请输入手机号或用户ID');
    setBusy('login');
    try {
      finish(await loginByDebugCode({ code: code.trim() }), '调试登录成功');
    } catch {
      /* shown */
    } finally {
      setBusy('');
    }
  };

  const loadOutbox = async () => {
    if (!PHONE_RE.test(phone)) return toast('请输入正确的手机号');
    setBusy('sms');
    try {
      setOutbox((await readSmsOutbox(phone)).list);
    } catch {
      setOutbox(null);
    } finally {
      setBusy('');
    }
  };

  return (
    <PageLayout title="调试" grey>
      <List header="当前身份">
        <List.Item extra={user ? (user.id === 1 ? '游客' : `用户 ${user.id}`) : '未加载'}>身份</List.Item>
        <List.Item extra={user?.phone || '—'}>手机号</List.Item>
        <List.Item extra={`${APP_VERSION}（${APP_VERSION_CODE}）`}>版本</List.Item>
      </List>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block color="primary" loading={busy === 'login'} onClick={() => void login()}>
            调试登录
          </Button>
        }
      >
        <Form.Header>调试登录</Form.Header>
        <Form.Item label="手机号/ID" help="新手机号会自动注册">
          <Input placeholder="手机号或用户ID" value={code} onChange={setCode} maxLength={20} />
        </Form.Item>
      </Form>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block loading={busy === 'sms'} onClick={() => void loadOutbox()}>
            查看最近短信
          </Button>
        }
      >
        <Form.Header>短信发件箱</Form.Header>
        <Form.Item label="手机号">
          <Input placeholder="收信手机号" value={phone} onChange={(v) => setPhone(v.replace(/\D/g, ''))} maxLength={11} inputMode="tel" />
        </Form.Item>
      </Form>
      {outbox && outbox.length === 0 && <EmptyState title="没有短信" description="该手机号最近没有收到验证码" />}
      {outbox && outbox.length > 0 && (
        <List header="最近短信（点击复制验证码）">
          {outbox.map((s, i) => (
            <List.Item key={i} description={s.text} extra={relativeTime(s.createdAt)} onClick={() => void copyText(s.code)}>
              {s.code}
            </List.Item>
          ))}
        </List>
      )}
      <div className="zp-actions">
        <Button block onClick={() => void logoutAndBecomeGuest().then(() => toast('已退出登录'))}>
          退出登录（变为游客）
        </Button>
        <Button block fill="none" onClick={() => navigate('/pages/index/index')}>
          回到首页
        </Button>
      </div>
    </PageLayout>
  );
}
