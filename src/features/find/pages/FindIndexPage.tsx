/** /find/index (全部 · 课程 · 视频) and /find/list (课程): the discovery feed, with the 修谱服务 entry (/find/ad). */
import { Tabs } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as f from '@contract/find';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { FindRow } from '../components';
import '../find.css';

function Feed({ kind }: { kind?: 'course' | 'video' }) {
  const query = useApiInfinite(f.findV2List, kind ? { kind } : {});
  return <PagedList query={query} empty="暂无内容">{(item) => <FindRow key={item.id} item={item} />}</PagedList>;
}

export default function FindIndexPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  if (pathname === '/find/list') return <PageLayout title="修谱课程" grey><Feed kind="course" /></PageLayout>;
  const tab = params.get('tab') ?? 'all';
  return (
    <PageLayout title="发现" grey>
      <div className="zp-find-banner" onClick={() => navigate('/find/ad')}>
        <h3>专业修谱服务</h3>
        <div>资料整理、世系考证、排版印刷，留下联系方式，专人与您联系</div>
      </div>
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab key="all" title="全部" />
        <Tabs.Tab key="course" title="课程" />
        <Tabs.Tab key="video" title="视频" />
      </Tabs>
      <Feed kind={tab === 'course' || tab === 'video' ? tab : undefined} />
    </PageLayout>
  );
}
