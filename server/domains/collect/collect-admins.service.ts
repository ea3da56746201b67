/**
 * 采集助手 (collection assistants): bound by phone (spec §6) with a one-time invite link; list, detail with the
 * households he collected, unbind. And the invite landing (/pages/scan/index?q=…): open says what the invite is,
 * accept binds the assistant / lands the filler on the household form.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import * as c from '@contract/collect';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { maskPhone } from '../accounts/index';
import { projectAccess, issueInvite, readInvite, spendInvite, acceptTeamInvite, teamInviteInfo } from '../projects/index';
import * as repo from './collect.repo';
import type { AdminRow } from './collect.repo';
import { acceptBindInvite, bindInviteInfo } from '../reviews/index';
import { campaignAccess, requireManage } from './collect.service';
import { familiesOut } from './collect-families.service';

async function adminsOut(ctx: Ctx<'user'>, rows: { a: AdminRow; families: number; submitted: number }[]): Promise<c.Assistant[]> {
  return rows.map(({ a, families, submitted }) => ({
    id: a.id, collectId: a.collectId, userId: a.userId, name: a.name, phone: maskPhone(a.phone), bound: a.userId !== null,
    families, submitted, createdAt: a.createdAt.toISOString(),
  }));
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.adminList>): Promise<Reply<typeof c.adminList>> {
  const a = await requireManage(ctx, p.collectId);
  const rows = await repo.adminPage(ctx.db, a.c.projectId, a.c.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await adminsOut(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

async function adminAccess(ctx: Ctx<'user'>, id: number) {
  const row = await repo.locateAdmin(ctx.db, id);
  if (!row) fail('采集助手不存在');
  const a = await campaignAccess(ctx, row.collectId);
  must(a.manage || a.assistant?.id === row.id, '没有权限');
  return { row, a };
}

export async function get(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.adminGet>> {
  const { row, a } = await adminAccess(ctx, p.id);
  const families = await repo.familiesOfAdmin(ctx.db, row.projectId, row.id);
  const [out] = await adminsOut(ctx, [{ a: row, families: families.length, submitted: families.filter((f) => f.status === 1 || f.status === 2).length }]);
  return { ...out, familiesList: await familiesOut(ctx, families, a) };
}

export async function bind(ctx: Ctx<'user'>, p: ParsedParams<typeof c.adminBind>): Promise<Reply<typeof c.adminBind>> {
  const a = await requireManage(ctx, p.collectId);
  const user = await repo.userByPhone(ctx.db, p.phone);
  const row = await repo.upsertAdmin(ctx.db, { projectId: a.c.projectId, collectId: a.c.id, phone: p.phone, name: p.name, userId: user?.id ?? null, createdAt: ctx.adapters.clock.now() });
  const invite = await issueInvite(ctx, ctx.db, { projectId: a.c.projectId, kind: 'assist', targetId: row.id, days: 7, maxUses: 1 });
  const [out] = await adminsOut(ctx, [{ a: row, families: 0, submitted: 0 }]);
  return { ...out, invite };
}

export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const row = await repo.locateAdmin(ctx.db, p.id);
  if (!row) fail('采集助手不存在');
  await requireManage(ctx, row.collectId);
  await repo.deleteAdmin(ctx.db, row.projectId, row.id);
  return null;
}

// ——— Invite landing ———

const collectPath = (collectId: number, token: string) => `/clan/collect/family-create?id=${collectId}&q=${encodeURIComponent(token)}`;

export async function open(ctx: Ctx, p: { q: string }): Promise<Reply<typeof c.inviteOpen>> {
  const inv = await readInvite(ctx, p.q);
  const { project } = await projectAccess(ctx, inv.projectId);
  const inviter = (await repo.userBriefs(ctx.db, [inv.createdBy])).get(inv.createdBy)?.name ?? '';
  const base = { kind: inv.kind as c.InviteKind, projectId: inv.projectId, projectName: project.name, inviter, expiresAt: inv.expiresAt.toISOString() };
  if (inv.kind === 'collect') {
    const row = await repo.collectById(ctx.db, inv.projectId, inv.targetId);
    if (!row) fail('采丁不存在');
    return { ...base, title: row.title, path: collectPath(row.id, p.q), collectId: row.id };
  }
  if (inv.kind === 'assist') {
    const admin = await repo.adminById(ctx.db, inv.projectId, inv.targetId);
    if (!admin) fail('该采集助手邀请已被撤销');
    const row = await repo.collectById(ctx.db, inv.projectId, admin.collectId);
    if (!row) fail('采丁不存在');
    return { ...base, title: `${row.title}·采集助手`, path: `/clan/collect/assist?id=${row.id}`, collectId: row.id };
  }
  if (inv.kind === 'team') {
    return { ...base, title: `加入修谱团队·${teamInviteInfo(inv).roleName}`, path: `/clan/team/inviteFriend?id=${encodeURIComponent(p.q)}`, collectId: null };
  }
  if (inv.kind === 'bind') {
    const b = await bindInviteInfo(ctx, inv);
    return { ...base, title: `认领族人·${b.memberName}`, path: `/clan/member/edit?clanId=${b.clanId}&id=${b.memberId}&readonly=1`, collectId: null };
  }
  fail('暂不支持该邀请');
}

export async function accept(ctx: Ctx<'user'>, p: { q: string }): Promise<Reply<typeof c.inviteAccept>> {
  const inv = await readInvite(ctx, p.q);
  if (inv.kind === 'collect') {
    const row = await repo.collectById(ctx.db, inv.projectId, inv.targetId);
    if (!row) fail('采丁不存在');
    return { kind: 'collect', projectId: inv.projectId, path: collectPath(row.id, p.q) };
  }
  if (inv.kind === 'assist') {
    const admin = await repo.adminById(ctx.db, inv.projectId, inv.targetId);
    if (!admin) fail('该采集助手邀请已被撤销');
    const phone = (await repo.userBriefs(ctx.db, [ctx.user.id])).get(ctx.user.id)?.phone ?? '';
    must(phone === admin.phone, `该邀请发给手机号 ${maskPhone(admin.phone)}，请用该手机号登录后接受`);
    await ctx.db.transaction(async (tx) => {
      await spendInvite(tx, inv);
      await repo.setAdminUser(tx, inv.projectId, admin.id, ctx.user.id);
    });
    return { kind: 'assist', projectId: inv.projectId, path: `/clan/collect/assist?id=${admin.collectId}` };
  }
  if (inv.kind === 'team') return { kind: 'team', projectId: inv.projectId, path: await acceptTeamInvite(ctx, inv) };
  if (inv.kind === 'bind') return { kind: 'bind', projectId: inv.projectId, path: await acceptBindInvite(ctx, inv) };
  fail('暂不支持该邀请');
}
