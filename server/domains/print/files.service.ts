/**
 * Which stored PDF the sample download call may send (contract/print.ts sampleFile; its URL: file-url.ts; the
 * e-book's file is the book domain's). The files live in the store under books/<project>/…; the public /files
 * tree refuses that prefix (server/app.ts), so these calls are the only way to the bytes.
 */
import type { Ctx } from '../../http/context';
import { doneJob, sampleAccess } from './samples.service';
import type { SendPdf } from './file-send';

/** A sample's file: the project's read access (visitor; `ap` for a password project) and a finished job. */
export async function sampleFileOf(ctx: Ctx, id: number): Promise<SendPdf> {
  const { sample } = await sampleAccess(ctx, id);
  const j = await doneJob(ctx, sample);
  return { key: j.fileKey!, fileName: `${sample.name}.pdf` };
}
