/**
 * Which stored PDF a download call may send (contract/print.ts sampleFile, bookFile) and the URLs replies give for
 * them. The files live in the store under books/<project>/…; the public /files tree refuses that prefix
 * (server/app.ts), so these calls are the only way to the bytes.
 */
import { eq } from 'drizzle-orm';
import * as c from '@contract/print';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { API_BASE } from '../../http/route';
import { books } from '../../db/schema/index';
import { mayRead } from '../book/books.service';
import { requireProjectRole } from '../projects/access';
import { doneJob, sampleAccess } from './samples.service';
import type { SendPdf } from './file-send';

/** The version part of a file key (books/<project>/<sample>-<random>.pdf → <sample>-<random>): changes with the file. */
const versionOf = (key: string) => (key.split('/').pop() ?? '').replace(/\.pdf$/, '');

/** The download URL of a sample's PDF (the token goes in headers, never here). */
export const sampleFileUrl = (sampleId: number, key: string) =>
  `${API_BASE}${c.sampleFile.path}?id=${sampleId}&v=${encodeURIComponent(versionOf(key))}`;

/** The download URL of an e-book's PDF. */
export const bookFileUrl = (bookId: number, key: string) =>
  `${API_BASE}${c.bookFile.path}?id=${bookId}&v=${encodeURIComponent(versionOf(key))}`;

/** A sample's file: the project's read access (visitor; `ap` for a password project) and a finished job. */
export async function sampleFileOf(ctx: Ctx, id: number): Promise<SendPdf> {
  const { sample } = await sampleAccess(ctx, id);
  const j = await doneJob(ctx, id);
  return { key: j.fileKey!, fileName: `${sample.name}.pdf` };
}

/** An e-book's file: the project's read access and the /book/v2 read rule (free, team member, bought or redeemed). */
export async function bookFileOf(ctx: Ctx, id: number): Promise<SendPdf> {
  const [b] = await ctx.db.select().from(books).where(eq(books.id, id)).limit(1);
  if (!b) fail('电子书不存在');
  const access = await requireProjectRole(ctx, b.projectId, 'visitor');
  if (!(await mayRead(ctx, b, access.role))) fail('购买或兑换后可阅读');
  return { key: b.fileKey, fileName: `${b.title}（${b.formatName}）.pdf` };
}
