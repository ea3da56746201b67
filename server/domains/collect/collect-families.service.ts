/**
 * 采丁 households and their people: create (share token, assistant, reviewer), list by who asks (an assistant sees
 * only the households he collected, a filler only his own), submit with the form's required fields, status
 * (invalid −1 / restore 0 / return 3), delete; the people (本人, 父亲, 母亲, 妻子, 子女), rankings and the head.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/collect';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { findMember, isWithin, toBrief } from '../clan-members/index';
import { readInvite } from '../projects/index';
import * as repo from './collect.repo';
import type { FamilyRow, PersonRow } from './collect.repo';
import { campaignAccess, formOf, isClosed, type CampaignAccess } from './collect.service';

const S = c.FAMILY_STATUS;
const EDITABLE = [S.draft, S.returned] as number[];

export interface FamilyAccess extends CampaignAccess {
  f: FamilyRow;
  canEdit: boolean;
  canReview: boolean;
}

export async function familyAccess(ctx: Ctx<'user'>, id: number): Promise<FamilyAccess> {
  const f = await repo.locateFamily(ctx.db, id);
  if (!f) fail('该户不存在');
  const a = await campaignAccess(ctx, f.collectId);
  const collector = f.ownerId === ctx.user.id || (!!a.assistant && f.adminId === a.assistant.id);
  must(collector || a.manage, MESSAGES.forbidden);
  const open = !isClosed(ctx, a.c);
  const canEdit = open && ((collector && EDITABLE.includes(f.status)) || (a.manage && [...EDITABLE, S.submitted].includes(f.status)));
  return { ...a, f, canEdit, canReview: a.manage };
}

async function editable(ctx: Ctx<'user'>, id: number): Promise<FamilyAccess> {
  const fa = await familyAccess(ctx, id);
  if (!fa.canEdit) fail(fa.f.status === S.accepted ? '该户已合并，不能修改' : fa.f.status === S.submitted ? '该户已提交，等待审核' : isClosed(ctx, fa.c) ? '采丁已结束' : '该户不能修改');
  return fa;
}

export function personOut(p: PersonRow): c.Person {
  return {
    id: p.id, familyId: p.familyId, role: p.role as c.PersonRole, roleName: c.PERSON_ROLE_NAMES[p.role as c.PersonRole],
    gender: p.gender as 'm' | 'f', surname: p.surname, name: p.name, zi: p.zi, hao: p.hao, birthText: p.birthText,
    deathText: p.deathText, living: p.living, phone: p.phone, photo: p.photo, ranking: p.ranking,
    motherPersonId: p.motherPersonId, isMain: p.isMain, matchMemberId: p.matchMemberId, mergedMemberId: p.mergedMemberId,
  };
}

export const fullName = (p: Pick<PersonRow, 'surname' | 'name'>) => `${p.surname}${p.name}`;

export async function familiesOut(ctx: Ctx<'user'>, rows: FamilyRow[], a?: CampaignAccess): Promise<c.Family[]> {
  if (!rows.length) return [];
  const projectId = rows[0].projectId;
  const counts = await repo.personCounts(ctx.db, projectId, rows.map((r) => r.id));
  const mains = await repo.mainPersons(ctx.db, projectId, rows.map((r) => r.id));
  const users = await repo.userBriefs(ctx.db, [...new Set(rows.map((r) => r.ownerId))]);
  const out: c.Family[] = [];
  for (const f of rows) {
    const fa = a && a.c.id === f.collectId ? a : await campaignAccess(ctx, f.collectId);
    const head = mains.find((p) => p.familyId === f.id && p.isMain) ?? mains.find((p) => p.familyId === f.id && p.role === 'self');
    const fm = f.fatherMemberId ? await findMember(ctx.db, projectId, f.fatherMemberId) : undefined;
    const admin = f.adminId ? await repo.adminById(ctx.db, projectId, f.adminId) : undefined;
    const collector = f.ownerId === ctx.user.id || (!!fa.assistant && f.adminId === fa.assistant.id);
    const open = !isClosed(ctx, fa.c);
    out.push({
      id: f.id, projectId, clanId: f.clanId, collectId: f.collectId, title: head ? `${fullName(head)}家` : `第${f.id}户`,
      status: f.status, statusName: c.FAMILY_STATUS_NAMES[f.status] ?? '', fatherMember: fm ? toBrief(fm) : null,
      phone: f.phone, province: f.province, city: f.city, address: f.address, feedback: f.feedback,
      people: counts.get(f.id) ?? 0, owner: { id: f.ownerId, name: users.get(f.ownerId)?.name ?? '' },
      assistant: admin ? { id: admin.id, name: admin.name } : null,
      canEdit: open && ((collector && EDITABLE.includes(f.status)) || (fa.manage && [...EDITABLE, S.submitted].includes(f.status))),
      canReview: fa.manage, updatedAt: f.updatedAt.toISOString(),
    });
  }
  return out;
}

export const familyOut = async (ctx: Ctx<'user'>, f: FamilyRow, a?: CampaignAccess) => (await familiesOut(ctx, [f], a))[0];

/** The father chosen from the tree: a man of the clan, inside the campaign's branch. */
async function checkFatherMember(ctx: Ctx<'user'>, a: CampaignAccess, id: number): Promise<void> {
  const m = await findMember(ctx.db, a.c.projectId, id);
  must(m && m.clanId === a.c.clanId && m.husbandId === null, '所选父亲不在本族谱中');
  must(m.gender === 'm', '父亲须为男性成员');
  if (a.c.branchRootId !== null) must(await isWithin(ctx.db, a.clan, a.c.branchRootId, id), '所选父亲不在本次采丁的房支内');
}

