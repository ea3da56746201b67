/**
 * What a format preview shows: the first chart page of the book (世系图 pages carry `chart`); formats without
 * charts (牒记式) show their first 世系录 page. Pure: the worker and the tests use it.
 */
import { layoutBook } from '@layouts/index';
import type { BookInput } from '@layouts/input';
import type { BookModel, LogicalPage, PageGeometry } from '@layouts/page-model';
import type { FormatId } from '@layouts/page-model';
import { demoInput } from './demo-clan';

export interface PreviewRequest {
  seq: number;
  format: FormatId;
  /** A small sample of the clan; the built-in demo clan when absent. */
  input?: BookInput;
}

export type PreviewReply =
  | { seq: number; ok: true; format: FormatId; page: LogicalPage; geometry: PageGeometry; pages: number; ms: number }
  | { seq: number; ok: false; format: FormatId; error: string };

export function firstChartPage(book: BookModel): LogicalPage | null {
  return (
    book.pages.find((p) => p.chart) ??
    book.pages.find((p) => p.section === '世系录' || p.section === '世系图') ??
    book.pages.find((p) => p.items.some((it) => it.kind === 'text' && it.role === 'name')) ??
    null
  );
}

export function previewOf(req: PreviewRequest, now: () => number = () => Date.now()): PreviewReply {
  const t0 = now();
  try {
    const input = req.input ? { ...req.input, options: { ...req.input.options, format: req.format } } : demoInput(req.format);
    const book = layoutBook(input);
    const page = firstChartPage(book);
    if (!page) return { seq: req.seq, ok: false, format: req.format, error: '这个版式没有世系页' };
    return { seq: req.seq, ok: true, format: req.format, page, geometry: book.geometry, pages: book.pages.length, ms: now() - t0 };
  } catch (e) {
    return { seq: req.seq, ok: false, format: req.format, error: e instanceof Error ? e.message : '排版失败' };
  }
}
