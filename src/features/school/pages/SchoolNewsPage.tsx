/** /school/news: the public 新闻 (content domain) as the school's news. */
import * as c from '@contract/content';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { ContentCardRow } from '@src/features/content/index';
import '../school.css';

export default function SchoolNewsPage() {
  const query = useApiInfinite(c.contentV2List, { contentType: 'news' });
  return <PageLayout title="学堂资讯" grey><PagedList query={query} empty="暂无资讯">{(x) => <ContentCardRow key={x.id} item={x} />}</PagedList></PageLayout>;
}
