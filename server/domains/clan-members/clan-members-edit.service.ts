/**
 * Edits beside /clan-member/save: several children at once (v2), the edit screen's data, the main wife, photos.
 * Every change goes through the save path or updateMember (optimistic lock, log, clan version).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import { AdoptionType, OtherName, SpouseType } from '@contract/clan-members';
import { generationLabel, zibeiChar, type Branch, type ZibeiPoem } from '../../../model/clan/index';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { canEditClan } from '../projects/index';
import { clanAccess, clanBranches, clanShape } from '../clans/index';
import * as repo from './clan-members.repo';
import { toBrief, toRecord } from './clan-members.map';
import { typesOf } from './elite.repo';
import { memberInClan, nextOrder, requireEdit, save, updateMember } from './clan-members.service';

export async function saveChildV2(ctx: Ctx<'user'>, p: ParsedParams<typeof c.saveChildV2>): Promise<Reply<typeof c.saveChildV2>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const father = await memberInClan(ctx.db, clan, p.fatherId, '父亲');
  await requireEdit(ctx.db, access, clan, father.id);
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
  const member = p.id ? await memberInClan(db, clan, p.id, '成员') : null;
  if (member) await requireEdit(db, access, clan, member.id);
  const fatherId = p.fatherId ?? member?.lineageFatherId ?? null;
  const husbandId = p.husbandId ?? member?.husbandId ?? null;
  const father = fatherId ? await memberInClan(db, clan, fatherId, '父亲') : null;
  const husband = husbandId ? await memberInClan(db, clan, husbandId, '丈夫') : null;
  const kids = father ? await repo.childrenOf(db, clan, father.id) : [];
  const mothers = father ? await repo.wivesOf(db, clan, father.id) : [];
  const hWives = husband ? await repo.wivesOf(db, clan, husband.id) : [];
  let generation: number | null = member?.generation ?? null;
  if (p.kind === 'child' && father) generation = father.generation + 1;
  else if (p.kind === 'wife' && husband) generation = husband.generation;
  else if (p.kind === 'child' && !father && !member) generation = (await clanShape(db, clan)).min || 1;
  const brs = await clanBranches(db, clan);
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
    eliteTypes: await eliteTypesOf(ctx, clan.projectId, member?.id),
    options: {
      spouseTypes: [...SpouseType.options], adoptionTypes: [...AdoptionType.options], deathTerms: ['卒', '殁', '终', '殇', '夭'],
      otherNameKinds: [...OtherName.shape.kind.options], founderRoles: ['始祖', '始迁祖', '开基祖'],
    },
  };
}

async function eliteTypesOf(ctx: Ctx, projectId: number, memberId: number | undefined) {
  if (!memberId) return [];
  return (await typesOf(ctx.db, projectId, [memberId])).get(memberId) ?? [];
}

export async function mainWife(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.mainWife>> {
  const w = await repo.locateMember(ctx.db, p.id);
  if (!w) fail('成员不存在');
  must(w.husbandId, '该成员不是配偶，不能设为正室');
  const { clan, access } = await clanAccess(ctx, w.clanId);
  await requireEdit(ctx.db, access, clan, w.id);
  const wives = await repo.wivesOf(ctx.db, clan, w.husbandId);
  const order = [w, ...wives.filter((x) => x.id !== w.id)];
  await ctx.db.transaction(async (tx) => {
    // Two passes so that no two wives share an order in between (stable under any unique rule).
    for (const [i, x] of order.entries()) {
      if (x.spouseOrder !== i + 1) await updateMember(tx, ctx, clan, x, { spouseOrder: i + 1 }, 'main-wife');
    }
  });
  const after = await repo.wivesOf(ctx.db, clan, w.husbandId);
  return { list: after.map((x) => toBrief(x)), next: nextOrder(after.map((x) => x.spouseOrder)) };
}

/** Her husband's children without a mother become hers, all or none (each save checks its version). */
export async function linkMother(ctx: Ctx<'user'>, p: ParsedParams<typeof c.linkMother>): Promise<Reply<typeof c.linkMother>> {
  const w = await repo.locateMember(ctx.db, p.motherId);
  if (!w) fail('母亲不存在');
  must(w.husbandId, '只能把嫁入的妻子登记为母亲');
  const { clan, access } = await clanAccess(ctx, w.clanId);
  await requireEdit(ctx.db, access, clan, w.husbandId);
  const ids = [...new Set(p.childIds)];
  const children = await ctx.db.transaction(async (tx) => {
    const rows = await repo.membersByIds(tx, clan, ids);
    const out = [];
    for (const id of ids) {
      const k = rows.find((r) => r.id === id);
      if (!k) fail('所选子女不在本族谱中');
      const name = k.fullName;
      must(k.lineageFatherId === w.husbandId && !k.husbandId, `「${name}」不是其丈夫的子女`);
      if (k.motherId === w.id) { out.push(k); continue; }
      must(k.motherId === null, `「${name}」已登记母亲`);
      out.push(await updateMember(tx, ctx, clan, k, { motherId: w.id }, 'link'));
    }
    return out;
  });
  return { linked: children.length, children: children.map((k) => toBrief(k)) };
}

async function photoTarget(ctx: Ctx<'user'>, id: number) {
  const m = await repo.locateMember(ctx.db, id);
  if (!m) fail('成员不存在');
  const { clan, access } = await clanAccess(ctx, m.clanId);
  await requireEdit(ctx.db, access, clan, m.id);
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
