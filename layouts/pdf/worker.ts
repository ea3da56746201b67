/**
 * The book worker (see generate.ts): layout (pluggable) → PDF streamed to the output file, progress to the parent.
 * The default engine streams page by page (layouts/stream.ts); a pluggable layout's whole model is written after it.
 */
import { closeSync, createWriteStream, openSync, readFileSync, writeSync } from 'node:fs';
import { normalize, join, sep } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { BookModel } from '../page-model';
import { LAYOUT_SHARE, type GenerateInput, type WorkerMessage } from './generate';
import type { BookInput } from '../input';
import { streamBook } from '../stream';
import { heapGuard } from './heap';
import { PdfBookWriter, renderPdf } from './write';

type LayoutFn = (input: unknown, onProgress?: (percent: number) => void) => BookModel | Promise<BookModel>;

const post = (m: WorkerMessage) => parentPort?.postMessage(m);

async function layoutOf(input: GenerateInput): Promise<{ model: BookModel; ms: number; share: number }> {
  if (input.model) return { model: input.model, ms: 0, share: 0 };
  const ref = input.layout!;
  const spec = ref.module ?? '../index';
  const url = spec.startsWith('.') ? new URL(spec, import.meta.url).href : spec;
  const mod = (await import(url)) as Record<string, unknown>;
  const fn = mod[ref.export ?? 'layoutBook'];
  if (typeof fn !== 'function') throw new Error(`layout function ${ref.export ?? 'layoutBook'} not found in ${spec}`);
  const t0 = performance.now();
  const model = await (fn as LayoutFn)(ref.input, (pct) => post({ type: 'progress', percent: (Math.max(0, Math.min(100, pct)) / 100) * LAYOUT_SHARE }));
  return { model, ms: performance.now() - t0, share: LAYOUT_SHARE };
}

/** Reads an upload key under `root`; null when outside it or unreadable. */
function fileLoader(root: string | undefined): ((key: string) => Buffer | null) | undefined {
  if (!root) return undefined;
  const base = normalize(root) + sep;
  return (key) => {
    const p = normalize(join(root, key));
    if (!p.startsWith(base)) return null;
    try {
      return readFileSync(p);
    } catch {
      return null;
    }
  };
}

/** The default engine, two passes: pages drawn as they are laid out, the bytes written to the file as they come. */
function streamed(input: GenerateInput, outPath: string): void {
  const t0 = performance.now();
  const fd = openSync(outPath, 'w');
  let bytes = 0;
  let writer: PdfBookWriter | null = null;
  const heap = heapGuard();
  let counted: ReturnType<typeof streamBook>;
  let report: ReturnType<PdfBookWriter['end']>;
  try {
    counted = streamBook(input.layout!.input as BookInput, {
      begin(head) {
        heap.collect(); // what pass 1 left: the skeleton and the numbers
        writer = new PdfBookWriter(head, head.pages.length, {
          cover: input.cover,
          loadImage: fileLoader(input.filesRoot),
          watermark: input.watermark,
          sink: (c) => {
            writeSync(fd, c);
            bytes += c.length;
          },
        });
      },
      page: (p) => writer!.add(p),
      tick: () => heap.check(),
    }, (pct) => post({ type: 'progress', percent: Math.min(99, pct) }));
    report = writer!.end();
  } finally {
    closeSync(fd);
  }
  const total = performance.now() - t0;
  post({
    type: 'done',
    result: { ...report, pages: counted.head.pages.length, bytes, layoutMs: counted.countMs, writeMs: total - counted.countMs },
  });
}

async function run(): Promise<void> {
  const { input, outPath } = workerData as { input: GenerateInput; outPath: string };
  if (!input.model && input.layout && !input.layout.module && !input.layout.export && input.layout.stream !== false) {
    streamed(input, outPath);
    return;
  }
  const { model, ms: layoutMs, share } = await layoutOf(input);
  post({ type: 'progress', percent: share });
  const t0 = performance.now();
  const out = createWriteStream(outPath);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const { report } = renderPdf(model, {
    cover: input.cover,
    loadImage: fileLoader(input.filesRoot),
    watermark: input.watermark,
    out,
    onPage: (i, n) => post({ type: 'progress', percent: share + ((100 - share) * i) / n * 0.99 }),
  });
  await done;
  post({
    type: 'done',
    result: { ...report, pages: model.pages.length, bytes: out.bytesWritten, layoutMs, writeMs: performance.now() - t0 },
  });
}

run().catch((e: unknown) => post({ type: 'error', message: e instanceof Error ? e.stack ?? e.message : String(e) }));
