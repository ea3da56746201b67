/** Clan activities (contract/albums.ts): published by editors to the project's readers, photos from own uploads, sign-ups. */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/albums';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { canEditClan, onProjectDelete, requireProjectRole } from '../projects/index';
import { ownImage } from '../files/index';
import * as repo from './activities.repo';
import type { ActivityRow } from './activities.repo';

async function out(ctx: Ctx, r: ActivityRow, canEdit: boolean): Promise<c.Activity> {
  const s = await repo.signupsOf(ctx.db, r.projectId, r.id);
  const me = ctx.user && !ctx.user.isGuest ? ctx.user.id : 0;
  return {
    id: r.id, projectId: r.projectId, title: r.title, kind: r.kind as c.Activity['kind'], day: r.day, place: r.place, description: r.description,
    photos: r.photos, signups: s.map((x) => ({ name: x.name, people: x.people })), total: s.reduce((n, x) => n + x.people, 0),
    mine: s.some((x) => x.userId === me), canEdit,
  };
}

async function readable(ctx: Ctx, id: number) {
  const r = await repo.locateActivity(ctx.db, id);
  if (!r) fail('活动不存在');
  const a = await requireProjectRole(ctx, r.projectId, 'visitor');
  return { r, a };
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.activitySave>): Promise<Reply<typeof c.activitySave>> {
  const a = await requireProjectRole(ctx, p.projectId, 'visitor');
  must(canEditClan(a), MESSAGES.forbidden);
  const photos: string[] = [];
  for (const fileId of p.fileIds) {
    const f = await ownImage(ctx, fileId);
    if (!f) fail('照片不存在或不是您上传的图片');
    photos.push(f.url);
  }
  const set = { title: p.title, kind: p.kind, day: p.day, place: p.place, description: p.description };
  if (p.id) {
    const { r } = await readable(ctx, p.id);
    must(r.projectId === p.projectId, '活动不属于该家族');
    return out(ctx, await repo.updateActivity(ctx.db, r.projectId, r.id, { ...set, photos: [...r.photos, ...photos].slice(0, 50) }), true);
  }
  return out(ctx, await repo.insertActivity(ctx.db, { ...set, photos, projectId: p.projectId, createdBy: ctx.user.id, createdAt: ctx.adapters.clock.now() }), true);
}

export async function get(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.activityGet>> {
  const { r, a } = await readable(ctx, p.id);
  return out(ctx, r, canEditClan(a));
}

export async function list(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.activityList>> {
  const a = await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.activitiesOf(ctx.db, p.projectId);
  return Promise.all(rows.map((r) => out(ctx, r, canEditClan(a))));
}

export async function signup(ctx: Ctx<'user'>, p: ParsedParams<typeof c.activitySignup>): Promise<Reply<typeof c.activitySignup>> {
  const { r, a } = await readable(ctx, p.id);
  if (p.cancel) await repo.deleteSignup(ctx.db, r.projectId, r.id, ctx.user.id);
  else await repo.upsertSignup(ctx.db, { projectId: r.projectId, activityId: r.id, userId: ctx.user.id, name: p.name, people: p.people, createdAt: ctx.adapters.clock.now() });
  return out(ctx, r, canEditClan(a));
}

onProjectDelete((tx, projectId) => repo.deleteProjectActivities(tx, projectId));
