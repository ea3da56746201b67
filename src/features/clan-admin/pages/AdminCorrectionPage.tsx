/**
 * /clan/admin/correction[?projectId=&clanId=][&status=]: the corrections filed in the project — 待处理 (待审核 and
 * 暂缓), 已采纳, 已驳回 — newest first, paged; a row opens its diff (/clan/admin/correction-details?id=).
 */
import { Badge, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { correctionList, correctionMessage, type CorrectionStatus } from '@contract/reviews';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import type { AdminCtx } from '../admin-context';
import { stateClass } from '../review-state';
import { usePaged } from '../use-paged';

const TABS: { key: string; title: string; status?: CorrectionStatus }[] = [
  { key: 'open', title: '待处理' },
  { key: 'pending', title: '待审核', status: 'pending' },
  { key: 'delayed', title: '暂缓', status: 'delayed' },
  { key: 'accepted', title: '已采纳', status: 'accepted' },
  { key: 'rejected', title: '已驳回', status: 'rejected' },
];

function Corrections({ ctx, status }: { ctx: AdminCtx; status?: CorrectionStatus }) {
  const navigate = useNavigate();
  const list = usePaged(correctionList, { projectId: ctx.projectId ?? undefined, status });
  return (
    <PagedList list query={list} empty="没有纠错">
      {(c) => (
        <List.Item key={c.id} onClick={() => navigate(ctx.path('/clan/admin/correction-details', { id: c.id }))}
          description={`${c.proposer.name} · ${formatDateTime(c.createdAt)} · 改：${c.fields}`}
          extra={<span className={stateClass(c.status)}>{c.statusName}</span>}>
          {c.memberName || '（成员已删除）'} <span className="ca-muted">{c.generationLabel}</span>
        </List.Item>
      )}
    </PagedList>
  );
}

export default function AdminCorrectionPage() {
  const [params, setParams] = useSearchParams();
  const key = TABS.some((t) => t.key === params.get('status')) ? params.get('status')! : 'open';
  return (
    <AdminPage title="纠错管理" need="reviewCorrections">
      {(ctx) => <CorrectionTabs ctx={ctx} active={key} onTab={(k) => { const p = new URLSearchParams(params); p.set('status', k); setParams(p, { replace: true }); }} />}
    </AdminPage>
  );
}

function CorrectionTabs({ ctx, active, onTab }: { ctx: AdminCtx; active: string; onTab: (k: string) => void }) {
  const msg = useApiQuery(correctionMessage, { projectId: ctx.projectId ?? undefined }, { call: { silent: true } });
  const count = (k: string) => (k === 'pending' ? msg.data?.pending : k === 'delayed' ? msg.data?.delayed : k === 'open' && msg.data ? msg.data.pending + msg.data.delayed : 0) ?? 0;
  return (
    <Tabs activeKey={active} onChange={onTab}>
      {TABS.map((t) => (
        <Tabs.Tab key={t.key} title={count(t.key) ? <Badge content={count(t.key)}>{t.title}</Badge> : t.title}>
          {active === t.key && <Corrections ctx={ctx} status={t.status} />}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
