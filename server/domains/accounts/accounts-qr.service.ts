/**
 * QR login: the desktop creates a code (2 minutes) and polls it; a logged-in phone scans it, then confirms; the
 * desktop's next poll gets a new session for that user, once.
 */
import { QR_LOGIN_TTL_SECONDS, type QrStatus, type UserInfo } from '@contract/accounts';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './accounts.repo';
import * as auth from './accounts-auth.repo';
import { startSession } from './accounts.service';

/** After confirmation the desktop has this long past the code's expiry to pick up its session. */
const PICKUP_GRACE_MS = 60_000;

/** GET /login/scan/create (desktop). */
export async function createQr(ctx: Ctx) {
  const now = ctx.adapters.clock.now();
  const code = ctx.adapters.ids.short();
  const expiresAt = new Date(now.getTime() + QR_LOGIN_TTL_SECONDS * 1000);
  await auth.insertQrLogin(ctx.db, { code, now, expiresAt });
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  return { code, expiresAt: expiresAt.toISOString(), qrText: `${base}/#/pages/account/scan?code=${encodeURIComponent(code)}` };
}

/** GET /login/scan (phone): mark scanned, or with confirm let the desktop in as this user. */
export async function scanQr(ctx: Ctx<'user'>, p: { code: string; confirm?: boolean }): Promise<{ status: QrStatus }> {
  const now = ctx.adapters.clock.now();
  const me = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const q = await auth.lockQrLogin(tx, p.code);
    if (!q) fail('二维码无效');
    if (q.userId && q.userId !== me) fail('二维码已被其他账号扫描');
    if (q.status === 'confirmed' && p.confirm) return { status: 'confirmed' as const };
    if (q.status === 'consumed' || q.status === 'confirmed') fail('二维码已使用，请在电脑上刷新');
    if (q.expiresAt <= now) fail('二维码已过期，请在电脑上刷新');
    const status = p.confirm ? 'confirmed' : 'scanned';
    await auth.updateQrLogin(tx, q.code, { status, userId: me });
    return { status };
  });
}

/** GET /login/scan/status (desktop poll). */
export async function qrStatus(ctx: Ctx, p: { code: string }): Promise<{ status: QrStatus; userInfo?: UserInfo }> {
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    const q = await auth.lockQrLogin(tx, p.code);
    if (!q) fail('二维码无效');
    if (q.status === 'consumed') return { status: 'consumed' as const };
    if (q.status === 'confirmed') {
      const u = q.userId ? await repo.userById(tx, q.userId) : undefined;
      if (now.getTime() >= q.expiresAt.getTime() + PICKUP_GRACE_MS || !u || u.status !== 'active') return { status: 'expired' as const };
      await auth.updateQrLogin(tx, q.code, { status: 'consumed' });
      return { status: 'confirmed' as const, userInfo: await startSession(ctx, tx, u, 'scan') };
    }
    if (q.expiresAt <= now) return { status: 'expired' as const };
    return { status: q.status === 'scanned' ? ('scanned' as const) : ('waiting' as const) };
  });
}
