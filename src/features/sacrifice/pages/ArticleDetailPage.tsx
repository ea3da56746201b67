/** /sacrifice/article-detail (?id= article): one lifetime article. */
import { useSearchParams } from 'react-router-dom';
import { lifetimeArticleGet } from '@contract/sacrifice';
import { DateTime } from '@src/components/ui/DateTime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { intParam } from '../sacrifice-model';
import '../sacrifice.css';

export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const id = intParam(params, 'id');
  const q = useApiQuery(lifetimeArticleGet, { id: id ?? 0 }, { enabled: !!id, call: { silent: true } });
  return (
    <PageLayout title="文章详情" className="sf-page">
      {!id ? <EmptyState title="未指定文章" /> : (
        <QueryView query={q}>
          {(a) => (
            <article className="sf-section">
              <h2 style={{ textAlign: 'center', fontFamily: 'serif' }}>{a.title}</h2>
              <div className="zp-state__hint"><DateTime value={a.createdAt} format="date" /></div>
              <p className="sf-prose">{a.content}</p>
            </article>
          )}
        </QueryView>
      )}
    </PageLayout>
  );
}
