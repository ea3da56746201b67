/**
 * Invite tokens (one module for 采丁 shares, assistant binds, team and member-bind invites): the link carries
 * `<projectId>.<inviteId>.<secret>`; the secret is 256 random bits and only its sha256 is stored, so a token cannot be
 * forged or guessed, and it expires (`expiresAt`). `maxUses` = 1 for a personal invite (used once), null for a share.
 * A used or expired token is refused with a message that says so.
 */
import type { InviteKind } from '@contract/collect';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { sha256 } from '../../adapters/ids';
import * as repo from './invites.repo';
import type { InviteRow } from './invites.repo';
import { onProjectDelete } from './cleanup';

export type { InviteRow };

export const INVITE_EXPIRED = '邀请已过期，请联系邀请人重新分享';
export const INVITE_USED = '邀请已被使用';
export const INVITE_INVALID = '邀请无效或已被撤销';
const DAY = 86_400_000;

export interface IssuedInvite { token: string; path: string; expiresAt: string }

export async function issueInvite(ctx: Ctx<'user'>, db: Tx, v: { projectId: number; kind: InviteKind; targetId: number; role?: string; days: number; maxUses: number | null }): Promise<IssuedInvite> {
  const now = ctx.adapters.clock.now();
  const secret = ctx.adapters.ids.token();
  const expiresAt = new Date(now.getTime() + v.days * DAY);
  const row = await repo.insertInvite(db, {
    projectId: v.projectId, kind: v.kind, targetId: v.targetId, role: v.role ?? '', secretHash: sha256(secret),
    maxUses: v.maxUses, createdBy: ctx.user.id, expiresAt, createdAt: now,
  });
  const token = `${v.projectId}.${row.id}.${secret}`;
  return { token, path: `/pages/scan/index?q=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The live invite of `token` (of `kind` when given), or msg 0: invalid / expired / used. */
export async function readInvite(ctx: Ctx, token: string, kind?: InviteKind): Promise<InviteRow> {
  const m = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) fail(INVITE_INVALID);
  const row = await repo.inviteById(ctx.db, Number(m[1]), Number(m[2]));
  if (!row || row.secretHash !== sha256(m[3]) || (kind && row.kind !== kind)) fail(INVITE_INVALID);
  if (row.expiresAt.getTime() <= ctx.adapters.clock.now().getTime()) fail(INVITE_EXPIRED);
  if (row.maxUses !== null && row.uses >= row.maxUses) fail(INVITE_USED);
  return row;
}

/** Count a use of a limited invite (in the accepting transaction); a concurrent use of the last one is refused. */
export async function spendInvite(db: Tx, row: InviteRow): Promise<void> {
  if (!(await repo.useInvite(db, row.projectId, row.id))) fail(INVITE_USED);
}

onProjectDelete((tx, projectId) => repo.deleteProjectInvites(tx, projectId));
