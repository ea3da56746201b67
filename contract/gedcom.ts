/**
 * GEDCOM import and export of a clan (issue #15). OUR ADDITIONS: none of these paths is in spec/api-calls.tsv.
 * What is read and written, and the `_ZP_*` extension tags: docs/gedcom.md.
 *
 * Import (admin / 协管员 of the clan's project):
 * 1. upload (multipart: file + clanId [+ encoding]) → a job row in status previewing; a queued job reads the file
 *    and writes NOTHING to the clan: it stores the preview (counts, the founder and how 世 will be numbered, living
 *    people and their privacy, problems, the first log rows, duplicates of members already in the clan) → previewed.
 * 2. preview again with other choices (encoding, founder, founder's 世) → previewing → previewed.
 * 3. confirm with the clan's version from the preview and what to do with duplicates (keep: import them as new
 *    members; merge: use the existing member instead, his children from the file hang under him) → importing → the
 *    job writes every member in ONE transaction (or nothing) → imported (created count) | failed (Chinese message).
 *    A clan changed since the preview → msg 0 "族谱已有改动，请重新预览"; one import at a time per clan.
 * The import log (line, record, tag, level, message) downloads as CSV: GET /gedcom/import/log.
 *
 * Export (admin / 协管员): format 7.0 (default) or 5.5.1, the whole clan or a branch (a member and his descendants,
 * with their wives), living people's details kept or left out → exporting → exported (download GET
 * /gedcom/export/file) | failed.
 * Job status is read with GET /gedcom/job (poll while previewing / importing / exporting).
 */
import { z } from 'zod';
import { call, flag, id, int4, rawCall, text } from './common/index';

export const GEDCOM_STATUS = ['previewing', 'previewed', 'importing', 'imported', 'exporting', 'exported', 'failed'] as const;
export type GedcomStatus = (typeof GEDCOM_STATUS)[number];
export const GEDCOM_STATUS_NAMES: Record<GedcomStatus, string> = {
  previewing: '正在分析', previewed: '待确认', importing: '正在导入', imported: '已导入', exporting: '正在导出', exported: '已完成', failed: '失败',
};
/** Still working: poll. */
export const GEDCOM_LIVE: readonly GedcomStatus[] = ['previewing', 'importing', 'exporting'];

export const GEDCOM_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'ansel', 'cp1252', 'gb18030', 'big5'] as const;
export const GEDCOM_ENCODING_NAMES: Record<(typeof GEDCOM_ENCODINGS)[number], string> = {
  'utf-8': 'UTF-8', 'utf-16le': 'UTF-16 LE', 'utf-16be': 'UTF-16 BE', ansel: 'ANSEL', cp1252: 'ANSI (1252)',
  gb18030: 'GBK/GB18030', big5: 'Big5（繁體）',
};
export const GEDCOM_FORMATS = ['7.0', '5.5.1'] as const;
export const DUPLICATE_ACTIONS = ['keep', 'merge'] as const;
export const DUPLICATE_ACTION_NAMES = { keep: '作为新成员导入', merge: '并入已有成员' } as const;
/** Largest .ged accepted (the files domain's limit for documents). */
export const GEDCOM_MAX_BYTES = 50 * 1024 * 1024;

export const GedcomLogRow = z.object({
  line: z.number().int(),
  record: z.string().optional(),
  tag: z.string().optional(),
  level: z.enum(['info', 'warn', 'error']),
  message: z.string(),
});

export const GedcomDuplicate = z.object({
  xref: z.string(),
  name: z.string(),
  generation: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** 同名同世同父 / 同名同生日 */
  reason: z.string(),
});

export const GedcomPreview = z.object({
  version: z.string(),
  encoding: z.string(),
  encodingName: z.string(),
  /** How the encoding was found: 字节序标记 / 文件头声明 / UTF-8 / 推测 / 手动选择. */
  encodingSource: z.string(),
  counts: z.object({
    persons: z.number().int(), families: z.number().int(), media: z.number().int(), members: z.number().int(),
    wives: z.number().int(), daughters: z.number().int(), living: z.number().int(), skipped: z.number().int(), generations: z.number().int(),
    /** Lines of the clan's surname that do not reach the founder, imported as roots marked 待考 (otherLines: 'roots'). */
    otherLines: z.number().int(), otherLineMembers: z.number().int(),
  }),
  founder: z.object({ xref: z.string(), name: z.string(), generation: z.number().int(), reason: z.string() }).nullable(),
  founderChoices: z.array(z.object({ xref: z.string(), name: z.string(), descendants: z.number().int() })),
  /** 世 range the members will get. */
  minGeneration: z.number().int().nullable(),
  maxGeneration: z.number().int().nullable(),
  /** Given names that took the clan's surname (明一 in a 刘 register). */
  surnameFromClan: z.number().int(),
  /** "在世者N人，导入后仅族人可见其生卒" */
  privacyNote: z.string(),
  /** The file's 字辈 poems (HEAD._ZP_POEM): "派语（一世起）：德成光祖业"; and what the import does with them. */
  poems: z.array(z.string()),
  poemsNote: z.string(),
  /** A GEDZIP's media: "照片12张将存入相册并作为成员照片；3个文件不在压缩包中" ('' for a .ged). */
  mediaNote: z.string(),
  /** What this preview did with lines of the clan's surname not reaching the founder (importPreview `otherLines`). */
  otherLines: z.enum(['roots', 'skip']),
  problems: z.object({ info: z.number().int(), warn: z.number().int(), error: z.number().int() }),
  /** The first rows of the log (all of it: GET /gedcom/import/log). */
  log: z.array(GedcomLogRow),
  duplicates: z.array(GedcomDuplicate),
});
export type GedcomPreview = z.infer<typeof GedcomPreview>;

