/** /school/index (学堂: courses and the latest school news) and /school/list (all courses), with my progress. */
import { List, ProgressBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import * as s from '@contract/school';
import * as c from '@contract/content';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import '../school.css';

function CourseRow({ x }: { x: s.Course }) {
  const navigate = useNavigate();
  const pct = x.lessonCount ? Math.round((x.doneCount / x.lessonCount) * 100) : 0;
  return (
    <div className="zp-school-card" data-testid="course-card" onClick={() => navigate(`/school/details?id=${x.id}`)}>
      <div className="zp-school-card__head">
        <span className="zp-school-card__author">{x.title}</span>
        <span className="zp-school-tag zp-school-tag--red">{x.price ? (x.purchased ? '已购' : fenToCurrency(x.price)) : '免费'}</span>
      </div>
      {x.summary && <p className="zp-school-card__summary">{x.summary}</p>}
      <div className="zp-school-muted">共 {x.lessonCount} 课时 · 已学 {x.doneCount}</div>
      <div className="zp-school-progress"><ProgressBar percent={pct} /></div>
    </div>
  );
}

export default function SchoolIndexPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const courses = useApiInfinite(s.schoolCourseList, {});
  const news = useApiQuery(c.contentV2List, { contentType: 'news', pageSize: 3 }, { enabled: pathname === '/school/index' });
  if (pathname === '/school/list') return <PageLayout title="学堂课程" grey><PagedList query={courses} empty="暂无课程">{(x) => <CourseRow key={x.id} x={x} />}</PagedList></PageLayout>;
  return (
    <PageLayout title="学堂" grey>
      {news.data && news.data.list.length > 0 && (
        <List header="学堂资讯" mode="card">
          {news.data.list.map((n) => <List.Item key={n.id} onClick={() => navigate(`/content/news-details?id=${n.id}`)}>{n.title || n.summary}</List.Item>)}
          <List.Item onClick={() => navigate('/school/news')}>更多资讯</List.Item>
        </List>
      )}
      <PagedList query={courses} empty="暂无课程">{(x) => <CourseRow key={x.id} x={x} />}</PagedList>
    </PageLayout>
  );
}
