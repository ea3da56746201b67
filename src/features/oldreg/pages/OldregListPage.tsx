/**
 * /clan/admin/oldreg[?projectId=&clanId=]: the clan's old registers (旧谱) and a new one (谱名、堂号、编修年代、卷数).
 * A register opens its page (upload, reading, pages).
 */
import { Button, Form, Input, List, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/oldreg';
import { AdminPage, type AdminCtx } from '@src/features/clan-admin/index';
import { EmptyState } from '@src/components/ui/States';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { createRegister } from '../oldreg.queries';
import { StatusTag } from '../components/StatusTag';
import '../oldreg.css';

interface Draft { title: string; hall: string; yearText: string; volumes: number }

function NewRegister({ clanId, onCreated }: { clanId: number; onCreated: (r: c.OldregRegister) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [d, setD] = useState<Draft>({ title: '', hall: '', yearText: '', volumes: 1 });
  if (!open) return <Button block color="primary" onClick={() => setOpen(true)}>新建旧谱</Button>;
  const save = async () => {
    if (!d.title.trim()) { toast('请填写谱名'); return; }
    setBusy(true);
    try {
      onCreated(await createRegister({ clanId, ...d }));
    } catch { /* toasted */ } finally { setBusy(false); }
  };
  return (
    <div className="or-card" data-testid="oldreg-new">
      <div className="or-title">新建旧谱</div>
      <Form layout="horizontal" footer={
        <div className="or-row">
          <Button style={{ flex: 1 }} onClick={() => setOpen(false)}>取消</Button>
          <Button style={{ flex: 1 }} color="primary" loading={busy} onClick={() => void save()}>创建</Button>
        </div>
      }>
        <Form.Item label="谱名" required><Input placeholder="如：颍川陈氏宗谱" value={d.title} maxLength={60} onChange={(v) => setD({ ...d, title: v })} /></Form.Item>
        <Form.Item label="堂号"><Input placeholder="如：颍川堂" value={d.hall} maxLength={30} onChange={(v) => setD({ ...d, hall: v })} /></Form.Item>
        <Form.Item label="编修年代"><Input placeholder="如：光绪二十年" value={d.yearText} maxLength={40} onChange={(v) => setD({ ...d, yearText: v })} /></Form.Item>
        <Form.Item label="卷数"><Stepper min={0} max={999} value={d.volumes} onChange={(v) => setD({ ...d, volumes: v })} /></Form.Item>
      </Form>
    </div>
  );
}

function Registers({ ctx, clanId }: { ctx: AdminCtx; clanId: number }) {
  const navigate = useNavigate();
  const list = useApiInfinite(c.list, { clanId });
  const open = (id: number) => navigate(ctx.path('/clan/admin/oldreg/detail', { id }));
  return (
    <div className="or-stack">
      <div className="or-card or-muted">
        上传旧谱的扫描件（PDF 或逐页图片），自动识别世系录中的人名、世次和父子关系；您校对后再导入族谱。原始页面永久保存，可逐页查看。
      </div>
      <NewRegister clanId={clanId} onCreated={(r) => open(r.id)} />
      <PagedList list header="本族旧谱" query={list} empty="还没有旧谱" emptyAction={<span className="or-muted">点击「新建旧谱」，再上传扫描件</span>}>
        {(r) => (
          <List.Item key={r.id} onClick={() => open(r.id)} extra={<StatusTag status={r.status} name={r.statusName} />}
            description={[r.hall, r.yearText, r.volumes ? `${r.volumes}卷` : '', `${r.pageCount}页`].filter(Boolean).join(' · ')}>
            {r.title}
          </List.Item>
        )}
      </PagedList>
    </div>
  );
}

export default function OldregListPage() {
  return (
    <AdminPage title="旧谱识别" need="importExcel">
      {(ctx) => ctx.clanId ? <Registers ctx={ctx} clanId={ctx.clanId} /> : <EmptyState title="还没有族谱" description="请先在「管理家族」中新建族谱" />}
    </AdminPage>
  );
}
