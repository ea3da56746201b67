/** /mine/set/logout: an SMS code to the user's own phone, a last confirmation, then the account is deleted. */
import { useState } from 'react';
import { Button, Form, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { maskPhone } from '@src/lib/format';
import { alert, confirm, toast } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HOME_PATH } from '@src/components/ui/use-back';
import { SmsCodeField } from '../components/SmsCodeField';
import { CODE_RE, deleteAccount } from '../accounts.queries';
import { forgetDeletedAccount } from '../session';

export default function LogoutPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!CODE_RE.test(code)) return toast('请输入短信验证码');
    const ok = await confirm({ title: '最后确认', content: '注销后账号将无法恢复，确定注销吗？', confirmText: '确定注销', cancelText: '我再想想', danger: true });
    if (!ok) return;
    setBusy(true);
    try {
      await deleteAccount({ x: 'account', code });
      await forgetDeletedAccount();
      await alert('您的账号已注销，感谢您的陪伴。');
      navigate(HOME_PATH, { replace: true });
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };

  if (!user?.phone) {
    return (
      <PageLayout title="注销账号">
        <p className="zp-section zp-muted">注销账号需要验证手机号，请先绑定手机号。</p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title="注销账号" grey>
      <List>
        <List.Item extra={maskPhone(user.phone)}>验证手机号</List.Item>
      </List>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block color="danger" loading={busy} onClick={() => void submit()}>
            注销账号
          </Button>
        }
      >
        <SmsCodeField type="logout" toMe code={code} onCode={setCode} />
      </Form>
      <p className="zp-hint zp-section">注销后将退出登录，账号中的个人资料将被清除。</p>
    </PageLayout>
  );
}
