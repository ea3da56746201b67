/** /village/admin/index: the villages I administer; with ?id= one village's admin menu (pending corrections counted). */
import { Badge, Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { villageCorrectionList, villageMy } from '@contract/village';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { VillageCard } from '../components/VillageCard';
import { villageQueries } from '../village.queries';
import '../village.css';

export function VillageAdminIndexPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  return id ? <Menu id={id} /> : <Mine />;
}

function Mine() {
  const navigate = useNavigate();
  const q = useApiInfinite(villageMy, {});
  return (
    <PageLayout title="我管理的村落" grey>
      <div style={{ padding: 12 }}><Button block color="primary" onClick={() => navigate('/village/admin/edit')}>新建村落</Button></div>
      <PagedList query={q} empty="还没有管理的村落">
        {(v) => <VillageCard key={v.id} v={v} onClick={() => navigate(`/village/admin/index?id=${v.id}`)} />}
      </PagedList>
    </PageLayout>
  );
}

function Menu({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useQuery(villageQueries.detail(id));
  const pending = useApiQuery(villageCorrectionList, { villageId: id, pageSize: 100 }, { enabled: !!q.data?.isAdmin });
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.isAdmin) body = <ErrorState error={null} title="没有权限：仅限村落管理员" />;
  else {
    const n = pending.data?.list.length ?? 0;
    const go = (path: string) => () => navigate(`/village/admin/${path}?id=${id}`);
    body = (
      <List header={`${q.data.name} · ${q.data.areaText}`}>
        <List.Item onClick={go('edit')} description="村名、地区、坐标、简介、村史">编辑资料</List.Item>
        <List.Item onClick={go('media-list')} description={`${q.data.media.length} 项`}>照片视频</List.Item>
        <List.Item onClick={go('vr-preview')} description={`${q.data.panorama.scenes.length} 个场景`}>全景与热点</List.Item>
        <List.Item onClick={go('article-list')}>文章</List.Item>
        <List.Item onClick={go('correct-list')} extra={n ? <Badge content={n} /> : undefined}>纠错审核</List.Item>
        <List.Item onClick={() => navigate(`/village/history?id=${id}`)}>修改记录</List.Item>
        <List.Item onClick={() => navigate(`/village/details?id=${id}`)}>查看村落</List.Item>
      </List>
    );
  }
  return <PageLayout title="村落管理" grey>{body}</PageLayout>;
}
