/**
 * Browsing history (/clan/history): the clans read lately (/clan/history/list) and the families opened lately
 * (/project/history-list), newest first, paged 20 at a time.
 */
import { List, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { historyList as clanHistory } from '@contract/clans';
import { historyList as projectHistory } from '@contract/projects';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { formatMonthDayTime } from '@src/lib/format/datetime';
import { useApiInfinite } from '@src/lib/query';
import { PagedList } from '@src/components/ui/PagedList';
import { ProjectCard } from '../components/ProjectCard';
import { PAGE_SIZE } from '../home-model';
import '../clans.css';

function Clans() {
  const navigate = useNavigate();
  const q = useApiInfinite(clanHistory, {}, { pageSize: PAGE_SIZE });
  return (
    <PagedList query={q} list empty={<EmptyState title="还没有浏览过族谱" />}>
      {(c) => (
        <List.Item key={c.id} onClick={() => navigate(`/clan/detail?id=${c.id}&projectId=${c.projectId}`)}
          description={[c.projectName, c.hall, `${c.memberCount.toLocaleString('zh-CN')}人`, formatMonthDayTime(c.markedAt)].filter(Boolean).join(' · ')}>
          {c.name}
        </List.Item>
      )}
    </PagedList>
  );
}

function Projects() {
  const navigate = useNavigate();
  const q = useApiInfinite(projectHistory, {}, { pageSize: PAGE_SIZE });
  return (
    <PagedList query={q} list empty={<EmptyState title="还没有浏览过家族" />}>
      {(p) => <ProjectCard key={p.id} p={p} onOpen={() => navigate(`/clan/index?id=${p.id}`)} />}
    </PagedList>
  );
}

export default function HistoryPage() {
  return (
    <PageLayout title="浏览记录" grey>
      <Tabs defaultActiveKey="clans">
        <Tabs.Tab title="族谱" key="clans"><Clans /></Tabs.Tab>
        <Tabs.Tab title="家族" key="projects"><Projects /></Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
