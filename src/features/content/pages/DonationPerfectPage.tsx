/** /content/donation-perfect?projectId=&id=: complete my donation's details — 芳名, 匿名, 留言, 房支, 籍贯, 电话. */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Switch } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiQuery } from '@src/lib/query';
import { contributionPerfect } from '../content.queries';
import '../content.css';

export default function DonationPerfectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const projectId = Number(params.get('projectId')) || 0;
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(d.contributionDetails, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  const [f, setF] = useState({ name: '', anonymous: false, message: '', branch: '', hometown: '', phone: '' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (q.data) setF({ name: q.data.name, anonymous: q.data.anonymous, message: q.data.message, branch: q.data.branch, hometown: q.data.hometown, phone: q.data.phone });
  }, [q.data]);
  const set = (k: keyof typeof f) => (v: string | boolean) => setF((o) => ({ ...o, [k]: v }));
  const save = async () => {
    setBusy(true);
    try {
      await contributionPerfect({ projectId, id, ...f });
      toast('已保存', 'success');
      navigate(`/content/merit-list?projectId=${projectId}&id=${q.data!.driveId}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };
  if (!projectId || !id || q.isError) return <PageLayout title="完善捐资信息"><ErrorState error={q.error ?? new Error('捐款记录不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending) return <PageLayout title="完善捐资信息"><LoadingState /></PageLayout>;
  return (
    <PageLayout title="完善捐资信息" grey>
      <div className="zp-content-section">
        <h3>{q.data.driveTitle}</h3>
        <div>捐资 <span className="zp-merit-amount">{fenToCurrency(q.data.amount)}</span> · {q.data.statusName}</div>
      </div>
      <Form layout="vertical" footer={<Button block color="primary" loading={busy} disabled={busy} onClick={() => void save()} data-testid="perfect-save">保存</Button>}>
        <Form.Item label="芳名（刻于功德榜）"><Input maxLength={20} value={f.name} onChange={set('name')} /></Form.Item>
        <Form.Item label="匿名" description="功德榜显示为“匿名善士”" layout="horizontal" extra={<Switch checked={f.anonymous} onChange={set('anonymous')} />} />
        <Form.Item label="留言"><Input maxLength={100} value={f.message} onChange={set('message')} /></Form.Item>
        <Form.Item label="房支"><Input maxLength={30} placeholder="如：长房、二房" value={f.branch} onChange={set('branch')} /></Form.Item>
        <Form.Item label="籍贯"><Input maxLength={60} value={f.hometown} onChange={set('hometown')} /></Form.Item>
        <Form.Item label="联系电话（仅自己可见）"><Input maxLength={11} type="tel" value={f.phone} onChange={set('phone')} /></Form.Item>
      </Form>
    </PageLayout>
  );
}
