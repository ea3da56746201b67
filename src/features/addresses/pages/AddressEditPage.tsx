/** /mine/address/edit[?id=]: add or edit a delivery address (area from the location picker). */
import { useState } from 'react';
import { Button, Form, Input, Switch } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@src/app/shell/feedback';
import { useBack } from '@src/components/ui/use-back';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LocationPicker } from '@src/components/ui/LocationPicker';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import type { Address } from '@contract/addresses';
import { addressQueries, addressSave } from '../addresses.queries';

export default function AddressEditPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...addressQueries.get(id), enabled: id > 0 });
  if (id && q.isPending) return <PageLayout title="编辑地址"><LoadingState /></PageLayout>;
  if (id && q.isError) return <PageLayout title="编辑地址"><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  return <AddressForm initial={q.data} />;
}

function AddressForm({ initial }: { initial?: Address }) {
  const back = useBack();
  const [area, setArea] = useState<string[]>(initial ? [initial.province, initial.city, initial.county].filter(Boolean) : []);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: { name: string; phone: string; detail: string; isDefault?: boolean }) => {
    if (!area.length) return toast('请选择所在地区');
    setBusy(true);
    try {
      await addressSave({ id: initial?.id, name: v.name, phone: v.phone, province: area[0], city: area[1] ?? '', county: area[2] ?? '', detail: v.detail, isDefault: v.isDefault });
      toast('已保存', 'success');
      back();
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={initial ? '编辑地址' : '新增地址'} grey>
      <Form layout="horizontal" initialValues={{ name: initial?.name, phone: initial?.phone, detail: initial?.detail, isDefault: initial?.isDefault ?? false }}
        onFinish={(v) => void onFinish(v)}
        footer={<Button block type="submit" color="primary" loading={busy}>保存</Button>}>
        <Form.Item name="name" label="收货人" rules={[{ required: true, message: '请填写收货人' }]}><Input placeholder="姓名" maxLength={20} /></Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确' }]}><Input placeholder="11位手机号" type="tel" maxLength={11} /></Form.Item>
        <Form.Item label="所在地区" onClick={() => setPicking(true)} arrow>{area.length ? area.join(' ') : <span style={{ color: '#ccc' }}>省 市 区</span>}</Form.Item>
        <Form.Item name="detail" label="详细地址" rules={[{ required: true, min: 2, message: '请填写详细地址' }]}><Input placeholder="街道、门牌号" maxLength={120} /></Form.Item>
        <Form.Item name="isDefault" label="设为默认" valuePropName="checked"><Switch /></Form.Item>
      </Form>
      <LocationPicker visible={picking} onClose={() => setPicking(false)} onConfirm={(areas) => { setArea(areas.map((a) => a.name)); setPicking(false); }} />
    </PageLayout>
  );
}
