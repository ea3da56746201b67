/**
 * Staff roles (contract/staff.ts): the check every staff-only service runs, and the /ops calls of this domain.
 * `requireStaff(ctx, role)` passes a user who holds `role` (or one of several) or `admin`; everyone else gets msg 0
 * "无权限：仅限工作人员" — a guest never reaches it (the /ops calls are access 'user': 401).
 */
import { NOT_STAFF, STAFF_ROLES, type StaffMe, type StaffMember, type StaffRole } from '@contract/staff';
import { toIso } from '../../../model/datetime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { displayNames, maskPhone } from '../accounts/index';
import * as repo from './staff.repo';

const ORDER = new Map<string, number>(STAFF_ROLES.map((r, i) => [r, i]));
const sorted = (roles: string[]): StaffRole[] =>
  roles.filter((r): r is StaffRole => ORDER.has(r)).sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);

/** His staff roles (empty for everyone else, the guest included). */
export async function staffRolesOf(db: Tx, userId: number | undefined): Promise<StaffRole[]> {
  if (!userId) return [];
  return sorted(await repo.rolesOf(db, userId));
}

/**
 * The staff check: he holds `role` (any of them when a list; any staff role when omitted) or is admin; returns his
 * roles. Otherwise msg 0 NOT_STAFF.
 */
export async function requireStaff(ctx: Pick<Ctx, 'db' | 'user'>, role?: StaffRole | readonly StaffRole[]): Promise<StaffRole[]> {
  const roles = ctx.user && !ctx.user.isGuest ? await staffRolesOf(ctx.db, ctx.user.id) : [];
  const want = role === undefined ? STAFF_ROLES : typeof role === 'string' ? [role] : role;
  if (!roles.includes('admin') && !roles.some((r) => want.includes(r))) fail(NOT_STAFF);
  return roles;
}

/** GET /ops/me */
export async function me(ctx: Ctx<'user'>): Promise<StaffMe> {
  const roles = await requireStaff(ctx);
  const names = await displayNames(ctx.db, [ctx.user.id]);
  return { userId: ctx.user.id, nickname: names.get(ctx.user.id)?.name ?? '', roles };
}

/** GET /ops/staff/list (admin) */
export async function list(ctx: Ctx<'user'>): Promise<{ list: StaffMember[] }> {
  await requireStaff(ctx, 'admin');
  return { list: await staffList(ctx.db) };
}

/** Everyone holding a staff role, with his roles; phones masked unless `fullPhone` (the command line). */
export async function staffList(db: Tx, opts: { fullPhone?: boolean } = {}): Promise<StaffMember[]> {
  const byUser = new Map<number, StaffMember>();
  for (const r of await repo.allRoles(db)) {
    if (!ORDER.has(r.role)) continue;
    const m = byUser.get(r.userId) ?? { userId: r.userId, nickname: r.nickname, phone: opts.fullPhone ? (r.phone ?? '') : maskPhone(r.phone), roles: [] };
    m.roles.push({ role: r.role as StaffRole, grantedAt: toIso(r.grantedAt), grantedBy: r.grantedBy });
    byUser.set(r.userId, m);
  }
  for (const m of byUser.values()) m.roles.sort((a, b) => ORDER.get(a.role)! - ORDER.get(b.role)!);
  return [...byUser.values()];
}
