/**
 * A scanned register sent as a PDF becomes page images in the browser, with pdf.js (the library the e-book viewer
 * uses, in its own chunk): each page is drawn at about 1600 px wide and encoded as JPEG, then uploaded like a page
 * image. The server only ever stores and serves images.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

const TARGET_PX = 1600;

export async function* pdfPageImages(file: File): AsyncGenerator<{ n: number; total: number; image: File }> {
  const doc = await getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(4, TARGET_PX / base.width) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const blob = await new Promise<Blob>((ok, bad) => canvas.toBlob((b) => (b ? ok(b) : bad(new Error('页面转换失败'))), 'image/jpeg', 0.85));
      page.cleanup();
      yield { n, total: doc.numPages, image: new File([blob], `page-${n}.jpg`, { type: 'image/jpeg' }) };
    }
  } finally {
    await doc.destroy();
  }
}
