/** /content/article-preview: the saved article draft as readers will see it (the server's cleaned HTML). */
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/content';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import '../content.css';

export default function ArticlePreviewPage() {
  const navigate = useNavigate();
  const q = useApiQuery(c.contentDraft, { contentType: 'article' }, { staleTime: 0 });
  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.draft) body = <EmptyState title="还没有草稿" />;
  else body = (
    <div className="zp-content-section" data-testid="article-preview-body">
      <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>{q.data.draft.title || '（未填写标题）'}</h2>
      <div className="zp-content-muted" style={{ marginBottom: 8 }}>{q.data.draft.tags.map((t) => `#${t}`).join(' ')}</div>
      <div className="zp-content-body" dangerouslySetInnerHTML={{ __html: q.data.draft.body }} />
    </div>
  );
  return (
    <PageLayout title="预览" grey>
      {body}
      <div style={{ padding: 12 }}><Button block onClick={() => navigate(-1)}>返回修改</Button></div>
    </PageLayout>
  );
}
