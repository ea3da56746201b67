/**
 * SMS codes and image captchas: sending with limits (1 a minute and 10 a day per phone, 30 an hour per IP),
 * signed sends (date hash + a passed captcha), and checking a code (5 minutes, 5 wrong tries, used once).
 */
import { SMS_LIMITS, smsSignHash, type SmsType } from '@contract/accounts';
import { chinaDayStart } from '@model/datetime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { sha256 } from '../../adapters/ids';
import * as repo from './accounts.repo';
import * as auth from './accounts-auth.repo';
import { eventsWithin, recordEvent } from './rate-limit';
import { maskPhone } from './accounts.views';
import { captchaHash, sameHash } from './captcha';
import { attemptFailed, attemptGate, type Attempt } from './attempts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const CAPTCHA_TTL_MS = 5 * MIN;
const CAPTCHAS_PER_IP_PER_HOUR = 120;

const PURPOSE_TEXT: Record<SmsType, string> = {
  login: '登录',
  register: '注册',
  reset: '找回密码',
  bind: '绑定手机号',
  change: '修改账号信息',
  logout: '注销账号',
};

const codeHash = (phone: string, code: string) => sha256(`sms:${phone}:${code}`);

/** `x` of /sms/:x: a phone, or `me` = the logged-in user's own phone. */
async function targetPhone(ctx: Ctx, x: string): Promise<string> {
  if (x !== 'me') return x;
  if (!ctx.user || ctx.user.isGuest) fail('请先登录');
  const u = await repo.userById(ctx.db, ctx.user.id);
  if (!u?.phone) fail('请先绑定手机号');
  return u.phone;
}

/** Refuse codes that could not be used for their purpose (so no SMS is wasted). */
async function checkPurpose(ctx: Ctx, db: Tx, phone: string, type: SmsType): Promise<void> {
  const owner = await repo.activeUserByPhone(db, phone);
  const me = ctx.user && !ctx.user.isGuest ? ctx.user.id : null;
  switch (type) {
    case 'register':
      if (owner?.passwordHash) fail('该手机号已注册，请直接登录');
      return;
    case 'reset':
      if (!owner) fail('该手机号未注册');
      return;
    case 'bind':
    case 'change':
      if (owner && owner.id !== me) fail('该手机号已被其他账号使用');
      return;
    case 'logout':
      if (!me) fail('请先登录');
      if (!owner || owner.id !== me) fail('请使用本账号绑定的手机号接收验证码');
      return;
    default:
      return;
  }
}

export interface SendParams {
  x: string;
  type: SmsType;
}

/** GET /sms/:x */
export async function sendCode(ctx: Ctx, p: SendParams) {
  const phone = await targetPhone(ctx, p.x);
  return ctx.db.transaction((tx) => send(ctx, tx, phone, p.type));
}

/** GET /sms/sign/:hash/:x — the hash of today or yesterday (China time) and a passed, unused captcha. */
export async function sendSignedCode(ctx: Ctx, p: SendParams & { hash: string; captchaId: string }) {
  const phone = await targetPhone(ctx, p.x);
  const now = ctx.adapters.clock.now();
  const valid = [now, new Date(now.getTime() - DAY)].some((d) => smsSignHash(phone, d) === p.hash);
  if (!valid) fail('签名无效，请刷新页面后重试');
  return ctx.db.transaction(async (tx) => {
    const c = await auth.lockCaptcha(tx, p.captchaId);
    if (!c || !c.passedAt || c.usedAt || c.expiresAt <= now) fail('请先完成图形验证码');
    await auth.updateCaptcha(tx, c.id, { usedAt: now });
    return send(ctx, tx, phone, p.type);
  });
}

async function send(ctx: Ctx, tx: Tx, phone: string, type: SmsType) {
  const now = ctx.adapters.clock.now();
  await auth.lockKey(tx, `sms:${phone}`);
  await checkPurpose(ctx, tx, phone, type);
  const last = await auth.lastSmsSentAt(tx, phone);
  if (last && now.getTime() - last.getTime() < SMS_LIMITS.resendSeconds * 1000) fail('发送太频繁，请1分钟后再试');
  if ((await auth.countSmsSince(tx, phone, chinaDayStart(now))) >= SMS_LIMITS.perPhonePerDay) {
    fail('今日验证码发送次数已达上限，请明天再试');
  }
  const ipKey = `sms:ip:${ctx.ip}`;
  if ((await eventsWithin(tx, ipKey, now, HOUR)) >= SMS_LIMITS.perIpPerHour) fail('发送太频繁，请稍后再试');
  await recordEvent(tx, ipKey, now);

  const code = ctx.adapters.ids.digits(6);
  const expiresAt = new Date(now.getTime() + SMS_LIMITS.codeTtlSeconds * 1000);
  await auth.insertSmsCode(tx, { phone, purpose: type, codeHash: codeHash(phone, code), now, expiresAt });
  const text = `【族谱】验证码${code}，用于${PURPOSE_TEXT[type]}，5分钟内有效。如非本人操作，请忽略本短信。`;
  await ctx.adapters.sms.send(tx, phone, text, code);
  return { phone: maskPhone(phone), expiresIn: SMS_LIMITS.codeTtlSeconds, resendIn: SMS_LIMITS.resendSeconds };
}

