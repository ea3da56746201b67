/**
 * The operation log (clan_member_log, written by every member change) for /clan/admin/log, and the revert of one
 * entry by an admin / 协管员: refused when the member changed after that entry (no silent overwrite); the revert
 * writes its own entry (action `revert:<id>`). Our additions: GET /clan-member/log/list, POST /clan-member/log/revert/:id.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/reviews';
import { LOG_ACTION_NAMES, type LogItem } from '@contract/reviews';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { isManager, projectIdOf, requireProjectRole } from '../projects/index';
import { bumpClan } from '../clans/index';
import { childrenOf, memberById, membersByIds, wivesOf, writableColumns } from './clan-members.repo';
import * as repo from './clan-members.repo';
import type { LogRow as Row, MemberPatch, NewMemberRow } from './clan-members.repo';
import { logDiff, namesFor, type RowJson } from './member-diff';
const CHANGED_SINCE = '该成员在此次修改之后又被修改过，不能直接撤销，请查看最新的修改记录';

/** The clan of a log entry, as the member queries name it. */
const clanOf = (r: Row) => ({ projectId: r.projectId, id: r.clanId });
const actionName = (a: string) => LOG_ACTION_NAMES[a.split(':')[0]] ?? a;
const json = (v: unknown) => (v && typeof v === 'object' ? (v as RowJson) : null);

/** Can this entry be reverted now? (edits: the member is at the entry's `after` version; adds: untouched, no children.) */
async function revertProblem(db: Tx, r: Row): Promise<string | null> {
  const before = json(r.before);
  const after = json(r.after);
  const now = await memberById(db, r.projectId, r.memberId);
  if (after && before) {
    if (!now) return '该成员已被删除，不能撤销';
    return now.version === after.version ? null : CHANGED_SINCE;
  }
  if (after && !before) {
    if (!now) return '该成员已被删除';
    if (now.version !== after.version) return CHANGED_SINCE;
    const below = [...(await childrenOf(db, clanOf(r), now.id)), ...(await wivesOf(db, clanOf(r), now.id))];
    return below.length ? '该成员已有子女或配偶，不能撤销添加' : null;
  }
  if (before && !after) {
    if (now) return '该成员已恢复';
    if (Number(before.deletedWith ?? 0) > 0) return '该次删除连同后代一起删除，不能撤销';
    return null;
  }
  return '该记录不能撤销';
}

async function toItems(ctx: Ctx, rows: Row[], manager: boolean): Promise<LogItem[]> {
  const people = await displayNames(ctx.db, rows.map((r) => r.userId));
  const out: LogItem[] = [];
  for (const r of rows) {
    const before = json(r.before);
    const after = json(r.after);
    const names = await namesFor(ctx.db, clanOf(r), [before ?? {}, after ?? {}]);
    const who = after ?? before;
    const current = await memberById(ctx.db, r.projectId, r.memberId);
    out.push({
      id: r.id, clanId: r.clanId, memberId: r.memberId, memberName: current?.fullName ?? String(who?.fullName ?? ''),
      user: { id: r.userId, name: people.get(r.userId)?.name ?? `用户${r.userId}` }, action: r.action, actionName: actionName(r.action),
      at: r.at.toISOString(), diff: logDiff(before, after, names), revertible: manager && (await revertProblem(ctx.db, r)) === null,
    });
  }
  return out;
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.logList>): Promise<Reply<typeof c.logList>> {
  const projectId = projectIdOf(ctx, p.projectId);
  const a = await requireProjectRole(ctx, projectId, 'manager');
  const rows = await repo.logPage(ctx.db, projectId, { clanId: p.clanId, memberId: p.memberId }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await toItems(ctx, rows.slice(0, p.pageSize), isManager(a)), hasNext: rows.length > p.pageSize };
}

/** The member columns of a logged row (JSON) for writing back; ids, version and times left to the caller. */
function columns(j: RowJson): MemberPatch {
  const out: Record<string, unknown> = {};
  for (const k of writableColumns()) if (k in j) out[k] = j[k];
  return out as MemberPatch;
}

export async function revert(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.logRevert>> {
  const r = await repo.locateLog(ctx.db, p.id);
  if (!r) fail('记录不存在');
  const a = await requireProjectRole(ctx, r.projectId, 'manager');
  must(isManager(a), MESSAGES.forbidden);
  const problem = await revertProblem(ctx.db, r);
  if (problem) fail(problem);
  const before = json(r.before);
  const after = json(r.after);
  if (before) {
    const links = ['lineageFatherId', 'husbandId', 'motherId', 'biologicalFatherId'].map((k) => before[k]).filter((x): x is number => typeof x === 'number');
    const found = await membersByIds(ctx.db, clanOf(r), links);
    must(found.length === new Set(links).size, '原来关联的父亲、母亲或丈夫已被删除，不能撤销');
  }
  const now = ctx.adapters.clock.now();
  const entry = await ctx.db.transaction(async (tx) => {
    let newBefore: unknown = null;
    let newAfter: unknown = null;
    let delta = 0;
    if (before && after) {
      const cur = await memberById(tx, r.projectId, r.memberId);
      if (cur && before.generation !== cur.generation) {
        const below = [...(await childrenOf(tx, clanOf(r), cur.id)), ...(await wivesOf(tx, clanOf(r), cur.id))];
        must(below.length === 0, '该成员已有后代或配偶，撤销会改变其世次，不能撤销');
      }
      const row = await repo.updateMember(tx, r.projectId, r.memberId, Number(after.version), columns(before), now);
      must(row, CHANGED_SINCE);
      [newBefore, newAfter] = [cur, row];
    } else if (after) {
      const gone = await repo.deleteMemberAt(tx, r.projectId, r.memberId, Number(after.version));
      must(gone, CHANGED_SINCE);
      newBefore = { ...gone, deletedWith: 0 };
      delta = -1;
    } else if (before) {
      const row = await repo.restoreMember(tx, {
        ...columns(before), id: r.memberId, projectId: r.projectId, clanId: r.clanId, version: Number(before.version ?? 1) + 1,
        createdAt: new Date(String(before.createdAt ?? now.toISOString())), updatedAt: now,
      } as NewMemberRow);
      must(row, '该成员已恢复');
      newAfter = row;
      delta = 1;
    }
    await bumpClan(tx, clanOf(r), delta, now);
    return repo.addLog(tx, {
      projectId: r.projectId, clanId: r.clanId, memberId: r.memberId, userId: ctx.user.id, action: `revert:${r.id}`,
      before: newBefore, after: newAfter, at: now,
    });
  });
  return (await toItems(ctx, [entry], true))[0];
}

