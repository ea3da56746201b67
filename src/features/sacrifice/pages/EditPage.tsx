/**
 * /sacrifice/edit (?id= to edit, ?memberId= to build for a clan member): the memorial hall form — the person (typed
 * in, or read from the clan member), portrait, style (classic / 简约 / 现代), 墓园, biography, epitaph, music and
 * the offering sons (孝子).
 */
import { Button, Form, Input, Radio, Selector, Switch, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { customGet, lifetimeMemberGet } from '@contract/sacrifice';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { PhotoField } from '@src/components/ui/PhotoField';
import { sacrificeQueries, saveMemorial } from '../sacrifice.queries';
import { hallPath, intParam, mediaUrl, offerersText } from '../sacrifice-model';
import '../sacrifice.css';

interface Values {
  surname: string; name: string; gender: 'm' | 'f'; birthText: string; deathText: string; photo: string;
  style: number[]; tomb: boolean; biography: string; epitaph: string; musicKey: string[]; offerers: string;
}

const STYLES = [{ label: '经典', value: 0 }, { label: '简约', value: 1 }, { label: '现代', value: 2 }];

export default function EditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = intParam(params, 'id');
  const memberParam = intParam(params, 'memberId');
  const current = useApiQuery(customGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0, call: { silent: true } });
  const memberId = current.data?.memberId ?? memberParam;
  const member = useApiQuery(lifetimeMemberGet, { memberId: memberId ?? 0 }, { enabled: !!memberId && !id, call: { silent: true } });
  const music = useQuery(sacrificeQueries.music());
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const c = current.data;
    const m = member.data;
    if (c) form.setFieldsValue({ ...c, style: [c.style], musicKey: c.musicKey ? [c.musicKey] : [], offerers: offerersText(c.offerers) });
    else if (m) {
      form.setFieldsValue({ surname: m.surname, name: m.name, gender: m.gender, birthText: m.birthText, deathText: m.deathText,
        biography: m.biography, offerers: offerersText(m.offerers) });
    }
  }, [current.data, member.data, form]);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const r = await saveMemorial({
        id, memberId, surname: v.surname?.trim() || undefined, name: v.name?.trim() || undefined, gender: v.gender,
        birthText: v.birthText?.trim() || undefined, deathText: v.deathText?.trim() || undefined, photo: v.photo || undefined,
        style: v.style?.[0] ?? 0, tomb: !!v.tomb, biography: v.biography?.trim() || undefined, epitaph: v.epitaph?.trim() || undefined,
        musicKey: v.musicKey?.[0] || undefined, offerers: v.offerers?.trim() || undefined,
      });
      toast(id ? '已保存' : '纪念馆已建成', 'success');
      navigate(hallPath({ id: r.id, style: v.style?.[0] ?? 0 }), { replace: true });
    } catch { /* toasted */ } finally {
      setSaving(false);
    }
  };

  const loading = (!!id && current.isPending) || (!!memberId && !id && member.isPending);
  const error = current.error ?? member.error;
  const linked = !!memberId;
  return (
    <PageLayout title={id ? '编辑纪念馆' : '新建纪念馆'} className="sf-page" grey>
      {loading ? <LoadingState /> : error ? <ErrorState error={error} onRetry={() => { void current.refetch(); void member.refetch(); }} /> : (
        <Form form={form} layout="horizontal" onFinish={(v) => void save(v)}
          initialValues={{ gender: 'm', style: [0], tomb: false, musicKey: [] }}
          footer={<Button block type="submit" color="primary" loading={saving}>{id ? '保存' : '建馆'}</Button>}>
          {linked && <Form.Header>逝者资料来自族谱成员，修改请到族谱中编辑</Form.Header>}
          <Form.Item name="surname" label="姓" rules={[{ required: !linked, message: '请填写姓' }]} disabled={linked}>
            <Input maxLength={10} placeholder="陈" />
          </Form.Item>
          <Form.Item name="name" label="姓名" rules={[{ required: !linked, message: '请填写逝者姓名' }]} disabled={linked}>
            <Input maxLength={30} placeholder="陈德华" />
          </Form.Item>
          <Form.Item name="gender" label="性别" disabled={linked}>
            <Radio.Group><Radio value="m">男</Radio><Radio value="f" style={{ marginLeft: 16 }}>女</Radio></Radio.Group>
          </Form.Item>
          <Form.Item name="birthText" label="出生" disabled={linked}><Input maxLength={60} placeholder="1930年5月3日 或 民国十九年四月初六" /></Form.Item>
          <Form.Item name="deathText" label="逝世" disabled={linked}><Input maxLength={60} placeholder="2010年8月12日" /></Form.Item>
          <Form.Item name="photo" label="遗像"><PhotoField src={mediaUrl} /></Form.Item>
          <Form.Header>纪念馆</Form.Header>
          <Form.Item name="style" label="风格"><Selector options={STYLES} columns={3} /></Form.Item>
          <Form.Item name="tomb" label="网上墓园" valuePropName="checked" description="打开后以三维墓园祭拜"><Switch /></Form.Item>
          <Form.Item name="epitaph" label="墓志铭"><Input maxLength={200} placeholder="音容宛在，德泽长存" /></Form.Item>
          <Form.Item name="offerers" label="孝眷" description="立碑人，多个以空格分开"><Input maxLength={100} placeholder="建国 建军" /></Form.Item>
          <Form.Item name="biography" label="生平" layout="vertical"><TextArea maxLength={5000} showCount autoSize={{ minRows: 4, maxRows: 12 }} /></Form.Item>
          <Form.Item name="musicKey" label="背景音乐" layout="vertical">
            <Selector options={(music.data?.list ?? []).map((m) => ({ label: m.name, value: m.key }))} columns={2} />
          </Form.Item>
        </Form>
      )}
    </PageLayout>
  );
}
