import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** A clan activity (祭祖, 修谱会议, 宗亲会 …) published to the project's readers, with photos and sign-ups. */
export const clanActivities = pgTable('clan_activities', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  /** YYYY-MM-DD (China day). */
  day: text('day').notNull(),
  place: text('place').notNull().default(''),
  description: text('description').notNull().default(''),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('clan_activities_project_idx').on(t.projectId, t.day),
]);

/** One user's sign-up for an activity (how many people come with him). */
export const activitySignups = pgTable('activity_signups', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  activityId: integer('activity_id').notNull(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  people: integer('people').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  uniqueIndex('activity_signups_user_uq').on(t.projectId, t.activityId, t.userId),
]);
