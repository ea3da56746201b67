/** Ancestral halls (祠堂) and their tablets (contract/hall.ts). */
import * as c from '@contract/hall';
import { HALL_TYPES } from '@contract/hall';
import { toPage, type ParsedParams, type Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { projectAccess, requireProjectRole } from '../projects/index';
import { upcomingMemorialDays } from '../../../model/memorial/memorial-days';
import { chinaDay } from '../../../model/datetime';
import { dropHallFavorites, memberName, personOfMember, tabletSort, tabletText, uidOf, type MemberRow } from '../sacrifice/index';
import * as repo from './hall.repo';
import type { AHallRow, HallListRow, TabletRow } from './hall.repo';

const HIDDEN = '祠堂不存在或无权查看';
const typeName = (type: number) => HALL_TYPES.find((x) => x.type === type)?.name ?? '祠堂';

async function visibleHall(ctx: Ctx, id: number): Promise<{ hall: AHallRow; canEdit: boolean }> {
  const hall = await repo.locateHall(ctx.db, id);
  if (!hall) fail(HIDDEN);
  const acc = await projectAccess(ctx, hall.projectId).catch(() => null);
  if (!acc?.canRead) fail(HIDDEN);
  return { hall, canEdit: acc.role === 'admin' || acc.role === 'manager' };
}

async function editableHall(ctx: Ctx, id: number): Promise<AHallRow> {
  const { hall, canEdit } = await visibleHall(ctx, id);
  if (!canEdit) fail('只有族谱管理员或协管员可以管理祠堂');
  return hall;
}

function toItem(r: HallListRow): c.HallItem {
  return {
    id: r.id, projectId: r.projectId, name: r.name, hallName: r.hallName, type: r.type, typeName: typeName(r.type), surname: r.surname,
    cover: r.cover, address: r.address, tablets: r.tablets, visits: r.visits, favorite: r.favorite, createdAt: r.createdAt.toISOString(),
  };
}

function toInfo(r: HallListRow, canEdit: boolean): c.HallInfo {
  return { ...toItem(r), plaque: r.plaque || r.hallName || r.name, couplets: [r.coupletRight, r.coupletLeft], intro: r.intro, canEdit };
}

/** Tablets with their faces: bound ones computed from the member now (sons as offerers), unbound ones as kept. */
async function withText(db: Tx, projectId: number, rows: TabletRow[], offset: number): Promise<c.Tablet[]> {
  const members = new Map((await repo.membersByIds(db, projectId, rows.map((r) => r.memberId).filter((x): x is number => !!x))).map((m) => [m.id, m]));
  const husbands = new Map((await repo.membersByIds(db, projectId, [...members.values()].map((m) => m.husbandId).filter((x): x is number => !!x))).map((m) => [m.id, m]));
  const sons = await repo.sonsOf(db, projectId, [...members.values()].map((m) => (m.gender === 'm' ? m.id : m.husbandId)).filter((x): x is number => !!x));
  return rows.map((r, i) => {
    const m = r.memberId ? members.get(r.memberId) : undefined;
    let text = r.text;
    if (m) {
      const p = personOfMember(m, null);
      p.husbandSurname = m.husbandId ? husbands.get(m.husbandId)?.surname : undefined;
      p.offerers = sons.get(m.gender === 'm' ? m.id : m.husbandId ?? 0) ?? [];
      text = tabletText(p);
    }
    return { id: r.id, hallId: r.hallId, index: offset + i + 1, memberId: r.memberId, generation: m?.generation ?? r.generation, name: m ? memberName(m) : r.name, sex: r.sex === 'female' ? 'female' : 'male', text };
  });
}

export async function hallList(ctx: Ctx, p: ParsedParams<typeof c.hallList>): Promise<Reply<typeof c.hallList>> {
  if (p.projectId) await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.listHalls(ctx.db, uidOf(ctx), { keyword: p.keyword, type: p.type, projectId: p.projectId }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return toPage(rows.map(toItem), p.pageSize);
}

export async function hallFavoriteList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.hallFavoriteList>): Promise<Reply<typeof c.hallFavoriteList>> {
  const rows = await repo.listHalls(ctx.db, ctx.user.id, {}, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1, true);
  return toPage(rows.map(toItem), p.pageSize);
}

export const hallTypeList = (): Reply<typeof c.hallTypeList> => ({ list: HALL_TYPES.map((x) => ({ ...x })) });

export async function hallInfo(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.hallInfo>> {
  const { hall, canEdit } = await visibleHall(ctx, p.id);
  return toInfo((await repo.listRow(ctx.db, uidOf(ctx), hall))!, canEdit);
}

export async function hallGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.hallGet>> {
  const { hall, canEdit } = await visibleHall(ctx, p.id);
  await repo.countVisit(ctx.db, hall);
  const row = (await repo.listRow(ctx.db, uidOf(ctx), hall))!;
  const tablets = await withText(ctx.db, hall.projectId, await repo.tabletsOf(ctx.db, hall, 0, 500), 0);
  const founderTablet = tablets.find((x) => x.memberId);
  const [founder] = founderTablet ? await repo.membersByIds(ctx.db, hall.projectId, [founderTablet.memberId!]) : [];
  const today = chinaDay(ctx.adapters.clock.now());
  return { ...toInfo(row, canEdit), tablets, memorialDays: upcomingMemorialDays({ birth: founder?.birth, death: founder?.death }, today) };
}

export async function hallSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.hallSave>): Promise<Reply<typeof c.hallSave>> {
  const acc = await requireProjectRole(ctx, p.projectId, 'manager');
  const now = ctx.adapters.clock.now();
  const values = {
    name: p.name, hallName: p.hallName ?? '', type: p.type, cover: p.cover ?? '', address: p.address ?? '', plaque: p.plaque ?? '',
    coupletRight: p.coupletRight ?? '', coupletLeft: p.coupletLeft ?? '', intro: p.intro ?? '', updatedAt: now,
  };
  if (p.id) {
    const hall = await repo.locateHall(ctx.db, p.id);
    if (!hall || hall.projectId !== acc.project.id) fail(HIDDEN);
    await repo.updateHall(ctx.db, hall, values);
    return { id: hall.id };
  }
  return { id: await repo.insertHall(ctx.db, { ...values, projectId: p.projectId, createdBy: ctx.user.id, createdAt: now }) };
}

export async function hallDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const hall = await repo.locateHall(ctx.db, p.id);
  if (!hall) fail(HIDDEN);
  await requireProjectRole(ctx, hall.projectId, 'admin');
  await ctx.db.transaction(async (tx) => {
    await dropHallFavorites(tx, hall.id);
    await repo.deleteHall(tx, hall);
  });
  return null;
}

