/** The clan's week (member changes per China-time day) and its circle (the project's team and members). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import { ROLE_NAMES, type ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { chinaDay, chinaDayStart } from '../../../model/datetime';
import { clanAccess } from './clans.service';
import * as repo from './clans.repo';

export async function countWeek(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.countWeek>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const now = ctx.adapters.clock.now();
  const start = chinaDayStart(now).getTime() - 6 * 86400_000;
  const rows = await repo.changesSince(ctx.db, clan, new Date(start));
  const days = Array.from({ length: 7 }, (_, i) => ({ date: chinaDay(new Date(start + i * 86400_000)), count: 0 }));
  let added = 0; let edited = 0; let deleted = 0;
  for (const r of rows) {
    if (r.action.startsWith('add')) added++;
    else if (r.action === 'delete') deleted++;
    else edited++;
    const d = days.find((x) => x.date === chinaDay(new Date(r.at)));
    if (d) d.count++;
  }
  return { clanId: clan.id, added, edited, deleted, days };
}

export async function circleMemberList(ctx: Ctx, p: ParsedParams<typeof c.circleMemberList>): Promise<Reply<typeof c.circleMemberList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const rows = await repo.circlePage(ctx.db, clan.projectId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      userId: r.userId, nickname: r.nickname, role: r.role as ProjectRole, roleName: ROLE_NAMES[r.role as ProjectRole] ?? r.role,
      joinedAt: r.at.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
  };
}
