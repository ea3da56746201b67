/**
 * Uploads (spec §4 upload type codes, §5 extension lists, §7 "Help and uploads", §9 file type 600, album
 * subType 700 + type, sizes in KB).
 *
 * Every upload call is `multipart/form-data` with one file part (any field name; `file` by convention) plus the
 * params below as form fields. The server checks the extension against the type's list, the file's leading bytes
 * against the extension, and the size against the type's limit. Images get a thumbnail and their width/height.
 */
import { z } from 'zod';
import { call, id, type UploadLimit } from './common/index';

/** Upload type codes (spec §4). */
export const FILE_TYPE = { image: 0, video: 1, audio: 2, other: 3 } as const;
export type FileTypeCode = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];
/** /file2/upload's type (spec §9): an image. */
export const FILE2_TYPE = 600;
/** The album's upload subType is 700 + type (spec §9). */
export const ALBUM_SUBTYPE_BASE = 700;

/** Allowed extensions per type (spec §5), lower case, without the dot. */
export const FILE_EXTENSIONS: Record<FileTypeCode, readonly string[]> = {
  0: ['bmp', 'jpeg', 'jpg', 'gif', 'png', 'ico'],
  1: ['mp4', 'flv', 'swf', 'mpeg1', 'mpeg4', 'avi', '3gp', 'mov'],
  2: ['mp3', 'wav'],
  3: ['rar', 'pdf', 'docx', 'xlsx', 'pptx', 'zip', 'txt', 'doc', 'xls', 'ppt', 'p12', 'pem', 'apk', 'wgt'],
};

/** Size limits per type, bytes (the client can check before sending). */
export const FILE_SIZE_LIMITS: Record<FileTypeCode, number> = {
  0: 10 * 1024 * 1024,
  1: 200 * 1024 * 1024,
  2: 20 * 1024 * 1024,
  3: 50 * 1024 * 1024,
};

/** A stored upload. */
export const UploadedFile = z.object({
  id: z.number().int(),
  /** Where the file is served, e.g. /files/2026/11/Ab3….jpg. */
  url: z.string(),
  /** Images (jpg, png, gif): a JPEG at most 320 px on its longer side; absent for bmp and ico. */
  thumbUrl: z.string().optional(),
  /** The original file name. */
  name: z.string(),
  /** KB (rounded up). */
  size: z.number().int(),
  /** 0 image, 1 video, 2 audio, 3 other. */
  type: z.number().int(),
  /** Images only, pixels. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const FILE_TYPE_NAMES: Record<FileTypeCode, string> = { 0: '图片', 1: '视频', 2: '音频', 3: '文件' };

/** The limit of an upload by its type code (600 = image); the largest when the type is not known yet. */
export function uploadLimitOf(code: unknown): UploadLimit {
  const n = Number(code);
  const type: FileTypeCode | null = n === FILE2_TYPE ? 0 : n === 0 || n === 1 || n === 2 || n === 3 ? n : null;
  const bytes = type === null ? Math.max(...Object.values(FILE_SIZE_LIMITS)) : FILE_SIZE_LIMITS[type];
  return { bytes, message: `文件太大，${type === null ? '文件' : FILE_TYPE_NAMES[type]}不能超过${bytes / 1024 / 1024}MB` };
}

/** Form fields arrive as strings. */
const typeCode = (label: string) => z.coerce.number().int().describe(label);

export const upload = call({
  method: 'POST',
  path: '/upload',
  access: 'user',
  multipart: true,
  uploadLimit: (k) => uploadLimitOf(k.fileType),
  params: z.object({
    /** 0 image, 1 video, 2 audio, 3 other (600 = image); also read from the `fileType` header when absent. */
    fileType: typeCode('文件类型').optional(),
  }),
  reply: UploadedFile,
  summary: '上传文件（表单字段 fileType：0 图片、1 视频、2 音频、3 其他）',
});

export const file2Upload = call({
  method: 'POST',
  path: '/file2/upload',
  access: 'user',
  multipart: true,
  uploadLimit: () => uploadLimitOf(0),
  params: z.object({
    /** 600 (spec §9); any value is treated as an image. */
    fileType: typeCode('文件类型').optional(),
  }),
  reply: UploadedFile,
  summary: '上传图片（fileType 600）',
});

export const activityUpload = call({
  method: 'POST',
  path: '/project/activity/upload',
  access: 'user',
  multipart: true,
  uploadLimit: (k) => uploadLimitOf(k.type),
  params: z.object({
    activityId: id('活动'),
    /** 0 image, 1 video, 2 audio, 3 other. */
    type: typeCode('文件类型'),
    /** The album's subType is 700 + type. */
    subType: typeCode('子类型').optional(),
    /** The total size of the files being uploaded together, KB. */
    totalSize: z.coerce.number().min(0).max(10_000_000).optional().describe('文件总大小'),
    /** Also read from the `projectId` header. */
    projectId: id('家族').optional(),
  }),
  reply: UploadedFile,
  summary: '上传活动（相册）文件：activityId、type、subType（相册为 700 + type）、totalSize（KB）',
});
