/**
 * The book viewer (pdf.js): lazy page rendering (only pages near the view), each slot the shape of its own page (a
 * 线装 leaf is landscape), thumbnails (a side strip on wide screens, a sheet on phones), zoom steps, jump to a 叶 /
 * 页, and a name search over the pages' text whose hits are marked on the page (pdf.js text layer). With the book's
 * counts (the job's: layouts/pdf/page-count.ts) the counter reads 封面 / 第3叶 · 33叶 and ？ explains 叶 and 页.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Input, Popup, SearchBar, Toast } from 'antd-mobile';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { documentTexts, openPdf, pageAspects, type PDFDocumentProxy } from './pdf';
import { PdfPage } from './PdfPage';
import { pageAtScroll, pageCaption, pdfPageOf, searchPages, stepZoom, zoomLabel, type SearchHit, type ViewerCounts } from './viewer-model';
import { LEAF_NOTE } from '@layouts/pdf/page-count';
import './viewer.css';

export interface PdfViewerProps {
  url: string;
  title?: string;
  counts?: ViewerCounts;
  /** Open at this PDF page (1-based), e.g. where the reader stopped last time. */
  startPage?: number;
  /** Told the current PDF page whenever it changes (the e-book reader remembers it). */
  onPage?: (page: number) => void;
}

