/** Personal family trees (contract/family.ts explains the rules): info, join/verify, persons, association. */
import { and, eq, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/family';
import type { FamilyInfo } from '@contract/family';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { ChineseDate } from '../../../model/calendar/types';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { families, familyPersons, familyUsers } from '../../db/schema/index';
import { clanAccess } from '../clans/clans.service';
import { memberById } from '../clan-members/clan-members.repo';
import * as repo from './family.repo';
import type { FamilyRow, PersonRow } from './family.repo';
import { ownFamily, requireFamily, requirePerson, roleIn, STALE, toPerson, toPersons, yearOfDate } from './family.access';
import { term, walk } from './family.kin';

async function info(ctx: Ctx<'user'>, f: FamilyRow): Promise<FamilyInfo> {
  const role = await roleIn(ctx, f);
  const see = role === 'owner' || role === 'member';
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(familyPersons).where(eq(familyPersons.familyId, f.id));
  const mine = see ? (await ctx.db.select({ id: familyPersons.id }).from(familyPersons)
    .where(and(eq(familyPersons.familyId, f.id), eq(familyPersons.userId, ctx.user.id))).limit(1))[0] : undefined;
  let requests: FamilyInfo['requests'] = [];
  if (role === 'owner') {
    const rows = await ctx.db.select().from(familyUsers).where(and(eq(familyUsers.familyId, f.id), eq(familyUsers.status, 'pending')));
    requests = await Promise.all(rows.map(async (r) => ({ id: r.id, userId: r.userId, name: await repo.userName(ctx.db, r.userId), at: r.createdAt.toISOString() })));
  }
  return {
    id: f.id, name: f.name, surname: f.surname, ownerId: f.ownerId, ownerName: await repo.userName(ctx.db, f.ownerId),
    selfId: see ? f.selfId : null, myPersonId: mine?.id ?? null, role, options: f.options, memberCount: Number(n), version: f.version,
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
  if (had) await ctx.db.update(familyUsers).set({ status: 'pending', createdAt: ctx.adapters.clock.now() }).where(eq(familyUsers.id, had.id));
  else await ctx.db.insert(familyUsers).values({ familyId: f.id, userId: ctx.user.id, status: 'pending', createdAt: ctx.adapters.clock.now() }).onConflictDoNothing();
  return { status: 'pending' };
}

export async function verify(ctx: Ctx<'user'>, p: ParsedParams<typeof c.verify>): Promise<Reply<typeof c.verify>> {
  const [r] = await ctx.db.select().from(familyUsers).where(eq(familyUsers.id, p.id)).limit(1);
  if (!r) fail('申请不存在');
  await requireFamily(ctx, r.familyId, true);
  must(r.status === 'pending', '该申请已处理');
  const status = p.reject ? 'rejected' : 'member';
  await ctx.db.update(familyUsers).set({ status }).where(and(eq(familyUsers.id, r.id), eq(familyUsers.status, 'pending')));
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
function fieldsOf(p: Fields): Partial<typeof familyPersons.$inferInsert> {
  const out: Partial<typeof familyPersons.$inferInsert> = {};
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
  const base = { familyId: family.id, gender, ...fieldsOf({ ...p, gender }) } as typeof familyPersons.$inferInsert;
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
    const [ins] = await tx.insert(familyPersons).values({ ...base, createdAt: now, updatedAt: now }).returning();
    const link = p.relation === 'father' ? { fatherId: ins.id } : p.relation === 'mother' ? { motherId: ins.id } : p.relation === 'spouse' ? { spouseId: ins.id } : null;
    if (link) {
      const cond = p.relation === 'spouse' ? sql`${familyPersons.spouseId} IS NULL` : p.relation === 'father' ? sql`${familyPersons.fatherId} IS NULL` : sql`${familyPersons.motherId} IS NULL`;
      const done = await tx.update(familyPersons).set({ ...link, version: sql`${familyPersons.version} + 1`, updatedAt: now })
        .where(and(eq(familyPersons.id, to.id), cond)).returning();
      if (!done.length) fail(STALE);
      // A new father/mother becomes the other parent's spouse when that one has none.
      const other = p.relation === 'father' ? to.motherId : p.relation === 'mother' ? to.fatherId : null;
      if (other) {
        const ok = await tx.update(familyPersons).set({ spouseId: ins.id }).where(and(eq(familyPersons.id, other), sql`${familyPersons.spouseId} IS NULL`)).returning();
        if (ok.length) await tx.update(familyPersons).set({ spouseId: other }).where(eq(familyPersons.id, ins.id));
      }
    }
    await tx.update(families).set({ version: sql`${families.version} + 1`, updatedAt: now }).where(eq(families.id, family.id));
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
  const [row] = await ctx.db.update(familyPersons).set({ ...set, version: sql`${familyPersons.version} + 1`, updatedAt: now })
    .where(and(eq(familyPersons.id, person.id), eq(familyPersons.version, p.version))).returning();
  if (!row) fail(STALE);
  await ctx.db.update(families).set({ version: sql`${families.version} + 1`, updatedAt: now }).where(eq(families.id, family.id));
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
    await tx.delete(familyPersons).where(eq(familyPersons.id, person.id));
    await tx.update(familyPersons).set({ fatherId: null }).where(and(eq(familyPersons.familyId, family.id), eq(familyPersons.fatherId, person.id)));
    await tx.update(familyPersons).set({ motherId: null }).where(and(eq(familyPersons.familyId, family.id), eq(familyPersons.motherId, person.id)));
    await tx.update(familyPersons).set({ spouseId: null }).where(and(eq(familyPersons.familyId, family.id), eq(familyPersons.spouseId, person.id)));
    await tx.update(families).set({ version: sql`${families.version} + 1`, updatedAt: now }).where(eq(families.id, family.id));
  });
  return { deleted: 1 };
}

export async function associate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.associate>): Promise<Reply<typeof c.associate>> {
  const { person, family } = await requirePerson(ctx, p.id);
  let link: { clanMemberId: number | null; clanId: number | null } = { clanMemberId: null, clanId: null };
  if (p.clanMemberId) {
    const m = await memberById(ctx.db, p.clanMemberId);
    if (!m) fail('族谱成员不存在');
    await clanAccess(ctx, m.clanId);
    must(m.gender === person.gender, '性别不一致，不能关联');
    const [dup] = await ctx.db.select({ id: familyPersons.id }).from(familyPersons)
      .where(and(eq(familyPersons.familyId, family.id), eq(familyPersons.clanMemberId, m.id), sql`${familyPersons.id} <> ${person.id}`)).limit(1);
    must(!dup, '该族谱成员已关联到本家庭的其他亲属');
    link = { clanMemberId: m.id, clanId: m.clanId };
  }
  const [row] = await ctx.db.update(familyPersons).set({ ...link, version: sql`${familyPersons.version} + 1`, updatedAt: ctx.adapters.clock.now() })
    .where(eq(familyPersons.id, person.id)).returning();
  return toPerson(ctx, row);
}

export async function updateBaseInfo(ctx: Ctx<'user'>, p: ParsedParams<typeof c.updateBaseInfo>): Promise<Reply<typeof c.updateBaseInfo>> {
  const { family } = await requireFamily(ctx, p.id, true);
  const options = { ...family.options };
  for (const k of ['dna', 'women', 'myteam', 'location'] as const) if (p[k] !== undefined) options[k] = p[k]!;
  const [row] = await ctx.db.update(families).set({
    ...(p.name ? { name: p.name } : {}), ...(p.surname ? { surname: p.surname } : {}), options,
    version: sql`${families.version} + 1`, updatedAt: ctx.adapters.clock.now(),
  }).where(eq(families.id, family.id)).returning();
  return info(ctx, row);
}

