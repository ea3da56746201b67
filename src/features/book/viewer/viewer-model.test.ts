import { describe, expect, it } from 'vitest';
import { hitSpans, pageAtScroll, pageCaption, pagesToRender, pageText, parsePageJump, pdfPageOf, searchPages, stepZoom, zoomLabel } from './viewer-model';

describe('viewer model', () => {
  it('steps zoom through the fixed steps and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(zoomLabel(1.25)).toBe('125%');
  });

  it('parses page jumps in Arabic and Chinese numerals within range', () => {
    expect(parsePageJump('12', 100)).toBe(12);
    expect(parsePageJump('第十二页', 100)).toBe(12);
    expect(parsePageJump('二十', 100)).toBe(20);
    expect(parsePageJump('一〇五', 200)).toBe(105);
    expect(parsePageJump('0', 10)).toBeNull();
    expect(parsePageJump('11', 10)).toBeNull();
    expect(parsePageJump('abc', 10)).toBeNull();
  });

  it('finds the current page from the scroll position', () => {
    const tops = [0, 1000, 2000, 3000];
    expect(pageAtScroll(tops, 0, 900)).toBe(1);
    expect(pageAtScroll(tops, 800, 900)).toBe(2);
    expect(pageAtScroll(tops, 5000, 900)).toBe(4);
  });

  it('searches names across pages ignoring spaces and column breaks', () => {
    const texts = [pageText([{ str: '颍川陈氏族谱' }]), pageText([{ str: '陈' }, { str: ' 成光' }, { str: '，陈成光之子' }]), '王氏'];
    const hits = searchPages(texts, '陈成光');
    expect(hits).toEqual([{ page: 2, count: 2, excerpt: '陈成光陈成光之子' }]);
    expect(searchPages(texts, '  ')).toEqual([]);
    expect(searchPages(texts, '李')).toEqual([]);
  });

  it('renders the visible pages and their neighbours only', () => {
    expect(pagesToRender(new Set([5]), 10)).toEqual([4, 5, 6]);
    expect(pagesToRender(new Set([1, 2]), 2)).toEqual([1, 2]);
    expect(pagesToRender(new Set(), 10)).toEqual([]);
  });
});

describe('叶 / 页 counter and search highlight', () => {
  const thread = { unit: '叶' as const, pages: 66, leaves: 33, cover: true };
  it('counts 线装 books in 叶 after the cover', () => {
    expect(pageCaption(1, 34, thread)).toEqual({ at: '封面', of: '33叶' });
    expect(pageCaption(4, 34, thread)).toEqual({ at: '第3叶', of: '33叶' });
    expect(pageCaption(4, 34, { unit: '页', pages: 33, leaves: 33, cover: true })).toEqual({ at: '第3页', of: '33页' });
    expect(pageCaption(4, 34)).toEqual({ at: '4', of: '34页' });
  });
  it('a typed 叶 goes to its PDF page (the cover comes first)', () => {
    expect(pdfPageOf('3', 34, thread)).toBe(4);
    expect(pdfPageOf('第三十三叶', 34, thread)).toBe(34);
    expect(pdfPageOf('34', 34, thread)).toBeNull();
    expect(pdfPageOf('34', 34)).toBe(34);
  });
  it('marks the text-layer spans that hold a hit, across runs', () => {
    expect(hitSpans(['世系录', '陈德', '公 ', '陈德公'], '陈德公')).toEqual([1, 2, 3]);
    expect(hitSpans(['陈', '王'], '陈德')).toEqual([]);
    expect(hitSpans(['a'], '  ')).toEqual([]);
  });
});
