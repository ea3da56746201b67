/** The project tabs and counts, and the favourite and joined lists (spec §6 "Projects"). */
import type { ParsedParams, Reply } from '@contract/common/index';
import * as c from '@contract/projects';
import { IDENTITY } from '@contract/projects';
import type { Ctx } from '../../http/context';
import * as repo from './projects.repo';
import { projectLimit, toItem } from './projects.service';

const uid = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

export async function groupList(ctx: Ctx): Promise<Reply<typeof c.groupList>> {
  const u = uid(ctx);
  const rows = (await repo.groupRows(ctx.db, u)).map((r) => toItem(r, u));
  return {
    list: [
      { key: 'forms', name: '采丁表单', count: rows.filter((p) => p.identity.value === IDENTITY.forms && p.role).length },
      { key: 'examples', name: '精选范例', count: rows.filter((p) => p.isExample).length },
      { key: 'mine', name: '我的家族', count: rows.filter((p) => p.identity.value !== IDENTITY.forms && !p.isExample).length },
    ],
  };
}

export async function count(ctx: Ctx): Promise<Reply<typeof c.count>> {
  const u = uid(ctx);
  const stats = await repo.statsOf(ctx.db, u);
  if (!u) return { ...stats, owned: 0, limit: -1, favorite: 0 };
  return { ...stats, owned: await repo.ownedCount(ctx.db, u), limit: await projectLimit(ctx, u), favorite: await repo.favoriteCount(ctx.db, u) };
}

async function pageOf(ctx: Ctx, p: { pageIndex: number; pageSize: number }, kind: 'favorite' | 'bind') {
  const u = uid(ctx);
  if (!u) return { list: [], hasNext: false };
  const rows = await repo.markedPage(ctx.db, u, kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map((r) => toItem(r, u)), hasNext: rows.length > p.pageSize };
}

export const favoriteList = (ctx: Ctx, p: ParsedParams<typeof c.favoriteList>) => pageOf(ctx, p, 'favorite');
export const bindList = (ctx: Ctx, p: ParsedParams<typeof c.bindList>) => pageOf(ctx, p, 'bind');
