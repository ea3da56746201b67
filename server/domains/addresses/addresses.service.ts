/**
 * Delivery addresses (contract/addresses.ts): a user's own. The first address becomes the default; deleting the
 * default makes the newest remaining one the default. Writes of one user take turns (an advisory lock), so two
 * parallel saves never leave two defaults or pass the limit.
 */
import type { Address } from '@contract/addresses';
import { MAX_ADDRESSES } from '@contract/addresses';
import type { ParsedParams } from '@contract/common/index';
import type * as c from '@contract/addresses';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { maskPhone } from '../accounts/index';
import * as repo from './addresses.repo';
import type { AddressRow } from './addresses.repo';

export const toAddress = (r: AddressRow, masked = false): Address => ({
  id: r.id, name: r.name, phone: masked ? maskPhone(r.phone) : r.phone, province: r.province, city: r.city, county: r.county,
  detail: r.detail, isDefault: r.isDefault,
});

export async function list(ctx: Ctx<'user'>): Promise<{ list: Address[] }> {
  return { list: (await repo.listOf(ctx.db, ctx.user.id)).map((r) => toAddress(r, true)) };
}

export async function get(ctx: Ctx<'user'>, p: { id: number }): Promise<Address> {
  const r = await repo.byId(ctx.db, ctx.user.id, p.id);
  if (!r) fail('地址不存在');
  return toAddress(r);
}

export async function getDefault(ctx: Ctx<'user'>): Promise<Address | null> {
  const r = await repo.defaultOf(ctx.db, ctx.user.id);
  return r ? toAddress(r) : null;
}

export function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.addressSave>): Promise<Address> {
  const uid = ctx.user.id;
  const fields = { name: p.name, phone: p.phone, province: p.province, city: p.city, county: p.county, detail: p.detail };
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, uid);
    let row: AddressRow | undefined;
    if (p.id) {
      row = await repo.update(tx, uid, p.id, fields);
      if (!row) fail('地址不存在');
    } else {
      if ((await repo.countOf(tx, uid)) >= MAX_ADDRESSES) fail(`最多保存${MAX_ADDRESSES}个地址`);
      row = await repo.insert(tx, { ...fields, userId: uid, createdAt: ctx.adapters.clock.now() });
    }
    const makeDefault = p.isDefault === true || !(await repo.defaultOf(tx, uid));
    if (makeDefault) row = (await repo.setDefault(tx, uid, row.id))!;
    return toAddress(row);
  });
}

export function setDefault(ctx: Ctx<'user'>, p: { id: number }): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, ctx.user.id);
    const r = await repo.setDefault(tx, ctx.user.id, p.id);
    if (!r) fail('地址不存在');
    return toAddress(r);
  });
}

export function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<{ deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, ctx.user.id);
    const gone = await repo.remove(tx, ctx.user.id, p.id);
    if (!gone) fail('地址不存在');
    if (gone.isDefault) {
      const [next] = await repo.listOf(tx, ctx.user.id);
      if (next) await repo.setDefault(tx, ctx.user.id, next.id);
    }
    return { deleted: true as const };
  });
}

/** For other domains (the mall's checkout): his address by id, or his default when id is omitted. */
export async function addressOf(db: Tx, userId: number, id?: number): Promise<Address | null> {
  const r = id ? await repo.byId(db, userId, id) : await repo.defaultOf(db, userId);
  return r ? toAddress(r) : null;
}
