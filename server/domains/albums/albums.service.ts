/** Clan albums (contract/albums.ts): privacy, photos from the uploader's own files, captions, member tags, cover. */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/albums';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { canEditClan, onProjectDelete, type ProjectAccess } from '../projects/index';
import { clanAccess, onClanDelete, type ClanRow } from '../clans/index';
import { findMembers, locateMember, memberLabels } from '../clan-members/index';
import { ownImage } from '../files/index';
import * as repo from './albums.repo';
import type { AlbumRow, PhotoRow } from './albums.repo';

/** The privacies this reader may see. */
function visible(a: ProjectAccess): c.AlbumPrivacy[] {
  if (a.role === 'admin' || a.role === 'manager') return ['readers', 'members', 'admins'];
  return a.role !== null ? ['readers', 'members'] : ['readers'];
}

async function albumAccess(ctx: Ctx, id: number, edit: boolean) {
  const album = await repo.locateAlbum(ctx.db, id);
  if (!album) fail('相册不存在');
  const { clan, access } = await clanAccess(ctx, album.clanId);
  must(visible(access).includes(album.privacy as c.AlbumPrivacy), MESSAGES.forbidden);
  if (edit) must(canEditClan(access), MESSAGES.forbidden);
  return { album, clan, access };
}

async function photosOut(ctx: Ctx, projectId: number, rows: PhotoRow[]): Promise<c.Photo[]> {
  const names = new Map((await memberLabels(ctx.db, projectId, [...new Set(rows.flatMap((r) => r.memberIds))])).map((l) => [l.id, l.name]));
  return rows.map((r) => ({
    id: r.id, albumId: r.albumId, url: r.url, thumbUrl: r.thumbUrl || r.url, caption: r.caption,
    members: r.memberIds.filter((m) => names.has(m)).map((m) => ({ id: m, name: names.get(m)! })), createdAt: r.createdAt.toISOString(),
  }));
}