export default function PdfViewer({ url, title, counts, startPage, onPage }: PdfViewerProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [aspect, setAspect] = useState(1.414);
  const [aspects, setAspects] = useState<number[]>([]);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [current, setCurrent] = useState(1);
  const [thumbs, setThumbs] = useState(false);
  const [jump, setJump] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [hitAt, setHitAt] = useState(0);
  const [searching, setSearching] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [thumbRoot, setThumbRoot] = useState<HTMLElement | null>(null);
  const [viewWidth, setViewWidth] = useState(360);
  const tops = useRef<number[]>([]);

  useEffect(() => {
    setDoc(null);
    setError(null);
    const task = openPdf(url);
    let live = true;
    task.promise.then(
      async (d) => {
        const p1 = await d.getPage(1);
        const v = p1.getViewport({ scale: 1 });
        if (!live) return;
        setAspect(v.height / v.width);
        setAspects([]);
        setDoc(d);
        const all = await pageAspects(d);
        if (live) setAspects(all);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url, attempt]);

  useEffect(() => {
    if (!scroller) return;
    const ro = new ResizeObserver(() => setViewWidth(scroller.clientWidth));
    ro.observe(scroller);
    return () => ro.disconnect();
  }, [scroller]);

  // keep the current page's thumbnail in sight in the side strip
  useEffect(() => {
    const el = thumbRoot?.querySelector<HTMLElement>(`.pdf-slot[data-page="${current}"]`);
    if (!thumbRoot || !el) return;
    const top = el.offsetTop; // .pdf-side is positioned: offsets are relative to it
    if (top < thumbRoot.scrollTop || top + el.offsetHeight > thumbRoot.scrollTop + thumbRoot.clientHeight) thumbRoot.scrollTop = top - 12;
  }, [current, thumbRoot]);

  const pageWidth = Math.max(120, Math.round((viewWidth - 24) * zoom));
  const pages = doc?.numPages ?? 0;
  const list = useMemo(() => Array.from({ length: pages }, (_, i) => i + 1), [pages]);

  const onScroll = useCallback(() => {
    if (!scroller) return;
    tops.current = [...scroller.querySelectorAll<HTMLElement>('.pdf-main .pdf-slot')].map((el) => el.offsetTop);
    setCurrent(pageAtScroll(tops.current, scroller.scrollTop, scroller.clientHeight));
  }, [scroller]);

  const goTo = useCallback(
    (n: number) => {
      const el = scroller?.querySelector<HTMLElement>(`.pdf-main .pdf-slot[data-page="${n}"]`);
      if (!el || !scroller) return;
      scroller.scrollTo({ top: el.offsetTop - 8 });
      setCurrent(n);
      setThumbs(false);
    },
    [scroller],
  );

  // open at startPage once every slot has its own page's shape (so the offset is the page's)
  const started = useRef('');
  useEffect(() => {
    if (!doc || !startPage || startPage < 2 || aspects.length < doc.numPages || started.current === url) return;
    started.current = url;
    goTo(Math.min(startPage, doc.numPages));
  }, [doc, aspects, startPage, goTo, url]);

  const pageSeen = useRef(onPage);
  pageSeen.current = onPage;
  useEffect(() => {
    // not page 1 of the opening while it is still to move to startPage
    if (doc && (!startPage || startPage < 2 || started.current === url)) pageSeen.current?.(current);
  }, [doc, current, startPage, url]);

  const doJump = () => {
    const n = pdfPageOf(jump, pages, counts);
    if (n === null) return void Toast.show(`请输入 1–${counts ? (counts.unit === '叶' ? counts.leaves : counts.pages) : pages} 的${counts?.unit ?? '页'}码`);
    goTo(n);
    setJump('');
  };

  const search = async (q: string) => {
    setQuery(q.trim());
    if (!doc || !q.trim()) return setHits(null);
    setSearching(true);
    try {
      const found = searchPages(await documentTexts(doc), q);
      setHits(found);
      setHitAt(0);
      if (found.length) goTo(found[0].page);
      else Toast.show(`没有找到“${q.trim()}”`);
    } finally {
      setSearching(false);
    }
  };

  const nextHit = () => {
    if (!hits?.length) return;
    const i = (hitAt + 1) % hits.length;
    setHitAt(i);
    goTo(hits[i].page);
  };

  if (error) return <ErrorState error={error} title="文件打开失败" onRetry={() => setAttempt((a) => a + 1)} />;

  const thumbList = (root: Element | null) =>
    doc &&
    list.map((n) => (
      <div key={n} className="pdf-thumb">
        <PdfPage doc={doc} no={n} width={96} aspect={aspects[n - 1] ?? aspect} root={root} active={n === current} onClick={() => goTo(n)} />
        <span>{pageCaption(n, pages, counts).at}</span>
      </div>
    ));

  return (
    <div className="pdf-viewer">
      <div className="pdf-toolbar">
        <Button size="mini" className="pdf-toolbar__thumbs" onClick={() => setThumbs(true)}>
          缩略图
        </Button>
        <span className="pdf-toolbar__page" data-testid="pdf-counter">
          {pages ? `${pageCaption(current, pages, counts).at}/${pageCaption(current, pages, counts).of}` : '–'}
        </span>
        {counts?.unit === '叶' && (
          <button type="button" className="pdf-toolbar__help" aria-label="叶与页"
            onClick={() => void Dialog.alert({ title: '叶与页', content: `${LEAF_NOTE}本书共${counts.leaves}叶（${counts.pages}页），PDF 共${pages}页。` })}>？</button>
        )}
        <Input className="pdf-toolbar__jump" placeholder={counts?.unit === '叶' ? '叶码' : '页码'} value={jump} onChange={setJump} onEnterPress={doJump} aria-label="跳转页码" />
        <Button size="mini" onClick={doJump}>
          跳转
        </Button>
        <Button size="mini" onClick={() => setZoom((z) => stepZoom(z, -1))} aria-label="缩小">
          －
        </Button>
        <span className="pdf-toolbar__zoom">{zoomLabel(zoom)}</span>
        <Button size="mini" onClick={() => setZoom((z) => stepZoom(z, 1))} aria-label="放大">
          ＋
        </Button>
      </div>
      <div className="pdf-search">
        <SearchBar placeholder="搜索人名" onSearch={(q) => void search(q)} onClear={() => (setHits(null), setQuery(''))} />
        {searching && <span className="pdf-search__info">搜索中…</span>}
        {hits && hits.length > 0 && (
          <button type="button" className="pdf-search__info" onClick={nextHit}>
            {hits.length}页找到 · {pageCaption(hits[hitAt].page, pages, counts).at}（{hitAt + 1}/{hits.length}） · 下一处
          </button>
        )}
      </div>
      <div className="pdf-body">
        <aside className="pdf-side" ref={setThumbRoot} aria-label="缩略图">
          {thumbList(thumbRoot)}
        </aside>
        <div className="pdf-main" ref={setScroller} onScroll={onScroll}>
          {!doc ? (
            <LoadingState text={title ? `正在打开《${title}》` : '正在打开'} />
          ) : (
            list.map((n) => (
              <PdfPage key={n} doc={doc} no={n} width={pageWidth} aspect={aspects[n - 1] ?? aspect} root={scroller} testId={`pdf-page-${n}`}
                highlight={hits?.some((h) => h.page === n) ? query : ''} />
            ))
          )}
        </div>
      </div>
      <Popup visible={thumbs} onMaskClick={() => setThumbs(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
        <div className="pdf-thumb-grid">{thumbs && thumbList(null)}</div>
      </Popup>
    </div>
  );
}
