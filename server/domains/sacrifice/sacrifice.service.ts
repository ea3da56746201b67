/** Memorial halls: get, redirect, lists, rankings, favourites, my halls (custom/*), totals. */
import * as c from '@contract/sacrifice';
import { screenOfStyle } from '@contract/sacrifice';
import { toPage, type ParsedParams, type Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { requireProjectRole } from '../projects/index';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { ChineseDate } from '../../../model/calendar/types';
import { chinaDay, chinaDayStart, toIso } from '../../../model/datetime';
import { upcomingMemorialDays } from '../../../model/memorial/memorial-days';
import { ageText, dateText, familyOf, inscriptionsOf, lifespan, memberById, personOfMember, type MemberRow, type Person } from './person';
import { canEditHall, editableHall, HIDDEN, uidOf, visibleHall } from './access';
import { MUSIC } from './catalogue';
import * as repo from './sacrifice.repo';
import type { HallListRow, HallRow } from './sacrifice.repo';

const hallType = (r: HallRow) => (r.tomb ? 3 : r.memberId ? 2 : 1);

export function toItem(r: HallListRow): c.SacrificeItem {
  return {
    id: r.id, name: r.name || r.surname, gender: r.gender === 'f' ? 'f' : 'm', photo: r.photo, style: r.style, tomb: r.tomb, type: hallType(r),
    lifespan: lifespan(r.birth, r.death), memberId: r.memberId, projectId: r.projectId, visits: r.visits, offerings: r.offerings,
    messages: r.messages, favorite: r.favorite, createdAt: toIso(r.createdAt),
  };
}

/** The person of a hall: from its member (and the cached copy refreshed when the member changed), or the row. */
async function personOf(ctx: Ctx, hall: HallRow): Promise<{ person: Person; member: MemberRow | null }> {
  const m = hall.memberId ? await memberById(ctx.db, hall.memberId) : undefined;
  if (m) {
    const person = personOfMember(m, await familyOf(ctx.db, m));
    if (hall.offerers.length) person.offerers = hall.offerers;
    const cached = { surname: m.surname, name: person.name, gender: person.gender, birth: m.birth ?? null, death: m.death ?? null, birthText: person.birthText, deathText: person.deathText };
    if (JSON.stringify(cached) !== JSON.stringify({ surname: hall.surname, name: hall.name, gender: hall.gender, birth: hall.birth, death: hall.death, birthText: hall.birthText, deathText: hall.deathText })) {
      await repo.updateHall(ctx.db, hall.id, cached);
    }
    return { person, member: m };
  }
  return {
    member: null,
    person: {
      surname: hall.surname, givenName: hall.name.startsWith(hall.surname) ? hall.name.slice(hall.surname.length) : hall.name, name: hall.name,
      gender: hall.gender === 'f' ? 'f' : 'm', birth: hall.birth, death: hall.death, birthText: dateText(hall.birth, hall.birthText),
      deathText: dateText(hall.death, hall.deathText), offerers: hall.offerers,
    },
  };
}

function resolveRef(p: { id?: number; memberId?: number }) {
  if (!p.id && !p.memberId) fail('请指定纪念馆或成员');
}

async function findHall(ctx: Ctx, p: { id?: number; memberId?: number }): Promise<HallRow | undefined> {
  resolveRef(p);
  return p.id ? repo.hallById(ctx.db, p.id) : repo.hallByMember(ctx.db, p.memberId!);
}

export async function redirect(ctx: Ctx, p: ParsedParams<typeof c.redirect>): Promise<Reply<typeof c.redirect>> {
  const hall = await findHall(ctx, p);
  if (!hall) {
    if (p.id) fail(HIDDEN);
    const m = await memberById(ctx.db, p.memberId!);
    if (!m) fail('成员不存在');
    await requireProjectRole(ctx, m.projectId, 'visitor').catch(() => fail(HIDDEN));
    return { id: null, style: 0, screen: 'edit', memberId: m.id };
  }
  await visibleHall(ctx, hall.id);
  return { id: hall.id, style: hall.style, screen: screenOfStyle(hall.style), memberId: hall.memberId };
}

export async function get(ctx: Ctx, p: ParsedParams<typeof c.get>): Promise<Reply<typeof c.get>> {
  const found = await findHall(ctx, p);
  if (!found) fail(p.memberId && !p.id ? '该成员还没有纪念馆' : HIDDEN);
  const hall = await visibleHall(ctx, found.id);
  const now = ctx.adapters.clock.now();
  const uid = ctx.user?.id ?? 1;
  await repo.bump(ctx.db, hall.id, 'visits');
  if (!(await repo.visitedToday(ctx.db, hall.id, uid, chinaDay(now)))) {
    await repo.addLog(ctx.db, { hallId: hall.id, userId: uid, kind: 'visit', text: '前来祭拜', points: 1, at: now });
  }
  const { person } = await personOf(ctx, hall);
  const fresh = (await repo.hallById(ctx.db, hall.id))!;
  const me = uidOf(ctx);
  const fav = me ? await repo.isFavorite(ctx.db, me, 'memorial', hall.id) : false;
  const ins = inscriptionsOf(person);
  const scores = await repo.scoresOf(ctx.db, hall.id, now);
  return {
    ...toItem({ ...fresh, favorite: fav }),
    surname: person.surname, birthText: person.birthText, deathText: person.deathText, ageText: ageText(person.birth, person.death),
    biography: fresh.biography, epitaph: fresh.epitaph, musicKey: fresh.musicKey, vrId: fresh.vrId, offerers: person.offerers,
    inscription: ins.tablet, headstone: ins.headstone,
    memorialDays: upcomingMemorialDays({ birth: person.birth, death: person.death }, chinaDay(now)),
    ownerId: fresh.ownerId, canEdit: await canEditHall(ctx, fresh),
    popularity: Math.round(scores.pop * 10) / 10, filialPiety: scores.filial,
  };
}

// ——— Lists ———

async function listPage(ctx: Ctx, p: { pageIndex: number; pageSize: number }, f: repo.HallFilter) {
  const rows = await repo.listHalls(ctx.db, uidOf(ctx), f, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return toPage(rows.map(toItem), p.pageSize);
}

export const listAll = (ctx: Ctx, p: ParsedParams<typeof c.listAll>) => listPage(ctx, p, { keyword: p.keyword });

export async function listProject(ctx: Ctx, p: ParsedParams<typeof c.listProject>): Promise<Reply<typeof c.listProject>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  return listPage(ctx, p, { projectId: p.projectId, keyword: p.keyword });
}

export function listType(ctx: Ctx, p: ParsedParams<typeof c.listType>): Promise<Reply<typeof c.listType>> {
  return listPage(ctx, p, { type: p.type, keyword: p.keyword });
}

export async function listFavorite(ctx: Ctx<'user'>, p: ParsedParams<typeof c.listFavorite>): Promise<Reply<typeof c.listFavorite>> {
  const rows = await repo.favoriteHalls(ctx.db, ctx.user.id, p.keyword, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return toPage(rows.map(toItem), p.pageSize);
}

async function ranking(ctx: Ctx, p: { pageIndex: number; pageSize: number }, by: 'popularity' | 'filial') {
  const offset = (p.pageIndex - 1) * p.pageSize;
  const rows = await repo.rankHalls(ctx.db, uidOf(ctx), by, ctx.adapters.clock.now(), offset, p.pageSize + 1);
  return toPage(rows.map((r, i) => ({ ...toItem(r), rank: offset + i + 1, score: r.score })), p.pageSize);
}

export const rankingPopularity = (ctx: Ctx, p: ParsedParams<typeof c.rankingPopularity>) => ranking(ctx, p, 'popularity');
export const rankingFilialPiety = (ctx: Ctx, p: ParsedParams<typeof c.rankingFilialPiety>) => ranking(ctx, p, 'filial');

export async function favorite(ctx: Ctx<'user'>, p: ParsedParams<typeof c.favorite>): Promise<Reply<typeof c.favorite>> {
  if (p.kind === 'hall') {
    const projectId = await repo.ancestralHallProject(ctx.db, p.id);
    if (projectId === undefined) fail('祠堂不存在或无权查看');
    await requireProjectRole(ctx, projectId, 'visitor').catch(() => fail('祠堂不存在或无权查看'));
  } else {
    await visibleHall(ctx, p.id);
  }
  return { favorite: await repo.toggleFavorite(ctx.db, ctx.user.id, p.kind, p.id, ctx.adapters.clock.now()) };
}

export async function total(ctx: Ctx): Promise<Reply<typeof c.total>> {
  const now = ctx.adapters.clock.now();
  const dayStart = chinaDayStart(now);
  return repo.totals(ctx.db, dayStart);
}

// ——— My halls ———

export async function customList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.customList>): Promise<Reply<typeof c.customList>> {
  const rows = await repo.listHalls(ctx.db, ctx.user.id, { ownerId: ctx.user.id }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return toPage(rows.map(toItem), p.pageSize);
}

export async function customGet(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.customGet>> {
  const hall = await editableHall(ctx, p.id);
  return {
    id: hall.id, memberId: hall.memberId, projectId: hall.projectId, surname: hall.surname, name: hall.name, gender: hall.gender === 'f' ? 'f' : 'm',
    birthText: hall.birthText, deathText: hall.deathText, photo: hall.photo, style: hall.style, tomb: hall.tomb, biography: hall.biography,
    epitaph: hall.epitaph, musicKey: hall.musicKey, vrId: hall.vrId, offerers: hall.offerers,
  };
}

function parseDate(text: string | undefined, label: string): ChineseDate | null {
  if (!text) return null;
  const r = parseChineseDate(text);
  if (!r.ok) fail(`${label}：${r.reason}`);
  return r.dates[0];
}

export async function customAddOrEdit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.customAddOrEdit>): Promise<Reply<typeof c.customAddOrEdit>> {
  const existing = p.id ? await editableHall(ctx, p.id) : undefined;
  const memberId = p.memberId ?? existing?.memberId ?? undefined;
  if (existing?.memberId && p.memberId && p.memberId !== existing.memberId) fail('不能更改纪念馆关联的成员');
  if (existing && !existing.memberId && p.memberId) fail('独立纪念馆不能改为关联成员，请新建');
  if (p.musicKey && !MUSIC.some((m) => m.key === p.musicKey)) fail('背景音乐不存在');
  if (p.vrId) {
    if (!(await repo.vrWorkById(ctx.db, p.vrId))) fail('全景作品不存在');
  }
  const now = ctx.adapters.clock.now();
  const offerers = p.offerers !== undefined ? p.offerers.split(/[\s,，、;；]+/).filter(Boolean).slice(0, 10) : existing?.offerers ?? [];
  const common = {
    photo: p.photo ?? existing?.photo ?? '', style: p.style ?? existing?.style ?? 0, tomb: p.tomb ?? existing?.tomb ?? false, biography: p.biography ?? existing?.biography ?? '',
    epitaph: p.epitaph ?? existing?.epitaph ?? '', musicKey: p.musicKey ?? existing?.musicKey ?? '', vrId: p.vrId ?? existing?.vrId ?? null,
    offerers, updatedAt: now,
  };
  let person: Partial<repo.NewHallRow>;
  if (memberId) {
    const m = await memberById(ctx.db, memberId);
    if (!m) fail('成员不存在');
    if (!existing) await requireProjectRole(ctx, m.projectId, 'member');
    if (m.living) fail('在世成员不能建纪念馆');
    const other = await repo.hallByMember(ctx.db, m.id);
    if (other && other.id !== existing?.id) fail('该成员已有纪念馆');
    const pm = personOfMember(m, null);
    person = { projectId: m.projectId, clanId: m.clanId, memberId: m.id, surname: m.surname, name: pm.name, gender: pm.gender,
      birth: m.birth ?? null, death: m.death ?? null, birthText: pm.birthText, deathText: pm.deathText };
    if (!common.biography && m.biography) common.biography = m.biography;
    if (!common.photo && m.photos?.length) common.photo = m.photos[0];
  } else {
    const name = (p.name ?? existing?.name ?? '').trim();
    if (!name) fail('请填写姓名');
    const surname = (p.surname ?? existing?.surname ?? '').trim() || name.slice(0, 1);
    if (!name.startsWith(surname)) fail('姓名应以姓开头');
    const birthText = p.birthText ?? existing?.birthText ?? '';
    const deathText = p.deathText ?? existing?.deathText ?? '';
    person = { surname, name, gender: p.gender ?? (existing?.gender as 'm' | 'f' | undefined) ?? 'm', birthText, deathText,
      birth: parseDate(birthText, '出生日期'), death: parseDate(deathText, '逝世日期') };
  }
  if (existing) {
    await repo.updateHall(ctx.db, existing.id, { ...person, ...common });
    return { id: existing.id };
  }
  const id = await repo.insertHall(ctx.db, { ownerId: ctx.user.id, ...person, ...common, createdAt: now } as repo.NewHallRow);
  if (!id) fail('该成员已有纪念馆');
  return { id };
}

export async function customDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const hall = await editableHall(ctx, p.id);
  await ctx.db.transaction((tx) => repo.deleteHall(tx, hall.id));
  return null;
}

/** For the hall domain: everyone's favourites of a deleted ancestral hall, in its transaction. */
export const dropHallFavorites = (tx: Tx, hallId: number) => repo.dropFavorites(tx, 'hall', hallId);
