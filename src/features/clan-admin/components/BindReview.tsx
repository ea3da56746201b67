/**
 * Bind requests of a project (/project/bind/list) by state, filtered to 本人 claims (绑定申请) or relatives'
 * requests (入谱申请: "该成员是我的亲属", which makes the user a member of the family); 通过 / 拒绝 (confirm, with a
 * reason) for the open ones.
 */
import { Button, List, Space, Tabs } from 'antd-mobile';
import { useState } from 'react';
import * as reviews from '@contract/reviews';
import { confirm, toast } from '@src/app/shell/feedback';
import { formatDateTime } from '@src/lib/format/datetime';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState } from '@src/components/ui/States';
import type { AdminCtx } from '../admin-context';
import { promptText } from './prompt';
import { stateClass } from '../review-state';
import { usePaged } from '../use-paged';
import { answerBind } from '../clan-admin.queries';

export type BindKind = 'self' | 'relative';
export const isKind = (b: Pick<reviews.BindItem, 'relation'>, kind: BindKind) => (kind === 'self' ? b.relation === '本人' : b.relation !== '本人');

async function decide(b: reviews.BindItem, pass: boolean) {
  const who = `${b.user.name}${b.relation === '本人' ? ' 即' : ` 是其${b.relation}`}「${b.member?.name ?? '已删除成员'}」`;
  let note = '';
  if (pass) {
    if (!(await confirm({ content: `通过后 ${who}，并成为家族成员。确定通过？`, confirmText: '通过' }))) return;
  } else {
    const t = await promptText({ title: '拒绝申请', placeholder: `拒绝理由（${b.user.name}可见）`, confirmText: '拒绝', required: true });
    if (t === null) return;
    note = t;
  }
  try {
    await answerBind(pass, b.id, note);
    toast(pass ? '已通过' : '已拒绝');
  } catch { /* shown */ }
}

function Requests({ ctx, status, kind, canReview }: { ctx: AdminCtx; status: reviews.BindStatus; kind: BindKind; canReview: boolean }) {
  const q = usePaged(reviews.projectBindList, { projectId: ctx.projectId ?? undefined, status });
  return <PagedList query={q} empty="没有申请" all={(all) => {
    const items = all.filter((b) => isKind(b, kind));
    if (!items.length) return q.hasNextPage ? null : <EmptyState title="没有申请" />;
    return (
      <List>
        {items.map((b) => (
          <List.Item key={b.id}
            description={`${b.user.phone ? `${b.user.phone} · ` : ''}${formatDateTime(b.createdAt)}${b.remark ? ` · ${b.remark}` : ''}${b.reviewNote ? ` · 审核：${b.reviewNote}` : ''}`}
            extra={status === 'pending' && canReview ? (
              <Space>
                <Button size="mini" color="danger" fill="outline" onClick={() => void decide(b, false)}>拒绝</Button>
                <Button size="mini" color="primary" onClick={() => void decide(b, true)}>通过</Button>
              </Space>
            ) : <span className={stateClass(b.status)}>{b.statusName}</span>}>
            {b.user.name} → {b.member ? `${b.member.name}（${b.member.generation}世）` : '（成员已删除）'} · {b.relation}
          </List.Item>
        ))}
      </List>
    );
  }} />;
}

export function BindReview({ ctx, kind }: { ctx: AdminCtx; kind: BindKind }) {
  const [status, setStatus] = useState<reviews.BindStatus>('pending');
  return (
    <Tabs activeKey={status} onChange={(k) => setStatus(k as reviews.BindStatus)}>
      {reviews.BIND_STATUS.map((s) => (
        <Tabs.Tab key={s} title={s === 'accepted' ? '已通过' : reviews.BIND_STATUS_NAMES[s]}>
          {status === s && <Requests ctx={ctx} status={s} kind={kind} canReview={ctx.can('reviewBinds')} />}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
