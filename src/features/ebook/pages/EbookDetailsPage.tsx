/**
 * /ebook/details?id=: an e-book — cover, price and score, read (continuing at the page read last) or buy, the shelf,
 * my score, and the chapters (the first ones free to read before buying: 试读).
 */
import { useState } from 'react';
import { Button, List, Popup, Rate } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookGet, chapterGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { downloads } from '@src/app/downloads';
import { Cover, priceText } from '../components';
import { addToShelf, idOf, rateBook, removeFromShelf } from '../ebook.queries';
import '../ebook.css';

function ChapterSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useApiQuery(chapterGet, { id }, { enabled: id > 0 });
  return (
    <Popup visible={id > 0} onMaskClick={onClose} onClose={onClose} bodyStyle={{ height: '80vh', overflow: 'auto', padding: 16 }}>
      <QueryView query={q}>
        {(c) => (
          <>
            <h3 style={{ margin: '0 0 8px' }}>{c.title}</h3>
            <div className="zp-ebook-muted">{c.section}</div>
            <div className="zp-ebook-chapter">{c.content}</div>
          </>
        )}
      </QueryView>
    </Popup>
  );
}

export default function EbookDetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params);
  const q = useApiQuery(bookGet, { id }, { enabled: id > 0 });
  const [busy, setBusy] = useState(false);
  const [chapter, setChapter] = useState(0);
  if (!id) return <PageLayout title="电子书详情"><EmptyState title="没有指定电子书" /></PageLayout>;
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
    <PageLayout title="电子书详情" grey>
      <QueryView query={q}>
        {(b) => (
          <div className="zp-ebook">
            <div className="zp-ebook-item">
              <Cover b={b} big />
              <div className="zp-ebook-item__body">
                <div className="zp-ebook-item__title">{b.title}</div>
                <div className="zp-ebook-muted">{b.hall} · {b.formatName} · {b.pages}页</div>
                <div className="zp-ebook-muted">评分 {b.score.toFixed(1)}（{b.scoreCount}人） · 阅读 {b.readCount}</div>
                <div className="zp-ebook-price">{priceText(b.price)}{b.price > 0 && b.canRead ? '（已购）' : ''}</div>
                <span role="link" className="zp-ebook-muted" style={{ textDecoration: 'underline' }} onClick={() => navigate(`/ebook/basic-info?id=${b.id}`)}>书籍信息</span>
              </div>
            </div>
            <div className="zp-ebook-actions">
              {b.canRead ? (
                <Button color="primary" onClick={() => navigate(`/ebook/book/book?id=${b.id}`)}>{b.page > 1 ? `继续阅读（第${b.page}页）` : '开始阅读'}</Button>
              ) : (
                <Button color="danger" onClick={() => navigate(`/ebook/book/pay?id=${b.id}`)}>购买 {priceText(b.price)}</Button>
              )}
              <Button loading={busy} onClick={() => void act(() => (b.onShelf ? removeFromShelf : addToShelf)({ bookId: b.id }), b.onShelf ? '已移出书架' : '已加入书架')}>
                {b.onShelf ? '移出书架' : '加入书架'}
              </Button>
            </div>
            {b.canRead && b.fileUrl && (
              <Button block fill="outline" style={{ marginBottom: 12 }} onClick={() => {
                downloads.add(b.fileUrl, `${b.title}（${b.formatName}）.pdf`);
                toast('已加入下载队列');
                navigate('/mine/download');
              }}>下载PDF</Button>
            )}
            <div className="zp-ebook-card">
              <h3>我的评分</h3>
              <Rate value={b.myScore} onChange={(v) => v > 0 && void act(() => rateBook({ bookId: b.id, score: v }), '感谢评分')} />
            </div>
            {b.chapters.length > 0 && (
              <List header="篇章">
                {b.chapters.map((c) => (
                  <List.Item key={c.id} clickable={c.free} onClick={() => (c.free ? setChapter(c.id) : toast('购买后可阅读全部篇章'))}
                    extra={c.free ? (b.canRead ? '' : <span className="zp-ebook-tag">试读</span>) : '🔒'}>
                    {c.title}
                  </List.Item>
                ))}
              </List>
            )}
            <ChapterSheet id={chapter} onClose={() => setChapter(0)} />
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
