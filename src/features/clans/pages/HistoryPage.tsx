/** Recently visited families (/clan/history): /project/history-list, newest first, paged. */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { historyList, type ProjectItem } from '@contract/projects';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { useApiInfinite } from '@src/lib/query';
import { PagedList } from '../components/PagedList';
import { ProjectCard } from '../components/ProjectCard';
import { PAGE_SIZE } from '../home-model';
import '../clans.css';

export default function HistoryPage() {
  const navigate = useNavigate();
  const q = useApiInfinite(historyList, {}, { pageSize: PAGE_SIZE });
  return (
    <PageLayout title="最近访问" grey>
      <div className="cl-page">
        <PagedList<ProjectItem> query={q} empty={<EmptyState title="还没有浏览记录" description="打开的家族会记录在这里" />}>
          {(items) => <List>{items.map((p) => <ProjectCard key={p.id} p={p} onOpen={() => navigate(`/clan/index?id=${p.id}`)} />)}</List>}
        </PagedList>
      </div>
    </PageLayout>
  );
}
