/**
 * Tasks (任务): one-time, daily and weekly (TASKS in the contract). Progress comes only from the events the domains
 * publish (server/events): each listener adds to the task's progress in the current period, in the publisher's
 * transaction. States: doing → claimable (progress reached the target) → claimed; a claim pays once per period
 * (the row's claimed_at, and the ledger ref `task:<user>:<task>:<period>`).
 */
import type * as c from '@contract/growth';
import { TASKS, type TaskDef } from '@contract/growth';
import type { Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { onEvent, type EventName } from '../../events/index';
import { ledgerApply, ledgerBalance } from '../payments/index';
import * as repo from './growth.repo';
import { isoWeek, today } from './periods';

export function periodOf(t: TaskDef, now: Date): string {
  if (t.kind === 'once') return 'once';
  const day = today(now);
  return t.kind === 'daily' ? day : isoWeek(day);
}

function taskById(id: number): TaskDef {
  const t = TASKS.find((x) => x.id === id);
  if (!t) fail('任务不存在');
  return t;
}

/** Count one event for the user on every task fed by it. */
async function count(tx: Tx, event: EventName, userId: number, now: Date): Promise<void> {
  for (const t of TASKS) {
    if (t.event === event) await repo.bumpProgress(tx, userId, t.key, periodOf(t, now), 1, t.target, now);
  }
}

onEvent('member.added', (tx, e, { now }) => count(tx, 'member.added', e.userId, now));
onEvent('offering.made', (tx, e, { now }) => count(tx, 'offering.made', e.userId, now));
onEvent('profile.completed', (tx, e, { now }) => count(tx, 'profile.completed', e.userId, now));
onEvent('user.invited', (tx, e, { now }) => count(tx, 'user.invited', e.inviterId, now));
onEvent('friend.added', (tx, e, { now }) => count(tx, 'friend.added', e.userId, now));
onEvent('signin.done', (tx, e, { now }) => count(tx, 'signin.done', e.userId, now));

async function items(db: Tx, userId: number, now: Date, only?: TaskDef): Promise<c.TaskItem[]> {
  const tasks = only ? [only] : [...TASKS];
  const keys = tasks.map((t) => ({ task: t.key, period: periodOf(t, now) }));
  const rows = await repo.progressOf(db, userId, keys);
  return tasks.map((t, i) => {
    const r = rows.find((x) => x.task === t.key && x.period === keys[i].period);
    const progress = r?.progress ?? 0;
    const state = r?.claimedAt ? 'claimed' : progress >= t.target ? 'claimable' : 'doing';
    return {
      id: t.id, name: t.name, description: t.description, kind: t.kind, period: keys[i].period, progress, target: t.target,
      state, points: t.points, coins: t.coins, route: t.route,
    };
  });
}

/** GET /task/list */
export async function list(ctx: Ctx<'user'>): Promise<Reply<typeof c.taskList>> {
  const uid = ctx.user.id;
  return {
    list: await items(ctx.db, uid, ctx.adapters.clock.now()),
    points: await ledgerBalance(ctx.db, 'points', uid),
    coins: await ledgerBalance(ctx.db, 'coins', uid),
  };
}

/**
 * POST /task/execute: look again at what the task counts where it can be read from the user's own data (a profile
 * completed before tasks existed), and answer the task with where to do it. It never marks a task done on the
 * client's word.
 */
export async function execute(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.taskExecute>> {
  const t = taskById(p.id);
  const now = ctx.adapters.clock.now();
  if (t.key === 'profile') {
    const u = await repo.userBasics(ctx.db, ctx.user.id);
    if (u && u.nickname && u.realName && u.photo) await repo.bumpProgress(ctx.db, ctx.user.id, t.key, 'once', 1, t.target, now);
  }
  return (await items(ctx.db, ctx.user.id, now, t))[0];
}

/** POST /task/drawTaskReward */
export async function draw(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.taskDraw>> {
  const t = taskById(p.id);
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const period = periodOf(t, now);
  const r = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markClaimed(tx, uid, t.key, period, t.target, now))) {
      const [it] = await items(tx, uid, now, t);
      fail(it.state === 'claimed' ? '本期奖励已领取' : '任务尚未完成');
    }
    const ref = `task:${uid}:${t.key}:${period}`;
    const pts = await ledgerApply(tx, { book: 'points', userId: uid, delta: t.points, reason: `任务：${t.name}`, ref, now });
    const coins = t.coins ? (await ledgerApply(tx, { book: 'coins', userId: uid, delta: t.coins, reason: `任务：${t.name}`, ref, now })).balance
      : await ledgerBalance(tx, 'coins', uid);
    return { points: pts.balance, coins };
  });
  return { task: (await items(ctx.db, uid, now, t))[0], ...r };
}

/** GET /task/describe/:id */
export async function describe(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.taskDescribe>> {
  const t = taskById(p.id);
  const [it] = await items(ctx.db, ctx.user.id, ctx.adapters.clock.now(), t);
  const when = t.kind === 'once' ? '只能完成一次' : t.kind === 'daily' ? '每天（北京时间0点）重新计数' : '每周一（北京时间0点）重新计数';
  const reward = [t.points ? `${t.points}积分` : '', t.coins ? `${t.coins}金币` : ''].filter(Boolean).join('、');
  return {
    ...it,
    rules: [
      `${t.description}，进度${t.target}次即可领取奖励。`,
      `本任务${when}，每期奖励只能领取一次。`,
      `奖励：${reward}。`,
      '进度由系统按你的实际操作自动记录，无需手动上报。',
    ],
  };
}
