/** GET /vr/work/:id — a panorama work (contract/vr.ts). A work of a clan that is not public needs read access. */
import type { Reply } from '@contract/common/index';
import type * as c from '@contract/vr';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { projectAccess } from '../projects/index';
import { vrWorkById } from './sacrifice.repo';

const NONE = '全景作品不存在或无权查看';

export async function vrWork(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.vrWork>> {
  const w = await vrWorkById(ctx.db, p.id);
  if (!w) fail(NONE);
  if (w.projectId !== null) {
    const a = await projectAccess(ctx, w.projectId).catch(() => null);
    if (!a?.canRead) fail(NONE);
  }
  return {
    id: w.id, title: w.title, cover: w.cover, description: w.description, projectId: w.projectId, startSceneId: w.startSceneId,
    scenes: w.scenes, createdAt: w.createdAt.toISOString(),
  };
}
