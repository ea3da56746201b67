/** Pieces the old-register screens share: a book row, its cover, a page image loaded with the session headers. */
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { CpgBook } from '@contract/cpg';
import { apiDeps, buildHeaders } from '@src/lib/api-client';
import { fenToCurrency } from '@src/lib/format';

type Book = z.infer<typeof CpgBook>;

/** Page images are served only by the access-checked call: the token goes as a header, so fetch → blob URL. */
async function fetchPage(url: string): Promise<string> {
  const s = apiDeps()?.getSession();
  const all = s ? buildHeaders(s) : {};
  const res = await fetch(url, { headers: all.Authorization ? { Authorization: all.Authorization } : {} });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) {
    let msg = `加载失败（${res.status}）`;
    try {
      const b = (await res.json()) as { msbox?: string };
      if (b.msbox) msg = b.msbox;
    } catch { /* not JSON */ }
    throw new Error(msg);
  }
  return URL.createObjectURL(await res.blob());
}

/** A page image: `{ src }` when loaded, `{ error }` when refused (the server's reason). */
export function usePageImage(url: string | null): { src?: string; error?: string } {
  const [state, setState] = useState<{ url: string | null; src?: string; error?: string }>({ url: null });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let made: string | undefined;
    fetchPage(url).then(
      (src) => { made = src; if (live) setState({ url, src }); else URL.revokeObjectURL(src); },
      (e: unknown) => { if (live) setState({ url, error: e instanceof Error ? e.message : '加载失败' }); },
    );
    return () => { live = false; if (made) URL.revokeObjectURL(made); };
  }, [url]);
  return state.url === url ? state : {};
}

export function PageImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const img = usePageImage(url);
  if (img.error) return <div className={`zp-cpg-page zp-cpg-page--msg ${className ?? ''}`}>{img.error}</div>;
  if (!img.src) return <div className={`zp-cpg-page zp-cpg-page--loading ${className ?? ''}`}>加载中…</div>;
  return <img className={`zp-cpg-page ${className ?? ''}`} src={img.src} alt={alt} />;
}

export function Cover({ b, big }: { b: Pick<Book, 'title' | 'cover'>; big?: boolean }) {
  const cls = `zp-cpg-cover${big ? ' zp-cpg-cover--big' : ''}`;
  return b.cover ? <PageImage url={b.cover} alt={b.title} className={cls} /> : <div className={cls}>{b.title}</div>;
}

export const metaText = (b: Pick<Book, 'hall' | 'place' | 'yearText' | 'year' | 'volumes'>) =>
  [b.hall, b.place, b.yearText ? `${b.yearText}${b.year ? `（${b.year}年）` : ''}` : '', `${b.volumes}卷`].filter(Boolean).join(' · ');

export function BookRow({ b, onOpen, extra }: { b: Book; onOpen: () => void; extra?: React.ReactNode }) {
  return (
    <div className="zp-cpg-item" role="link" data-testid="cpg-item" onClick={onOpen}>
      <Cover b={b} />
      <div className="zp-cpg-item__body">
        <div className="zp-cpg-item__title">{b.title}{b.isRecommend && <span className="zp-cpg-tag">推荐</span>}</div>
        <div className="zp-cpg-muted">{metaText(b)}</div>
        <div className="zp-cpg-muted">{b.pageCount}页 · 免费预览{b.previewPages}页 · 阅读 {b.reads}</div>
        <div className="zp-cpg-price">{b.price > 0 ? `单本 ${fenToCurrency(b.price)} · 会员免费` : '会员免费阅读'}</div>
        {extra}
      </div>
    </div>
  );
}
