/**
 * Daily sign-in (签到): once per user per Asia/Shanghai day (the sign_ins primary key and the ledger ref
 * `signin:<user>:<day>` each make a second one change nothing); the streak counts consecutive signed days and resets
 * after a missed day; rewards by streak (SIGN_REWARDS in the contract); make-up (补签) of a missed day of this month
 * for points, MAKEUP_PER_MONTH times a month, paying no reward.
 */
import type * as c from '@contract/growth';
import { MAKEUP_COST_POINTS, MAKEUP_PER_MONTH, SIGN_REWARDS, signReward } from '@contract/growth';
import type { Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { ledgerApply, ledgerBalance } from '../payments/index';
import { emitEvent } from '../../events/index';
import * as repo from './growth.repo';
import { addDays, monthOf, monthRange, today } from './periods';

/** Consecutive signed days ending on `end`, from the user's recent days (newest first). */
function streakEnding(days: Set<string>, end: string): number {
  let n = 0;
  for (let d = end; days.has(d); d = addDays(d, -1)) n++;
  return n;
}

async function recentDays(db: Tx, userId: number, day: string): Promise<Set<string>> {
  return new Set((await repo.signedDaysSince(db, userId, addDays(day, -400))).map((r) => r.day));
}

/** The streak as shown: up to today, or up to yesterday while today is not signed yet; 0 after a missed day. */
async function currentStreak(db: Tx, userId: number, day: string): Promise<{ streak: number; signedToday: boolean }> {
  const days = await recentDays(db, userId, day);
  const signedToday = days.has(day);
  return { streak: streakEnding(days, signedToday ? day : addDays(day, -1)), signedToday };
}

/** GET /user/sign */
export async function sign(ctx: Ctx<'user'>): Promise<Reply<typeof c.sign>> {
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const day = today(now);
  return ctx.db.transaction(async (tx) => {
    const days = await recentDays(tx, uid, day);
    if (days.has(day)) fail('今天已经签到过了');
    const streak = streakEnding(days, addDays(day, -1)) + 1;
    const reward = signReward(streak);
    const row = await repo.insertSignIn(tx, { userId: uid, day, streak, points: reward.points, makeup: false, createdAt: now });
    if (!row) fail('今天已经签到过了');
    const ref = `signin:${uid}:${day}`;
    const { balance } = await ledgerApply(tx, { book: 'points', userId: uid, delta: reward.points, reason: `签到（连续${streak}天）`, ref, now });
    if (reward.coins) await ledgerApply(tx, { book: 'coins', userId: uid, delta: reward.coins, reason: `连续签到${streak}天奖励`, ref, now });
    await emitEvent(tx, 'signin.done', { userId: uid, day }, now);
    return { day, streak, points: reward.points, coins: reward.coins, balance };
  });
}

async function makeupsThisMonth(db: Tx, uid: number, day: string): Promise<number> {
  const r = monthRange(monthOf(day));
  return repo.countSignIns(db, uid, { from: r.first, to: r.last, makeup: true });
}

/** GET /user/sign/data */
export async function data(ctx: Ctx<'user'>): Promise<Reply<typeof c.signData>> {
  const uid = ctx.user.id;
  const day = today(ctx.adapters.clock.now());
  const { streak, signedToday } = await currentStreak(ctx.db, uid, day);
  return {
    today: day, signedToday, streak,
    points: await ledgerBalance(ctx.db, 'points', uid),
    coins: await ledgerBalance(ctx.db, 'coins', uid),
    nextReward: signReward(streak + 1),
    rewards: SIGN_REWARDS.map((r) => ({ ...r })),
    makeupLeft: Math.max(0, MAKEUP_PER_MONTH - (await makeupsThisMonth(ctx.db, uid, day))),
    makeupCost: MAKEUP_COST_POINTS,
    totalDays: await repo.countSignIns(ctx.db, uid),
  };
}

/** GET /user/sign/list?month= */
export async function list(ctx: Ctx<'user'>, p: { month?: string }): Promise<Reply<typeof c.signList>> {
  const day = today(ctx.adapters.clock.now());
  const month = p.month ?? monthOf(day);
  const r = monthRange(month);
  const rows = await repo.signInsBetween(ctx.db, ctx.user.id, r.first, r.last);
  return { month, today: day, days: rows.map((x) => ({ day: x.day, makeup: x.makeup })) };
}

const toLog = (r: repo.SignInRow) => ({ day: r.day, streak: r.streak, points: r.points, makeup: r.makeup, createdAt: r.createdAt.toISOString() });

/** GET /user/sign/log */
export async function log(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.signLog>> {
  return toPage((await repo.signInPage(ctx.db, ctx.user.id, false, p.pageIndex, p.pageSize)).map(toLog), p.pageSize);
}

/** GET /signIn/log */
export async function makeupLog(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.signInLog>> {
  return toPage((await repo.signInPage(ctx.db, ctx.user.id, true, p.pageIndex, p.pageSize)).map(toLog), p.pageSize);
}

/** GET /signIn?day= : 补签 a missed day of this month before today, for points. */
export async function makeup(ctx: Ctx<'user'>, p: { day: string }): Promise<Reply<typeof c.signIn>> {
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const day = today(now);
  if (p.day >= day) fail('只能补签今天以前的日期');
  if (monthOf(p.day) !== monthOf(day) || addDays(p.day, 0) !== p.day) fail('只能补签本月漏签的日期');
  return ctx.db.transaction(async (tx) => {
    // The debit locks the user's points row first, so parallel make-ups queue up before they are counted.
    const { balance } = await ledgerApply(tx, { book: 'points', userId: uid, delta: -MAKEUP_COST_POINTS, reason: `补签 ${p.day}`, ref: `makeup:${uid}:${p.day}`, now });
    const used = await makeupsThisMonth(tx, uid, day);
    if (used >= MAKEUP_PER_MONTH) fail(`本月补签次数已用完（每月${MAKEUP_PER_MONTH}次）`);
    const row = await repo.insertSignIn(tx, { userId: uid, day: p.day, streak: 0, points: 0, makeup: true, createdAt: now });
    if (!row) fail('这一天已经签到过了');
    return { day: p.day, cost: MAKEUP_COST_POINTS, makeupLeft: MAKEUP_PER_MONTH - used - 1, balance };
  });
}
