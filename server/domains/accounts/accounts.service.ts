/**
 * Logging in and the session: guest, account + password (with the failure lock), phone + SMS code (一键登录注册),
 * verify-and-set-password, debug and WeChat (not configured), and the start-up token check.
 */
import { emitEvent } from '../../events/index';
import type { UserInfo } from '@contract/accounts';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { GUEST_ID, GUEST_IDLE_MS } from '../../http/session';
import { fail } from '../../http/errors';
import * as repo from './accounts.repo';
import type { UserRow } from './accounts.repo';
import { hashPassword, verifyPassword } from './passwords';
import { attemptFailed, attemptGate, attemptSucceeded, type Attempt as LoginAttempt } from './attempts';
import { withSmsCode } from './accounts-sms.service';
import { userInfo } from './accounts.views';

export { LEVELS, maskPhone, userInfo } from './accounts.views';

const DAY = 24 * 3600 * 1000;
/** A session lasts 30 days. */
export const SESSION_TTL_MS = 30 * DAY;
export const WX_NOT_CONFIGURED = '未配置微信登录';
/** The one answer to every failed password login (no account enumeration). */
export const LOGIN_FAILED = '账号或密码错误';
const PHONE = /^1[3-9]\d{9}$/;

/** Start a session for a user and answer their userInfo. */
export async function startSession(ctx: Ctx, db: Tx, u: UserRow, method: string): Promise<UserInfo> {
  const token = ctx.adapters.ids.token();
  const now = ctx.adapters.clock.now();
  const ttl = method === 'guest' ? GUEST_IDLE_MS : SESSION_TTL_MS;
  await repo.insertSession(db, { userId: u.id, token, method, now, expiresAt: new Date(now.getTime() + ttl) });
  return userInfo(u, token);
}

/** GET /login/guest: a guest token for user id 1. */
export async function loginGuest(ctx: Ctx): Promise<UserInfo> {
  const guest = await repo.userById(ctx.db, GUEST_ID);
  if (!guest) fail('游客账号不可用');
  return startSession(ctx, ctx.db, guest, 'guest');
}

/** A new user's shareValue: 10 url-safe letters and digits. */
function newShareValue(ctx: Ctx): string {
  let s = '';
  while (s.length < 10) s += ctx.adapters.ids.short().replace(/[^A-Za-z0-9]/g, '');
  return s.slice(0, 10);
}

/** The active user with this phone, created (一键登录注册) when there is none. */
export async function findOrCreateByPhone(ctx: Ctx, tx: Tx, phone: string, share?: string): Promise<UserRow> {
  const found = await repo.activeUserByPhone(tx, phone);
  if (found) return found;
  const inviter = share ? await repo.activeUserByShareValue(tx, share) : undefined;
  const now = ctx.adapters.clock.now();
  for (let i = 0; i < 3; i++) {
    const u = await repo.insertPhoneUser(tx, {
      phone,
      nickname: `族人${phone.slice(-4)}`,
      shareValue: newShareValue(ctx),
      invitedBy: inviter && inviter.id !== GUEST_ID ? inviter.id : null,
      now,
    });
    if (u) {
      if (u.invitedBy) await emitEvent(tx, 'user.invited', { userId: u.id, inviterId: u.invitedBy }, now);
      return u;
    }
    const raced = await repo.activeUserByPhone(tx, phone);
    if (raced) return raced;
  }
  throw new Error('could not create a user for a new phone');
}

type Attempt = { ok: true; info: UserInfo } | { ok: false; msbox: string };

/**
 * POST /login/account: phone or account name + password. Every failure answers the same words (an unknown account,
 * one without a password, a wrong password); guessing is slowed per IP and needs a captcha per account after a few
 * failures (attempts.ts) — never a lockout someone else can trigger.
 */
export async function loginAccount(ctx: Ctx, p: { account: string; password: string; captchaId?: string; captchaAnswer?: string }): Promise<UserInfo> {
  const now = ctx.adapters.clock.now();
  const r = await ctx.db.transaction(async (tx): Promise<Attempt> => {
    const u = PHONE.test(p.account) ? await repo.activeUserByPhone(tx, p.account) : await repo.activeUserByAccount(tx, p.account);
    const known = u && u.id !== GUEST_ID ? u : undefined;
    const attempt: LoginAttempt = {
      kind: 'login', ip: ctx.ip, subject: known ? `user:${known.id}` : `name:${p.account.toLowerCase()}`,
      captcha: { id: p.captchaId, answer: p.captchaAnswer },
    };
    const refused = await attemptGate(tx, now, attempt);
    if (refused) return { ok: false, msbox: refused };
    const right = await verifyPassword(p.password, known?.passwordHash ?? null);
    if (!known || !right) {
      await attemptFailed(tx, now, attempt);
      return { ok: false, msbox: LOGIN_FAILED };
    }
    await attemptSucceeded(tx, attempt);
    return { ok: true, info: await startSession(ctx, tx, known, 'password') };
  });
  if (!r.ok) fail(r.msbox);
  return r.info;
}

/** POST /login/phone: SMS login; a new phone gets an account. */
export async function loginPhone(ctx: Ctx, p: { phone: string; code: string; share?: string }): Promise<UserInfo> {
  return withSmsCode(ctx, p.phone, ['login', 'register'], p.code, async (tx) => {
    const u = await findOrCreateByPhone(ctx, tx, p.phone, p.share);
    return startSession(ctx, tx, u, 'sms');
  });
}

/**
 * POST /login/verify: check the code, set the password, log in (register and forget-password screens). Resetting an
 * existing password ends the user's other sessions.
 */
export async function loginVerify(ctx: Ctx, p: { phone: string; code: string; password: string; share?: string }): Promise<UserInfo> {
  const hash = await hashPassword(p.password);
  return withSmsCode(ctx, p.phone, ['register', 'reset', 'login'], p.code, async (tx) => {
    const u = await findOrCreateByPhone(ctx, tx, p.phone, p.share);
    const now = ctx.adapters.clock.now();
    if (u.passwordHash) await repo.revokeUserSessions(tx, u.id, now);
    const updated = await repo.updateUser(tx, u.id, { passwordHash: hash }, now);
    await attemptSucceeded(tx, { kind: 'login', ip: ctx.ip, subject: `user:${u.id}` });
    return startSession(ctx, tx, updated!, 'verify');
  });
}

/** GET /user/login/debug: code = a phone (created when new) or a user id; closed in production. */
export async function loginDebug(ctx: Ctx, p: { code: string }): Promise<UserInfo> {
  if (ctx.config.production) fail('调试登录已关闭');
  return ctx.db.transaction(async (tx) => {
    let u: UserRow | undefined;
    if (PHONE.test(p.code)) u = await findOrCreateByPhone(ctx, tx, p.code);
    else if (/^\d{1,9}$/.test(p.code)) u = await repo.userById(tx, Number(p.code));
    else fail('调试码应为手机号或用户ID');
    if (!u || u.status !== 'active') fail('用户不存在');
    if (u.id === GUEST_ID) fail('不能以游客身份调试登录');
    return startSession(ctx, tx, u, 'debug');
  });
}

/** The WeChat adapter: not configured in this build, so every WeChat call answers msg 0. */
export function wxNotConfigured(): never {
  fail(WX_NOT_CONFIGURED);
}

/** GET/POST /user/check/user: the stored token is valid (the route layer answered 401 otherwise). */
export async function checkUser(ctx: Ctx<'session'>) {
  const u = await repo.userById(ctx.db, ctx.user.id);
  if (!u) fail('用户不存在');
  return { valid: true as const, userInfo: userInfo(u, ctx.token!) };
}