export async function saveFamily(ctx: Ctx<'user'>, p: ParsedParams<typeof c.familySave>): Promise<Reply<typeof c.familySave>> {
  const now = ctx.adapters.clock.now();
  const fields = { phone: p.phone, province: p.province, city: p.city, address: p.address };
  if (p.id) {
    const fa = await editable(ctx, p.id);
    must(fa.f.collectId === p.collectId, '该户不属于本次采丁');
    if (p.fatherMemberId) await checkFatherMember(ctx, fa, p.fatherMemberId);
    if (p.fatherMemberId && (await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id)).some((x) => x.role === 'father')) fail('已填写父亲信息，请先删除后再从族谱中选择');
    const f = await repo.updateFamily(ctx.db, fa.f.projectId, fa.f.id, { ...fields, fatherMemberId: p.fatherMemberId, updatedAt: now });
    return familyOut(ctx, f!, fa);
  }
  const a = await campaignAccess(ctx, p.collectId);
  if (isClosed(ctx, a.c)) fail('采丁已结束');
  let limit: number = c.FAMILY_LIMIT_PER_USER;
  if (a.assistant) limit = c.ASSIST_FAMILY_LIMIT;
  else if (!a.manage) {
    must(a.c.fillers !== 'assistants', '本次采丁仅限采集助手填写');
    if (a.c.fillers === 'members') must(a.access.role !== null, '本次采丁仅限家族成员填写');
    if (a.access.role === null) {
      must(p.q, '请通过采丁分享链接填写');
      const inv = await readInvite(ctx, p.q, 'collect');
      must(inv.targetId === a.c.id && inv.projectId === a.c.projectId, '该链接不是本次采丁的');
    }
  }
  if (p.fatherMemberId) await checkFatherMember(ctx, a, p.fatherMemberId);
  // Count and insert under the campaign's row lock: parallel requests cannot pass the limit together.
  const f = await ctx.db.transaction(async (tx) => {
    await repo.lockCollect(tx, a.c.projectId, a.c.id);
    if (!a.manage && (await repo.ownedCount(tx, a.c.projectId, a.c.id, ctx.user.id)) >= limit) fail(`每位用户在本次采丁中最多填写${limit}户`);
    return repo.insertFamily(tx, {
      projectId: a.c.projectId, collectId: a.c.id, clanId: a.c.clanId, ownerId: ctx.user.id, adminId: a.assistant?.id ?? null,
      fatherMemberId: p.fatherMemberId ?? null, phone: p.phone ?? '', province: p.province ?? '', city: p.city ?? '', address: p.address ?? '',
      createdAt: now, updatedAt: now,
    });
  });
  return familyOut(ctx, f, a);
}

export async function listFamilies(ctx: Ctx<'user'>, p: ParsedParams<typeof c.familyList>): Promise<Reply<typeof c.familyList>> {
  const a = await campaignAccess(ctx, p.collectId);
  const f: repo.FamilyFilter = { status: p.status };
  if (p.mine || !a.manage) {
    if (a.assistant && !p.mine) f.adminId = a.assistant.id;
    else f.ownerId = ctx.user.id;
  }
  const rows = await repo.familyPage(ctx.db, a.c.projectId, a.c.id, f, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await familiesOut(ctx, rows.slice(0, p.pageSize), a), hasNext: rows.length > p.pageSize };
}

