/** /clan/book/read?sampleId= | ?id= (e-book): the book in the pdf.js viewer (full window on wide screens). */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookGet } from '@contract/book';
import { samplePreview } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { num } from '../book.queries';
import { countsOfJob } from '../viewer/viewer-model';
import '../book.css';

const PdfViewer = lazy(() => import('../viewer/PdfViewer'));

export default function BookReadPage() {
  const [params] = useSearchParams();
  const sampleId = num(params.get('sampleId'));
  const bookId = sampleId ? null : num(params.get('id')) ?? num(params.get('bookId'));
  const sample = useApiQuery(samplePreview, { id: sampleId ?? 0 }, { enabled: !!sampleId });
  const book = useApiQuery(bookGet, { id: bookId ?? 0 }, { enabled: !!bookId });
  const q = sampleId ? sample : book;
  const title = sample.data?.name ?? book.data?.title ?? '阅读家谱书';
  const url = sample.data?.fileUrl ?? book.data?.fileUrl ?? '';
  let body;
  if (!sampleId && !bookId) body = <EmptyState title="没有指定要阅读的族谱" />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!url) body = <EmptyState title={book.data && !book.data.canRead ? '购买或兑换后可阅读' : '文件还未生成'} />;
  else body = <Suspense fallback={<LoadingState text="正在加载阅读器" />}><PdfViewer url={url} title={title} counts={sample.data ? countsOfJob(sample.data.job) : undefined} /></Suspense>;
  return (
    <PageLayout title={title}>
      <div className="book-viewer-page">{body}</div>
    </PageLayout>
  );
}
