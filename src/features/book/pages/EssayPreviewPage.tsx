/** /clan/essay/preview?id= (谱文, its print text) and /clan/essay/preview2?id= (谱序 etc.): the chapter as it reads. */
import { useLocation } from 'react-router-dom';
import { articleGet, pwGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useBookIds } from '../book.queries';
import { htmlToText } from '../chapters';
import '../book.css';

export default function EssayPreviewPage() {
  const { id } = useBookIds();
  const article = useLocation().pathname.endsWith('preview2');
  const pw = useApiQuery(pwGet, { id: id ?? 0, preview: 1 }, { enabled: !!id && !article });
  const art = useApiQuery(articleGet, { id: id ?? 0 }, { enabled: !!id && article });
  if (!id) return <PageLayout title="谱文预览"><EmptyState title="没有指定篇章" /></PageLayout>;
  const body = (title: string, author: string, text: string) => (
    <div className="book-page">
      <h2 style={{ textAlign: 'center', margin: '8px 0 0' }}>{title}</h2>
      {author && <div className="book-muted" style={{ textAlign: 'center' }}>{author}</div>}
      <div className="book-essay">{text}</div>
    </div>
  );
  return (
    <PageLayout title="谱文预览">
      {article ? (
        <QueryView query={art}>{(a) => body(a.title, a.author, htmlToText(a.content))}</QueryView>
      ) : (
        <QueryView query={pw}>{(p) => body(p.title, p.author, p.text || htmlToText(p.content))}</QueryView>
      )}
    </PageLayout>
  );
}
