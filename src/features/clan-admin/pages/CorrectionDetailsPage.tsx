/**
 * /clan/admin/correction-details?id=: one correction — who proposed what and why, the diff (field, current →
 * proposed), and for a reviewer: 核对 (dry run against the rules), 采纳 (confirm; when the member changed since
 * the proposal, a second confirmation accepts against the version shown), 驳回 (confirm with a reason), 暂缓.
 */
import { Button, List, NoticeBar } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import * as reviews from '@contract/reviews';
import { alert, confirm, toast } from '@src/app/shell/feedback';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { isApiError } from '@src/lib/api-client';
import { useApiQuery } from '@src/lib/query';
import { formatDateTime } from '@src/lib/format/datetime';
import { AdminPage } from '../components/AdminPage';
import { DiffTable } from '../components/DiffTable';
import { promptText } from '../components/prompt';
import { positiveInt } from '../admin-context';
import { correctionActions, stateClass } from '../review-state';
import { acceptCorrection, checkCorrection, delayCorrection, rejectCorrection } from '../clan-admin.queries';
import { invalidate } from '@src/lib/query';

function Detail({ c }: { c: reviews.CorrectionDetail }) {
  const actions = correctionActions(c.status, c.canReview);
  const check = async () => {
    try {
      const r = await checkCorrection(c.id);
      await alert(r.ok ? '核对通过，可以采纳' : r.message, r.ok ? '核对结果' : '不能直接采纳');
    } catch { /* shown */ }
  };
  const accept = async () => {
    if (!(await confirm({ content: `采纳后将修改「${c.memberName}」的 ${c.diff.length} 项资料，并记入操作日志。确定采纳？`, confirmText: '采纳' }))) return;
    try {
      await acceptCorrection({ id: c.id, memberVersion: c.stale ? (c.memberVersion ?? undefined) : undefined });
    } catch (e) {
      if (!isApiError(e) || e.code !== 0) return;
      await alert(e.msbox, '未能采纳');
      void invalidate([reviews.correctionDetail, { id: c.id }]);
      return;
    }
    toast('已采纳', 'success');
  };
  const reject = async () => {
    const note = await promptText({ title: `驳回「${c.memberName}」的纠错`, placeholder: '驳回理由（提交人可见）', confirmText: '驳回', required: true });
    if (note === null) return;
    try { await rejectCorrection({ id: c.id, note }); toast('已驳回'); } catch { /* shown */ }
  };
  const delay = async () => {
    const note = await promptText({ title: '暂缓处理', placeholder: '说明（如：待核实老谱）', confirmText: '暂缓' });
    if (note === null) return;
    try { await delayCorrection({ id: c.id, note }); toast('已暂缓'); } catch { /* shown */ }
  };
  return (
    <>
      <List>
        <List.Item extra={<span className={stateClass(c.status)}>{c.statusName}</span>} description={c.generationLabel}>{c.memberName || '（成员已删除）'}</List.Item>
        <List.Item extra={formatDateTime(c.createdAt)}>提交人：{c.proposer.name}</List.Item>
        {c.reason && <List.Item description={c.reason}>纠错说明</List.Item>}
        {c.reviewer && <List.Item extra={formatDateTime(c.decidedAt)} description={c.reviewNote || undefined}>审核人：{c.reviewer.name}</List.Item>}
      </List>
      {c.stale && c.status !== 'accepted' && c.status !== 'rejected' && (
        <NoticeBar color="alert" wrap content="该成员在纠错提交后已被修改，下方“修改前”为成员当前资料，请核对后再采纳" />
      )}
      <div className="ca-card">
        <div className="ca-title">修改内容</div>
        {c.diff.length ? <DiffTable rows={c.diff} /> : <div className="ca-muted">成员已删除，无法对比</div>}
      </div>
      {actions.length > 0 && (
        <div className="ca-actions">
          {actions.includes('check') && <Button onClick={() => void check()}>核对</Button>}
          {actions.includes('delay') && <Button color="warning" fill="outline" onClick={() => void delay()}>暂缓</Button>}
          {actions.includes('reject') && <Button color="danger" fill="outline" onClick={() => void reject()}>驳回</Button>}
          {actions.includes('accept') && <Button color="primary" onClick={() => void accept()}>采纳</Button>}
        </div>
      )}
    </>
  );
}

export default function CorrectionDetailsPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const q = useApiQuery(reviews.correctionDetail, { id: id ?? 0 }, { enabled: !!id });
  return (
    <AdminPage title="纠错详情" need="reviewCorrections">
      {() => (id ? <QueryView query={q}>{(c) => <Detail c={c} />}</QueryView> : <EmptyState title="未指定纠错" />)}
    </AdminPage>
  );
}
