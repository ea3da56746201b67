/** /village/people?id=: members who lived or are buried in the village (from the clans rooted there). */
import { List, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { villageMemberList } from '@contract/village';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import '../village.css';

const GEN = '一二三四五六七八九十';
const generationText = (g: number) => (g <= 10 ? `${GEN[g - 1]}世` : `${g}世`);

export function VillagePeoplePage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const navigate = useNavigate();
  const q = useApiInfinite(villageMemberList, { id }, { enabled: id > 0 });
  return (
    <PageLayout title="村中族人" grey>
      <PagedList query={q} list empty="暂无族人" emptyAction={<span className="vg-muted">族人的居住地或葬地写有村名时列在这里</span>}>
        {(m) => (
          <List.Item key={`${m.projectId}-${m.memberId}`} onClick={() => navigate(`/clan/member/edit?clanId=${m.clanId}&id=${m.memberId}&readonly=1`)}
            extra={<Tag color={m.relation === '居住' ? 'primary' : 'default'} fill="outline">{m.relation}</Tag>}
            description={`${generationText(m.generation)}${m.living ? ' · 在世' : ''}`}>
            {m.name}
          </List.Item>
        )}
      </PagedList>
    </PageLayout>
  );
}
