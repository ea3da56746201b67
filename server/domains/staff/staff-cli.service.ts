/**
 * What `npm run staff` does (scripts/staff.ts): grant, revoke and list staff roles on the configured database. The
 * only way a staff role is given: there is no API call for it (contract/staff.ts).
 */
import { STAFF_ROLES, StaffRole } from '@contract/staff';
import type { Tx } from '../../db/client';
import type { Ctx } from '../../http/context';
import { activeUserIdByPhone, findOrCreateByPhone } from '../accounts/index';
import * as repo from './staff.repo';

/** A mistake on the command line (unknown role, bad phone …): printed without a stack. */
export class StaffCliError extends Error {}

const PHONE = /^1\d{10}$/;

function roleOf(role: string): StaffRole {
  const r = StaffRole.safeParse(role);
  if (!r.success) throw new StaffCliError(`unknown role "${role}": one of ${STAFF_ROLES.join(', ')}`);
  return r.data;
}

function phoneOf(phone: string): string {
  if (!PHONE.test(phone)) throw new StaffCliError(`"${phone}" is not a mainland mobile number (11 digits, starting with 1)`);
  return phone;
}

/**
 * Grant `role` to the user with `phone`. A phone with no account yet gets one (as the first SMS login would make it),
 * so the first staff member can be named on a fresh database before he ever logs in.
 */
export async function grantByPhone(ctx: Pick<Ctx, 'db' | 'adapters'>, phone: string, role: string, by: string) {
  const r = roleOf(role);
  const p = phoneOf(phone);
  return ctx.db.transaction(async (tx) => {
    const existed = (await activeUserIdByPhone(tx, p)) !== undefined;
    const u = await findOrCreateByPhone(ctx as Ctx, tx, p);
    const added = await repo.insertRole(tx, { userId: u.id, role: r, grantedBy: by, now: ctx.adapters.clock.now() });
    return { userId: u.id, role: r, added, createdUser: !existed };
  });
}

/** Revoke `role` from the user with `phone`. */
export async function revokeByPhone(db: Tx, phone: string, role: string) {
  const r = roleOf(role);
  const userId = await activeUserIdByPhone(db, phoneOf(phone));
  if (userId === undefined) throw new StaffCliError(`no user with phone ${phone}`);
  return { userId, role: r, removed: await repo.deleteRole(db, userId, r) };
}
