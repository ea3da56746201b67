/**
 * pdf.js for the viewer. Only the viewer imports this module, and only lazy viewer screens import the viewer, so
 * pdf.js (its own `pdfjs` chunk, vite.config.ts) and its worker load on those routes alone.
 */
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { hitSpans, pageText } from './viewer-model';
import { fileHeaders } from './file-access';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/** Open a book PDF: the download calls check access, so the session's Authorization and `ap` go as headers. */
export function openPdf(url: string) {
  return getDocument({ url, httpHeaders: fileHeaders(), withCredentials: true, isEvalSupported: false });
}

/** The text of every page (for the name search), read once per document. */
const texts = new WeakMap<PDFDocumentProxy, Promise<string[]>>();
export function documentTexts(doc: PDFDocumentProxy): Promise<string[]> {
  let p = texts.get(doc);
  if (!p) {
    p = (async () => {
      const out: string[] = [];
      for (let i = 1; i <= doc.numPages; i++) {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        out.push(pageText(content.items as { str?: string }[]));
      }
      return out;
    })();
    texts.set(doc, p);
  }
  return p;
}

/** Render one page onto a canvas at a CSS width (device pixels for sharpness); returns a cancel function. */
export function renderPage(page: PDFPageProxy, canvas: HTMLCanvasElement, cssWidth: number): { done: Promise<void>; cancel: () => void } {
  const base = page.getViewport({ scale: 1 });
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * dpr });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${Math.floor(viewport.height / dpr)}px`;
  const task = page.render({ canvas, viewport });
  return {
    done: task.promise.catch((e: unknown) => {
      if (!(e instanceof Error && e.name === 'RenderingCancelledException')) throw e;
    }),
    cancel: () => task.cancel(),
  };
}

/**
 * Height / width of every page from its own viewport (a 线装 leaf is landscape, the cover portrait), so each slot has
 * its page's shape. Read once per document; pages not read yet take page 1's.
 */
export async function pageAspects(doc: PDFDocumentProxy): Promise<number[]> {
  const out: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const v = (await doc.getPage(i)).getViewport({ scale: 1 });
    out.push(v.height / v.width);
  }
  return out;
}

/**
 * The page's text layer (pdf.js TextLayer: transparent text placed over the canvas) with the spans of each hit of
 * `query` marked `.pdf-hit` (a yellow box); returns how many spans were marked and a cancel function.
 */
export function renderHits(page: PDFPageProxy, container: HTMLDivElement, cssWidth: number, query: string): { done: Promise<number>; cancel: () => void } {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: cssWidth / base.width });
  container.replaceChildren();
  container.style.setProperty('--total-scale-factor', String(viewport.scale));
  let layer: TextLayer | null = null;
  let cancelled = false;
  const done = page.getTextContent().then(async (textContentSource) => {
    if (cancelled) return 0;
    layer = new TextLayer({ textContentSource, container, viewport });
    await layer.render();
    const spans = hitSpans(layer.textContentItemsStr, query);
    for (const i of spans) layer.textDivs[i]?.classList.add('pdf-hit');
    return spans.length;
  });
  return { done: done.catch(() => 0), cancel: () => { cancelled = true; layer?.cancel(); } };
}
