/** Who may see and edit a memorial hall (contract/sacrifice.ts "Privacy"). */
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { projectAccess } from '../projects/index';
import { hallById, type HallRow } from './sacrifice.repo';

export const HIDDEN = '纪念馆不存在或无权查看';

/** The logged-in user's id, 0 for a guest or no token. */
export const uidOf = (ctx: Ctx): number => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

/** A hall the asking user may see; msg 0 "纪念馆不存在或无权查看" otherwise (also for a missing one). */
export async function visibleHall(ctx: Ctx, id: number): Promise<HallRow> {
  const hall = await hallById(ctx.db, id);
  if (!hall) fail(HIDDEN);
  await requireVisible(ctx, hall);
  return hall;
}

export async function requireVisible(ctx: Ctx, hall: HallRow): Promise<void> {
  if (hall.projectId === null) return;
  const a = await projectAccess(ctx, hall.projectId).catch(() => null);
  if (!a?.canRead) fail(HIDDEN);
}

/** Owner, or admin / 协管员 of the member's clan. */
export async function canEditHall(ctx: Ctx, hall: HallRow): Promise<boolean> {
  const uid = uidOf(ctx);
  if (!uid) return false;
  if (hall.ownerId === uid) return true;
  if (hall.projectId === null) return false;
  const a = await projectAccess(ctx, hall.projectId).catch(() => null);
  return a?.role === 'admin' || a?.role === 'manager';
}

export async function editableHall(ctx: Ctx, id: number): Promise<HallRow> {
  const hall = await visibleHall(ctx, id);
  if (!(await canEditHall(ctx, hall))) fail('只有建馆人或族谱管理员可以修改纪念馆');
  return hall;
}
