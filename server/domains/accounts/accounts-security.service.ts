/**
 * Passwords, logout, account deletion, the phone and the login account name: every change of identity runs in one
 * transaction, and the ones confirmed by SMS mark the code used in that same transaction.
 */
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import * as repo from './accounts.repo';
import type { UserRow } from './accounts.repo';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword, verifyPassword } from './passwords';
import { attemptFailed, attemptGate, attemptSucceeded, type Attempt } from './attempts';
import { withSmsCode } from './accounts-sms.service';
import { maskPhone } from './accounts.views';

const PENDING_PAYMENT_WINDOW_MS = 30 * 60_000;
const PHONE_TAKEN = '该手机号已被其他账号使用';
export const DELETED_NICKNAME = '已注销用户';

async function me(ctx: Ctx<'user'> | Ctx<'session'>): Promise<UserRow> {
  const u = await repo.userById(ctx.db, ctx.user.id);
  if (!u) fail('用户不存在');
  return u;
}

function phoneOf(u: UserRow): string {
  if (!u.phone) fail('请先绑定手机号');
  return u.phone;
}

/** POST /login/password/change: the old password is needed when one is set (guessing it is slowed: attempts.ts); other sessions end. */
export async function passwordChange(ctx: Ctx<'user'>, p: { oldPassword?: string; password: string; captchaId?: string; captchaAnswer?: string }) {
  const now = ctx.adapters.clock.now();
  const hash = await hashPassword(p.password);
  const attempt: Attempt = { kind: 'oldPassword', ip: ctx.ip, subject: `user:${ctx.user.id}`, captcha: { id: p.captchaId, answer: p.captchaAnswer } };
  const r = await ctx.db.transaction(async (tx): Promise<{ msbox: string } | { revoked: number }> => {
    const u = await repo.lockUser(tx, ctx.user.id);
    if (!u) return { msbox: '用户不存在' };
    if (u.passwordHash) {
      if (!p.oldPassword) return { msbox: '请填写原密码' };
      const refused = await attemptGate(tx, now, attempt);
      if (refused) return { msbox: refused };
      if (!(await verifyPassword(p.oldPassword, u.passwordHash))) {
        await attemptFailed(tx, now, attempt);
        return { msbox: '原密码错误' };
      }
    }
    await repo.updateUser(tx, u.id, { passwordHash: hash }, now);
    await attemptSucceeded(tx, attempt);
    return { revoked: await repo.revokeUserSessions(tx, u.id, now, ctx.user.sessionId) };
  });
  if ('msbox' in r) fail(r.msbox);
  return r;
}

/** POST /user/changePassword: set the password with a code (type change) sent to the user's own phone. */
export async function changePassword(ctx: Ctx<'user'>, p: { code: string; password: string }) {
  const phone = phoneOf(await me(ctx));
  const hash = await hashPassword(p.password);
  return withSmsCode(ctx, phone, ['change'], p.code, async (tx) => {
    const now = ctx.adapters.clock.now();
    await repo.updateUser(tx, ctx.user.id, { passwordHash: hash }, now);
    await attemptSucceeded(tx, { kind: 'login', ip: ctx.ip, subject: `user:${ctx.user.id}` });
    return { revoked: await repo.revokeUserSessions(tx, ctx.user.id, now, ctx.user.sessionId) };
  });
}

/**
 * Why the account cannot be deleted now. Read directly from the payments tables (a small query, not the payments
 * service) so no money is lost with the account.
 * TODO(projects, clans): later domains add their reasons here, e.g. projects the user still administers.
 */
async function deletionBlockers(db: Tx, userId: number, now: Date): Promise<string[]> {
  const reasons: string[] = [];
  const balance = await repo.walletBalanceFen(db, userId);
  if (balance > 0) reasons.push(`钱包余额还有${(balance / 100).toFixed(2)}元，请先使用或提现`);
  const pending = await repo.countPendingPaymentsSince(db, userId, new Date(now.getTime() - PENDING_PAYMENT_WINDOW_MS));
  if (pending > 0) reasons.push('有未完成的支付，请完成或取消后再注销');
  return reasons;
}

