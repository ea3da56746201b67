/** Who may read/edit a family (contract/family.ts): the owner, joined members; pending users only see its name. */
import type { FamilyPerson } from '@contract/family';
import { MESSAGES } from '@contract/common/index';
import { yearOf } from '../../../model/member';
import { splitName } from '../../../model/naming/wuge';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './family.repo';
import type { FamilyRow, PersonRow } from './family.repo';

export type FamilyRole = 'owner' | 'member' | 'pending' | null;
export const STALE = '该成员已被他人修改，请刷新后再试';

export async function roleIn(ctx: Ctx<'user'>, f: FamilyRow): Promise<FamilyRole> {
  if (f.ownerId === ctx.user.id) return 'owner';
  const m = await repo.membership(ctx.db, f.id, ctx.user.id);
  return m?.status === 'member' ? 'member' : m?.status === 'pending' ? 'pending' : null;
}

/** The family and his role; refused unless owner or joined (or owner only with `ownerOnly`). */
export async function requireFamily(ctx: Ctx<'user'>, familyId: number, ownerOnly = false) {
  const family = await repo.familyById(ctx.db, familyId);
  if (!family) fail('家庭不存在');
  const role = await roleIn(ctx, family);
  if (role === 'pending') fail('请等待创建人审核');
  if (!role || (ownerOnly && role !== 'owner')) fail(ownerOnly && role ? '只有创建人可以操作' : MESSAGES.forbidden);
  return { family, role };
}

/** A person and his family, with the caller's access. */
export async function requirePerson(ctx: Ctx<'user'>, id: number, ownerOnly = false) {
  const person = await repo.personById(ctx.db, id);
  if (!person) fail('成员不存在');
  return { person, ...(await requireFamily(ctx, person.familyId, ownerOnly)) };
}

/** The surname (复姓 too) of a Chinese full name of 2–4 characters; '' for anything else (a nickname, 用户8000). */
export function surnameOf(name: string): string {
  const n = name.trim();
  return /^\p{Script=Han}{2,4}$/u.test(n) ? splitName(n).surname : '';
}

/** His own family, created with his 本人 on first use; its surname from his name when that is a Chinese name. */
export async function ownFamily(ctx: Ctx<'user'>): Promise<FamilyRow> {
  const had = await repo.familyOfOwner(ctx.db, ctx.user.id);
  if (had) return had;
  const name = await repo.userName(ctx.db, ctx.user.id);
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => (await repo.createOwnFamily(tx, ctx.user.id, name, surnameOf(name), now)) ?? (await repo.familyOfOwner(tx, ctx.user.id))!);
}

export async function toPersons(ctx: Ctx, rows: PersonRow[]): Promise<FamilyPerson[]> {
  const briefs = await repo.clanBriefs(ctx.db, rows.map((r) => r.clanMemberId).filter((x): x is number => !!x));
  return rows.map((r) => {
    const b = briefs.find((x) => x.memberId === r.clanMemberId);
    return {
      id: r.id, familyId: r.familyId, version: r.version, name: r.name, gender: r.gender as 'm' | 'f', fatherId: r.fatherId, motherId: r.motherId,
      spouseId: r.spouseId, userId: r.userId, birth: r.birth ?? null, death: r.death ?? null, living: r.living, phone: r.phone, location: r.location,
      note: r.note, birthOrder: r.birthOrder, clanMember: b ? { clanId: b.clanId, clanName: b.clanName, memberId: b.memberId, name: b.name, generation: b.generation } : null,
    };
  });
}
export const toPerson = async (ctx: Ctx, r: PersonRow) => (await toPersons(ctx, [r]))[0];
export const yearOfDate = yearOf;
