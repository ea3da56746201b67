/**
 * /content/donation-want?projectId=&id=: a drive (goal, raised, description) and the 我要捐资 form — amount, 芳名,
 * 匿名, 留言 — paid through the payments core (模拟支付), confirmed on return; links to the 功德榜 and the ledger.
 * One client key per visit of the form: a double tap or a retry gives once.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { toast } from '@src/app/shell/feedback';
import { beginPayment } from '@src/features/payments/index';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { DriveCard } from '../components/DriveCard';
import { contributionAdd, contributionConfirm, newClientKey } from '../content.queries';
import '../content.css';

const PRESETS = [100, 200, 500, 1000, 2000, 5000];

export default function DonationWantPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const projectId = Number(params.get('projectId')) || 0;
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(d.donationGet, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  const [yuan, setYuan] = useState('');
  const [name, setName] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newClientKey());

  // back from the 模拟支付 page: confirm once
  const confirmed = useRef('');
  const outTradeNo = params.get('outTradeNo') ?? '';
  const payResult = params.get('payResult');
  useEffect(() => {
    if (!outTradeNo || confirmed.current === outTradeNo) return;
    confirmed.current = outTradeNo;
    const clean = () => setParams({ projectId: String(projectId), id: String(id) }, { replace: true });
    if (payResult !== 'paid') { clean(); return; }
    contributionConfirm({ outTradeNo })
      .then((r) => {
        if (r.paid && r.donation) {
          toast('捐资成功，功德无量', 'success');
          navigate(`/content/donation-perfect?projectId=${projectId}&id=${r.donation.id}`, { replace: true });
        } else { toast('尚未支付成功'); clean(); }
      })
      .catch(clean);
  }, [outTradeNo, payResult, projectId, id, setParams, navigate]);

  const give = async () => {
    const fen = Math.round(Number(yuan) * 100);
    if (!Number.isFinite(fen) || fen < 1) { toast('请填写捐款金额'); return; }
    setBusy(true);
    try {
      const r = await contributionAdd({ projectId, driveId: id, amount: fen, clientKey: key.current, anonymous, name: name.trim(), message: message.trim() });
      const next = beginPayment(r.payment, `/content/donation-want?projectId=${projectId}&id=${id}`);
      key.current = newClientKey();
      if (next.paid) navigate(`/content/donation-perfect?projectId=${projectId}&id=${r.id}`, { replace: true });
      else navigate(next.to, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  if (!projectId || !id || q.isError) return <PageLayout title="我要捐资"><ErrorState error={q.error ?? new Error('捐资项目不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending) return <PageLayout title="我要捐资"><LoadingState /></PageLayout>;
  const drive = q.data;
  return (
    <PageLayout title="我要捐资" grey right={drive.canManage ? <Button size="mini" fill="none" onClick={() => navigate(`/content/donation-manage?projectId=${projectId}&id=${id}`)}>管理</Button> : undefined}>
      <DriveCard d={drive} />
      {drive.description && <div className="zp-content-section" style={{ whiteSpace: 'pre-wrap' }}>{drive.description}</div>}
      <div className="zp-content-section" style={{ display: 'flex', gap: 8 }}>
        <Button size="small" onClick={() => navigate(`/content/merit-list?projectId=${projectId}&id=${id}`)} data-testid="to-merit">功德榜</Button>
        <Button size="small" onClick={() => navigate(`/content/donation-log?projectId=${projectId}&id=${id}`)}>收支明细</Button>
        <Button size="small" onClick={() => navigate('/content/donation-mine')}>我的捐资</Button>
      </div>
      {drive.status === 'open' ? (
        <Form layout="vertical" footer={<Button block color="primary" loading={busy} disabled={busy} onClick={() => void give()} data-testid="donate">确认捐资</Button>}>
          <Form.Item label="捐款金额（元）">
            <Selector columns={3} options={PRESETS.map((v) => ({ label: `${v}元`, value: String(v) }))} value={[yuan]} onChange={(v) => setYuan(v[0] ?? '')} />
            <Input type="number" placeholder="或输入其他金额" value={yuan} onChange={setYuan} data-testid="donate-amount" style={{ marginTop: 8 }} />
          </Form.Item>
          <Form.Item label="芳名（留空用我的昵称）"><Input placeholder="如：陈德明" maxLength={20} value={name} onChange={setName} data-testid="donate-name" /></Form.Item>
          <Form.Item label="匿名捐资" description="功德榜上不显示姓名" layout="horizontal" extra={<Switch checked={anonymous} onChange={setAnonymous} />} />
          <Form.Item label="留言"><Input placeholder="如：愿宗祠永固" maxLength={100} value={message} onChange={setMessage} /></Form.Item>
        </Form>
      ) : <div className="zp-content-empty">该项目已结束，感谢各位宗亲支持</div>}
    </PageLayout>
  );
}
