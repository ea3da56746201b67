/**
 * Avatars and frames (contract/vip.ts AVATAR_ITEMS): the catalogue with what the user owns and wears, buying a paid
 * item (an entitlement `avatar-item` for ever, revoked by a refund), dressing up only what is owned (free items: by
 * everyone; VIP-only items: while VIP runs), and the dress of any users for the lists that show avatars.
 * When VIP ends (the expiry job) or a payment is refunded, what no longer belongs to the user is taken off.
 */
import type { Reply } from '@contract/common/index';
import type { PayType } from '@contract/payments';
import type * as c from '@contract/vip';
import { AVATAR_ITEMS, type AvatarKind, type Dress } from '@contract/vip';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { grant, isVip, onEntitlementEnd, ownedItems, paySource } from '../entitlements/index';
import { registerFulfiller } from '../payments/index';
import * as repo from './vip.repo';
import { confirmOrder, fulfilOrder, startOrder, TARGET } from './vip-orders.service';

type Item = (typeof AVATAR_ITEMS)[number];
const KIND_NAME: Record<AvatarKind, string> = { avatar: '头像', frame: '头像框' };
const VIP_ONLY_IDS: number[] = AVATAR_ITEMS.filter((i) => i.vipOnly).map((i) => i.id);

function itemOf(kind: AvatarKind, id: number): Item {
  const it = AVATAR_ITEMS.find((i) => i.id === id && i.kind === kind);
  if (!it) fail(`${KIND_NAME[kind]}不存在`);
  return it;
}

async function holdings(db: Tx, userId: number, now: Date) {
  const [owned, vip, [dress]] = await Promise.all([ownedItems(db, userId, now), isVip(db, userId, now), repo.dressOf(db, [userId])]);
  const has = (i: Item) => (i.vipOnly ? vip : i.price === 0 || owned.includes(i.id));
  return { has, vip, dress: { avatarId: dress?.avatarId ?? null, frameId: dress?.frameId ?? null } };
}

export async function list(ctx: Ctx<'user'>, kind: AvatarKind): Promise<Reply<typeof c.avatarList>> {
  const h = await holdings(ctx.db, ctx.user.id, ctx.adapters.clock.now());
  const worn = kind === 'avatar' ? h.dress.avatarId : h.dress.frameId;
  return {
    isVip: h.vip, dress: h.dress,
    list: AVATAR_ITEMS.filter((i) => i.kind === kind).map((i) => ({
      id: i.id, kind: i.kind, name: i.name, glyph: i.glyph, colors: [...i.colors], price: i.price, vipOnly: i.vipOnly,
      owned: h.has(i), dressed: worn === i.id,
    })),
  };
}

export async function dressUp(ctx: Ctx<'user'>, kind: AvatarKind, id: number): Promise<Dress> {
  const it = itemOf(kind, id);
  const now = ctx.adapters.clock.now();
  const h = await holdings(ctx.db, ctx.user.id, now);
  if (!h.has(it)) fail(it.vipOnly ? '会员专属装扮，请先开通会员' : `尚未拥有该${KIND_NAME[kind]}，请先购买`);
  await repo.setDress(ctx.db, ctx.user.id, kind === 'avatar' ? { avatarId: id } : { frameId: id }, now);
  return kind === 'avatar' ? { ...h.dress, avatarId: id } : { ...h.dress, frameId: id };
}

export async function dressDown(ctx: Ctx<'user'>, kind: AvatarKind): Promise<Dress> {
  const now = ctx.adapters.clock.now();
  await repo.setDress(ctx.db, ctx.user.id, kind === 'avatar' ? { avatarId: null } : { frameId: null }, now);
  const [d] = await repo.dressOf(ctx.db, [ctx.user.id]);
  return { avatarId: d?.avatarId ?? null, frameId: d?.frameId ?? null };
}

export async function createOrder(ctx: Ctx<'user'>, kind: AvatarKind, p: { itemId: number; payType: PayType }) {
  const it = itemOf(kind, p.itemId);
  if (it.vipOnly) fail('会员专属装扮，开通会员即可佩戴');
  if (it.price === 0) fail('免费装扮，无需购买');
  const h = await holdings(ctx.db, ctx.user.id, ctx.adapters.clock.now());
  if (h.has(it)) fail(`您已拥有该${KIND_NAME[kind]}`);
  return startOrder(ctx, { kind, item: String(it.id), amountFen: it.price, subject: `${KIND_NAME[kind]}：${it.name}`, payType: p.payType });
}

export const confirm = (ctx: Ctx<'user'>, kind: AvatarKind, p: { outTradeNo: string }) => confirmOrder(ctx, p.outTradeNo, kind);

/** The dress of users, for any list showing their avatars. */
export async function dressOf(db: Tx, userIds: number[]): Promise<Map<number, Dress>> {
  const rows = await repo.dressOf(db, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.userId, { avatarId: r.avatarId, frameId: r.frameId }]));
}

registerFulfiller(TARGET.avatar, (tx, pay, { now }) => fulfilOrder(tx, pay, now, async (order) => {
  const id = Number(order.item);
  if (!AVATAR_ITEMS.some((i) => i.id === id)) throw new Error(`avatar order ${order.id} has an unknown item ${order.item}`);
  await grant(tx, { userId: order.userId }, { kind: 'avatar-item', amount: id, days: null, source: paySource(pay.outTradeNo), now });
  return { startsAt: now, endsAt: null };
}));

/** Take off what no longer belongs: a refunded item; VIP-only items when VIP has ended. */
onEntitlementEnd(async (tx, ended, now) => {
  for (const r of ended) {
    if (r.kind === 'avatar-item') await repo.undress(tx, [r.userId], [r.amount], now);
  }
  const vipUsers = [...new Set(ended.filter((r) => r.kind === 'vip').map((r) => r.userId))];
  const lost: number[] = [];
  for (const u of vipUsers) if (!(await isVip(tx, u, now))) lost.push(u);
  await repo.undress(tx, lost, VIP_ONLY_IDS, now);
});
