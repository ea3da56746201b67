import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey } from 'drizzle-orm/pg-core';

/** A clan album (家族相册). privacy: readers (whoever may read the clan) | members (a role in the project) | admins. */
export const clanAlbums = pgTable('clan_albums', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  privacy: text('privacy').notNull().default('readers'),
  coverPhotoId: integer('cover_photo_id'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('clan_albums_clan_idx').on(t.projectId, t.clanId, t.id),
]);

/** A photo of an album: an uploaded file (subType 700 + type), its caption and the members tagged on it. */
export const albumPhotos = pgTable('album_photos', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  albumId: integer('album_id').notNull(),
  fileId: integer('file_id').notNull(),
  url: text('url').notNull(),
  thumbUrl: text('thumb_url').notNull().default(''),
  caption: text('caption').notNull().default(''),
  memberIds: jsonb('member_ids').$type<number[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('album_photos_album_idx').on(t.projectId, t.albumId, t.sort, t.id),
]);
