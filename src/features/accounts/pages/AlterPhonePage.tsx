/** /mine/set/alter-phone: a code to the new phone (type change) → POST /user/change/phone. */
import { useState } from 'react';
import { Button, Form, Input, List } from 'antd-mobile';
import { maskPhone } from '@src/lib/format';
import { confirm, toast } from '@src/app/shell/feedback';
import { patchUserInfo, userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack } from '@src/components/ui/use-back';
import { SmsCodeField } from '../components/SmsCodeField';
import { changePhoneNumber, CODE_RE, PHONE_RE } from '../accounts.queries';

export default function AlterPhonePage() {
  const user = useAtomValue(userInfoAtom);
  const back = useBack('/mine/set/set');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!PHONE_RE.test(phone)) return toast('请输入正确的新手机号');
    if (!CODE_RE.test(code)) return toast('请输入短信验证码');
    if (!(await confirm({ content: `确定将手机号更换为 ${maskPhone(phone)} 吗？更换后请使用新手机号登录。` }))) return;
    setBusy(true);
    try {
      const r = await changePhoneNumber({ phone, code });
      patchUserInfo({ phone: r.phone });
      toast('手机号已更换', 'success');
      back();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="更换手机号" grey>
      <List>
        <List.Item extra={user?.phone ? maskPhone(user.phone) : '未绑定'}>当前手机号</List.Item>
      </List>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block color="primary" loading={busy} onClick={() => void submit()}>
            确认更换
          </Button>
        }
      >
        <Form.Item label="新手机号">
          <Input placeholder="请输入新手机号" value={phone} onChange={(v) => setPhone(v.replace(/\D/g, ''))} maxLength={11} inputMode="tel" />
        </Form.Item>
        <SmsCodeField type="change" phone={phone} code={code} onCode={setCode} />
      </Form>
    </PageLayout>
  );
}
