/**
 * Who may read and write a conversation — the one rule of every chat call and of the `chat:<id>` topic:
 * direct: its two users; clan: members of the clan's project (成员 or higher); team: its editing team (协作者 or
 * higher). A group member gets his member row (read position, settings) the first time he comes in.
 */
import { ROLE_RANK, type ProjectRole } from '@contract/projects';
import { CHAT_MESSAGES as M } from '@contract/chat';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { MESSAGES } from '@contract/common/index';
import { projectAccess, type ProjectAccess } from '../projects/index';
import { findClan } from '../clans/index';
import { staffRolesOf } from '../staff/index';
import * as repo from './chat.repo';

export interface ConversationAccess {
  conv: repo.ConversationRow;
  me: repo.MemberRow;
  /** The project access in a group (null in 1:1). */
  access: ProjectAccess | null;
  /** A 客服 in a service conversation (not its user): his `me` is the staff's place (staff_read_seq). */
  staff?: boolean;
}

/** The user of a service conversation ('s:<userId>'). */
export const serviceOwner = (conv: repo.ConversationRow): number => Number(conv.key.split(':')[1]);

/** May he answer customer service (客服 or admin)? */
export async function isServiceStaff(ctx: Pick<Ctx, 'db' | 'user'>): Promise<boolean> {
  const roles = await staffRolesOf(ctx.db, ctx.user && !ctx.user.isGuest ? ctx.user.id : undefined);
  return roles.includes('service') || roles.includes('admin');
}

/** The project role a group needs. */
export const GROUP_ROLE: Record<'clan' | 'team', ProjectRole> = { clan: 'member', team: 'collaborator' };

/** His access to a project group, refused with the group's message. */
export async function requireGroupRole(ctx: Ctx, kind: 'clan' | 'team', projectId: number): Promise<ProjectAccess> {
  const a = await projectAccess(ctx, projectId).catch(() => null);
  if (!a || !a.role || ROLE_RANK[a.role] < ROLE_RANK[GROUP_ROLE[kind]]) fail(kind === 'clan' ? M.clanMembersOnly : M.teamOnly);
  return a;
}

/** The conversation and his place in it; msg 0 when it does not exist or he may not be in it. */
export async function requireConversation(ctx: Ctx, id: number): Promise<ConversationAccess> {
  if (!ctx.user || ctx.user.isGuest) fail(MESSAGES.loginFirst);
  const conv = await repo.conversationById(ctx.db, id);
  if (!conv) fail(M.notFound);
  const userId = ctx.user.id;
  if (conv.kind === 'service') {
    if (serviceOwner(conv) === userId) {
      let me = await repo.memberOf(ctx.db, id, userId);
      if (!me) {
        await repo.join(ctx.db, id, userId, ctx.adapters.clock.now());
        me = (await repo.memberOf(ctx.db, id, userId))!;
      }
      return { conv, me, access: null };
    }
    if (!(await isServiceStaff(ctx))) fail(M.notMember);
    const t = await repo.serviceTicket(ctx.db, id);
    const me: repo.MemberRow = {
      conversationId: id, userId, readSeq: t?.staffReadSeq ?? 0, clearedSeq: 0, hidden: false, pinned: false, muted: false,
      silencedUntil: null, joinedAt: conv.createdAt,
    };
    return { conv, me, access: null, staff: true };
  }
  if (conv.kind === 'direct') {
    const me = await repo.memberOf(ctx.db, id, userId);
    if (!me) fail(M.notMember);
    return { conv, me, access: null };
  }
  const kind = conv.kind as 'clan' | 'team';
  if (kind === 'clan' && !(conv.clanId && await findClan(ctx.db, conv.clanId))) fail(M.notFound);
  const access = await requireGroupRole(ctx, kind, conv.projectId!);
  let me = await repo.memberOf(ctx.db, id, userId);
  if (!me) {
    await repo.join(ctx.db, id, userId, ctx.adapters.clock.now());
    me = (await repo.memberOf(ctx.db, id, userId))!;
  }
  return { conv, me, access };
}

/** The other user of a direct conversation. */
export function peerOf(conv: repo.ConversationRow, userId: number): number | null {
  if (conv.kind !== 'direct') return null;
  const [, a, b] = conv.key.split(':').map(Number);
  return a === userId ? b : a;
}
