/** An article by type (/article/content: 用户协议, 隐私政策, 会员协议) with its loading and error states. */
import { useQuery } from '@tanstack/react-query';
import type { ArticleType } from '@contract/help';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { helpQueries } from '../help.queries';
import '../help.css';
import { formatDate } from '@src/lib/format/datetime';

export function ArticleView({ type }: { type: ArticleType }) {
  const q = useQuery(helpQueries.article(type));
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <article className="zp-help-article" aria-label={q.data.title}>
      {/* cleaned on the server with the one rich-text policy (book/rich-text.ts cleanHtml) */}
      <div dangerouslySetInnerHTML={{ __html: q.data.content }} />
      {q.data.updatedAt && <p className="zp-help-article__date">更新于 {formatDate(q.data.updatedAt)}</p>}
    </article>
  );
}