export const GedcomJob = z.object({
  id: z.number().int(),
  clanId: z.number().int(),
  kind: z.enum(['import', 'export']),
  status: z.enum(GEDCOM_STATUS),
  statusName: z.string(),
  /** 0–100 while working. */
  progress: z.number().int(),
  fileName: z.string(),
  bytes: z.number().int(),
  /** Import: the preview once made. */
  preview: GedcomPreview.nullable(),
  /** Import: the clan's version the preview was made at (send it to confirm). */
  clanVersion: z.number().int().nullable(),
  /** Import done: members written; export: members in the file. */
  result: z.object({
    created: z.number().int().optional(), merged: z.number().int().optional(), members: z.number().int().optional(), clanVersion: z.number().int().optional(),
    /** A GEDZIP's photos stored and linked to members, and those refused (not an image, too big, damaged). */
    photos: z.number().int().optional(), photosRefused: z.number().int().optional(),
  }).nullable(),
  format: z.string().nullable(),
  error: z.string(),
  createdAt: z.string(),
});
export type GedcomJob = z.infer<typeof GedcomJob>;

export const importUpload = call({
  method: 'POST',
  path: '/gedcom/import/upload',
  access: 'user',
  multipart: true,
  uploadLimit: () => ({ bytes: GEDCOM_MAX_BYTES, message: `文件太大，GEDCOM文件不能超过${GEDCOM_MAX_BYTES / 1024 / 1024}MB` }),
  params: z.object({
    clanId: id('族谱ID'),
    encoding: z.enum(GEDCOM_ENCODINGS).optional().describe('字符编码'),
  }),
  reply: GedcomJob,
  summary: '【新增】上传 .ged 文件（表单字段 file + clanId），开始分析；不写入族谱',
});

export const importPreview = call({
  method: 'POST',
  path: '/gedcom/import/preview',
  access: 'user',
  params: z.object({
    jobId: id('导入任务ID'),
    encoding: z.enum(GEDCOM_ENCODINGS).optional().describe('字符编码'),
    founder: z.string().trim().regex(/^[^@\s]{1,40}$/).optional().describe('始祖'),
    founderGeneration: z.coerce.number().int().min(-50).max(300).optional().describe('始祖世次'),
    /** Lines of the clan's surname not reaching the founder: roots marked 待考 (default) or left out. */
    otherLines: z.enum(['roots', 'skip']).optional().describe('未连上始祖的同姓支系'),
  }),
  reply: GedcomJob,
  summary: '【新增】按新的选择（编码、始祖、始祖世次、未连上始祖的同姓支系）重新分析',
});

export const importConfirm = call({
  method: 'POST',
  path: '/gedcom/import/confirm',
  access: 'user',
  params: z.object({
    jobId: id('导入任务ID'),
    clanVersion: int4('族谱版本', 0),
    duplicates: z.enum(DUPLICATE_ACTIONS).default('keep').describe('重复成员的处理方式'),
  }),
  reply: GedcomJob,
  summary: '【新增】确认导入：在一个事务内写入全部成员（或全部不写）',
});

export const job = call({
  method: 'GET',
  path: '/gedcom/job',
  access: 'user',
  params: z.object({ jobId: id('任务ID') }),
  reply: GedcomJob,
  summary: '【新增】导入/导出任务的状态、进度、预览与结果',
});

export const exportStart = call({
  method: 'POST',
  path: '/gedcom/export',
  access: 'user',
  params: z.object({
    clanId: id('族谱ID'),
    format: z.enum(GEDCOM_FORMATS).default('7.0').describe('GEDCOM版本'),
    rootId: id('分支起始成员').optional(),
    hideLiving: flag('隐去在世者信息').optional(),
    name: text('文件名', 60).optional(),
  }),
  reply: GedcomJob,
  summary: '【新增】导出整个族谱或一个分支为 GEDCOM 7.0（默认）或 5.5.1',
});

export const GEDCOM_MIME = 'text/vnd.familysearch.gedcom; charset=utf-8';

export const IMPORT_LOG = rawCall({
  method: 'GET',
  path: '/gedcom/import/log',
  access: 'user',
  params: z.object({ jobId: id('导入任务ID') }),
  summary: '【新增】下载导入日志（CSV：行号、记录、标签、级别、说明）',
  raw: { contentType: 'text/csv; charset=utf-8' },
});

export const EXPORT_FILE = rawCall({
  method: 'GET',
  path: '/gedcom/export/file',
  access: 'user',
  params: z.object({ jobId: id('导出任务ID') }),
  summary: '【新增】下载导出的 .ged 文件',
  raw: { contentType: GEDCOM_MIME },
});
