/** /clan/book/create-detail?id=: the sample being generated — progress bar, then preview / confirm / regenerate. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { samplePreview } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { JobProgress, useJob } from '../components/JobProgress';
import { useBookIds } from '../book.queries';
import '../book.css';
import { countLabel } from '@layouts/pdf/page-count';

export default function BookCreateDetailPage() {
  const navigate = useNavigate();
  const { id, projectId } = useBookIds();
  const job = useJob(id, projectId);
  const done = job.data?.status === 'done';
  const failed = job.data?.status === 'failed';
  const sample = useApiQuery(samplePreview, { id: id ?? 0 }, { enabled: !!id && (done || failed) });
  if (!id) return <PageLayout title="家谱书设置"><EmptyState title="没有指定样本" /></PageLayout>;
  return (
    <PageLayout title="生成样本" grey>
      <div className="book-page">
        <JobProgress job={job} />
        {(done || failed) && (
          <QueryView query={sample}>
            {(s) => (
              <div className="book-card">
                {done && <Result status="success" title="样本已生成" description={`${s.name} · ${s.cover.typeName} · ${s.plan.paper} · ${countLabel(s.job)}`} />}
                <div className="book-actions">
                  {done && <Button color="primary" onClick={() => navigate(`/clan/book/read?sampleId=${id}`)}>预览样本</Button>}
                  {done && <Button onClick={() => navigate(`/clan/book/sample-confirm?id=${id}`)}>确认样本</Button>}
                  <Button onClick={() => navigate(`/clan/book/create?clanId=${s.clanId}&projectId=${s.projectId}`)}>{failed ? '重新生成' : '改方案重新生成'}</Button>
                </div>
              </div>
            )}
          </QueryView>
        )}
        {!done && !failed && <div className="book-muted">族谱排版在后台进行，可以离开此页，稍后在“家谱书”里查看。</div>}
      </div>
    </PageLayout>
  );
}
