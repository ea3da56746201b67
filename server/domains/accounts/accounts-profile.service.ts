/** The profile: the user's own (baseInfo, save, signature, images, default page, surname) and other users' cards. */
import { emitEvent } from '../../events/index';
import type { Profile } from '@contract/accounts';
import { chinaDay, isCalendarDate } from '@model/datetime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { GUEST_ID } from '../../http/session';
import * as repo from './accounts.repo';
import type { UserPatch, UserRow } from './accounts.repo';
import { profile, publicProfile } from './accounts.views';
import { boundMemberOf } from '../reviews/index';
import { readMemberRecord } from '../clan-members/index';

const STALE = '资料已在别处修改，请刷新后再试';

async function own(ctx: Ctx<'user'>): Promise<UserRow> {
  const u = await repo.userById(ctx.db, ctx.user.id);
  if (!u) fail('用户不存在');
  return u;
}

/** Change the caller's columns; with `version`, refuse when the row changed meanwhile. */
async function patchOwn(ctx: Ctx<'user'>, patch: UserPatch, version?: number): Promise<UserRow> {
  const now = ctx.adapters.clock.now();
  const u = await repo.updateUser(ctx.db, ctx.user.id, patch, now, version);
  if (!u) fail(version === undefined ? '用户不存在' : STALE);
  if (u.nickname && u.realName && u.photo) await emitEvent(ctx.db, 'profile.completed', { userId: u.id }, now);
  return u;
}

/** GET /user/baseInfo */
export async function baseInfo(ctx: Ctx<'user'>): Promise<Profile> {
  return profile(await own(ctx));
}

/** GET /user/detail: another user's public card (a deleted user shows as 已注销用户). */
export async function userDetail(ctx: Ctx, p: { id: number }) {
  const u = p.id === GUEST_ID ? undefined : await repo.userById(ctx.db, p.id);
  if (!u) fail('用户不存在');
  return publicProfile(u);
}

/** A real calendar date between 1900-01-01 and today, or ''. */
function checkBirthday(s: string, now: Date): void {
  if (!s) return;
  if (!isCalendarDate(s)) fail('生日不是有效的日期');
  if (s < '1900-01-01' || s > chinaDay(now)) fail('生日超出范围');
}

export interface DetailSave {
  nickname?: string;
  firstName?: string;
  realName?: string;
  gender?: number;
  city?: string;
  birthday?: string;
  signature?: string;
  version?: number;
}

/** POST /user/detail/save: only the fields given change. */
export async function saveDetail(ctx: Ctx<'user'>, p: DetailSave): Promise<Profile> {
  if (p.birthday !== undefined) checkBirthday(p.birthday, ctx.adapters.clock.now());
  const patch: UserPatch = {};
  for (const k of ['nickname', 'firstName', 'realName', 'gender', 'city', 'birthday', 'signature'] as const) {
    if (p[k] !== undefined) (patch as Record<string, unknown>)[k] = p[k];
  }
  return profile(await patchOwn(ctx, patch, p.version));
}

/** GET /user/update/signature */
export async function updateSignature(ctx: Ctx<'user'>, p: { signature: string }) {
  return { signature: (await patchOwn(ctx, { signature: p.signature })).signature };
}

/** POST /user/update/photo — the url is a /files/… path from the upload calls (or '' to clear). */
export async function updatePhoto(ctx: Ctx<'user'>, p: { url: string }) {
  return { photo: (await patchOwn(ctx, { photo: p.url })).photo };
}

/** POST /user/update/background */
export async function updateBackground(ctx: Ctx<'user'>, p: { url: string }) {
  return { background: (await patchOwn(ctx, { background: p.url })).background };
}

/** POST /user/default-page/:x */
export async function setDefaultPage(ctx: Ctx<'user'>, p: { x: number }) {
  return { defaultPage: (await patchOwn(ctx, { defaultPage: p.x })).defaultPage };
}

/** GET /user/first-name */
export async function setFirstName(ctx: Ctx<'user'>, p: { firstName: string }) {
  return { firstName: (await patchOwn(ctx, { firstName: p.firstName })).firstName };
}

/** GET /user/first-name/count: users sharing the caller's surname, the caller included. */
export async function firstNameCount(ctx: Ctx<'user'>) {
  const { firstName } = await own(ctx);
  return { firstName, count: firstName ? await repo.countActiveUsersWithFirstName(ctx.db, firstName) : 0 };
}

/**
 * GET /user/detail/user-or-member and /user/detail/user-and-member: the user's card and the clan member — the one
 * asked for (memberId), or the member the user is bound to as 本人 in projectId. Reading the member follows the
 * clan's access rules (msg 0 when the caller may not read it) and hides living members' dates as every member read does.
 */
export async function userOrMember(ctx: Ctx, p: { projectId?: number; userId?: number; memberId?: number }) {
  if (!p.userId && !p.memberId) fail('请填写用户ID或族人ID');
  const u = p.userId && p.userId !== GUEST_ID ? await repo.userById(ctx.db, p.userId) : undefined;
  if (p.userId && !u) fail('用户不存在');
  let memberId = p.memberId;
  if (!memberId && p.userId && p.projectId) memberId = (await boundMemberOf(ctx.db, p.projectId, p.userId))?.memberId;
  let member = null;
  if (memberId) {
    const read = await readMemberRecord(ctx, memberId);
    if (!read) fail('族人不存在');
    if (p.projectId && read.projectId !== p.projectId) fail('族人不在该家族中');
    member = read.record;
  }
  return { user: u ? publicProfile(u) : null, member };
}
