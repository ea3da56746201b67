/**
 * The e-book's PDF (contract/print.ts bookFile): which stored file the download call may send (its URL:
 * file-url.ts). The file lives in the store under books/<project>/…; the public /files tree refuses that prefix
 * (server/app.ts). The download handler itself is registered with the print files (print/file.routes.ts).
 */
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { requireProjectRole } from '../projects/index';
import { locateBook } from './books.repo';
import { mayRead } from './books.service';

/** An e-book's file: the project's read access and the /book/v2 read rule (free, team member, bought or redeemed). */
export async function bookFileOf(ctx: Ctx, id: number): Promise<{ key: string; fileName: string }> {
  const b = await locateBook(ctx.db, id);
  if (!b) fail('电子书不存在');
  const access = await requireProjectRole(ctx, b.projectId, 'visitor');
  if (!(await mayRead(ctx, b, access.role))) fail('购买或兑换后可阅读');
  return { key: b.fileKey, fileName: `${b.title}（${b.formatName}）.pdf` };
}
