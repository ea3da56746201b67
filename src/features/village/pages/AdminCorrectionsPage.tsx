/**
 * /village/admin/correct-list?id= (the village's corrections by status) and /village/admin/correct-detail?id= (one
 * correction: the diff against the village now; accept or reject; a village changed since is shown as such and
 * accepted only after confirming).
 */
import { useState } from 'react';
import { Button, List, Tabs, Tag, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { villageCorrectionList, VILLAGE_CORRECTION_STATUS_NAMES, type VillageCorrectionDetail } from '@contract/village';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { useApiInfinite } from '@src/lib/query';
import { correctionAccept, correctionReject, villageQueries } from '../village.queries';
import { DiffTable } from './VillageHistoryPage';
import '../village.css';
import { formatDate, formatDateTime } from '@src/lib/format/datetime';

type Status = keyof typeof VILLAGE_CORRECTION_STATUS_NAMES;

export function VillageAdminCorrectionsPage() {
  const villageId = Number(useSearchParams()[0].get('id')) || 0;
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('pending');
  const q = useApiInfinite(villageCorrectionList, { villageId, status }, { enabled: villageId > 0 });
  return (
    <PageLayout title="纠错审核" grey>
      <Tabs activeKey={status} onChange={(k) => setStatus(k as Status)} style={{ background: '#fff' }}>
        {(Object.keys(VILLAGE_CORRECTION_STATUS_NAMES) as Status[]).map((s) => <Tabs.Tab key={s} title={VILLAGE_CORRECTION_STATUS_NAMES[s]} />)}
      </Tabs>
      <PagedList query={q} list empty="暂无纠错">
        {(c) => (
          <List.Item key={c.id} onClick={() => navigate(`/village/admin/correct-detail?id=${c.id}`)} data-testid="correction-item"
            description={`${c.proposer.name} · ${formatDate(c.createdAt)}${c.reason ? ` · ${c.reason}` : ''}`} extra={<Tag>{c.statusName}</Tag>}>
            修改：{c.fields}
          </List.Item>
        )}
      </PagedList>
    </PageLayout>
  );
}

export function VillageAdminCorrectionDetailPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...villageQueries.correction(id), enabled: id > 0 });
  return <PageLayout title="纠错详情" grey><QueryView query={q}>{(c) => <Review c={c} />}</QueryView></PageLayout>;
}

function Review({ c }: { c: VillageCorrectionDetail }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    if (c.stale && !(await confirm({ content: '村落在纠错提交后已被修改，以上对比是与最新资料的差异。确认采纳？', confirmText: '采纳' }))) return;
    setBusy(true);
    try {
      await correctionAccept({ id: c.id, note, villageVersion: c.stale ? c.villageVersion : undefined });
      toast('已采纳', 'success');
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    if (!(await confirm({ content: '驳回这条纠错？', confirmText: '驳回', danger: true }))) return;
    setBusy(true);
    await correctionReject({ id: c.id, note }).then(() => toast('已驳回')).catch(() => {}).finally(() => setBusy(false));
  };
  return (
    <>
      <div className="vg-section">
        <div className="vg-section__title">{c.villageName}<Tag>{c.statusName}</Tag></div>
        <div className="vg-muted">提交人 {c.proposer.name} · {formatDateTime(c.createdAt)}</div>
        {c.reason && <div style={{ marginTop: 6 }}>依据：{c.reason}</div>}
        {c.stale && c.status === 'pending' && <div style={{ color: '#d46b08', marginTop: 6 }}>村落在纠错提交后已被修改，请核对最新资料</div>}
      </div>
      <div className="vg-section">
        <div className="vg-section__title">修改对比（上：现在，下：纠错）</div>
        <DiffTable rows={c.diff} />
      </div>
      {c.canReview ? (
        <div className="vg-section">
          <TextArea value={note} onChange={setNote} placeholder="审核意见（可不填）" rows={2} maxLength={200} />
          <div className="vg-row" style={{ marginTop: 12 }}>
            <Button color="primary" style={{ flex: 1 }} loading={busy} onClick={() => void accept()} data-testid="correction-accept">采纳</Button>
            <Button color="danger" fill="outline" style={{ flex: 1 }} disabled={busy} onClick={() => void reject()}>驳回</Button>
          </div>
        </div>
      ) : c.reviewer && <div className="vg-section vg-muted">{c.reviewer.name} {c.statusName}{c.reviewNote ? `：${c.reviewNote}` : ''}</div>}
    </>
  );
}
