/** Clan albums and their photos: every query names the project; `locate*` find a row by id alone (check access next). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { albumPhotos, clanAlbums } from '../../db/schema/index';

export type AlbumRow = typeof clanAlbums.$inferSelect;
export type PhotoRow = typeof albumPhotos.$inferSelect;

export async function locateAlbum(db: Tx, id: number): Promise<AlbumRow | undefined> {
  const [r] = await db.select().from(clanAlbums).where(eq(clanAlbums.id, id)).limit(1);
  return r;
}

export async function locatePhoto(db: Tx, id: number): Promise<PhotoRow | undefined> {
  const [r] = await db.select().from(albumPhotos).where(eq(albumPhotos.id, id)).limit(1);
  return r;
}

export async function albumsOfClan(db: Tx, clan: { projectId: number; id: number }, privacies: string[]): Promise<AlbumRow[]> {
  return db.select().from(clanAlbums)
    .where(and(eq(clanAlbums.projectId, clan.projectId), eq(clanAlbums.clanId, clan.id), inArray(clanAlbums.privacy, privacies)))
    .orderBy(desc(clanAlbums.updatedAt), desc(clanAlbums.id));
}

export async function insertAlbum(db: Tx, v: Omit<typeof clanAlbums.$inferInsert, 'id'>): Promise<AlbumRow> {
  const [r] = await db.insert(clanAlbums).values(v).returning();
  return r;
}

export async function updateAlbum(db: Tx, projectId: number, id: number, set: Partial<typeof clanAlbums.$inferInsert>): Promise<AlbumRow> {
  const [r] = await db.update(clanAlbums).set(set).where(rowOf(clanAlbums, projectId, id)).returning();
  return r;
}

export async function deleteAlbum(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(albumPhotos).where(and(eq(albumPhotos.projectId, projectId), eq(albumPhotos.albumId, id)));
  await db.delete(clanAlbums).where(rowOf(clanAlbums, projectId, id));
}

export async function photosOf(db: Tx, projectId: number, albumId: number): Promise<PhotoRow[]> {
  return db.select().from(albumPhotos).where(and(eq(albumPhotos.projectId, projectId), eq(albumPhotos.albumId, albumId)))
    .orderBy(asc(albumPhotos.sort), asc(albumPhotos.id));
}

export async function photoStats(db: Tx, projectId: number, albumIds: number[]) {
  if (!albumIds.length) return [];
  return db.select({ albumId: albumPhotos.albumId, n: sql<number>`count(*)::int`, first: sql<number>`min(${albumPhotos.id})::int` })
    .from(albumPhotos).where(and(eq(albumPhotos.projectId, projectId), inArray(albumPhotos.albumId, albumIds))).groupBy(albumPhotos.albumId);
}

export async function photosByIds(db: Tx, projectId: number, ids: number[]): Promise<PhotoRow[]> {
  if (!ids.length) return [];
  return db.select().from(albumPhotos).where(and(eq(albumPhotos.projectId, projectId), inArray(albumPhotos.id, ids)));
}

export async function insertPhotos(db: Tx, rows: Omit<typeof albumPhotos.$inferInsert, 'id'>[]): Promise<PhotoRow[]> {
  return db.insert(albumPhotos).values(rows).returning();
}

export async function updatePhoto(db: Tx, projectId: number, id: number, set: Partial<typeof albumPhotos.$inferInsert>): Promise<PhotoRow> {
  const [r] = await db.update(albumPhotos).set(set).where(rowOf(albumPhotos, projectId, id)).returning();
  return r;
}

export async function deletePhoto(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(albumPhotos).where(rowOf(albumPhotos, projectId, id));
}

/** Photos of the project's albums (of these privacies) where the member is tagged. */
export async function photosTagging(db: Tx, projectId: number, clanId: number, memberId: number, privacies: string[]): Promise<PhotoRow[]> {
  return db.select({ p: albumPhotos }).from(albumPhotos)
    .innerJoin(clanAlbums, and(eq(clanAlbums.projectId, albumPhotos.projectId), eq(clanAlbums.id, albumPhotos.albumId)))
    .where(and(eq(albumPhotos.projectId, projectId), eq(clanAlbums.clanId, clanId), inArray(clanAlbums.privacy, privacies),
      sql`${albumPhotos.memberIds} @> ${JSON.stringify([memberId])}::jsonb`))
    .orderBy(desc(albumPhotos.id)).limit(100).then((rows) => rows.map((r) => r.p));
}

export async function deleteClanAlbums(tx: Tx, clan: { projectId: number; id: number }): Promise<void> {
  const ids = (await tx.select({ id: clanAlbums.id }).from(clanAlbums).where(and(eq(clanAlbums.projectId, clan.projectId), eq(clanAlbums.clanId, clan.id)))).map((r) => r.id);
  if (ids.length) await tx.delete(albumPhotos).where(and(eq(albumPhotos.projectId, clan.projectId), inArray(albumPhotos.albumId, ids)));
  await tx.delete(clanAlbums).where(and(eq(clanAlbums.projectId, clan.projectId), eq(clanAlbums.clanId, clan.id)));
}

export async function deleteProjectAlbums(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(albumPhotos).where(eq(albumPhotos.projectId, projectId));
  await tx.delete(clanAlbums).where(eq(clanAlbums.projectId, projectId));
}
