/**
 * /clan/collect/create[?projectId=&clanId=][&tpl=][&id=]: start (or edit) a 采丁 — title, intro, the whole clan or
 * one 房/支 (a member and his descendants), deadline, who may fill in, and the form (set-form inline).
 */
import { Button, Form, Input, List, Popup, Radio, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { detail as projectDetail } from '@contract/projects';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { MemberPicker, useIds } from '../collect-ui';
import { FormEditor } from '../components/FormEditor';
import { saveCampaign } from '../collect.queries';

export default function CollectCreatePage() {
  const navigate = useNavigate();
  const { id, projectId, clanId: givenClan, params } = useIds();
  const project = useApiQuery(projectDetail, { id: projectId ?? 0 }, { enabled: !!projectId && !givenClan });
  const clanId = givenClan ?? project.data?.clans[0]?.id;
  const templates = useApiQuery(c.collectTemplates, {});
  const existing = useApiQuery(c.collectGet, { id: id ?? 0 }, { enabled: !!id });
  const tpl = templates.data?.find((t) => t.key === params.get('tpl'));
  const [title, setTitle] = useState('');
  const [intro, setIntro] = useState('');
  const [deadline, setDeadline] = useState('');
  const [fillers, setFillers] = useState<c.Fillers>('anyone');
  const [form, setForm] = useState<c.FormField[]>(c.DEFAULT_FORM);
  const [branch, setBranch] = useState<{ id: number; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const src = existing.data ?? tpl;
    if (!src) return;
    setTitle(src.title); setIntro(src.intro); setForm(src.form);
    if (existing.data) {
      setDeadline(existing.data.deadline); setFillers(existing.data.fillers);
      setBranch(existing.data.branchRootId ? { id: existing.data.branchRootId, name: existing.data.branchName } : null);
    }
  }, [existing.data, tpl]);
  if (!projectId && !existing.data) return <PageLayout title="发起采丁"><EmptyState title="未指定家族" description="请从家族页面进入" /></PageLayout>;
  if ((id && existing.isPending) || (!givenClan && project.isPending)) return <PageLayout title="发起采丁"><LoadingState /></PageLayout>;
  const save = async () => {
    if (!title.trim()) { toast('请填写采丁标题'); return; }
    if (deadline && !/^\d{4}-\d{2}-\d{2}$/.test(deadline)) { toast('截止日期格式为 2026-12-31'); return; }
    setBusy(true);
    try {
      const r = await saveCampaign({ id, clanId: existing.data?.clanId ?? clanId!, title: title.trim(), intro: intro.trim(), branchRootId: branch?.id ?? null, form, deadline, fillers });
      toast('已保存', 'success');
      navigate(`/clan/collect/details?id=${r.id}`, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <PageLayout title={id ? '修改采丁' : '发起采丁'} grey>
      <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void save()}>{id ? '保存' : '发起采丁'}</Button>}>
        <Form.Item label="采丁标题"><Input value={title} onChange={setTitle} maxLength={40} placeholder="如：2026 陈氏续修采丁" /></Form.Item>
        <Form.Item label="说明"><TextArea value={intro} onChange={setIntro} maxLength={500} rows={3} placeholder="告诉族人为什么填写、怎样填写" /></Form.Item>
        <Form.Item label="采集范围">
          <List>
            <List.Item onClick={() => setPicking(true)} extra={branch ? <Button size="mini" onClick={(e) => { e.stopPropagation(); setBranch(null); }}>改为全族</Button> : undefined}>
              {branch ? `${branch.name}及其后代` : '全族（点此选择某一房/支）'}
            </List.Item>
          </List>
        </Form.Item>
        <Form.Item label="截止日期（可不填）"><Input value={deadline} onChange={setDeadline} placeholder="2026-12-31" /></Form.Item>
        <Form.Item label="谁可以填写">
          <Radio.Group value={fillers} onChange={(v) => setFillers(v as c.Fillers)}>
            {c.Fillers.options.map((k) => <div key={k} style={{ margin: '6px 0' }}><Radio value={k}>{c.FILLERS_NAMES[k]}</Radio></div>)}
          </Radio.Group>
        </Form.Item>
      </Form>
      <FormEditor value={form} onChange={setForm} />
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
        {clanId && <MemberPicker clanId={existing.data?.clanId ?? clanId} placeholder="搜索该房/支的起始成员" onPick={(h) => { setBranch({ id: h.id, name: h.name }); setPicking(false); }} />}
      </Popup>
    </PageLayout>
  );
}
