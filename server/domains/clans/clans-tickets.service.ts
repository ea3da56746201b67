/** Guest tickets by clan (/clan/ticket/*): issued and checked by the projects domain's one rule (project-grants). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { grantExpiry, issueGuestTicket, projectAccess } from '../projects/index';
import * as repo from './clans.repo';

export async function ticketCheck(ctx: Ctx, p: ParsedParams<typeof c.ticketCheck>): Promise<Reply<typeof c.ticketCheck>> {
  const clan = await repo.clanById(ctx.db, p.clanId);
  if (!clan) fail('族谱不存在');
  const ap = p.ap ?? ctx.headers.ap;
  const a = await projectAccess(ctx, clan.projectId, ap);
  const until = await grantExpiry(ctx, clan.projectId, ap);
  return { clanId: clan.id, canRead: a.canRead, needsPassword: a.needsPassword, role: a.role, expiresAt: until ? until.toISOString() : null };
}

export async function ticketGuest(ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuest>): Promise<Reply<typeof c.ticketGuest>> {
  const clan = await repo.clanById(ctx.db, p.clanId);
  if (!clan) fail('族谱不存在');
  const { ap, expiresAt } = await issueGuestTicket(ctx, clan.projectId, p.days);
  return { ticket: ap, expiresAt: expiresAt.toISOString(), projectId: clan.projectId };
}
