/** Personal family trees (contract/family.ts explains the rules): info, join/verify, persons, association. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/family';
import type { FamilyInfo } from '@contract/family';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { ChineseDate } from '../../../model/calendar/types';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clanAccess } from '../clans/index';
import { locateMember } from '../clan-members/index';
import * as repo from './family.repo';
import type { FamilyRow, PersonInsert, PersonPatch, PersonRow } from './family.repo';
import { ownFamily, requireFamily, requirePerson, roleIn, STALE, surnameOf, toPerson, toPersons, yearOfDate } from './family.access';
import { term, walk } from './family.kin';

async function info(ctx: Ctx<'user'>, f: FamilyRow): Promise<FamilyInfo> {
  const role = await roleIn(ctx, f);
  const see = role === 'owner' || role === 'member';
  const n = await repo.personCount(ctx.db, f.id);
  const mine = see ? await repo.personOfUser(ctx.db, f.id, ctx.user.id) : undefined;
  let requests: FamilyInfo['requests'] = [];
  if (role === 'owner') {
    const rows = await repo.pendingJoins(ctx.db, f.id);
    requests = await Promise.all(rows.map(async (r) => ({ id: r.id, userId: r.userId, name: await repo.userName(ctx.db, r.userId), at: r.createdAt.toISOString() })));
  }
  return {
    id: f.id, name: f.name, surname: f.surname, ownerId: f.ownerId, ownerName: await repo.userName(ctx.db, f.ownerId),
    selfId: see ? f.selfId : null, myPersonId: mine ?? null, role, options: f.options, memberCount: n, version: f.version,
    requests, updatedAt: f.updatedAt.toISOString(),
  };
}

export async function get(ctx: Ctx<'user'>, p: { id?: number }): Promise<Reply<typeof c.get>> {
  if (p.id === undefined) return info(ctx, await ownFamily(ctx));
  const f = await repo.familyById(ctx.db, p.id);
  if (!f) fail('家庭不存在');
  return info(ctx, f);
}

export async function relate(ctx: Ctx<'user'>): Promise<Reply<typeof c.relate>> {
  const rows = await repo.familiesOfUser(ctx.db, ctx.user.id);
  const list = [];
  for (const f of rows) {
    const { requests: _r, ...rest } = await info(ctx, f);
    if (rest.role) list.push(rest);
  }
  return { list, hasNext: false };
}

export async function join(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.join>> {
  const f = await repo.familyById(ctx.db, p.id);
  if (!f) fail('家庭不存在');
  if (f.ownerId === ctx.user.id) return { status: 'owner' };
  const had = await repo.membership(ctx.db, f.id, ctx.user.id);
  if (had?.status === 'member' || had?.status === 'pending') return { status: had.status };
  await repo.requestJoin(ctx.db, f.id, ctx.user.id, had?.id, ctx.adapters.clock.now());
  return { status: 'pending' };
}

export async function verify(ctx: Ctx<'user'>, p: ParsedParams<typeof c.verify>): Promise<Reply<typeof c.verify>> {
  const r = await repo.joinById(ctx.db, p.id);
  if (!r) fail('申请不存在');
  await requireFamily(ctx, r.familyId, true);
  must(r.status === 'pending', '该申请已处理');
  const status = p.reject ? 'rejected' : 'member';
  await repo.decideJoin(ctx.db, r.id, status);
  return { status };
}

function dateOf(text: string | undefined, label: string): ChineseDate | null | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '') return null;
  const r = parseChineseDate(text);
  if (!r.ok) fail(`${label}：${r.reason}`);
  return r.dates[0];
}

type Fields = Omit<ParsedParams<typeof c.editMember>, 'id' | 'version'>;
function fieldsOf(p: Fields): PersonPatch {
  const out: PersonPatch = {};
  if (p.name !== undefined) out.name = p.name;
  if (p.gender !== undefined) out.gender = p.gender;
  const birth = dateOf(p.birthText, '出生日期');
  const death = dateOf(p.deathText, '去世日期');
  if (birth !== undefined) { out.birth = birth; out.birthYear = yearOfDate(birth ?? undefined) ?? null; }
  if (death !== undefined) { out.death = death; out.deathYear = yearOfDate(death ?? undefined) ?? null; if (death) out.living = false; }
  if (p.living !== undefined) out.living = p.living;
  if (p.phone !== undefined) out.phone = p.phone || null;
  if (p.location !== undefined) out.location = p.location || null;
  if (p.note !== undefined) out.note = p.note || null;
  if (p.birthOrder !== undefined) out.birthOrder = p.birthOrder;
  if (out.birthYear && out.deathYear && out.deathYear < out.birthYear) fail('去世日期不能早于出生日期');
  return out;
}

const GENDER: Record<c.Relation, 'm' | 'f' | null> = { father: 'm', mother: 'f', spouse: null, son: 'm', daughter: 'f', brother: 'm', sister: 'f' };

export async function addMember(ctx: Ctx<'user'>, p: ParsedParams<typeof c.addMember>): Promise<Reply<typeof c.addMember>> {
  const { person: to, family } = await requirePerson(ctx, p.id);
  const gender = GENDER[p.relation] ?? (to.gender === 'm' ? 'f' : 'm');
  const base = { familyId: family.id, gender, ...fieldsOf({ ...p, gender }) } as PersonInsert;
  const spouse = to.spouseId ? await repo.personById(ctx.db, to.spouseId) : undefined;
  switch (p.relation) {
    case 'father': must(!to.fatherId, '已有父亲'); break;
    case 'mother': must(!to.motherId, '已有母亲'); break;
    case 'spouse': must(!to.spouseId, '已有配偶'); base.spouseId = to.id; break;
    case 'son': case 'daughter':
      if (to.gender === 'm') { base.fatherId = to.id; base.motherId = spouse?.id ?? null; } else { base.motherId = to.id; base.fatherId = spouse?.id ?? null; }
      break;
    default:
      must(to.fatherId || to.motherId, '请先添加父亲或母亲，再添加兄弟姐妹');
      base.fatherId = to.fatherId; base.motherId = to.motherId;
  }
  const now = ctx.adapters.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const ins = await repo.insertPerson(tx, { ...base, createdAt: now, updatedAt: now });
    const link = p.relation === 'father' ? 'fatherId' : p.relation === 'mother' ? 'motherId' : p.relation === 'spouse' ? 'spouseId' : null;
    if (link) {
      if (!(await repo.linkIfEmpty(tx, to.id, link, ins.id, now))) fail(STALE);
      // A new father/mother becomes the other parent's spouse when that one has none.
      const other = p.relation === 'father' ? to.motherId : p.relation === 'mother' ? to.fatherId : null;
      if (other) await repo.marryIfSingle(tx, other, ins.id);
    }
    await repo.updateFamily(tx, family.id, {}, now);
    return (await repo.personById(tx, ins.id))!;
  });
  return toPerson(ctx, row);
}

export async function editMember(ctx: Ctx<'user'>, p: ParsedParams<typeof c.editMember>): Promise<Reply<typeof c.editMember>> {
  const { person, family } = await requirePerson(ctx, p.id);
  if (p.version !== person.version) fail(STALE);
  const set = fieldsOf(p);
  const by = set.birthYear !== undefined ? set.birthYear : person.birthYear;
  const dy = set.deathYear !== undefined ? set.deathYear : person.deathYear;
  if (by && dy && dy < by) fail('去世日期不能早于出生日期');
  const now = ctx.adapters.clock.now();
  const row = await repo.updatePerson(ctx.db, person.id, set, now, p.version);
  if (!row) fail(STALE);
  // a family still without a surname takes it from its 本人's name once he writes a Chinese one
  const surname = !family.surname && person.id === family.selfId ? surnameOf(row.name) : '';
  await repo.updateFamily(ctx.db, family.id, surname ? { surname } : {}, now);
  return toPerson(ctx, row);
}

export async function member(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.member>> {
  const { person, family, role } = await requirePerson(ctx, p.id);
  const all = await repo.personsOf(ctx.db, family.id);
  const by = (id: number | null) => all.find((x) => x.id === id) ?? null;
  const children = all.filter((x) => x.fatherId === person.id || x.motherId === person.id);
  const siblings = all.filter((x) => x.id !== person.id && ((person.fatherId && x.fatherId === person.fatherId) || (person.motherId && x.motherId === person.motherId)));
  const me = all.find((x) => x.userId === ctx.user.id) ?? by(family.selfId);
  let relation = '亲属';
  if (me) {
    const hit = walk(all, me.id).get(person.id);
    if (hit) relation = term(hit.path, person, me, by(me.fatherId) ?? undefined);
  }
  const one = async (r: PersonRow | null) => (r ? toPerson(ctx, r) : null);
  return {
    person: await toPerson(ctx, person), father: await one(by(person.fatherId)), mother: await one(by(person.motherId)), spouse: await one(by(person.spouseId)),
    children: await toPersons(ctx, children), siblings: await toPersons(ctx, siblings), relation,
    canEdit: true, canDelete: role === 'owner' && person.id !== family.selfId,
  };
}

export async function removeMember(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.removeMember>> {
  const { person, family } = await requirePerson(ctx, p.id, true);
  must(person.id !== family.selfId, '不能删除本人');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.deletePerson(tx, family.id, person.id);
    await repo.updateFamily(tx, family.id, {}, now);
  });
  return { deleted: 1 };
}

export async function associate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.associate>): Promise<Reply<typeof c.associate>> {
  const { person, family } = await requirePerson(ctx, p.id);
  let link: { clanMemberId: number | null; clanId: number | null } = { clanMemberId: null, clanId: null };
  if (p.clanMemberId) {
    const m = await locateMember(ctx.db, p.clanMemberId);
    if (!m) fail('族谱成员不存在');
    await clanAccess(ctx, m.clanId);
    must(m.gender === person.gender, '性别不一致，不能关联');
    must(!(await repo.memberTaken(ctx.db, family.id, m.id, person.id)), '该族谱成员已关联到本家庭的其他亲属');
    link = { clanMemberId: m.id, clanId: m.clanId };
  }
  const row = (await repo.updatePerson(ctx.db, person.id, link, ctx.adapters.clock.now()))!;
  return toPerson(ctx, row);
}

export async function updateBaseInfo(ctx: Ctx<'user'>, p: ParsedParams<typeof c.updateBaseInfo>): Promise<Reply<typeof c.updateBaseInfo>> {
  const { family } = await requireFamily(ctx, p.id, true);
  const options = { ...family.options };
  for (const k of ['dna', 'women', 'myteam', 'location'] as const) if (p[k] !== undefined) options[k] = p[k]!;
  const row = await repo.updateFamily(ctx.db, family.id, {
    ...(p.name ? { name: p.name } : {}), ...(p.surname ? { surname: p.surname } : {}), options,
  }, ctx.adapters.clock.now());
  return info(ctx, row);
}

