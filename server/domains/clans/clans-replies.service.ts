/** 留言 on a clan: add (when the clan allows replies) and list, newest first. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type { ClanReply } from '@contract/clans';
import type * as c from '@contract/clans';
import type { Ctx } from '../../http/context';
import { must } from '../../http/errors';
import { clanAccess, configValue } from './clans.service';
import * as repo from './clans.repo';
import type { ReplyRow } from './clans.repo';

function toReply(r: ReplyRow, nickname: string): ClanReply {
  return { id: r.id, clanId: r.clanId, userId: r.userId, nickname, content: r.content, parentId: r.parentId, createdAt: r.createdAt.toISOString() };
}

export async function replyAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.replyAdd>): Promise<Reply<typeof c.replyAdd>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  must(configValue(clan, 'allowReplies'), '该族谱已关闭留言');
  if (p.parentId !== undefined) must(await repo.replyInClan(ctx.db, p.parentId, clan), '回复的留言不存在');
  const r = await repo.insertReply(ctx.db, {
    projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, content: p.content, parentId: p.parentId ?? null,
    createdAt: ctx.adapters.clock.now(),
  });
  return toReply(r, (await repo.nicknames(ctx.db, [r.userId])).get(r.userId) ?? '');
}

export async function replyList(ctx: Ctx, p: ParsedParams<typeof c.replyList>): Promise<Reply<typeof c.replyList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const rows = await repo.replyPage(ctx.db, clan, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const nick = await repo.nicknames(ctx.db, [...new Set(rows.map((r) => r.userId))]);
  return { list: rows.slice(0, p.pageSize).map((r) => toReply(r, nick.get(r.userId) ?? '')), hasNext: rows.length > p.pageSize };
}
