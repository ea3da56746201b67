/** /clan/book/create: put the plan together (format, generations, cover, title) and start generating a sample. */
import { useState } from 'react';
import { Button, List, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { GENERATION_OPTIONS } from '@contract/print';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { FormatPreview } from '../preview/FormatPreview';
import { usePlan } from '../use-plan';
import { createSample } from '../book.queries';
import '../book.css';

export default function BookCreatePage() {
  const navigate = useNavigate();
  const { clanId, q, plan, update, reset, suffix } = usePlan();
  const [busy, setBusy] = useState(false);
  if (!clanId) return <PageLayout title="制作家谱书"><EmptyState title="请先进入一个族谱" /></PageLayout>;

  const create = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      const s = await createSample({
        clanId, format: plan.format, generations: plan.generations, rootId: plan.rootId, coverId: plan.coverId,
        innerPageId: plan.innerPageId, binding: plan.binding, paper: plan.paper, title: plan.title || undefined, edition: plan.edition || undefined,
      });
      reset();
      navigate(`/clan/book/create-detail?id=${s.id}&projectId=${s.projectId}`, { replace: true });
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="制作家谱书" grey>
      <QueryView query={q}>
        {(d) => {
          const p = plan ?? d.plan;
          const cover = d.covers.find((c) => c.id === p.coverId);
          const inner = d.innerPages.find((c) => c.id === p.innerPageId);
          return (
            <div className="book-page">
              <div className="book-card" style={{ display: 'flex', gap: 12 }}>
                <FormatPreview format={p.format} width={120} />
                <div>
                  <div className="book-card__title">{p.title || d.plan.title}</div>
                  <div className="book-muted">共{d.memberCount}人 · {d.formats.find((f) => f.id === p.format)?.name ?? p.formatName}</div>
                  <div className="book-muted">{d.formats.find((f) => f.id === p.format)?.description}</div>
                </div>
              </div>
              <List header="印制方案">
                <List.Item extra={d.formats.find((f) => f.id === p.format)?.name} onClick={() => navigate(`/clan/book/format${suffix}`)}>版式</List.Item>
                <List.Item description={`${cover?.typeName ?? ''} ${cover?.name ?? ''} · ${inner?.name ?? ''}`} onClick={() => navigate(`/clan/book/cover${suffix}`)}>封面与扉页</List.Item>
                <List.Item extra={`${p.title} ${p.edition}`} description={`${p.paper} · ${p.binding === 'thread' ? '线装' : '精装'}`} onClick={() => navigate(`/clan/book/info-edit${suffix}`)}>
                  谱名与纸张
                </List.Item>
                <List.Item extra={<span className="book-muted">{p.rootName || '始祖'}</span>}>起始</List.Item>
              </List>
              <div className="book-card">
                <div className="book-card__title">世代</div>
                <Selector
                  columns={3}
                  options={GENERATION_OPTIONS.map((g) => ({ label: g.name, value: g.value }))}
                  value={[p.generations]}
                  onChange={(v) => v.length && update({ generations: v[0] })}
                />
              </div>
              <div className="book-bottom">
                <Button color="primary" loading={busy} onClick={() => void create()}>生成样本</Button>
              </div>
            </div>
          );
        }}
      </QueryView>
    </PageLayout>
  );
}
