/**
 * /clan/project-sort: put my families in the order the home screen lists them (/project/sort, appSort: smaller
 * first). Only the families I administer can be ordered; move one up or down, then 保存.
 */
import { Button, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import * as projects from '@contract/projects';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { callQuery } from '@src/lib/query';
import { sortProjects } from '../clans.queries';

export default function ProjectSortPage() {
  const navigate = useNavigate();
  const q = useQuery(callQuery(projects.groups, {}));
  const [order, setOrder] = useState<projects.ProjectItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const mine = q.data?.list.find((g) => g.key === 'mine')?.list ?? [];
    if (q.data) setOrder(mine.filter((p) => p.isOwner || p.role === 'admin').sort((a, b) => a.appSort - b.appSort || a.id - b.id));
  }, [q.data]);
  const move = (i: number, d: -1 | 1) => setOrder((o) => {
    if (!o) return o;
    const next = [...o];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    return next;
  });
  const save = async () => {
    if (!order?.length) return;
    setBusy(true);
    try {
      await sortProjects({ list: order.map((p, i) => ({ id: p.id, sort: (i + 1) * 10 })) });
      toast('已保存', 'success');
      navigate(-1);
    } catch { /* shown */ } finally { setBusy(false); }
  };
  let body: React.ReactNode;
  if (q.isPending || !order) body = q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : <LoadingState />;
  else if (!order.length) body = <EmptyState title="没有可排序的家族" description="只能调整您管理的家族的顺序" />;
  else body = (
    <>
      <List header="首页“我的家族”按此顺序显示">
        {order.map((p, i) => (
          <List.Item key={p.id} description={`${p.clanCount} 部族谱 · ${p.memberCount} 人`}
            extra={<span>
              <Button size="mini" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`上移${p.name}`}>↑</Button>{' '}
              <Button size="mini" disabled={i === order.length - 1} onClick={() => move(i, 1)} aria-label={`下移${p.name}`}>↓</Button>
            </span>}>
            {i + 1}. {p.name}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 16 }}><Button block color="primary" loading={busy} onClick={() => void save()}>保存</Button></div>
    </>
  );
  return <PageLayout title="家族排序" grey>{body}</PageLayout>;
}
