/** /sacrifice/hall/edit (?id= to edit, ?projectId= to build): an ancestral hall's name, 堂号, type, plaque, couplets; delete. */
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HALL_TYPES, hallInfo } from '@contract/hall';
import { confirm, toast } from '@src/app/shell/feedback';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { PhotoField } from '@src/components/ui/PhotoField';
import { intParam, mediaUrl } from '../sacrifice-model';
import { deleteAncestralHall, saveAncestralHall } from '../sacrifice.queries';
import '../sacrifice.css';

interface Values { name: string; hallName: string; type: number[]; cover: string; address: string; plaque: string; coupletRight: string; coupletLeft: string; intro: string }

export default function HallEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = intParam(params, 'id');
  const project = useAtomValue(currentProjectAtom);
  const info = useApiQuery(hallInfo, { id: id ?? 0 }, { enabled: !!id, staleTime: 0, call: { silent: true } });
  const projectId = info.data?.projectId ?? intParam(params, 'projectId') ?? (project.projectId ? Number(project.projectId) : undefined);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const h = info.data;
    if (h) form.setFieldsValue({ ...h, type: [h.type], coupletRight: h.couplets[0], coupletLeft: h.couplets[1] });
  }, [info.data, form]);

  const save = async (v: Values) => {
    if (!projectId) return;
    setSaving(true);
    try {
      const t = (s: string | undefined) => s?.trim() || undefined;
      const r = await saveAncestralHall({ id, projectId, name: v.name.trim(), hallName: t(v.hallName), type: v.type?.[0] ?? 1, cover: t(v.cover),
        address: t(v.address), plaque: t(v.plaque), coupletRight: t(v.coupletRight), coupletLeft: t(v.coupletLeft), intro: t(v.intro) });
      toast('已保存', 'success');
      navigate(`/sacrifice/hall/detail?id=${r.id}`, { replace: true });
    } catch { /* toasted */ } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!id || !(await confirm({ content: '删除祠堂将同时删除其中所有牌位，且无法恢复。确定删除吗？', confirmText: '删除', danger: true }))) return;
    try {
      await deleteAncestralHall({ id });
      toast('已删除');
      navigate(`/sacrifice/hall/index${projectId ? `?projectId=${projectId}` : ''}`, { replace: true });
    } catch { /* toasted */ }
  };

  let body;
  if (!id && !projectId) body = <EmptyState title="请先选择家族" description="祠堂属于一个家族的族谱" />;
  else if (id && info.isPending) body = <LoadingState />;
  else if (id && info.isError) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else {
    body = (
      <Form form={form} layout="horizontal" initialValues={{ type: [1] }} onFinish={(v) => void save(v)}
        footer={<div className="sf-form-foot">
          <Button block type="submit" color="primary" loading={saving}>保存</Button>
          {id && <Button block color="danger" fill="outline" onClick={() => void remove()}>删除祠堂</Button>}
        </div>}>
        <Form.Item name="name" label="祠堂名称" rules={[{ required: true, message: '请填写祠堂名称' }]}><Input maxLength={30} placeholder="陈氏宗祠" /></Form.Item>
        <Form.Item name="hallName" label="堂号"><Input maxLength={20} placeholder="颍川堂" /></Form.Item>
        <Form.Item name="type" label="类型"><Selector columns={2} options={HALL_TYPES.map((t) => ({ label: t.name, value: t.type }))} /></Form.Item>
        <Form.Item name="cover" label="封面"><PhotoField label="选择封面" src={mediaUrl} /></Form.Item>
        <Form.Item name="address" label="地址"><Input maxLength={100} /></Form.Item>
        <Form.Item name="plaque" label="匾额" description="不填则用堂号"><Input maxLength={20} /></Form.Item>
        <Form.Item name="coupletRight" label="上联"><Input maxLength={30} placeholder="祖功宗德流芳远" /></Form.Item>
        <Form.Item name="coupletLeft" label="下联"><Input maxLength={30} placeholder="子孝孙贤世泽长" /></Form.Item>
        <Form.Item name="intro" label="简介" layout="vertical"><TextArea maxLength={5000} showCount autoSize={{ minRows: 3, maxRows: 10 }} /></Form.Item>
      </Form>
    );
  }
  return <PageLayout title={id ? '编辑祠堂' : '新建祠堂'} className="sf-page" grey>{body}</PageLayout>;
}
