/** A clan's settings and front matter, its area, its info card, and deleting it (/clan/remove, admin). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import { generationLabel, type ZibeiPoem } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { clanAccess, configOf, deleteClan, hidesLiving, toClan } from './clans.service';
import * as repo from './clans.repo';
import { favoriteCount, isFavorite } from './clans-lists.repo';

export async function config(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.config>> {
  const { clan } = await clanAccess(ctx, p.id);
  return { ...configOf(clan), clanId: clan.id, version: clan.version };
}

export async function configSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.configSave>): Promise<Reply<typeof c.configSave>> {
  const { clan } = await clanAccess(ctx, p.id, 'manager');
  const { id: _id, ...changes } = p;
  const next = { ...configOf(clan), ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  const row = await repo.setConfig(ctx.db, clan, next, ctx.adapters.clock.now());
  return { ...configOf(row), clanId: row.id, version: row.version };
}

export async function area(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.area>> {
  const { clan, access } = await clanAccess(ctx, p.id);
  return {
    clanId: clan.id, area: clan.area, projectArea: access.project.area, hall: clan.hall,
    places: await repo.residenceCounts(ctx.db, clan, hidesLiving(clan, access), 50),
  };
}

export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.remove>): Promise<Reply<typeof c.remove>> {
  const { clan } = await clanAccess(ctx, p.id, 'admin');
  const members = await repo.memberTotal(ctx.db, clan);
  if (members > 0 && !p.confirm) fail(`该族谱有${members}位成员，删除后无法恢复，请确认后再删除`);
  await ctx.db.transaction((tx) => deleteClan(tx, clan));
  return { deleted: true, members };
}

export async function prefaceChapters(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.prefaceChapters>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const cfg = configOf(clan);
  const poems = (clan.poems as ZibeiPoem[]).map((x) => `${x.title ?? '字辈'}（自${generationLabel(x.startGeneration)}起）：${x.text}`).join('\n');
  const t = (key: 'preface' | 'rules' | 'origin' | 'zibei' | 'precepts', title: string, text: string) => ({ key, title, text, filled: text.trim() !== '' });
  return {
    clanId: clan.id,
    list: [
      t('preface', '谱序', cfg.preface), t('rules', '凡例', cfg.rules), t('origin', '源流', cfg.origin), t('zibei', '字辈', poems),
      t('precepts', '家训', cfg.precepts),
      { key: 'chart', title: '世系图', text: '', filled: clan.memberCount > 0 },
      { key: 'records', title: '世系录', text: '', filled: clan.memberCount > 0 },
    ],
  };
}

export async function info(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.info>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const s = await repo.memberTally(ctx.db, clan);
  const me = ctx.user && !ctx.user.isGuest ? ctx.user.id : 0;
  return {
    ...(await toClan(ctx, clan)), projectName: access.project.name,
    men: s.men, daughters: s.daughters, wives: s.wives, living: s.living,
    branches: await repo.branchCount(ctx.db, clan), elite: s.elite, favorites: await favoriteCount(ctx.db, clan),
    zibei: (clan.poems as ZibeiPoem[]).filter((x) => x.branchId == null).sort((x, y) => x.startGeneration - y.startGeneration).map((x) => x.text).join(''),
    favorite: me ? await isFavorite(ctx.db, clan, me) : false,
  };
}
