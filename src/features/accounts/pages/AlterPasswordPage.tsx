/** /mine/set/alter-password: with the old password, or with an SMS code to the user's own phone. */
import { useState } from 'react';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { toast } from '@src/app/shell/feedback';
import { patchUserInfo, userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack } from '@src/components/ui/use-back';
import { SmsCodeField } from '../components/SmsCodeField';
import { changePasswordByCode, changePasswordByOld, CODE_RE } from '../accounts.queries';

function checkNew(password: string, again: string): string | null {
  if (password.length < 6 || password.length > 32) return '新密码为6到32位';
  if (password !== again) return '两次输入的密码不一致';
  return null;
}

export default function AlterPasswordPage() {
  const user = useAtomValue(userInfoAtom);
  const back = useBack('/mine/set/set');
  const hasPassword = !!user?.hasPassword;
  const hasPhone = !!user?.phone;
  const [tab, setTab] = useState(hasPassword ? 'old' : 'sms');
  const [oldPassword, setOld] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const bad = checkNew(password, again);
    if (tab === 'old' && !oldPassword) return toast('请输入原密码');
    if (tab === 'sms' && !CODE_RE.test(code)) return toast('请输入短信验证码');
    if (bad) return toast(bad);
    setBusy(true);
    try {
      const r = tab === 'old' ? await changePasswordByOld({ oldPassword, password }) : await changePasswordByCode({ code, password });
      patchUserInfo({ hasPassword: true });
      toast(r.revoked > 0 ? `密码已修改，其他 ${r.revoked} 处登录已退出` : '密码已修改', 'success');
      back();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };

  const newFields = (
    <>
      <Form.Item label="新密码">
        <Input type="password" placeholder="6到32位" value={password} onChange={setPassword} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码">
        <Input type="password" placeholder="再输入一次" value={again} onChange={setAgain} maxLength={32} autoComplete="new-password" />
      </Form.Item>
    </>
  );
  const footer = (
    <Button block color="primary" loading={busy} onClick={() => void submit()}>
      确认修改
    </Button>
  );

  return (
    <PageLayout title={hasPassword ? '修改密码' : '设置密码'} grey>
      <Tabs activeKey={tab} onChange={setTab} style={{ background: '#fff' }}>
        {hasPassword && (
          <Tabs.Tab title="原密码验证" key="old">
            <Form layout="horizontal" mode="card" footer={footer}>
              <Form.Item label="原密码">
                <Input type="password" placeholder="请输入原密码" value={oldPassword} onChange={setOld} maxLength={32} autoComplete="current-password" />
              </Form.Item>
              {newFields}
            </Form>
          </Tabs.Tab>
        )}
        <Tabs.Tab title="短信验证" key="sms">
          {hasPhone ? (
            <Form layout="horizontal" mode="card" footer={footer}>
              <SmsCodeField type="change" toMe code={code} onCode={setCode} />
              {newFields}
            </Form>
          ) : (
            <p className="zp-section zp-muted">请先绑定手机号后再通过短信设置密码。</p>
          )}
        </Tabs.Tab>
      </Tabs>
      <p className="zp-hint zp-section">修改密码后，该账号在其他设备上的登录将失效。</p>
    </PageLayout>
  );
}