export async function getFamily(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.familyGet>> {
  const fa = await familyAccess(ctx, p.id);
  return familyOut(ctx, fa.f, fa);
}

export async function finish(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.familyFinish>> {
  const fa = await editable(ctx, p.id);
  must(EDITABLE.includes(fa.f.status), '该户已提交');
  const people = await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id);
  const self = people.find((x) => x.role === 'self');
  if (!self) fail('请先填写本人信息');
  const form = new Map(formOf(fa.c).map((x) => [x.key, x]));
  const need = (k: c.FormFieldKey) => form.get(k)?.required === true;
  if (need('phone')) must(fa.f.phone || self.phone, '请填写手机号');
  if (need('address')) must(fa.f.province && fa.f.city, '请填写居住地（省、市）');
  if (need('children')) must(people.some((x) => x.role === 'child'), '请填写子女');
  if (need('spouses')) must(people.some((x) => x.role === 'wife'), '请填写配偶');
  if (need('birth')) must(self.birthText, '请填写本人出生日期');
  if (need('zi')) must(self.zi, '请填写本人的字');
  if (need('hao')) must(self.hao, '请填写本人的号');
  if (need('photo')) must(self.photo, '请上传本人照片');
  const f = await repo.updateFamily(ctx.db, fa.f.projectId, fa.f.id, { status: S.submitted, feedback: '', updatedAt: ctx.adapters.clock.now() }, EDITABLE);
  must(f, '该户已提交');
  return familyOut(ctx, f, fa);
}

export async function setStatus(ctx: Ctx<'user'>, p: ParsedParams<typeof c.familyStatus>): Promise<Reply<typeof c.familyStatus>> {
  const fa = await familyAccess(ctx, p.id);
  must(fa.canReview, MESSAGES.forbidden);
  const from = p.status === S.invalid ? [S.draft, S.submitted, S.returned] : p.status === S.draft ? [S.invalid] : [S.submitted];
  if (p.status === S.returned) {
    must(fa.f.status === S.submitted, '只有已提交的户可以退回');
    must(p.feedback, '请填写退回说明');
  }
  const f = await repo.updateFamily(ctx.db, fa.f.projectId, fa.f.id, { status: p.status, feedback: p.status === S.returned ? p.feedback : fa.f.feedback, updatedAt: ctx.adapters.clock.now() }, from as number[]);
  if (!f) fail(p.status === S.draft ? '只有无效的户可以恢复' : p.status === S.returned ? '只有已提交的户可以退回' : '已合并的户不能设为无效');
  return familyOut(ctx, f, fa);
}

export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const fa = await familyAccess(ctx, p.id);
  must(fa.f.status !== S.accepted, '该户已合并，不能删除');
  const collector = fa.f.ownerId === ctx.user.id || (!!fa.assistant && fa.f.adminId === fa.assistant.id);
  must(fa.canReview || (collector && fa.f.status !== S.submitted), fa.f.status === S.submitted ? '该户已提交，等待审核，不能删除' : MESSAGES.forbidden);
  await ctx.db.transaction((tx) => repo.deleteFamily(tx, fa.f.projectId, fa.f.id));
  return null;
}

// ——— People ———

function checkDate(text: string, label: string): void {
  if (!text) return;
  const r = parseChineseDate(text);
  if (!r.ok) fail(`${label}：${r.reason}`);
}

export async function savePerson(ctx: Ctx<'user'>, p: ParsedParams<typeof c.memberSave>): Promise<Reply<typeof c.memberSave>> {
  const fa = await editable(ctx, p.familyId);
  const people = await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id);
  const before = p.id ? people.find((x) => x.id === p.id) : undefined;
  if (p.id && !before) fail('该人员不存在');
  const others = people.filter((x) => x.id !== p.id);
  const gender = p.role === 'self' || p.role === 'father' ? p.gender ?? 'm' : p.role === 'child' ? p.gender : 'f';
  if (!gender) fail('请选择性别');
  if (p.role === 'father') must(gender === 'm', '父亲须为男性');
  if (p.role === 'wife' || p.role === 'mother') must(gender === 'f', `${c.PERSON_ROLE_NAMES[p.role]}须为女性`);
  if (p.role === 'self') must(!others.some((x) => x.role === 'self'), '本户已有本人');
  if (p.role === 'father') {
    must(!others.some((x) => x.role === 'father'), '本户已有父亲');
    must(!fa.f.fatherMemberId, '已从族谱中选择父亲');
  }
  const surname = p.surname || (p.role === 'wife' || p.role === 'mother' ? '' : fa.clan.surname);
  if (!surname) fail('请填写姓氏');
  checkDate(p.birthText, '出生日期');
  checkDate(p.deathText, '去世日期');
  let motherPersonId: number | null = null;
  if (p.role === 'child' && p.motherPersonId) {
    must(others.some((x) => x.id === p.motherPersonId && x.role === 'wife'), '母亲须为本户的妻子');
    motherPersonId = p.motherPersonId;
  }
  const sameRole = others.filter((x) => x.role === p.role);
  const set = {
    role: p.role, gender, surname, name: p.name, zi: p.zi, hao: p.hao, birthText: p.birthText, deathText: p.deathText,
    living: p.deathText ? false : p.living, phone: p.phone, photo: p.photo, motherPersonId,
  };
  const row = await ctx.db.transaction(async (tx) => {
    await repo.updateFamily(tx, fa.f.projectId, fa.f.id, { updatedAt: ctx.adapters.clock.now() });
    if (before) return repo.updatePerson(tx, fa.f.projectId, before.id, before.role === p.role ? set : { ...set, ranking: sameRole.length + 1 });
    return repo.insertPerson(tx, { ...set, projectId: fa.f.projectId, familyId: fa.f.id, ranking: sameRole.length + 1, isMain: p.role === 'self' && !others.some((x) => x.isMain) });
  });
  return personOut(row);
}

