/**
 * Member capacity (成员上限, see contract/project-team.ts): a project holds at most FREE_MEMBER_QUOTA + the
 * member_quota bought with packages + the members its running edition / expansions grant (entitlements), over all its clans. Checked inside the adding transaction (clan-members,
 * clan-excel), with the project row locked so concurrent adds to one project queue instead of both slipping past.
 */
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { limitOf } from '../entitlements/index';
import { lockQuota, membersUsed } from './purchases.repo';

/** Members a project holds without a package. */
export const FREE_MEMBER_QUOTA = 2000;
/** Featured examples (精选范例) are curated by the operator and not capped. */
const UNCAPPED_IDENTITY = 6;

export const capacityText = (limit: number) => `家族成员已达上限（${limit}人），请购买成员扩容套餐后再添加`;

/** Refuse (Chinese message) if adding `adding` members would take the project beyond its capacity. */
export async function requireRoom(tx: Tx, projectId: number, adding: number, now = new Date()): Promise<void> {
  if (adding <= 0) return;
  const p = await lockQuota(tx, projectId);
  if (!p) fail('家族不存在');
  if (p.identity === UNCAPPED_IDENTITY) return;
  const limit = FREE_MEMBER_QUOTA + p.quota + await limitOf(tx, { projectId }, 'members', now);
  const used = await membersUsed(tx, projectId);
  if (used + adding > limit) {
    fail(adding > 1 && used < limit ? `${capacityText(limit)}（还可添加${limit - used}人，本次${adding}人）` : capacityText(limit));
  }
}
