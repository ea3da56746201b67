/**
 * How much of a finished book PDF pdf.js needs to show page 1 when the file is range-served (server/domains/print/
 * file-send.ts): pdf.js (legacy build, Node) opens the file through a range transport reading 64 KB chunks from disk
 * (disableAutoFetch, no stream: only what it asks for) and draws page 1's operator list (fonts loaded). Returns the
 * bytes it asked for and the milliseconds (disk reads, no network). `firstPageApart` runs it in a child process, so
 * pdf.js's memory is not counted in the benchmark's RSS.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface FirstPage {
  bytes: number;
  ms: number;
  size: number;
  pages: number;
}

export function firstPageApart(path: string): FirstPage {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), path], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as FirstPage;
}

export async function firstPage(path: string): Promise<FirstPage> {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    let bytes = 0;
    class Ranges extends pdfjs.PDFDataRangeTransport {
      override requestDataRange(begin: number, end: number): void {
        const buf = Buffer.alloc(end - begin);
        readSync(fd, buf, 0, buf.length, begin);
        bytes += buf.length;
        setImmediate(() => this.onDataRange(begin, new Uint8Array(buf.buffer, buf.byteOffset, buf.length)));
      }
    }
    const t0 = performance.now();
    const doc = await pdfjs.getDocument({
      range: new Ranges(size, new Uint8Array(0)), length: size, rangeChunkSize: 65536,
      disableAutoFetch: true, disableStream: true, disableFontFace: true, useSystemFonts: false, isEvalSupported: false,
    }).promise;
    await (await doc.getPage(1)).getOperatorList();
    const ms = performance.now() - t0;
    const pages = doc.numPages;
    await doc.destroy();
    return { bytes, ms, size, pages };
  } finally {
    closeSync(fd);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(await firstPage(process.argv[2])) + '\n');
}