/** GET /login/logout/ckeck */
export async function logoutCheck(ctx: Ctx<'user'>) {
  const reasons = await deletionBlockers(ctx.db, ctx.user.id, ctx.adapters.clock.now());
  return { canDelete: reasons.length === 0, reasons };
}

/** POST /login/logout/:x — session, all, or account (deletion). */
export async function logout(ctx: Ctx<'session'>, p: { x: 'session' | 'all' | 'account'; code?: string }) {
  const now = ctx.adapters.clock.now();
  if (p.x === 'session') return { revoked: await repo.revokeSession(ctx.db, ctx.user.sessionId, now) };
  if (ctx.user.isGuest) fail('请先登录');
  if (p.x === 'all') return { revoked: await repo.revokeUserSessions(ctx.db, ctx.user.id, now) };
  if (!p.code) fail('请填写验证码');
  const phone = phoneOf(await me(ctx));
  return withSmsCode(ctx, phone, ['logout'], p.code, (tx) => deleteAccount(tx, ctx.user.id, now));
}

/** Anonymise the user and end every session; other people's data (and this user's ids in it) stay. */
async function deleteAccount(tx: Tx, userId: number, now: Date) {
  const u = await repo.lockUser(tx, userId);
  if (!u || u.status !== 'active') fail('用户不存在');
  const blockers = await deletionBlockers(tx, userId, now);
  if (blockers.length) fail(blockers[0]);
  await repo.updateUser(tx, userId, {
    phone: null,
    account: null,
    wxOpenId: null,
    passwordHash: null,
    status: 'deleted',
    nickname: DELETED_NICKNAME,
    firstName: '',
    realName: '',
    gender: 0,
    photo: '',
    background: '',
    signature: '',
    city: '',
    birthday: '',
    deletedAt: now,
  }, now);
  const revoked = await repo.revokeUserSessions(tx, userId, now);
  await repo.insertAccountDeletion(tx, userId, now);
  return { revoked };
}

/** Set the phone inside a transaction, refusing one that belongs to another user. */
async function setPhone(tx: Tx, userId: number, phone: string, now: Date) {
  const owner = await repo.activeUserByPhone(tx, phone);
  if (owner && owner.id !== userId) fail(PHONE_TAKEN);
  try {
    await repo.updateUser(tx, userId, { phone }, now);
  } catch (e) {
    if (isUniqueViolation(e)) fail(PHONE_TAKEN);
    throw e;
  }
  return { phone: maskPhone(phone) };
}

/** POST /user/change/phone: the code (type change) went to the new phone. */
export async function changePhone(ctx: Ctx<'user'>, p: { phone: string; code: string }) {
  const u = await me(ctx);
  if (u.phone === p.phone) fail('新手机号与当前手机号相同');
  return withSmsCode(ctx, p.phone, ['change'], p.code, (tx) => setPhone(tx, u.id, p.phone, ctx.adapters.clock.now()));
}

/** POST /user/bind/phone/:x: only for an account without a phone (code type bind). */
export async function bindPhone(ctx: Ctx<'user'>, p: { x: string; code: string }) {
  const u = await me(ctx);
  if (u.phone) fail('已绑定手机号，如需更换请使用更换手机号');
  return withSmsCode(ctx, p.x, ['bind'], p.code, async (tx) => {
    const locked = await repo.lockUser(tx, u.id);
    if (locked?.phone) fail('已绑定手机号，如需更换请使用更换手机号');
    return setPhone(tx, u.id, p.x, ctx.adapters.clock.now());
  });
}

/** GET /user/bind/account/:x: set the login account name once (unique, case-insensitive). */
export async function bindAccount(ctx: Ctx<'user'>, p: { x: string }) {
  const account = p.x.toLowerCase();
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    const u = await repo.lockUser(tx, ctx.user.id);
    if (!u) fail('用户不存在');
    if (u.account === account) return { account };
    if (u.account) fail('账号名已设置，不能修改');
    const other = await repo.activeUserByAccount(tx, account);
    if (other) fail('该账号名已被使用');
    try {
      await repo.updateUser(tx, u.id, { account }, now);
    } catch (e) {
      if (isUniqueViolation(e)) fail('该账号名已被使用');
      throw e;
    }
    return { account };
  });
}
