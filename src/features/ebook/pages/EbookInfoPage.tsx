/** /ebook/basic-info?id=: the e-book's facts — hall, format, pages, price, publication, reads, shares — and sharing it. */
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { bookGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { copyText, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { shareBook } from '@src/features/book/book.queries';
import { Cover, priceText } from '../components';
import { idOf } from '../ebook.queries';
import '../ebook.css';

export default function EbookInfoPage() {
  const [params] = useSearchParams();
  const id = idOf(params);
  const q = useApiQuery(bookGet, { id }, { enabled: id > 0 });
  if (!id) return <PageLayout title="电子书信息"><EmptyState title="没有指定电子书" /></PageLayout>;
  const share = async () => {
    try {
      const r = await shareBook({ id });
      await copyText(`${r.title} ${location.origin}${location.pathname}#${r.path}`);
      toast('链接已复制，可发给族人', 'success');
    } catch { /* shown */ }
  };
  return (
    <PageLayout title="电子书信息" grey>
      <QueryView query={q}>
        {(b) => (
          <div className="zp-ebook">
            <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}><Cover b={b} big /></div>
            <List>
              <List.Item extra={b.title}>书名</List.Item>
              <List.Item extra={b.hall || '—'}>堂号</List.Item>
              <List.Item extra={b.formatName}>版式</List.Item>
              <List.Item extra={`${b.pages}页`}>页数</List.Item>
              <List.Item extra={priceText(b.price)}>价格</List.Item>
              <List.Item extra={<DateTime value={b.publishedAt} format="date" />}>发布日期</List.Item>
              <List.Item extra={`${b.score.toFixed(1)}（${b.scoreCount}人）`}>评分</List.Item>
              <List.Item extra={b.readCount}>阅读</List.Item>
              <List.Item extra={b.shareCount}>分享</List.Item>
            </List>
            <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void share()}>分享给族人</Button>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
