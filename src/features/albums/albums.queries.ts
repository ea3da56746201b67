/** Server state of clan albums (contract/albums.ts); photo uploads go to /project/activity/upload (subType 700 + type). */
import * as a from '@contract/albums';
import { ALBUM_SUBTYPE_BASE, FILE_TYPE, type UploadedFile } from '@contract/files';
import { mutation } from '@src/lib/mutation';
import { uploadFile } from '@src/lib/upload';

const READS = () => [a.albumList, a.albumGet, a.memberPhotos];
export const saveAlbum = mutation(a.albumSave, { invalidates: READS });
export const deleteAlbum = mutation(a.albumDelete, { invalidates: READS });
export const addPhotos = mutation(a.photoAdd, { invalidates: READS });
export const savePhoto = mutation(a.photoSave, { invalidates: READS });
export const deletePhoto = mutation(a.photoDelete, { invalidates: READS });
export const setCover = mutation(a.albumCover, { invalidates: READS });

/** Upload one image of an album with its progress (0–100). */
export const uploadAlbumPhoto = (file: File, albumId: number, projectId: number, onProgress: (p: number) => void): Promise<UploadedFile> =>
  uploadFile(file, {
    type: FILE_TYPE.image, path: '/project/activity/upload', onProgress,
    fields: { activityId: albumId, type: FILE_TYPE.image, subType: ALBUM_SUBTYPE_BASE + FILE_TYPE.image, totalSize: Math.ceil(file.size / 1024), projectId },
  });

export const saveActivity = mutation(a.activitySave, { invalidates: () => [a.activityGet, a.activityList] });
export const signupActivity = mutation(a.activitySignup, { invalidates: () => [a.activityGet, a.activityList] });

/** Upload one image of an activity (its id as activityId). */
export const uploadActivityPhoto = (file: File, activityId: number, projectId: number, onProgress: (p: number) => void): Promise<UploadedFile> =>
  uploadFile(file, { type: FILE_TYPE.image, path: '/project/activity/upload', onProgress, fields: { activityId, type: FILE_TYPE.image, totalSize: Math.ceil(file.size / 1024), projectId } });
