/** Growth levels (成长等级: growth = points earned) and the numbers of the 我的 page. */
import type * as c from '@contract/growth';
import { GROW_LEVELS, growLevelOf } from '@contract/growth';
import type { Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { earnedPoints, ledgerBalance } from '../payments/index';
import { registerProjectLimitBonus } from '../projects/index';
import * as repo from './growth.repo';

/** A growth level's extra projects feed the project limit. */
registerProjectLimitBonus(async (db, userId) => growLevelOf(await earnedPoints(db, userId)).projectBonus);

/** GET /userGrowLevel/list */
export async function levels(ctx: Ctx<'user'>): Promise<Reply<typeof c.growLevelList>> {
  const growth = await earnedPoints(ctx.db, ctx.user.id);
  const mine = growLevelOf(growth);
  const next = GROW_LEVELS.find((l) => l.growth > growth);
  return { list: GROW_LEVELS.map((l) => ({ ...l })), growth, level: mine.level, name: mine.name, next: next?.growth ?? null };
}

/** GET /data/mine/statistics */
export async function mine(ctx: Ctx<'user'>): Promise<Reply<typeof c.mineStatistics>> {
  const uid = ctx.user.id;
  const counts = await repo.mineCounts(ctx.db, uid);
  const lvl = growLevelOf(await earnedPoints(ctx.db, uid));
  return {
    ...counts,
    signDays: await repo.countSignIns(ctx.db, uid),
    points: await ledgerBalance(ctx.db, 'points', uid),
    coins: await ledgerBalance(ctx.db, 'coins', uid),
    wallet: await ledgerBalance(ctx.db, 'wallet', uid),
    level: lvl.level,
    levelName: lvl.name,
  };
}
