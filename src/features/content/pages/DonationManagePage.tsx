/**
 * /content/donation-manage?projectId=&id=: the clan's 管理员 / 协管员 open a drive (no id) or manage one — edit or end
 * it, enter spending, see every entry (anonymous ones stay 匿名善士).
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, List, Selector, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { chinaDay } from '@model/datetime';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { donationSave, donationSpend } from '../content.queries';
import '../content.css';

type Kind = (typeof d.DRIVE_KINDS)[number];

function Entries({ projectId, id }: { projectId: number; id: number }) {
  const query = useApiInfinite(d.donationManage, { projectId, id });
  return (
    <PagedList query={query} list header="捐资记录" refresh={false} empty="还没有人捐资">
      {(x) => <List.Item key={x.id} description={`${x.statusName}${x.message ? ` · ${x.message}` : ''}`} extra={fenToCurrency(x.amount)}>{x.name}</List.Item>}
    </PagedList>
  );
}

function Spend({ projectId, id }: { projectId: number; id: number }) {
  const [item, setItem] = useState('');
  const [yuan, setYuan] = useState('');
  const [day, setDay] = useState(chinaDay(new Date()));
  const save = async () => {
    const fen = Math.round(Number(yuan) * 100);
    if (!item.trim() || !(fen > 0)) { toast('请填写支出事项和金额'); return; }
    if (!(await confirm({ content: `登记支出“${item.trim()}” ${fenToCurrency(fen)}？登记后对族人公开。`, confirmText: '登记' }))) return;
    try { await donationSpend({ projectId, driveId: id, item: item.trim(), amount: fen, spentOn: day }); toast('已登记', 'success'); setItem(''); setYuan(''); } catch { /* shown */ }
  };
  return (
    <Form layout="horizontal" footer={<Button block onClick={() => void save()}>登记支出</Button>}>
      <Form.Header>登记支出</Form.Header>
      <Form.Item label="事项"><Input maxLength={60} placeholder="如：购买瓦片" value={item} onChange={setItem} /></Form.Item>
      <Form.Item label="金额(元)"><Input type="number" value={yuan} onChange={setYuan} /></Form.Item>
      <Form.Item label="日期"><Input placeholder="YYYY-MM-DD" value={day} onChange={setDay} /></Form.Item>
    </Form>
  );
}

export default function DonationManagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const projectId = Number(params.get('projectId')) || 0;
  const id = Number(params.get('id')) || 0;
  const drive = useApiQuery(d.donationGet, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  const [f, setF] = useState({ kind: 'genealogy' as Kind, title: '', description: '', goal: '', deadline: '' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const x = drive.data;
    if (x) setF({ kind: x.kind, title: x.title, description: x.description, goal: String(x.goal / 100), deadline: x.deadline });
  }, [drive.data]);
  const save = async (closed = false) => {
    const goal = Math.round(Number(f.goal) * 100);
    if (!f.title.trim()) { toast('请填写项目名称'); return; }
    if (!(goal > 0)) { toast('请填写目标金额'); return; }
    if (closed && !(await confirm({ content: '结束后不再接受捐资，确定结束？', confirmText: '结束', danger: true }))) return;
    setBusy(true);
    try {
      const r = await donationSave({ projectId, id: id || undefined, kind: f.kind, title: f.title.trim(), description: f.description.trim(), goal, deadline: f.deadline, closed });
      toast(id ? '已保存' : '捐资项目已发起', 'success');
      if (!id) navigate(`/content/donation-want?projectId=${projectId}&id=${r.id}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={id ? '管理捐资项目' : '发起捐资'} grey>
      <Form layout="vertical" footer={(
        <div style={{ display: 'flex', gap: 8 }}>
          <Button block color="primary" loading={busy} disabled={busy} onClick={() => void save()}>{id ? '保存' : '发起'}</Button>
          {id > 0 && drive.data?.status === 'open' && <Button block color="danger" fill="outline" onClick={() => void save(true)}>结束项目</Button>}
        </div>
      )}>
        <Form.Item label="类别"><Selector columns={4} options={d.DRIVE_KINDS.map((k) => ({ label: d.DRIVE_KIND_NAMES[k], value: k }))} value={[f.kind]} onChange={(v) => v[0] && setF({ ...f, kind: v[0] })} /></Form.Item>
        <Form.Item label="项目名称"><Input maxLength={40} placeholder="如：重修陈氏宗祠" value={f.title} onChange={(v) => setF({ ...f, title: v })} /></Form.Item>
        <Form.Item label="项目说明（用途、进度、账目公开方式）"><TextArea maxLength={2000} rows={4} value={f.description} onChange={(v) => setF({ ...f, description: v })} /></Form.Item>
        <Form.Item label="目标金额（元）"><Input type="number" value={f.goal} onChange={(v) => setF({ ...f, goal: v })} /></Form.Item>
        <Form.Item label="截止日期"><Input placeholder="YYYY-MM-DD" value={f.deadline} onChange={(v) => setF({ ...f, deadline: v })} /></Form.Item>
      </Form>
      {id > 0 && <Spend projectId={projectId} id={id} />}
      {id > 0 && <Entries projectId={projectId} id={id} />}
    </PageLayout>
  );
}
