import type { UserInfo } from '@contract/accounts';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { GUEST_ID } from '../../http/session';
import { fail } from '../../http/errors';
import * as repo from './accounts.repo';
import type { UserRow } from './accounts.repo';

const DAY = 24 * 3600 * 1000;
/** A session lasts 30 days. */
export const SESSION_TTL_MS = 30 * DAY;

/** Levels (spec §3 level.projectLimit; §4 project limit: 0 = unlimited). */
export const LEVELS = [
  { level: 0, name: '普通用户', projectLimit: 3 },
  { level: 1, name: 'VIP会员', projectLimit: 10 },
  { level: 2, name: '族长会员', projectLimit: 0 },
];

export const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '');

export function userInfo(u: UserRow, token: string): UserInfo {
  return {
    id: u.id,
    token,
    hcAppId: u.hcAppId,
    shareValue: u.shareValue,
    defaultPage: u.defaultPage,
    level: LEVELS.find((l) => l.level === u.level) ?? LEVELS[0],
    extraProjectCount: u.extraProjectCount,
    nickname: u.nickname,
    photo: u.photo,
    phone: maskPhone(u.phone),
    hasPassword: !!u.passwordHash,
  };
}

/** Start a session for a user and answer their userInfo. */
export async function startSession(ctx: Ctx, db: Tx, u: UserRow, method: string): Promise<UserInfo> {
  const token = ctx.adapters.ids.token();
  await repo.insertSession(db, { userId: u.id, token, method, expiresAt: new Date(ctx.adapters.clock.now().getTime() + SESSION_TTL_MS) });
  return userInfo(u, token);
}

/** GET /login/guest: a guest token for user id 1. */
export async function loginGuest(ctx: Ctx): Promise<UserInfo> {
  const guest = await repo.userById(ctx.db, GUEST_ID);
  if (!guest) fail('游客账号不可用');
  return startSession(ctx, ctx.db, guest, 'guest');
}
