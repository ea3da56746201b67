/**
 * Clan albums (家族相册) — routes /clan/album/* (index, details, settings, upload, slide). The spec lists no album
 * call: every call here is our addition（新增接口）. Photos are uploaded with /project/activity/upload (activityId =
 * the album id, subType 700 + type) and then added to the album by file id (only the uploader's own files).
 * - privacy: readers 族谱读者 (whoever may read the clan), members 家族成员 (a role in the project), admins 管理员
 *   (admin / 协管员). Albums are made, edited and filled by editors (admin, 协管员, collaborators).
 * - A photo has a caption and members tagged on it (members of the album's clan); /clan-album/member-photos lists
 *   a member's tagged photos (his page). Delete asks for confirmation in the client.
 */
import { z } from 'zod';
import { call, flag, id, text } from './common/index';

export const AlbumPrivacy = z.enum(['readers', 'members', 'admins']).describe('可见范围');
export type AlbumPrivacy = z.infer<typeof AlbumPrivacy>;
export const ALBUM_PRIVACY_NAMES: Record<AlbumPrivacy, string> = { readers: '族谱读者可见', members: '仅家族成员', admins: '仅管理员' };

export const Photo = z.object({
  id: z.number().int(),
  albumId: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  caption: z.string(),
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof Photo>;

export const Album = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  clanId: z.number().int(),
  name: z.string(),
  description: z.string(),
  privacy: AlbumPrivacy,
  privacyName: z.string(),
  coverUrl: z.string(),
  coverPhotoId: z.number().int().nullable(),
  photoCount: z.number().int(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof Album>;

const albumId = () => id('相册ID');
const photoId = () => id('照片ID');

export const albumList = call({
  method: 'GET', path: '/clan-album/list', access: 'session',
  params: z.object({ clanId: id('族谱ID') }),
  reply: z.object({ list: z.array(Album), canEdit: z.boolean() }),
  summary: '（新增接口）族谱的相册（按可见范围过滤）',
});

export const albumSave = call({
  method: 'POST', path: '/clan-album/save', access: 'user',
  params: z.object({
    id: albumId().optional(), clanId: id('族谱ID'),
    name: text('相册名称', 30).pipe(z.string().min(1)), description: text('相册说明', 300).default(''), privacy: AlbumPrivacy.default('readers'),
  }),
  reply: Album,
  summary: '（新增接口）新建或修改相册（编修人员）',
});

export const albumGet = call({
  method: 'GET', path: '/clan-album/get', access: 'session',
  params: z.object({ id: albumId() }),
  reply: Album.extend({ photos: z.array(Photo) }),
  summary: '（新增接口）相册与照片',
});

export const albumDelete = call({
  method: 'POST', path: '/clan-album/delete', access: 'user',
  params: z.object({ id: albumId() }), reply: z.null(),
  summary: '（新增接口）删除相册及其照片',
});

export const photoAdd = call({
  method: 'POST', path: '/clan-album/photo/add', access: 'user',
  params: z.object({ albumId: albumId(), fileIds: z.array(id('文件ID')).min(1).max(50).describe('照片') }),
  reply: z.array(Photo),
  summary: '（新增接口）把已上传的照片（/project/activity/upload，本人上传的图片）加入相册',
});

export const photoSave = call({
  method: 'POST', path: '/clan-album/photo/save', access: 'user',
  params: z.object({ id: photoId(), caption: text('照片说明', 200).default(''), memberIds: z.array(id('成员ID')).max(30).default([]).describe('标记的族人') }),
  reply: Photo,
  summary: '（新增接口）照片说明与标记的族人',
});

export const photoDelete = call({
  method: 'POST', path: '/clan-album/photo/delete', access: 'user',
  params: z.object({ id: photoId() }), reply: z.null(),
  summary: '（新增接口）删除照片',
});

export const albumCover = call({
  method: 'POST', path: '/clan-album/cover', access: 'user',
  params: z.object({ id: albumId(), photoId: photoId() }), reply: Album,
  summary: '（新增接口）设为封面',
});

export const memberPhotos = call({
  method: 'GET', path: '/clan-album/member-photos', access: 'session',
  params: z.object({ memberId: id('成员ID') }),
  reply: z.array(Photo),
  summary: '（新增接口）标记了该族人的照片（他可见的相册里）',
});

// ——— Clan activities (/clan/activity/details?projectId=&id=) ———

export const ACTIVITY_KINDS = ['祭祖', '修谱会议', '宗亲会', '其他'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS).describe('活动类型');

export const Activity = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  kind: ActivityKind,
  day: z.string(),
  place: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  signups: z.array(z.object({ name: z.string(), people: z.number().int() })),
  /** People signed up in all. */
  total: z.number().int(),
  mine: z.boolean(),
  canEdit: z.boolean(),
});
export type Activity = z.infer<typeof Activity>;

export const activitySave = call({
  method: 'POST', path: '/clan-activity/save', access: 'user',
  params: z.object({
    id: id('活动ID').optional(), projectId: id('家族ID'), title: text('活动名称', 40).pipe(z.string().min(1)), kind: ActivityKind,
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('活动日期'), place: text('地点', 100).default(''), description: text('活动介绍', 2000).default(''),
    /** Images uploaded with /project/activity/upload (the uploader's own). */
    fileIds: z.array(id('照片')).max(20).default([]).describe('照片'),
  }),
  reply: Activity,
  summary: '（新增接口）发布或修改家族活动（编修人员），照片为本人上传的图片',
});

export const activityGet = call({
  method: 'GET', path: '/clan-activity/get', access: 'session',
  params: z.object({ id: id('活动ID') }), reply: Activity,
  summary: '（新增接口）活动详情与报名（家族读者可看）',
});

export const activityList = call({
  method: 'GET', path: '/clan-activity/list', access: 'session',
  params: z.object({ projectId: id('家族ID') }), reply: z.array(Activity),
  summary: '（新增接口）家族的活动（新的在前）',
});

export const activitySignup = call({
  method: 'POST', path: '/clan-activity/signup', access: 'user',
  params: z.object({ id: id('活动ID'), name: text('报名姓名', 20).pipe(z.string().min(1)), people: z.coerce.number().int().min(1).max(20).default(1).describe('人数'), cancel: flag('取消报名').default(false) }),
  reply: Activity,
  summary: '（新增接口）报名参加（再报名即修改人数），cancel=1 取消',
});