// ——— Tablets ———

export async function tabletList(ctx: Ctx, p: ParsedParams<typeof c.tabletList>): Promise<Reply<typeof c.tabletList>> {
  const { hall } = await visibleHall(ctx, p.hallId);
  const offset = (p.pageIndex - 1) * p.pageSize;
  const rows = await repo.tabletsOf(ctx.db, hall, offset, p.pageSize + 1);
  const page = toPage(await withText(ctx.db, hall.projectId, rows, offset), p.pageSize);
  return { ...page, total: await repo.tabletCount(ctx.db, hall) };
}

export async function tabletSearch(ctx: Ctx, p: ParsedParams<typeof c.tabletSearch>): Promise<Reply<typeof c.tabletSearch>> {
  const { hall } = await visibleHall(ctx, p.hallId);
  const rows = await repo.deceasedByName(ctx.db, hall.projectId, p.keyword);
  const fathers = new Map((await repo.membersByIds(ctx.db, hall.projectId, rows.map((r) => r.lineageFatherId).filter((x): x is number => !!x))).map((f) => [f.id, f]));
  const bound = await repo.tabletsOfMembers(ctx.db, hall, rows.map((r) => r.id));
  const tabletOf = new Map(bound.map((b) => [b.memberId, b.id]));
  return {
    list: rows.map((r) => ({
      memberId: r.id, name: memberName(r), generation: r.generation, gender: r.gender === 'f' ? 'f' : 'm',
      fatherName: r.lineageFatherId && fathers.get(r.lineageFatherId) ? memberName(fathers.get(r.lineageFatherId)!) : '', tabletId: tabletOf.get(r.id) ?? null,
    })),
  };
}

