/**
 * /content/sync?id= (同步到家族: a copy in each chosen clan) and /content/privacy?id= (可见范围: public, or one clan's
 * readers) for a post of mine.
 */
import { useState } from 'react';
import { Button, Radio, List } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/content';
import * as pj from '@contract/projects';
import { toast } from '@src/app/shell/feedback';
import { mutation } from '@src/lib/mutation';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { PublishTargets } from '../components/PublishTargets';
import '../content.css';

const sync = mutation(c.contentSync, { invalidates: () => [c.contentV2List, c.contentMyList] });
const privacy = mutation(c.contentPrivacy, { invalidates: (_r, p) => [[c.contentV2Get, { id: p.id }], c.contentV2List, c.contentMyList] });

export default function ContentTargetsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const isSync = pathname === '/content/sync';
  const q = useApiQuery(c.contentV2Get, { id }, { enabled: id > 0 });
  const mine = useApiQuery(pj.listAll, { pageSize: 100 }, { enabled: !isSync });
  const [targets, setTargets] = useState<number[]>([]);
  const [scope, setScope] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const title = isSync ? '同步到家族' : '可见范围';
  if (!id || q.isError) return <PageLayout title={title}><ErrorState error={q.error ?? new Error('内容不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending) return <PageLayout title={title}><LoadingState /></PageLayout>;
  const current = scope ?? q.data.projectId ?? 0;
  const save = async () => {
    setBusy(true);
    try {
      if (isSync) {
        if (!targets.length) { toast('请选择家族'); return; }
        const r = await sync({ id, projectIds: targets });
        toast(`已同步到 ${r.ids.length} 个家族`, 'success');
      } else {
        await privacy({ id, projectId: current });
        toast('已保存', 'success');
      }
      navigate(-1);
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={title} grey>
      <div className="zp-content-section">
        <div className="zp-content-card__title">{q.data.title || q.data.summary}</div>
        <div className="zp-content-muted">当前：{q.data.projectName || '公开'}</div>
      </div>
      {isSync ? <PublishTargets value={targets} onChange={setTargets} /> : (
        <Radio.Group value={current} onChange={(v) => setScope(Number(v))}>
          <List header="谁可以看">
            <List.Item prefix={<Radio value={0} />}>公开（所有人）</List.Item>
            {(mine.data?.list ?? []).filter((p) => !p.isExample).map((p) => (
              <List.Item key={p.id} prefix={<Radio value={p.id} />} description={p.privacy === 'public' ? '公开家族' : '仅族人可见'}>{p.name}</List.Item>
            ))}
          </List>
        </Radio.Group>
      )}
      <div style={{ padding: 12 }}><Button block color="primary" loading={busy} disabled={busy} onClick={() => void save()}>{isSync ? '同步' : '保存'}</Button></div>
    </PageLayout>
  );
}
