/** /clan/book/details?id=: an e-book — cover, score, shelf, chapters, and the way into reading it. */
import { useState } from 'react';
import { Button, List, Rate } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { bookGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useBookIds, addToShelf, rateBook, removeFromShelf } from '../book.queries';
import { yuan } from '../order-state';
import '../book.css';

export default function BookDetailsPage() {
  const navigate = useNavigate();
  const { id } = useBookIds();
  const q = useApiQuery(bookGet, { id: id ?? 0 }, { enabled: !!id });
  const [busy, setBusy] = useState(false);
  if (!id) return <PageLayout title="家谱书详情"><EmptyState title="没有指定电子书" /></PageLayout>;
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast(done, 'success');
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title="家谱书详情" grey>
      <QueryView query={q}>
        {(b) => (
          <div className="book-page" style={{ maxWidth: 750, margin: '0 auto', width: '100%' }}>
            <div className="book-card" style={{ display: 'flex', gap: 12 }}>
              {b.cover.img ? <img className="book-cover__img" style={{ width: 96 }} src={b.cover.img} alt={b.title} /> : <div className="book-cover__img" style={{ width: 96 }}>{b.title}</div>}
              <div>
                <div className="book-card__title">{b.title}</div>
                <div className="book-muted">{b.hall} · {b.formatName} · {b.pages}页</div>
                <div className="book-muted">评分 {b.score.toFixed(1)}（{b.scoreCount}人） · 阅读 {b.readCount}</div>
                <div className="book-muted">{b.price > 0 ? `￥${yuan(b.price)}` : '免费'} · <DateTime value={b.publishedAt} format="date" /> 发布</div>
              </div>
            </div>
            <div className="book-actions">
              <Button color="primary" disabled={!b.canRead} onClick={() => navigate(`/clan/book/read?id=${b.id}`)}>{b.canRead ? '阅读' : '购买后可阅读'}</Button>
              <Button loading={busy} onClick={() => void act(() => (b.onShelf ? removeFromShelf : addToShelf)({ bookId: b.id }), b.onShelf ? '已移出书架' : '已加入书架')}>
                {b.onShelf ? '移出书架' : '加入书架'}
              </Button>
            </div>
            <div className="book-card">
              <div className="book-card__title">我的评分</div>
              <Rate value={b.myScore} onChange={(v) => v > 0 && void act(() => rateBook({ bookId: b.id, score: v }), '感谢评分')} />
            </div>
            {b.chapters.length > 0 && (
              <List header="篇章">
                {b.chapters.map((c) => <List.Item key={c.id}>{c.title}</List.Item>)}
              </List>
            )}
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
