/**
 * Reading an old register as one durable job (server/jobs/): the PDF pages not yet rasterised become PNGs in storage
 * (pdf-pages.ts), every page not yet read goes through the OCR worker (server/ocr, one worker, models loaded once),
 * each page's result or failure is stored as it comes (progress per page; a failed page does not stop the others),
 * then the read pages are parsed together (an entry may run on to the next page) into the proposed people → read.
 * Run twice, it does nothing the second time (the register is no longer `reading`); run again after a crash, it skips
 * the pages already read.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OldregPerson } from '@contract/oldreg';
import { DOUBTFUL_CONF } from '@contract/oldreg';
import { defineJob, type JobDeps } from '../../jobs/index';
import { readPagesInWorker, type OcrPage } from '../../ocr/index';
import { parseRecords } from '../../ocr/records';
import { rasterizePdf } from './pdf-pages';
import * as repo from './oldreg.repo';

export interface OldregJobData {
  registerId: number;
  projectId: number;
}

const ref = (d: OldregJobData) => ({ projectId: d.projectId, id: d.registerId });

async function failRegister(deps: JobDeps, d: OldregJobData, message: string): Promise<void> {
  await repo.moveRegister(deps.db, ref(d), ['reading'], { status: 'uploaded', error: message, updatedAt: deps.adapters.clock.now() });
}

/** Rasterise the PDF pages that have no image yet; a page that cannot be rendered is marked failed. */
async function rasterizePending(deps: JobDeps, reg: repo.RegisterRow, pages: Omit<repo.PageRow, 'lines'>[], signal: AbortSignal): Promise<void> {
  const r = { projectId: reg.projectId, id: reg.id };
  const bySource = new Map<number, Omit<repo.PageRow, 'lines'>[]>();
  for (const p of pages) if (!p.imageKey && p.source != null) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p]);
  for (const [si, list] of bySource) {
    const src = reg.sources[si];
    const pdf = await deps.adapters.storage.get(src.key);
    const byPdfPage = new Map(list.map((p) => [p.sourcePage!, p]));
    await rasterizePdf(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), [...byPdfPage.keys()], async (img) => {
      if (signal.aborted) return;
      const page = byPdfPage.get(img.no)!;
      if ('error' in img) {
        await repo.updatePage(deps.db, r, page.no, { status: 'failed', error: `PDF第${img.no}页无法生成图片：${img.error.slice(0, 200)}` });
        page.status = 'failed';
        return;
      }
      const key = `oldreg/${reg.projectId}/${reg.id}/page-${page.no}-${deps.adapters.ids.short()}.png`;
      await deps.adapters.storage.put(key, img.png);
      await repo.updatePage(deps.db, r, page.no, { imageKey: key, imageType: 'image/png', width: img.width, height: img.height });
      page.imageKey = key;
    });
  }
}

/** The proposed people of the read pages (in page order), with the page number each name was read on. */
export function proposePeople(read: { no: number; page: OcrPage }[]): OldregPerson[] {
  const people = parseRecords(read.map((r) => r.page), { lowConfidence: DOUBTFUL_CONF });
  return people.map((p) => ({
    key: p.key, name: p.name.slice(0, 20), generation: p.generation, fatherKey: p.fatherKey, courtesy: p.courtesy?.slice(0, 20) ?? null,
    wives: p.wives.slice(0, 10).map((w) => w.slice(0, 20)), page: read[p.nameAt.page - 1]?.no ?? null, box: p.nameAt.box,
    doubtful: p.doubtful, text: p.text.slice(0, 2000),
  }));
}

export const oldregJob = defineJob<OldregJobData>({
  name: 'oldreg-read',
  concurrency: 1,
  retryLimit: 1,
  async onDead(deps, d) {
    await failRegister(deps, d, '识别失败，请稍后重试');
  },
  async run(job) {
    const { deps, data: d, signal } = job;
    const reg = await repo.registerById(deps.db, ref(d));
    if (!reg || reg.status !== 'reading') return { skipped: true };
    job.progress(1);
    const pages = await repo.pagesOf(deps.db, ref(d));
    await rasterizePending(deps, reg, pages.filter((p) => p.status !== 'read'), signal);
    if (signal.aborted) return { aborted: true };
    const todo = pages.filter((p) => p.status !== 'read' && p.imageKey);
    const dir = await mkdtemp(join(tmpdir(), 'oldreg-'));
    let done = pages.length - todo.length;
    try {
      const files: string[] = [];
      for (const p of todo) {
        const f = join(dir, `${p.no}`);
        await writeFile(f, await deps.adapters.storage.get(p.imageKey!));
        files.push(f);
      }
      if (files.length) {
        await readPagesInWorker(files, async (res) => {
          if (signal.aborted) return;
          const p = todo[res.index];
          if (res.page) {
            await repo.updatePage(deps.db, ref(d), p.no, { status: 'read', error: '', lines: res.page.lines as unknown[], width: res.page.width, height: res.page.height });
          } else {
            await repo.updatePage(deps.db, ref(d), p.no, { status: 'failed', error: `无法识别此页：${(res.error ?? '').slice(0, 200)}` });
          }
          done++;
          job.progress(Math.min(99, Math.round((100 * done) / pages.length)));
        }, signal);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (signal.aborted) return { aborted: true };
    const all = await repo.pagesWithLines(deps.db, ref(d));
    const read = all.filter((p) => p.status === 'read' && p.lines).map((p) => ({ no: p.no, page: { width: p.width, height: p.height, angle: 0, lines: p.lines } as OcrPage }));
    const people = proposePeople(read);
    const failed = all.filter((p) => p.status === 'failed').length;
    await repo.moveRegister(deps.db, ref(d), ['reading'], {
      status: 'read', people, version: reg.version + 1, error: failed ? `${failed}页识别失败` : '', updatedAt: deps.adapters.clock.now(),
    });
    await job.settle();
    return { pages: read.length, failed, people: people.length };
  },
});
