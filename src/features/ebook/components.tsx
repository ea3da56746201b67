/** Pieces the e-book screens share: the cover and a book row. */
import type { z } from 'zod';
import type { BookItem } from '@contract/book';
import { fenToCurrency } from '@src/lib/format';

type Book = z.infer<typeof BookItem>;

export function Cover({ b, big }: { b: Pick<Book, 'title' | 'cover'>; big?: boolean }) {
  const cls = `zp-ebook-cover${big ? ' zp-ebook-cover--big' : ''}`;
  return b.cover.img ? <img className={cls} src={b.cover.img} alt={b.title} /> : <div className={cls}>{b.title}</div>;
}

export const priceText = (fen: number) => (fen > 0 ? fenToCurrency(fen) : '免费');

export function BookRow({ b, onOpen, extra }: { b: Book; onOpen: () => void; extra?: React.ReactNode }) {
  return (
    <div className="zp-ebook-item" role="link" data-testid="ebook-item" onClick={onOpen}>
      <Cover b={b} />
      <div className="zp-ebook-item__body">
        <div className="zp-ebook-item__title">{b.title}</div>
        <div className="zp-ebook-muted">{b.hall} · {b.formatName} · {b.pages}页</div>
        <div className="zp-ebook-muted">评分 {b.score.toFixed(1)} · 阅读 {b.readCount}</div>
        <div className="zp-ebook-price">{priceText(b.price)}</div>
      </div>
      {extra}
    </div>
  );
}