async function albumsOut(ctx: Ctx, access: ProjectAccess, rows: AlbumRow[]): Promise<c.Album[]> {
  if (!rows.length) return [];
  const projectId = rows[0].projectId;
  const stats = new Map((await repo.photoStats(ctx.db, projectId, rows.map((r) => r.id))).map((s) => [s.albumId, s]));
  const covers = new Map((await repo.photosByIds(ctx.db, projectId, rows.map((r) => r.coverPhotoId ?? stats.get(r.id)?.first ?? 0).filter(Boolean))).map((p) => [p.id, p]));
  return rows.map((r) => {
    const coverId = r.coverPhotoId ?? stats.get(r.id)?.first ?? null;
    const cover = coverId ? covers.get(coverId) : undefined;
    return {
      id: r.id, projectId, clanId: r.clanId, name: r.name, description: r.description, privacy: r.privacy as c.AlbumPrivacy,
      privacyName: c.ALBUM_PRIVACY_NAMES[r.privacy as c.AlbumPrivacy], coverUrl: cover ? cover.thumbUrl || cover.url : '', coverPhotoId: cover?.id ?? null,
      photoCount: stats.get(r.id)?.n ?? 0, canEdit: canEditClan(access), updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function list(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.albumList>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  return { list: await albumsOut(ctx, access, await repo.albumsOfClan(ctx.db, clan, visible(access))), canEdit: canEditClan(access) };
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.albumSave>): Promise<Reply<typeof c.albumSave>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const now = ctx.adapters.clock.now();
  const set = { name: p.name, description: p.description, privacy: p.privacy, updatedAt: now };
  let row: AlbumRow;
  if (p.id) {
    const a = await albumAccess(ctx, p.id, true);
    must(a.album.clanId === clan.id, '相册不属于该族谱');
    row = await repo.updateAlbum(ctx.db, a.album.projectId, a.album.id, set);
  } else row = await repo.insertAlbum(ctx.db, { ...set, projectId: clan.projectId, clanId: clan.id, createdBy: ctx.user.id, createdAt: now });
  return (await albumsOut(ctx, access, [row]))[0];
}

export async function get(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.albumGet>> {
  const { album, access } = await albumAccess(ctx, p.id, false);
  const [out] = await albumsOut(ctx, access, [album]);
  return { ...out, photos: await photosOut(ctx, album.projectId, await repo.photosOf(ctx.db, album.projectId, album.id)) };
}

export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const { album } = await albumAccess(ctx, p.id, true);
  await ctx.db.transaction((tx) => repo.deleteAlbum(tx, album.projectId, album.id));
  return null;
}

export async function addPhotos(ctx: Ctx<'user'>, p: ParsedParams<typeof c.photoAdd>): Promise<Reply<typeof c.photoAdd>> {
  const { album } = await albumAccess(ctx, p.albumId, true);
  const now = ctx.adapters.clock.now();
  const existing = await repo.photosOf(ctx.db, album.projectId, album.id);
  const rows: Parameters<typeof repo.insertPhotos>[1] = [];
  for (const [i, fileId] of [...new Set(p.fileIds)].entries()) {
    const f = await ownImage(ctx, fileId);
    if (!f) fail('照片不存在或不是您上传的图片');
    rows.push({ projectId: album.projectId, albumId: album.id, fileId, url: f.url, thumbUrl: f.thumbUrl ?? '', sort: existing.length + i + 1, createdBy: ctx.user.id, createdAt: now });
  }
  const added = await ctx.db.transaction(async (tx) => {
    await repo.updateAlbum(tx, album.projectId, album.id, { updatedAt: now });
    return repo.insertPhotos(tx, rows);
  });
  return photosOut(ctx, album.projectId, added);
}

async function photoAccess(ctx: Ctx<'user'>, id: number) {
  const photo = await repo.locatePhoto(ctx.db, id);
  if (!photo) fail('照片不存在');
  return { photo, ...(await albumAccess(ctx, photo.albumId, true)) };
}

export async function savePhoto(ctx: Ctx<'user'>, p: ParsedParams<typeof c.photoSave>): Promise<Reply<typeof c.photoSave>> {
  const { photo, clan } = await photoAccess(ctx, p.id);
  const ids = [...new Set(p.memberIds)];
  must((await findMembers(ctx.db, clan as ClanRow, ids)).length === ids.length, '标记的族人不在本族谱中');
  const row = await repo.updatePhoto(ctx.db, photo.projectId, photo.id, { caption: p.caption, memberIds: ids });
  return (await photosOut(ctx, photo.projectId, [row]))[0];
}

export async function deletePhoto(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const { photo, album } = await photoAccess(ctx, p.id);
  await ctx.db.transaction(async (tx) => {
    await repo.deletePhoto(tx, photo.projectId, photo.id);
    if (album.coverPhotoId === photo.id) await repo.updateAlbum(tx, album.projectId, album.id, { coverPhotoId: null });
  });
  return null;
}

export async function cover(ctx: Ctx<'user'>, p: { id: number; photoId: number }): Promise<Reply<typeof c.albumCover>> {
  const { album, access } = await albumAccess(ctx, p.id, true);
  const [photo] = await repo.photosByIds(ctx.db, album.projectId, [p.photoId]);
  must(photo && photo.albumId === album.id, '照片不在该相册中');
  return (await albumsOut(ctx, access, [await repo.updateAlbum(ctx.db, album.projectId, album.id, { coverPhotoId: photo.id })]))[0];
}

export async function memberPhotos(ctx: Ctx, p: { memberId: number }): Promise<Reply<typeof c.memberPhotos>> {
  const m = await findMemberAnywhere(ctx, p.memberId);
  const { clan, access } = await clanAccess(ctx, m.clanId);
  return photosOut(ctx, clan.projectId, await repo.photosTagging(ctx.db, clan.projectId, clan.id, m.id, visible(access)));
}

async function findMemberAnywhere(ctx: Ctx, id: number) {
  const m = await locateMember(ctx.db, id);
  if (!m) fail('成员不存在');
  return m;
}

onClanDelete((tx, clan) => repo.deleteClanAlbums(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteProjectAlbums(tx, projectId));