type Check = { ok: true; id: number } | { ok: false; msbox: string };

/** Check a code against the newest one sent to `phone` for one of `purposes`; a wrong code counts a try. */
async function checkCode(tx: Tx, now: Date, phone: string, purposes: readonly SmsType[], code: string): Promise<Check> {
  const row = await auth.latestSmsCode(tx, phone, purposes);
  if (!row) return { ok: false, msbox: '请先获取验证码' };
  if (row.usedAt) return { ok: false, msbox: '验证码已使用，请重新获取' };
  if (row.attempts >= SMS_LIMITS.maxTries) return { ok: false, msbox: '验证码错误次数过多，请重新获取' };
  if (row.expiresAt <= now) return { ok: false, msbox: '验证码已过期，请重新获取' };
  if (sameHash(row.codeHash, codeHash(phone, code))) return { ok: true, id: row.id };
  const attempts = row.attempts + 1;
  await auth.setSmsCodeAttempts(tx, row.id, attempts);
  return { ok: false, msbox: attempts >= SMS_LIMITS.maxTries ? '验证码错误次数过多，请重新获取' : '验证码错误' };
}

/**
 * Run `work` in a transaction once the SMS code is right, and mark the code used with it. A wrong code is refused
 * after its try is saved; if `work` refuses, nothing changes and the code stays usable.
 */
export async function withSmsCode<T>(
  ctx: Ctx,
  phone: string,
  purposes: readonly SmsType[],
  code: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const now = ctx.adapters.clock.now();
  const attempt: Attempt = { kind: 'smsCode', ip: ctx.ip, subject: `phone:${phone}` };
  const r = await ctx.db.transaction(async (tx) => {
    const refused = await attemptGate(tx, now, attempt);
    if (refused) return { ok: false as const, msbox: refused };
    const c = await checkCode(tx, now, phone, purposes, code);
    if (!c.ok) {
      await attemptFailed(tx, now, attempt);
      return c;
    }
    const value = await work(tx);
    await auth.markSmsCodeUsed(tx, c.id, now);
    return { ok: true as const, value };
  });
  if (!r.ok) fail(r.msbox);
  return r.value;
}

/** GET /sms/captcha/image */
export async function captchaImage(ctx: Ctx) {
  const now = ctx.adapters.clock.now();
  // svg-captcha (with its font) loads on the first captcha, not with the server (issue #25)
  const svgCaptcha = (await import('svg-captcha')).default;
  return ctx.db.transaction(async (tx) => {
    const key = `captcha:ip:${ctx.ip}`;
    if ((await eventsWithin(tx, key, now, HOUR)) >= CAPTCHAS_PER_IP_PER_HOUR) fail('操作太频繁，请稍后再试');
    await recordEvent(tx, key, now);
    const img = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', background: '#f5f5f5' });
    const id = ctx.adapters.ids.short();
    await auth.insertCaptcha(tx, { id, answerHash: captchaHash(id, img.text), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
    if (!ctx.config.production) rememberAnswer(id, img.text);
    return { id, svg: img.data };
  });
}

/** POST /sms/captcha/validate: a wrong answer burns the captcha. */
export async function captchaValidate(ctx: Ctx, p: { id: string; answer: string }) {
  const now = ctx.adapters.clock.now();
  const msbox = await ctx.db.transaction(async (tx) => {
    const c = await auth.lockCaptcha(tx, p.id);
    if (!c || c.usedAt || c.expiresAt <= now) return '图形验证码已失效，请刷新';
    if (c.passedAt) return null;
    if (!sameHash(c.answerHash, captchaHash(c.id, p.answer))) {
      await auth.updateCaptcha(tx, c.id, { usedAt: now });
      return '验证码错误';
    }
    await auth.updateCaptcha(tx, c.id, { passedAt: now });
    return null;
  });
  if (msbox) fail(msbox);
  return { passed: true as const };
}

/** GET /debug/sms/outbox (registered outside production only). */
/** Outside production only: the answers of recent captchas, so the e2e test can get past the image. */
const debugAnswers = new Map<string, string>();
function rememberAnswer(id: string, answer: string) {
  debugAnswers.set(id, answer);
  if (debugAnswers.size > 200) debugAnswers.delete(debugAnswers.keys().next().value as string);
}
export function debugCaptcha(p: { id: string }) {
  const answer = debugAnswers.get(p.id);
  if (!answer) fail('图形验证码不存在');
  return { answer };
}

export async function debugOutbox(ctx: Ctx, p: { phone: string }) {
  const rows = await auth.latestOutbox(ctx.db, p.phone, 10);
  return { list: rows.map((r) => ({ code: r.code, text: r.text, createdAt: r.createdAt.toISOString() })) };
}
