/**
 * pdf.js for the viewer. Only the viewer imports this module, and only lazy viewer screens import the viewer, so
 * pdf.js (its own `pdfjs` chunk, vite.config.ts) and its worker load on those routes alone.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pageText } from './viewer-model';
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
