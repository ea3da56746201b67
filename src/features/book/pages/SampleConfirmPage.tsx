/** /clan/book/sample-confirm?id=: read the sample, then confirm it as 印刷版 or 电子版 (needs 管理员/协管员). */
import { lazy, Suspense, useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { samplePreview } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, LoadingState, QueryView } from '@src/components/ui/States';
import { useBookIds, confirmSample } from '../book.queries';
import { countsOfJob } from '../viewer/viewer-model';
import '../book.css';

const PdfViewer = lazy(() => import('../viewer/PdfViewer'));

export default function SampleConfirmPage() {
  const navigate = useNavigate();
  const { id } = useBookIds();
  const q = useApiQuery(samplePreview, { id: id ?? 0 }, { enabled: !!id });
  const [pdfType, setPdfType] = useState(1);
  const [busy, setBusy] = useState(false);
  if (!id) return <PageLayout title="确认样书"><EmptyState title="没有指定样本" /></PageLayout>;
  const doConfirm = async () => {
    const what = pdfType === 1 ? '印刷版' : '电子版';
    if (!(await confirm({ title: '确认样本', content: `确认这份样本内容无误，作为${what}吗？确认后可下单印刷、发布电子书。` }))) return;
    setBusy(true);
    try {
      await confirmSample({ id, pdfType });
      toast('样本已确认', 'success');
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title="确认样书">
      <QueryView query={q}>
        {(s) => (
          <div className="book-viewer-page">
            {s.fileUrl ? (
              <Suspense fallback={<LoadingState text="正在加载阅读器" />}><PdfViewer url={s.fileUrl} title={s.name} counts={countsOfJob(s.job)} /></Suspense>
            ) : (
              <EmptyState title="样本还未生成完成" />
            )}
            <div className="book-bottom">
              {s.confirmed ? (
                <>
                  <Button color="primary" onClick={() => navigate(`/clan/book/order-create?sampleId=${s.id}`)}>印刷下单</Button>
                  <Button onClick={() => navigate(`/clan/book/publish?id=${s.id}`)}>发布电子书</Button>
                </>
              ) : (
                <>
                  <Selector columns={2} options={[{ label: '印刷版', value: 1 }, { label: '电子版', value: 2 }]} value={[pdfType]} onChange={(v) => v.length && setPdfType(v[0])} />
                  <Button color="primary" loading={busy} disabled={s.job.status !== 'done'} onClick={() => void doConfirm()}>确认样本</Button>
                </>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