export async function listPersons(ctx: Ctx<'user'>, p: { familyId: number }): Promise<Reply<typeof c.memberList>> {
  const fa = await familyAccess(ctx, p.familyId);
  const order: c.PersonRole[] = ['self', 'father', 'mother', 'wife', 'child'];
  const rows = await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id);
  return rows.sort((x, y) => order.indexOf(x.role as c.PersonRole) - order.indexOf(y.role as c.PersonRole) || x.ranking - y.ranking || x.id - y.id).map(personOut);
}

export async function tree(ctx: Ctx<'user'>, p: { familyId: number }): Promise<Reply<typeof c.memberTree>> {
  const fa = await familyAccess(ctx, p.familyId);
  const people = (await listPersons(ctx, p));
  const fm = fa.f.fatherMemberId ? await findMember(ctx.db, fa.f.projectId, fa.f.fatherMemberId) : undefined;
  const wives = people.filter((x) => x.role === 'wife');
  const kids = people.filter((x) => x.role === 'child');
  return {
    father: people.find((x) => x.role === 'father') ?? null,
    fatherMember: fm ? toBrief(fm) : null,
    mothers: people.filter((x) => x.role === 'mother'),
    self: people.find((x) => x.role === 'self') ?? null,
    wives: wives.map((w) => ({ ...w, children: kids.filter((k) => k.motherPersonId === w.id) })),
    children: kids.filter((k) => k.motherPersonId === null),
  };
}

export async function mothers(ctx: Ctx<'user'>, p: { familyId: number }): Promise<Reply<typeof c.memberMothers>> {
  return (await listPersons(ctx, p)).filter((x) => x.role === 'wife');
}

async function personAccess(ctx: Ctx<'user'>, id: number, edit: boolean) {
  const person = await repo.locatePerson(ctx.db, id);
  if (!person) fail('该人员不存在');
  const fa = edit ? await editable(ctx, person.familyId) : await familyAccess(ctx, person.familyId);
  return { person, fa };
}

export async function getPerson(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.memberGet>> {
  return personOut((await personAccess(ctx, p.id, false)).person);
}

export async function setMain(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.memberSetMain>> {
  const { person, fa } = await personAccess(ctx, p.id, true);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.clearMain(tx, fa.f.projectId, fa.f.id);
    return repo.updatePerson(tx, fa.f.projectId, person.id, { isMain: true });
  });
  return personOut(row);
}

async function rank(ctx: Ctx<'user'>, p: { familyId: number; ids: string }, role: 'child' | 'wife') {
  const fa = await editable(ctx, p.familyId);
  const ids = p.ids.split(',').map(Number);
  const these = (await repo.personsOf(ctx.db, fa.f.projectId, fa.f.id)).filter((x) => x.role === role);
  must(ids.length === these.length && new Set(ids).size === ids.length && these.every((x) => ids.includes(x.id)),
    role === 'child' ? '请按顺序列出本户全部子女' : '请按顺序列出本户全部妻子');
  const rows = await ctx.db.transaction(async (tx) => {
    const out = [];
    for (const [i, id] of ids.entries()) out.push(await repo.updatePerson(tx, fa.f.projectId, id, { ranking: i + 1 }));
    return out;
  });
  return rows.map(personOut);
}

export const childRanking = (ctx: Ctx<'user'>, p: { familyId: number; ids: string }) => rank(ctx, p, 'child');
export const wifeRanking = (ctx: Ctx<'user'>, p: { familyId: number; ids: string }) => rank(ctx, p, 'wife');

export async function removePerson(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const { person, fa } = await personAccess(ctx, p.id, true);
  await ctx.db.transaction((tx) => repo.deletePerson(tx, fa.f.projectId, fa.f.id, person.id));
  return null;
}
