/**
 * Access grants (`ap`) of a project: the password grant (/project/verify/password) and guest tickets
 * (/project/ticket/guest, /project/ticket/guest/clan and /clan/ticket/guest all issue through issueGuestTicket:
 * one rule — the caller holds the 'project.ticket' permission; the ticket is a 'guest' grant, so changing the
 * view password does not end it), and the ticket check.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { sha256 } from '../../adapters/ids';
import { attemptFailed, attemptGate, verifyPassword as checkPassword, type Attempt } from '../accounts/index';
import { grantExpiry, projectAccess } from './access';
import * as access from './access.repo';
import { clanProjectId } from './projects.repo';

const DAY_MS = 86_400_000;
/** Days a password grant lasts. */
const AP_DAYS = 7;

export async function verifyPassword(ctx: Ctx, p: ParsedParams<typeof c.verifyPassword>): Promise<Reply<typeof c.verifyPassword>> {
  const a = await projectAccess(ctx, p.projectId);
  const hash = a.project.privacy === 'password' ? a.project.viewPasswordHash : null;
  must(hash, '该家族未设置访问密码');
  // guessing is slowed per IP and needs a captcha for this project after a few misses (accounts attempts.ts)
  const now = ctx.adapters.clock.now();
  const attempt: Attempt = { kind: 'viewPassword', ip: ctx.ip, subject: `project:${p.projectId}`, captcha: { id: p.captchaId, answer: p.captchaAnswer } };
  const refused = await ctx.db.transaction(async (tx) => {
    const r = await attemptGate(tx, now, attempt);
    if (r) return r;
    if (await checkPassword(p.password, hash)) return null;
    await attemptFailed(tx, now, attempt);
    return '访问密码错误';
  });
  if (refused) fail(refused);
  const ap = ctx.adapters.ids.token();
  const expiresAt = new Date(now.getTime() + AP_DAYS * DAY_MS);
  await access.insertGrant(ctx.db, { projectId: p.projectId, tokenHash: sha256(ap), kind: 'password', expiresAt });
  return { ap, expiresAt: expiresAt.toISOString() };
}

/** A guest ticket for `days` days: only for a caller holding 'project.ticket' (admins; 协管员 unless their role lost it). */
export async function issueGuestTicket(ctx: Ctx<'user'>, projectId: number, days: number): Promise<{ ap: string; expiresAt: Date }> {
  const a = await projectAccess(ctx, projectId);
  if (!a.permissions.has('project.ticket')) fail(MESSAGES.forbidden);
  const ap = ctx.adapters.ids.token();
  const expiresAt = new Date(ctx.adapters.clock.now().getTime() + days * DAY_MS);
  await access.insertGrant(ctx.db, { projectId, tokenHash: sha256(ap), kind: 'guest', createdBy: ctx.user.id, expiresAt });
  return { ap, expiresAt };
}

async function ticketOut(ctx: Ctx<'user'>, projectId: number, days: number, clanId?: number) {
  const { ap, expiresAt } = await issueGuestTicket(ctx, projectId, days);
  const url = `/clan/index?projectId=${projectId}${clanId ? `&clanId=${clanId}` : ''}&ap=${encodeURIComponent(ap)}`;
  return { ap, projectId, expiresAt: expiresAt.toISOString(), url };
}

export const ticketGuest = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuest>) => ticketOut(ctx, p.projectId, p.days);

export async function ticketGuestClan(ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuestClan>): Promise<Reply<typeof c.ticketGuestClan>> {
  const projectId = await clanProjectId(ctx.db, p.clanId);
  if (projectId === undefined) fail('族谱不存在');
  return { ...(await ticketOut(ctx, projectId, p.days, p.clanId)), clanId: p.clanId };
}

export async function ticketCheck(ctx: Ctx, p: ParsedParams<typeof c.ticketCheck>): Promise<Reply<typeof c.ticketCheck>> {
  const a = await projectAccess(ctx, p.id, p.ap);
  const until = await grantExpiry(ctx, p.id, p.ap ?? ctx.headers.ap);
  if (!until) return { valid: false, expiresAt: null, needsPassword: a.needsPassword };
  return { valid: true, expiresAt: until.toISOString(), needsPassword: false };
}
