/**
 * 采丁 into the register: the duplicate check before a household is made (name, 世, phone — the tree search's
 * homonym data: father, 世, 房), the match screen (each person beside the register's candidates), the merge through
 * the member save (rules, optimistic lock, operation log) and the 红丁 list.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/collect';
import type { MemberKind } from '@contract/clan-members';
import { generationLabel } from '../../../model/clan/index';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { findMember, findMembersAnyClan, isWithin, saveMany, searchHits, memberLabels, type MemberRow } from '../clan-members/index';
import * as repo from './collect.repo';
import type { PersonRow } from './collect.repo';
import { campaignAccess, requireManage, type CampaignAccess } from './collect.service';
import { familyAccess, familyOut, fullName, personOut } from './collect-families.service';

const S = c.FAMILY_STATUS;

async function hits(ctx: Ctx<'user'>, a: CampaignAccess, name: string, generation: number | undefined, phone: string | undefined, limit: number): Promise<c.CheckHit[]> {
  const found = await searchHits(ctx.db, a.clan, name, generation, limit);
  const byPhone = phone ? await repo.membersBoundToPhone(ctx.db, a.c.projectId, phone) : [];
  const ids = [...new Set([...found.map((h) => h.m.id), ...byPhone])];
  const rows = new Map((await findMembersAnyClan(ctx.db, a.c.projectId, ids)).map((r) => [r.id, r]));
  const names = new Map(found.map((h) => [h.m.id, { father: h.fatherName ?? h.husbandName ?? '', branch: h.branchName ?? '' }]));
  const fathers = new Map((await memberLabels(ctx.db, a.c.projectId, [...rows.values()].map((r) => r.lineageFatherId ?? r.husbandId).filter((x): x is number => x !== null)))
    .map((l) => [l.id, l.name]));
  const out: c.CheckHit[] = [];
  for (const id of ids) {
    const m = rows.get(id);
    if (!m || m.clanId !== a.c.clanId) continue;
    if (a.c.branchRootId !== null && !(await isWithin(ctx.db, a.clan, a.c.branchRootId, m.husbandId ?? m.id))) continue;
    out.push({
      id, name: m.fullName, generation: m.generation, generationLabel: generationLabel(m.generation),
      fatherName: names.get(id)?.father ?? fathers.get(m.lineageFatherId ?? m.husbandId ?? 0) ?? '', branchName: names.get(id)?.branch ?? '',
      birthYear: m.living ? null : m.birthYear, living: m.living, phoneMatch: byPhone.includes(id), version: m.version,
    });
  }
  return out.sort((x, y) => Number(y.phoneMatch) - Number(x.phoneMatch));
}

export async function check(ctx: Ctx<'user'>, p: ParsedParams<typeof c.familyCheck>): Promise<Reply<typeof c.familyCheck>> {
  const a = await campaignAccess(ctx, p.collectId);
  must(a.manage || a.assistant || a.access.canRead, '本族谱不公开，请描述父亲信息，由管理员核对');
  const list = await hits(ctx, a, p.name, p.generation, p.phone || undefined, 20);
  return { hits: list, total: list.length };
}

/** The 世 the register would give this person, from the family's chosen father (for the candidates' filter). */
function expectedGeneration(p: PersonRow, father: MemberRow | undefined): number | undefined {
  if (!father) return undefined;
  if (p.role === 'father' || p.role === 'mother') return father.generation;
  if (p.role === 'self' || p.role === 'wife') return father.generation + 1;
  return father.generation + 2;
}

export async function matchView(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.matchView>> {
  const fa = await familyAccess(ctx, p.id);
  must(fa.canReview, MESSAGES.forbidden);
  const father = fa.f.fatherMemberId ? await findMember(ctx.db, fa.f.projectId, fa.f.fatherMemberId) : undefined;
  const people = await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id);
  const out = [];
  for (const x of people) {
    const g = expectedGeneration(x, father);
    let cands = await hits(ctx, fa, fullName(x), g, x.phone || undefined, 10);
    if (!cands.length && g !== undefined) cands = await hits(ctx, fa, fullName(x), undefined, x.phone || undefined, 10);
    out.push({ ...personOut(x), candidates: cands });
  }
  return { family: await familyOut(ctx, fa.f, fa), people: out, clanVersion: fa.clan.version };
}

