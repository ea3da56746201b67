/**
 * /ebook/book/book?id=: the e-book page by page in the pdf.js viewer, opening at the page read last and remembering
 * the page as it changes (/book/v2/progress). The file's every request is access-checked on the server: without the
 * right to read there is nothing to show but the way to buy it.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { idOf, saveProgress } from '../ebook.queries';
import '../ebook.css';

const PdfViewer = lazy(() => import('@src/features/book/viewer/PdfViewer'));

/** Save the page a moment after it stops changing (scrolling through pages saves once). */
function useProgress(bookId: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (page: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (page === last.current) return;
      last.current = page;
      saveProgress({ bookId, page }).catch(() => { last.current = 0; });
    }, 600);
  };
}

export default function EbookReaderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params);
  // read once when opening: the start page must not move while reading
  const q = useApiQuery(bookGet, { id }, { enabled: id > 0, staleTime: Infinity, refetchOnWindowFocus: false });
  const onPage = useProgress(id);
  const b = q.data;
  let body;
  if (!id) body = <EmptyState title="没有指定电子书" />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError || !b) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!b.canRead) {
    body = (
      <EmptyState title="购买或兑换后可阅读" description="可在详情页试读前两篇">
        <Button color="danger" onClick={() => navigate(`/ebook/book/pay?id=${id}`, { replace: true })}>去购买</Button>
      </EmptyState>
    );
  } else if (!b.fileUrl) body = <EmptyState title="文件还未生成" />;
  else {
    body = (
      <Suspense fallback={<LoadingState text="正在加载阅读器" />}>
        <PdfViewer url={b.fileUrl} title={b.title} startPage={b.page} onPage={onPage} />
      </Suspense>
    );
  }
  return (
    <PageLayout title={b?.title ?? '阅读电子书'}>
      <div className="zp-ebook-reader">{body}</div>
    </PageLayout>
  );
}
