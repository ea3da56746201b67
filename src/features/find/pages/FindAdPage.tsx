/** /find/ad: 修谱服务报名 — name, phone, surname, region, needs; /find/success afterwards. Staff handle it in /ops. */
import { useState } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { findOrderEdit } from '../find.queries';
import '../find.css';

export default function FindAdPage() {
  const navigate = useNavigate();
  const [v, setV] = useState({ name: '', phone: '', surname: '', region: '', message: '' });
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (x: string) => setV({ ...v, [k]: x });
  const submit = async () => {
    if (!v.name.trim() || !v.surname.trim()) { toast('请填写姓名和姓氏'); return; }
    if (!/^1\d{10}$/.test(v.phone.trim())) { toast('手机号格式不正确'); return; }
    setBusy(true);
    try {
      await findOrderEdit({ ...v, name: v.name.trim(), phone: v.phone.trim(), surname: v.surname.trim() });
      navigate('/find/success', { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title="修谱服务" grey>
      <div className="zp-find-banner"><h3>专业修谱，传承家族记忆</h3><div>提交后专人将在 1–2 个工作日内与您联系</div></div>
      <Form layout="horizontal" footer={<Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>提交</Button>}>
        <Form.Item label="姓名"><Input maxLength={20} value={v.name} onChange={set('name')} /></Form.Item>
        <Form.Item label="手机号"><Input type="tel" maxLength={11} value={v.phone} onChange={set('phone')} /></Form.Item>
        <Form.Item label="姓氏"><Input maxLength={10} value={v.surname} onChange={set('surname')} /></Form.Item>
        <Form.Item label="所在地区"><Input maxLength={60} value={v.region} onChange={set('region')} /></Form.Item>
        <Form.Item label="需求说明" layout="vertical"><TextArea maxLength={500} rows={3} placeholder="如：老谱已有，想续修五修" value={v.message} onChange={set('message')} /></Form.Item>
      </Form>
    </PageLayout>
  );
}