type Line = { personId: number; memberId: number | null; version?: number };

/**
 * Merge a submitted household: every person matched (version as seen) or added through the member save, in one
 * transaction; the household becomes 已合并. A stale match, a member outside the campaign's branch or the
 * collaborator's branch, or a rule of the save (世, wives, adoption) refuses the whole merge.
 */
export async function merge(ctx: Ctx<'user'>, p: ParsedParams<typeof c.familyMerge>): Promise<Reply<typeof c.familyMerge>> {
  const fa = await familyAccess(ctx, p.id);
  must(fa.canReview, MESSAGES.forbidden);
  if (fa.f.status === S.accepted) fail('该户已合并');
  must(fa.f.status === S.submitted, '只有已提交的户可以合并');
  const people = await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id);
  const lines = new Map<number, Line>(p.matches.map((m) => [m.personId, { ...m, memberId: m.memberId ?? null }]));
  must(p.matches.every((m) => people.some((x) => x.id === m.personId)), '匹配中的人员不属于该户');
  must(people.every((x) => lines.has(x.id)), '请为户中每个人选择匹配的成员或“新增”');
  const matched = [...lines.values()].filter((m) => m.memberId !== null);
  must(new Set(matched.map((m) => m.memberId)).size === matched.length, '同一成员不能匹配给多个人');
  const current = new Map((await findMembersAnyClan(ctx.db, fa.f.projectId, matched.map((m) => m.memberId!))).map((r) => [r.id, r]));
  for (const m of matched) {
    const row = current.get(m.memberId!);
    must(row && row.clanId === fa.c.clanId, '匹配的成员不存在');
    must(m.version !== undefined, '请提供成员版本（version）');
    if (row.version !== m.version) fail(`族谱中「${row.fullName}」已被他人修改，请刷新核对后再合并`);
  }
  const of = (x: PersonRow | undefined) => (x ? lines.get(x.id)!.memberId : null);
  const self = people.find((x) => x.role === 'self');
  if (!self) fail('该户没有本人信息，不能合并');
  const fatherPerson = people.find((x) => x.role === 'father');
  if (fatherPerson && of(fatherPerson) === null) fail('父亲须匹配族谱中已有的成员');
  const selfMatch = of(self);
  const fatherId = fa.f.fatherMemberId ?? of(fatherPerson) ?? (selfMatch !== null ? current.get(selfMatch)!.lineageFatherId : null);
  if (selfMatch === null && fatherId === null) fail('请为本人或父亲匹配族谱中已有的成员，才能合并到族谱');
  if (selfMatch !== null && fatherId !== null && current.get(selfMatch)!.lineageFatherId !== fatherId) fail('本人在族谱中的父亲与所填父亲不一致');
  const anchor = selfMatch ?? fatherId!;
  if (fa.c.branchRootId !== null) must(await isWithin(ctx.db, fa.clan, fa.c.branchRootId, anchor), '该户不属于本次采丁的房支，不能合并到该成员名下');
  if (fa.access.role === 'collaborator') must(fa.access.branchRootId && (await isWithin(ctx.db, fa.clan, fa.access.branchRootId, anchor)), '只能合并到您负责的分支内的成员');

  const now = ctx.adapters.clock.now();
  let added = 0;
  const merged: repo.MergedPerson[] = [];
  await ctx.db.transaction(async (tx) => {
    const done = await repo.updateFamily(tx, fa.f.projectId, fa.f.id, { status: S.accepted, mergedBy: ctx.user.id, mergedAt: now, updatedAt: now }, [S.submitted]);
    must(done, '该户已合并');
    // one batch of member saves (rules, optimistic lock, log) for the household; its people's links written together
    await saveMany(ctx, tx, fa.c.clanId, async (saveMember) => {
      const put = (kind: MemberKind, fields: Record<string, unknown>) =>
        saveMember({ kind, clanId: fa.c.clanId, ...fields } as Parameters<typeof saveMember>[0]);
      const record = async (x: PersonRow, memberId: number, isNew: boolean) => {
        merged.push({ id: x.id, matchMemberId: isNew ? null : memberId, mergedMemberId: memberId, mergedNew: isNew });
        if (isNew) added++;
      };
      const fill = async (x: PersonRow, id: number) => {
        const m = current.get(id)!;
        const set: Record<string, unknown> = {};
        if (!m.zi && x.zi) set.zi = x.zi;
        if (!m.hao && x.hao) set.hao = x.hao;
        if (!m.birthText && x.birthText) set.birthText = x.birthText;
        if (!m.deathText && x.deathText) set.deathText = x.deathText;
        if (Object.keys(set).length) await put('member', { id, version: m.version, ...set });
        await record(x, id, false);
      };
      const addNew = async (x: PersonRow, kind: MemberKind, fields: Record<string, unknown>) => {
        const id = (await put(kind, { ...person(x), ...fields })).id;
        await record(x, id, true);
        return id;
      };
      function person(x: PersonRow) {
        return {
          gender: x.gender, surname: x.surname, name: x.name, zi: x.zi || undefined, hao: x.hao || undefined,
          birthText: x.birthText || undefined, deathText: x.deathText || undefined, living: x.deathText ? false : x.living,
        };
      }
      if (fatherPerson) await fill(fatherPerson, of(fatherPerson)!);
      // Mothers: wives of the father (self's mother is the first).
      let motherId: number | undefined;
      for (const x of people.filter((y) => y.role === 'mother')) {
        let id = of(x);
        if (id !== null) await fill(x, id);
        else {
          must(fatherId !== null, '母亲须有父亲才能合并');
          id = await addNew(x, 'wife', { husbandId: fatherId });
        }
        motherId ??= id;
      }
      let selfId: number;
      if (selfMatch !== null) {
        await fill(self, selfMatch);
        selfId = selfMatch;
      } else {
        selfId = await addNew(self, 'child', { fatherId, motherId });
      }
      const wifeMember = new Map<number, number>();
      for (const x of people.filter((y) => y.role === 'wife').sort((u, v) => u.ranking - v.ranking)) {
        const id = of(x);
        if (id !== null) await fill(x, id);
        wifeMember.set(x.id, id ?? (await addNew(x, 'wife', { husbandId: selfId })));
      }
      const kids = people.filter((y) => y.role === 'child').sort((u, v) => u.ranking - v.ranking);
      for (const x of kids) {
        const id = of(x);
        if (id !== null) {
          await fill(x, id);
          continue;
        }
        const ranking = kids.filter((k) => k.gender === x.gender && k.ranking <= x.ranking).length;
        const mother = x.motherPersonId !== null ? wifeMember.get(x.motherPersonId) : undefined;
        await addNew(x, 'child', { fatherId: selfId, motherId: mother, ranking });
      }
    });
    await repo.updatePersons(tx, fa.f.projectId, merged);
  });
  const f = await repo.familyById(ctx.db, fa.f.projectId, fa.f.id);
  return { family: await familyOut(ctx, f!, fa), added, matched: matched.length };
}

