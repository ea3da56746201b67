/** /content/donation-list?projectId=: a clan's donation drives; managers open one here (donation-manage). */
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState } from '@src/components/ui/States';
import { useApiInfinite } from '@src/lib/query';
import { DriveCard } from '../components/DriveCard';
import '../content.css';

export default function DonationListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const projectId = Number(params.get('projectId')) || 0;
  const query = useApiInfinite(d.donationList, { projectId }, { enabled: projectId > 0 });
  if (!projectId) return <PageLayout title="捐资修谱"><ErrorState error={new Error('请从家族页面进入')} /></PageLayout>;
  return (
    <PageLayout title="捐资项目" grey right={<Button size="mini" fill="none" onClick={() => navigate(`/content/donation-manage?projectId=${projectId}`)}>发起</Button>}>
      <PagedList query={query} empty="还没有捐资项目">
        {(x) => <DriveCard key={x.id} d={x} onClick={() => navigate(`/content/donation-want?projectId=${projectId}&id=${x.id}`)} />}
      </PagedList>
    </PageLayout>
  );
}
