/** Finding people (search, same name, same city) under their privacy setting, and the privacy setting itself. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/social';
import { FINDABLE_NAMES, type Findable, type Person } from '@contract/social';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './social.repo';

export function toPerson(r: repo.PersonRow): Person {
  return {
    id: r.id, name: r.nickname || r.real_name || `用户${r.id}`, realName: r.real_name, photo: r.photo, city: r.city, signature: r.signature,
    following: !!r.following, followsMe: !!r.follows_me, friend: !!r.friend, pending: r.sent ? 'sent' : r.received ? 'received' : 'none',
  };
}

async function pageOf(ctx: Ctx<'user'>, where: repo.PeopleFilter, p: { pageIndex: number; pageSize: number }) {
  const rows = await repo.findPeople(ctx.db, ctx.user.id, where, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(toPerson), hasNext: rows.length > p.pageSize };
}

/** GET /user/search */
export function search(ctx: Ctx<'user'>, p: ParsedParams<typeof c.userSearch>): Promise<Reply<typeof c.userSearch>> {
  const kw = p.kw.trim();
  return pageOf(ctx, /^1\d{10}$/.test(kw) ? { phone: kw } : { nameLike: kw }, p);
}

/** GET /user/same/name */
export async function sameName(ctx: Ctx<'user'>, p: ParsedParams<typeof c.userSameName>): Promise<Reply<typeof c.userSameName>> {
  let name = p.name.trim();
  if (!name) {
    const me = await repo.userBasics(ctx.db, ctx.user.id);
    name = me?.real_name || me?.nickname || '';
  }
  if (!name) fail('请先在个人资料中填写姓名');
  return { ...(await pageOf(ctx, { name }, p)), name };
}

/** GET /user/same/city */
export async function sameCity(ctx: Ctx<'user'>, p: ParsedParams<typeof c.userSameCity>): Promise<Reply<typeof c.userSameCity>> {
  let city = p.city.trim();
  if (!city) city = (await repo.userBasics(ctx.db, ctx.user.id))?.city ?? '';
  if (!city) fail('请先在个人资料中选择所在城市');
  return { ...(await pageOf(ctx, { city }, p)), city };
}

const privacyView = (findable: string) => ({ findable: findable as Findable, findableName: FINDABLE_NAMES[findable as Findable] ?? findable });

/** GET /user/privacy */
export async function privacy(ctx: Ctx<'user'>): Promise<Reply<typeof c.privacyGet>> {
  return privacyView(await repo.findableOf(ctx.db, ctx.user.id));
}

/** POST /user/privacy */
export async function setPrivacy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.privacySet>): Promise<Reply<typeof c.privacySet>> {
  await repo.setFindable(ctx.db, ctx.user.id, p.findable, ctx.adapters.clock.now());
  return privacyView(p.findable);
}
