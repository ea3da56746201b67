/**
 * GEDCOM work as one durable job (server/jobs/): `phase` preview | import | export of a gedcom_jobs row. The handler
 * checks the row's status first (a job run twice does nothing the second time), then moves it to its end state in one
 * guarded statement. A refusal the user should read (UserError: the clan changed, no room) ends the row as failed with
 * that message; anything else is thrown for a retry, and after the retries `onDead` marks the row failed.
 */
import { defineJob, type JobDeps } from '../../jobs/index';
import { UserError } from '../../http/errors';
import { runExport } from './gedcom-export.run';
import { runImport, runPreview } from './gedcom-import.run';
import * as repo from './gedcom.repo';

export interface GedcomJobData {
  jobId: number;
  projectId: number;
  phase: 'preview' | 'import' | 'export';
}

const LIVE: Record<GedcomJobData['phase'], string> = { preview: 'previewing', import: 'importing', export: 'exporting' };
const DEAD: Record<GedcomJobData['phase'], string> = { preview: '文件分析失败，请稍后重试', import: '导入失败，未写入任何成员，请稍后重试', export: '导出失败，请稍后重试' };

async function failRow(deps: JobDeps, d: GedcomJobData, message: string): Promise<void> {
  await repo.moveJob(deps.db, { projectId: d.projectId, id: d.jobId }, [LIVE[d.phase]], { status: 'failed', error: message, updatedAt: deps.adapters.clock.now() });
}

export const gedcomJob = defineJob<GedcomJobData>({
  name: 'gedcom-work',
  concurrency: 1,
  retryLimit: 2,
  async onDead(deps, d) {
    await failRow(deps, d, DEAD[d.phase]);
  },
  async run(job) {
    const { deps, data: d, signal } = job;
    const row = await repo.jobById(deps.db, { projectId: d.projectId, id: d.jobId });
    if (!row || row.status !== LIVE[d.phase]) return { skipped: true };
    const progress = (p: number) => job.progress(Math.min(99, p));
    progress(1);
    try {
      if (d.phase === 'preview') await runPreview(deps, row, progress);
      else if (d.phase === 'import') await runImport(deps, row, progress, signal);
      else await runExport(deps, row, progress, signal);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      await failRow(deps, d, e.message);
    }
    await job.settle();
    return { done: true };
  },
});
