/** /clan/collect/assist-edit?collectId=: bind a 采集助手 by phone; then show his one-time invite (link + QR, 7 days). */
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as c from '@contract/collect';
import { copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QrCode } from '@src/components/ui/QrCode';
import { positive } from '../collect-ui';
import { bindAssistant } from '../collect.queries';
import { shareUrl } from './CollectSharePage';

export default function AssistEditPage() {
  const collectId = positive(useSearchParams()[0].get('collectId')) ?? 0;
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [done, setDone] = useState<(c.Assistant & { invite: { path: string } }) | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) { toast('请填写姓名'); return; }
    if (!/^1[3-9]\d{9}$/.test(phone.trim())) { toast('手机号格式不正确'); return; }
    setBusy(true);
    try { setDone(await bindAssistant({ collectId, name: name.trim(), phone: phone.trim() })); } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <PageLayout title="添加采集助手" grey>
      {done ? (
        <div className="cl-page">
          <div className="cl-card" style={{ textAlign: 'center' }}>
            <h3>已绑定 {done.name}（{done.phone}）</h3>
            <p className="cl-muted">请他用该手机号登录后扫码或打开链接接受邀请（7 天内有效，仅可使用一次）</p>
            <QrCode text={shareUrl(done.invite.path)} size={180} label="助手邀请二维码" />
          </div>
          <div className="cl-actions"><Button block color="primary" onClick={() => void copyText(shareUrl(done.invite.path))}>复制邀请链接</Button></div>
        </div>
      ) : (
        <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void save()}>绑定</Button>}>
          <Form.Item label="姓名"><Input value={name} onChange={setName} maxLength={20} /></Form.Item>
          <Form.Item label="手机号"><Input value={phone} onChange={setPhone} type="tel" clearable /></Form.Item>
        </Form>
      )}
    </PageLayout>
  );
}