export async function hongding(ctx: Ctx<'user'>, p: ParsedParams<typeof c.hongdingList>): Promise<Reply<typeof c.hongdingList>> {
  const a = await requireManage(ctx, p.id);
  const rows = await repo.hongdingRows(ctx.db, a.c.projectId, a.c.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const page = rows.slice(0, p.pageSize);
  const members = new Map((await findMembersAnyClan(ctx.db, a.c.projectId, page.map((r) => r.p.mergedMemberId!))).map((m) => [m.id, m]));
  const parents = new Map((await memberLabels(ctx.db, a.c.projectId, [...members.values()].flatMap((m) => [m.lineageFatherId, m.motherId]).filter((x): x is number => x !== null)))
    .map((l) => [l.id, l.name]));
  const list = page.flatMap((r) => {
    const m = members.get(r.p.mergedMemberId!);
    if (!m) return []; // removed from the register since (e.g. the add was reverted)
    return [{
      memberId: m.id, name: m.fullName, gender: m.gender as 'm' | 'f', generationLabel: generationLabel(m.generation),
      fatherName: parents.get(m.lineageFatherId ?? 0) ?? '', motherName: parents.get(m.motherId ?? 0) ?? '',
      birthText: m.birthText ?? '', familyId: r.p.familyId, mergedAt: r.mergedAt?.toISOString() ?? '',
    }];
  });
  return { list, hasNext: rows.length > p.pageSize, stats: await repo.hongdingStats(ctx.db, a.c.projectId, a.c.id) };
}
