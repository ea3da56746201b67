/**
 * Visitor log (one row per visitor per project per China-time day, upserted) and project / clan statistics
 * for /clan/admin/visitor, /clan/admin/project-stat and /clan/admin/clan-stat.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/projects';
import type { ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { requireProjectRole } from './access';
import { clanProjectId } from './projects.repo';
import { roleCounts } from './team.repo';
import * as repo from './visitors.repo';
import { chinaDay } from '../../../model/datetime';

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, n: number) => chinaDay(new Date(now.getTime() - n * DAY_MS));

/**
 * Record a read of the project by the caller (guests share user id 1): counted in the app's visit log, written with
 * the others a second later (visit-log.ts). Called from project get/detail/config/auth,
 * clan detail (/clan/detail) and the tree pack download (/clan-member/tree/pack).
 */
export async function recordVisit(ctx: Ctx, projectId: number): Promise<void> {
  const userId = ctx.user?.id;
  if (!userId) return;
  const now = ctx.adapters.clock.now();
  ctx.visits.add(projectId, userId, chinaDay(now), now);
}

export async function visitorList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.visitorList>): Promise<Reply<typeof c.visitorList>> {
  await requireProjectRole(ctx, p.projectId, 'visitor.view');
  await ctx.visits.flush(); // the views counted in memory are shown too
  const rows = await repo.visitRows(ctx.db, p.projectId, p.day, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const now = ctx.adapters.clock.now();
  const today = await repo.visitTotals(ctx.db, p.projectId, daysAgo(now, 0));
  const week = await repo.visitTotals(ctx.db, p.projectId, daysAgo(now, 6));
  const all = await repo.visitTotals(ctx.db, p.projectId);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      userId: r.v.userId, nickname: r.v.userId === 1 ? '游客' : (r.nickname ?? '已注销用户'), avatar: r.avatar ?? '',
      isGuest: r.v.userId === 1, role: (r.role as ProjectRole | null) ?? null, day: r.v.day, views: r.v.views, lastAt: r.v.lastAt.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
    stats: { today: today.visitors, last7Days: week.visitors, total: all.visitors, views: all.views },
  };
}

export async function projectStat(ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectStat>): Promise<Reply<typeof c.projectStat>> {
  await requireProjectRole(ctx, p.projectId, 'visitor.view');
  await ctx.visits.flush();
  const db = ctx.db;
  const clans = await repo.clanCount(db, p.projectId);
  const m = await repo.memberCounts(db, { projectId: p.projectId });
  const team = await roleCounts(db, p.projectId);
  const now = ctx.adapters.clock.now();
  const [d1, d7, d30] = [await repo.visitTotals(db, p.projectId, daysAgo(now, 0)), await repo.visitTotals(db, p.projectId, daysAgo(now, 6)),
    await repo.visitTotals(db, p.projectId, daysAgo(now, 29))];
  const perDay = await repo.visitsPerDay(db, p.projectId, daysAgo(now, 29));
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = daysAgo(now, 29 - i);
    const r = perDay.find((x) => x.day === day);
    return { day, visitors: Number(r?.visitors ?? 0), views: Number(r?.views ?? 0) };
  });
  return {
    clans, members: m.members, male: m.male, female: m.female, living: m.living, team,
    visitors: { today: d1.visitors, last7Days: d7.visitors, last30Days: d30.visitors, views30Days: d30.views },
    daily,
  };
}

export async function clanStat(ctx: Ctx<'user'>, p: ParsedParams<typeof c.clanStat>): Promise<Reply<typeof c.clanStat>> {
  const projectId = await clanProjectId(ctx.db, p.clanId);
  if (projectId === undefined) fail('族谱不存在');
  await requireProjectRole(ctx, projectId, 'visitor.view');
  const m = await repo.memberCounts(ctx.db, { projectId, clanId: p.clanId });
  const gens = await repo.generationCounts(ctx.db, projectId, p.clanId);
  return {
    clanId: p.clanId, members: m.members, male: m.male, female: m.female, living: m.living, deceased: m.members - m.living,
    minGeneration: gens[0]?.generation ?? null, maxGeneration: gens.at(-1)?.generation ?? null,
    generations: gens.map((g) => ({ generation: g.generation, count: Number(g.count) })),
  };
}
