import { describe, expect, it } from 'vitest';
import { layoutBook } from '../index';
import { streamBook } from '../stream';
import { generatedInput } from '../test-inputs';
import type { BookInput } from '../input';
import { PdfBookWriter, writePdf } from './write';

/** The PDF's lines without the two that change with the clock (the creation date and the file /ID). */
const lines = (pdf: Buffer) => pdf.toString('latin1').split('\n').filter((l) => !/^\/ID\b|^\(D:\d+Z\)$/.test(l));

/** streamBook → PdfBookWriter, bytes collected from the writer's synchronous sink. */
function streamedPdf(input: BookInput): Buffer {
  const chunks: Buffer[] = [];
  let writer: PdfBookWriter | null = null;
  streamBook(input, {
    begin: (head) => (writer = new PdfBookWriter(head, head.pages.length, { cover: { type: 1, name: input.clanName }, sink: (c) => chunks.push(c) })),
    page: (p) => writer!.add(p),
  });
  writer!.end();
  return Buffer.concat(chunks);
}

describe('the streamed PDF (streamBook page by page into PdfBookWriter)', () => {
  for (const [format, binding] of [[1, 'thread'], [8, 'hardcover'], [3, 'thread']] as const) {
    it(`format ${format} ${binding}: the same bytes as the whole book laid out, then written`, async () => {
      const input = generatedInput(format, { binding });
      const { pdf } = await writePdf(layoutBook(input), { cover: { type: 1, name: input.clanName } });
      const streamed = streamedPdf(input);
      expect(streamed.length).toBe(pdf.length);
      expect(lines(streamed)).toEqual(lines(pdf));
    });
  }
});
