/**
 * Clan lists (20 per page, `{ list, hasNext }`): mine, 采丁, recommended, all public, the activity ranking,
 * favourites and history; the favourite toggle and the history mark. Only clans the caller may read are listed
 * (public projects, or projects where he has a role).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import type { ClanListItem } from '@contract/clans';
import type { Ctx } from '../../http/context';
import { clanAccess, toClan } from './clans.service';
import * as repo from './clans-lists.repo';
import type { ClanListKind } from './clans-lists.repo';

type ListParams = ParsedParams<typeof c.listMy>;
type Item = ClanListItem & { edits: number };

const uid = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

async function clanPage(ctx: Ctx, p: ListParams, kind: ClanListKind, surname = '') {
  const since = new Date(ctx.adapters.clock.now().getTime() - 30 * 86400_000);
  const rows = await repo.clanPage(ctx.db, kind, uid(ctx), p.keyword, { surname, since }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const list: Item[] = [];
  for (const r of rows.slice(0, p.pageSize)) {
    list.push({
      ...(await toClan(ctx, r.c)), projectName: r.projectName, privacy: r.privacy as ClanListItem['privacy'], favorite: r.favorite,
      markedAt: r.markedAt ? r.markedAt.toISOString() : null, edits: r.edits,
    });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

const strip = (pg: { list: Item[]; hasNext: boolean }) => ({ list: pg.list.map(({ edits: _e, ...x }) => x), hasNext: pg.hasNext });

export async function listMy(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listMy>> {
  if (!uid(ctx)) return { list: [], hasNext: false };
  return strip(await clanPage(ctx, p, 'mine'));
}

export async function listCollect(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listCollect>> {
  if (!uid(ctx)) return { list: [], hasNext: false };
  return strip(await clanPage(ctx, p, 'collect'));
}

export async function listRecommend(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listRecommend>> {
  const me = uid(ctx);
  const surname = me ? await repo.firstNameOf(ctx.db, me) : '';
  return strip(await clanPage(ctx, p, 'recommend', surname));
}

export async function listAll(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listAll>> {
  return strip(await clanPage(ctx, p, 'all'));
}

export async function listReward(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listReward>> {
  return clanPage(ctx, p, 'reward');
}

export async function listFavorite(ctx: Ctx<'user'>, p: ListParams): Promise<Reply<typeof c.listFavorite>> {
  return strip(await clanPage(ctx, p, 'favorite'));
}

export async function historyList(ctx: Ctx<'user'>, p: ListParams): Promise<Reply<typeof c.historyList>> {
  return strip(await clanPage(ctx, p, 'history'));
}

export async function favoriteSave(ctx: Ctx<'user'>, p: { clanId: number }): Promise<Reply<typeof c.favoriteSave>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  return { clanId: clan.id, favorite: await repo.toggleFavorite(ctx.db, clan, ctx.user.id, ctx.adapters.clock.now()) };
}

export async function historySave(ctx: Ctx<'user'>, p: { clanId: number }): Promise<Reply<typeof c.historySave>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const at = ctx.adapters.clock.now();
  await repo.markHistory(ctx.db, clan, ctx.user.id, at);
  return { clanId: clan.id, at: at.toISOString() };
}
