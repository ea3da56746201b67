/** The GEDCOM preview's thread (gedcom-import.run.ts runPreview → runInWorker): gedcom-preview.ts on the job's input. */
import { workerTask } from '../../jobs/worker-thread';
import { previewFile, type PreviewInput, type PreviewOutput } from './gedcom-preview';

workerTask<PreviewInput, PreviewOutput>(async (input, progress) => {
  const result = await previewFile(input, progress);
  return { result, transfer: [result.plan.buffer] };
});
