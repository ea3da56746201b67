/**
 * One page slot of the viewer: a placeholder of the page's own size; the canvas is rendered only while near the view,
 * and with a search query its text layer marks the hits.
 */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdf';
import { renderHits, renderPage } from './pdf';

interface Props {
  doc: PDFDocumentProxy;
  no: number;
  width: number;
  /** Height / width of the page (page 1's until this one is measured). */
  aspect: number;
  /** The scrolling element observed against. */
  root: Element | null;
  testId?: string;
  onClick?: () => void;
  active?: boolean;
  /** A search to highlight on this page ('' none). */
  highlight?: string;
}

export function PdfPage({ doc, no, width, aspect, root, testId, onClick, active, highlight = '' }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [rendered, setRendered] = useState(false);
  const [error, setError] = useState(false);

  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { root, rootMargin: '300px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [root]);

  useEffect(() => {
    setRendered(false);
    if (!near) return;
    let cancel: (() => void) | null = null;
    let live = true;
    void doc.getPage(no).then((page) => {
      if (!live || !canvas.current) return;
      const job = renderPage(page, canvas.current, width);
      cancel = job.cancel;
      job.done.then(() => live && setRendered(true), () => live && setError(true));
    }, () => live && setError(true));
    return () => {
      live = false;
      cancel?.();
    };
  }, [near, doc, no, width]);

  useEffect(() => {
    const el = text.current;
    if (!near || !highlight || !el) return;
    let cancel: (() => void) | null = null;
    let live = true;
    void doc.getPage(no).then((page) => {
      if (!live) return;
      const job = renderHits(page, el, width, highlight);
      cancel = job.cancel;
      void job.done.then((n) => live && el.setAttribute('data-hits', String(n)));
    }, () => undefined);
    return () => {
      live = false;
      cancel?.();
      el.replaceChildren();
      el.removeAttribute('data-hits');
    };
  }, [near, doc, no, width, highlight]);

  return (
    <div
      ref={slot}
      className={`pdf-slot${active ? ' pdf-slot--active' : ''}`}
      data-page={no}
      style={{ width, height: Math.round(width * aspect) }}
      onClick={onClick}
    >
      {near && <canvas ref={canvas} data-testid={testId} aria-label={`第${no}页`} />}
      {near && highlight && <div ref={text} className="textLayer pdf-text" data-testid={testId ? `${testId}-text` : undefined} />}
      {!rendered && <span className="pdf-slot__no">{error ? '本页加载失败' : no}</span>}
    </div>
  );
}