async function tabletIn(ctx: Ctx, id: number): Promise<TabletRow> {
  const r = await repo.locateTablet(ctx.db, id);
  if (!r) fail('牌位不存在');
  return r;
}

async function tabletOut(ctx: Ctx, row: TabletRow): Promise<c.Tablet> {
  const all = await repo.tabletIds(ctx.db, { projectId: row.projectId, id: row.hallId });
  const [out] = await withText(ctx.db, row.projectId, [row], all.indexOf(row.id));
  return out;
}

async function snapshot(ctx: Ctx, m: MemberRow) {
  const [husband] = m.husbandId ? await repo.membersByIds(ctx.db, m.projectId, [m.husbandId]) : [];
  const person = personOfMember(m, null);
  person.husbandSurname = husband?.surname;
  return { memberId: m.id, generation: m.generation, sort: tabletSort(m, husband), name: memberName(m), sex: m.gender === 'f' ? 'female' : 'male', text: tabletText(person) };
}

export async function tabletBinding(ctx: Ctx<'user'>, p: ParsedParams<typeof c.tabletBinding>): Promise<Reply<typeof c.tabletBinding>> {
  const hall = await editableHall(ctx, p.hallId);
  const [m] = await repo.membersByIds(ctx.db, hall.projectId, [p.memberId]);
  if (!m) fail('成员不存在或不在本族谱');
  if (m.living) fail('在世成员不能立牌位');
  const [dup] = await repo.tabletsOfMembers(ctx.db, hall, [m.id]);
  if (dup && dup.id !== p.tabletId) fail('该成员在本祠堂已有牌位');
  let row: TabletRow | undefined;
  if (p.tabletId) {
    const old = await tabletIn(ctx, p.tabletId);
    if (old.projectId !== hall.projectId || old.hallId !== hall.id) fail('牌位不存在');
    row = await repo.updateTablet(ctx.db, old.projectId, old.id, await snapshot(ctx, m));
  } else {
    row = await repo.insertTablet(ctx.db, { hallId: hall.id, projectId: hall.projectId, ...(await snapshot(ctx, m)), createdAt: ctx.adapters.clock.now() });
    if (!row) fail('该成员在本祠堂已有牌位');
  }
  return tabletOut(ctx, row!);
}

export async function tabletUnbundle(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.tabletUnbundle>> {
  const old = await tabletIn(ctx, p.id);
  await editableHall(ctx, old.hallId);
  if (!old.memberId) fail('该牌位未绑定成员');
  const [current] = await withText(ctx.db, old.projectId, [old], 0);
  const row = await repo.updateTablet(ctx.db, old.projectId, old.id, { memberId: null, name: current.name, generation: current.generation, text: current.text });
  return tabletOut(ctx, row);
}

export async function tabletDelPage(ctx: Ctx<'user'>, p: ParsedParams<typeof c.tabletDelPage>): Promise<Reply<typeof c.tabletDelPage>> {
  const hall = await editableHall(ctx, p.hallId);
  const rows = await repo.tabletsOf(ctx.db, hall, (p.pageIndex - 1) * p.pageSize, p.pageSize);
  if (!rows.length) fail('这一页没有牌位');
  return { deleted: await repo.deleteTablets(ctx.db, hall, rows.map((r) => r.id)) };
}
