/**
 * More member calls: several children at once (v2), the edit screen's data, family views (v2 direct, v3
 * extended), the main wife, photos, previews. Reads hide living members' dates (and residence) from readers
 * without a role, like get/detail.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import { AdoptionType, OtherName, SpouseType, type MemberBrief } from '@contract/clan-members';
import { generationLabel, zibeiChar, type Branch, type ZibeiPoem } from '../../../model/clan/index';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clanMembers } from '../../db/schema/index';
import { canEditClan } from '../projects/access';
import { clanAccess, hidesLiving } from '../clans/clans.service';
import { branchesOf, clanShape } from '../clans/clans.repo';
import * as repo from './clan-members.repo';
import { toBrief, toRecord, type MemberRow } from './clan-members.map';
import { typesOf } from '../elite/elite.repo';
import { memberInClan, nextOrder, readable, requireEdit, save, updateMember } from './clan-members.service';

export async function saveChildV2(ctx: Ctx<'user'>, p: ParsedParams<typeof c.saveChildV2>): Promise<Reply<typeof c.saveChildV2>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const father = await memberInClan(ctx.db, clan.id, p.fatherId, '父亲');
  await requireEdit(ctx.db, access, clan.id, father.id);
  const list = await ctx.db.transaction(async (tx) => {
    const out = [];
    for (const [i, ch] of p.children.entries()) {
      try {
        out.push(await save({ ...ctx, db: tx }, {
          kind: 'child', clanId: clan.id, fatherId: father.id, motherId: p.motherId ?? undefined, name: ch.name, gender: ch.gender,
          ranking: ch.ranking, birthText: ch.birthText, deathText: ch.deathText, living: ch.living,
        }, true));
      } catch (e) {
        if (e instanceof Error && e.name === 'UserError') fail(`第${i + 1}位（${ch.name}）：${e.message}`);
        throw e;
      }
    }
    return out;
  });
  return { list };
}

export async function editData(ctx: Ctx<'user'>, p: ParsedParams<typeof c.editData>): Promise<Reply<typeof c.editData>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const db = ctx.db;
  const member = p.id ? await memberInClan(db, clan.id, p.id, '成员') : null;
  if (member) await requireEdit(db, access, clan.id, member.id);
  const fatherId = p.fatherId ?? member?.lineageFatherId ?? null;
  const husbandId = p.husbandId ?? member?.husbandId ?? null;
  const father = fatherId ? await memberInClan(db, clan.id, fatherId, '父亲') : null;
  const husband = husbandId ? await memberInClan(db, clan.id, husbandId, '丈夫') : null;
  const kids = father ? await repo.childrenOf(db, clan.id, father.id) : [];
  const mothers = father ? await repo.wivesOf(db, clan.id, father.id) : [];
  const hWives = husband ? await repo.wivesOf(db, clan.id, husband.id) : [];
  let generation: number | null = member?.generation ?? null;
  if (p.kind === 'child' && father) generation = father.generation + 1;
  else if (p.kind === 'wife' && husband) generation = husband.generation;
  else if (p.kind === 'child' && !father && !member) generation = (await clanShape(db, clan.id)).min || 1;
  const brs = await branchesOf(db, clan.id);
  const branches: Branch[] = brs.map((b) => ({ id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId }));
  const isWife = p.kind === 'wife' || p.kind === 'mother' || !!member?.husbandId;
  return {
    member: member ? toRecord(member, false) : null,
    generation, generationLabel: generation ? generationLabel(generation) : '',
    zibei: generation && !isWife ? zibeiChar(clan.poems as ZibeiPoem[], generation, member?.branchId, branches) ?? '' : '',
    father: father ? toBrief(father) : null, husband: husband ? toBrief(husband) : null, mothers: mothers.map((w) => toBrief(w)),
    nextSonRanking: nextOrder(kids.filter((k) => k.gender === 'm').map((k) => k.birthOrder)),
    nextDaughterRanking: nextOrder(kids.filter((k) => k.gender === 'f').map((k) => k.birthOrder)),
    nextWifeOrder: nextOrder(hWives.map((w) => w.spouseOrder)),
    branches: brs.map((b) => ({ id: b.id, name: b.name })),
    eliteTypes: await eliteTypesOf(ctx, member?.id),
    options: {
      spouseTypes: [...SpouseType.options], adoptionTypes: [...AdoptionType.options], deathTerms: ['卒', '殁', '终', '殇', '夭'],
      otherNameKinds: [...OtherName.shape.kind.options], founderRoles: ['始祖', '始迁祖', '开基祖'],
    },
  };
}

async function eliteTypesOf(ctx: Ctx, memberId: number | undefined) {
  if (!memberId) return [];
  return (await typesOf(ctx.db, [memberId])).get(memberId) ?? [];
}

async function family(ctx: Ctx, id: number) {
  const { m, clan, access, hide } = await readable(ctx, id);
  const db = ctx.db;
  const links = await repo.membersByIds(db, clan.id, [m.lineageFatherId, m.motherId].filter((x): x is number => !!x));
  const one = (x: number | null) => {
    const r = x ? links.find((l) => l.id === x) : undefined;
    return r ? toBrief(r, hide) : null;
  };
  const siblings = m.lineageFatherId ? (await repo.childrenOf(db, clan.id, m.lineageFatherId)).filter((s) => s.id !== m.id) : [];
  const wives = m.husbandId ? [] : await repo.wivesOf(db, clan.id, m.id);
  let children: MemberRow[];
  if (m.husbandId) {
    children = await db.select().from(clanMembers).where(and(eq(clanMembers.clanId, clan.id), eq(clanMembers.motherId, m.id), isNull(clanMembers.husbandId)))
      .orderBy(asc(clanMembers.gender), sql`${clanMembers.birthOrder} NULLS LAST`);
  } else {
    children = await repo.childrenOf(db, clan.id, m.id);
    if (m.gender === 'f') children.push(...(await repo.childrenOfMother(db, clan.id, m.id)));
  }
  return {
    m, clan, access, hide, wivesRows: wives, childRows: children,
    base: {
      member: toBrief(m, hide), father: one(m.lineageFatherId), mother: one(m.motherId),
      siblings: siblings.map((s) => toBrief(s, hide)), wives: wives.map((w) => toBrief(w, hide)),
      children: children.map((k) => ({ ...toBrief(k, hide), motherId: k.motherId })),
    },
  };
}

export async function familyV2(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.familyV2>> {
  return (await family(ctx, p.id)).base;
}

export async function familyV3(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.familyV3>> {
  const f = await family(ctx, p.id);
  const db = ctx.db;
  const ancestors: MemberRow[] = [];
  let up = f.m.husbandId ? null : f.m.lineageFatherId;
  while (up && ancestors.length < 100) {
    const a = await repo.memberById(db, up);
    if (!a || a.clanId !== f.clan.id) break;
    ancestors.push(a);
    up = a.lineageFatherId;
  }
  const byMother: { mother: MemberBrief | null; children: MemberBrief[] }[] = f.wivesRows.map((w) => ({
    mother: toBrief(w, f.hide), children: f.childRows.filter((k) => k.motherId === w.id).map((k) => toBrief(k, f.hide)),
  }));
  const orphans = f.childRows.filter((k) => !f.wivesRows.some((w) => w.id === k.motherId));
  if (orphans.length && !f.m.husbandId) byMother.push({ mother: null, children: orphans.map((k) => toBrief(k, f.hide)) });
  const sons = f.childRows.map((k) => k.id);
  const grand = sons.length ? await db.select().from(clanMembers)
    .where(and(eq(clanMembers.clanId, f.clan.id), inArray(clanMembers.lineageFatherId, sons)))
    .orderBy(asc(clanMembers.lineageFatherId), asc(clanMembers.gender), sql`${clanMembers.birthOrder} NULLS LAST`).limit(500) : [];
  return {
    ...f.base, ancestors: ancestors.map((a) => toBrief(a, f.hide)), byMother,
    grandchildren: grand.map((g) => ({ ...toBrief(g, f.hide), fatherId: g.lineageFatherId })),
  };
}

export async function mainWife(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.mainWife>> {
  const w = await repo.memberById(ctx.db, p.id);
  if (!w) fail('成员不存在');
  must(w.husbandId, '该成员不是配偶，不能设为正室');
  const { clan, access } = await clanAccess(ctx, w.clanId);
  await requireEdit(ctx.db, access, clan.id, w.id);
  const wives = await repo.wivesOf(ctx.db, clan.id, w.husbandId);
  const order = [w, ...wives.filter((x) => x.id !== w.id)];
  await ctx.db.transaction(async (tx) => {
    // Two passes so that no two wives share an order in between (stable under any unique rule).
    for (const [i, x] of order.entries()) {
      if (x.spouseOrder !== i + 1) await updateMember(tx, ctx, clan, x, { spouseOrder: i + 1 }, 'main-wife');
    }
  });
  const after = await repo.wivesOf(ctx.db, clan.id, w.husbandId);
  return { list: after.map((x) => toBrief(x)), next: nextOrder(after.map((x) => x.spouseOrder)) };
}

async function photoTarget(ctx: Ctx<'user'>, id: number) {
  const m = await repo.memberById(ctx.db, id);
  if (!m) fail('成员不存在');
  const { clan, access } = await clanAccess(ctx, m.clanId);
  await requireEdit(ctx.db, access, clan.id, m.id);
  return { m, clan };
}

export async function photoUpdate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.photoUpdate>): Promise<Reply<typeof c.photoUpdate>> {
  const { m, clan } = await photoTarget(ctx, p.id);
  if (p.version !== undefined && p.version !== m.version) fail('该成员已被他人修改，请刷新后再试');
  const row = await ctx.db.transaction((tx) => updateMember(tx, ctx, clan, m, { photos: [...new Set(p.photos)] }, 'photo'));
  return toRecord(row, false);
}

export async function changePhotoV2(ctx: Ctx<'user'>, p: ParsedParams<typeof c.changePhotoV2>): Promise<Reply<typeof c.changePhotoV2>> {
  const { m, clan } = await photoTarget(ctx, p.id);
  const photos = [p.photo, ...(m.photos ?? []).filter((x) => x !== p.photo)].slice(0, 20);
  const row = await ctx.db.transaction((tx) => updateMember(tx, ctx, clan, m, { photos }, 'photo'));
  return toRecord(row, false);
}

export async function previewList(ctx: Ctx, p: ParsedParams<typeof c.previewList>): Promise<Reply<typeof c.previewList>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const rows = await repo.membersByIds(ctx.db, clan.id, [...new Set(p.ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const branches = await branchList(ctx, clan.id);
  return {
    list: p.ids.filter((x, i) => byId.has(x) && p.ids.indexOf(x) === i).map((x) => {
      const r = byId.get(x)!;
      return {
        ...toBrief(r, hide), generationLabel: generationLabel(r.generation),
        zibei: r.husbandId ? '' : zibeiChar(clan.poems as ZibeiPoem[], r.generation, r.branchId, branches) ?? '', photo: r.photos?.[0] ?? null,
      };
    }),
  };
}

async function branchList(ctx: Ctx, clanId: number): Promise<Branch[]> {
  return (await branchesOf(ctx.db, clanId)).map((b) => ({ id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId }));
}

export async function previewListV2(ctx: Ctx, p: ParsedParams<typeof c.previewListV2>): Promise<Reply<typeof c.previewListV2>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  let rootId = p.rootId ?? null;
  if (rootId !== null) await memberInClan(ctx.db, clan.id, rootId, '起始成员');
  else rootId = (await clanShape(ctx.db, clan.id)).rootId;
  if (rootId === null) return { list: [], hasNext: false };
  const win = await repo.treeWindow(ctx.db, clan.id, rootId, p.generations, 5001);
  const blood = win.filter((r) => r.husband_id === null).map((r) => Number(r.id));
  const pageIds = blood.slice((p.pageIndex - 1) * p.pageSize, p.pageIndex * p.pageSize);
  const rows = await repo.membersByIds(ctx.db, clan.id, pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fathers = await repo.membersByIds(ctx.db, clan.id, rows.map((r) => r.lineageFatherId).filter((x): x is number => !!x));
  const branches = await branchList(ctx, clan.id);
  const list = [];
  for (const id of pageIds) {
    const m = byId.get(id);
    if (!m) continue;
    const wives = await repo.wivesOf(ctx.db, clan.id, m.id);
    const kids = await repo.childrenOf(ctx.db, clan.id, m.id);
    list.push({
      member: toRecord(m, hide), generationLabel: generationLabel(m.generation),
      zibei: zibeiChar(clan.poems as ZibeiPoem[], m.generation, m.branchId, branches) ?? '',
      fatherName: fathers.find((f) => f.id === m.lineageFatherId)?.fullName ?? null,
      wives: wives.map((w) => toBrief(w, hide)), children: kids.map((k) => toBrief(k, hide)),
    });
  }
  return { list, hasNext: blood.length > p.pageIndex * p.pageSize };
}
