/** /clan/book/publish-success?bookId=: published — read it or share it. */
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { copyText } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { num, shareBook } from '../book.queries';
import '../book.css';

export default function BookPublishSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookId = num(params.get('bookId'));
  const share = async () => {
    if (!bookId) return;
    try {
      const r = await shareBook({ id: bookId });
      await copyText(`${r.title} ${location.origin}${location.pathname}#${r.path}`);
    } catch {
      /* shown */
    }
  };
  return (
    <PageLayout title="发布成功">
      <div className="book-page">
        <Result status="success" title="电子族谱已发布" description="族人可以在“电子族谱”中阅读" />
        {bookId && <Button block color="primary" onClick={() => navigate(`/clan/book/details?id=${bookId}`, { replace: true })}>查看电子书</Button>}
        {bookId && <Button block onClick={() => void share()}>复制分享链接</Button>}
        <Button block fill="none" onClick={() => navigate('/clan/book/index', { replace: true })}>返回家谱书</Button>
      </div>
    </PageLayout>
  );
}
