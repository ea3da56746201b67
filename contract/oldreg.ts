/**
 * Old registers (旧谱, issue #26): a clan's scanned 族谱 kept page by page, read by OCR into proposed people the admin
 * corrects and then imports through the GEDCOM import (preview, duplicate check, log, merge).
 * OUR ADDITIONS: none of these paths is in spec/api-calls.tsv.
 *
 * Who: the admin / 协管员 of the clan's project (checked in the service), as the GEDCOM import.
 * 1. create a register (title, 堂号, compilation year as Chinese date text, volumes) → status empty.
 * 2. upload (multipart: file + registerId), one file per call: a PDF (its pages become pages, rasterised by the job)
 *    or a page image (PNG/JPEG/TIFF/WebP). A file that is neither → msg 0. The originals are kept.
 * 3. read → reading: a durable job rasterises PDF pages, reads every unread page (progress per page; a page that
 *    fails is marked failed and the others go on), stores each page's characters (boxes, confidence) and the
 *    proposed people of the whole register → read.
 * 4. review: GET page (characters of one page) and image (its PNG); save the corrected people (whole list, with the
 *    register's version). Nothing is written to the clan.
 * 5. confirm → the people become a GEDCOM import job of the clan (gedcom domain): the client shows its preview and
 *    the admin confirms there (POST /gedcom/import/confirm) → the people are in the tree.
 */
import { z } from 'zod';
import { call, id, int4, page, paging, rawCall, text } from './common/index';

export const OLDREG_STATUS = ['empty', 'uploaded', 'reading', 'read', 'confirmed'] as const;
export type OldregStatus = (typeof OLDREG_STATUS)[number];
export const OLDREG_STATUS_NAMES: Record<OldregStatus, string> = {
  empty: '待上传', uploaded: '待识别', reading: '正在识别', read: '待校对', confirmed: '已提交导入',
};
export const PAGE_STATUS_NAMES = { pending: '待识别', read: '已识别', failed: '识别失败' } as const;
export type PageStatus = keyof typeof PAGE_STATUS_NAMES;

/** Largest file of one upload call (a PDF of a whole volume, or one page image). */
export const OLDREG_MAX_BYTES = 60 * 1024 * 1024;
/** Pages of one register. */
export const OLDREG_MAX_PAGES = 400;
/** Under this confidence a character is marked doubtful on the review screen. */
export const DOUBTFUL_CONF = 0.8;

export const OldregBox = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });

export const OldregPerson = z.object({
  /** Stable within the register (1-based, reading order; new keys for split names). */
  key: z.number().int().min(1),
  name: z.string().trim().min(1).max(20).describe('姓名'),
  generation: z.number().int().min(-50).max(300).nullable(),
  fatherKey: z.number().int().nullable(),
  courtesy: z.string().max(20).nullable(),
  wives: z.array(z.string().max(20)).max(10),
  /** Where the name was read (page 1-based, box in that page's pixels); null for a person the admin made by a split. */
  page: z.number().int().nullable(),
  box: OldregBox.nullable(),
  /** Characters of the name under DOUBTFUL_CONF (indexes) — cleared as the admin corrects them. */
  doubtful: z.array(z.number().int()),
  /** The entry as read. */
  text: z.string().max(2000),
});
export type OldregPerson = z.infer<typeof OldregPerson>;

/** A reviewed person as sent: the client drops null fields before sending (api-client dropNulls), so absent = null. */
const orNull = <T extends z.ZodType>(t: T) => t.nullish().transform((v) => v ?? null);
export const OldregPersonInput = z.object({
  key: z.number().int().min(1),
  name: z.string().trim().min(1).max(20).describe('姓名'),
  generation: orNull(z.number().int().min(-50).max(300)),
  fatherKey: orNull(z.number().int()),
  courtesy: orNull(z.string().max(20)),
  wives: z.array(z.string().max(20)).max(10).default([]),
  page: orNull(z.number().int()),
  box: orNull(OldregBox),
  doubtful: z.array(z.number().int()).max(20).default([]),
  text: z.string().max(2000).default(''),
});

export const OldregPageBrief = z.object({
  no: z.number().int(),
  status: z.enum(['pending', 'read', 'failed']),
  statusName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  error: z.string(),
});

export const OldregRegister = z.object({
  id: z.number().int(),
  clanId: z.number().int(),
  title: z.string(),
  hall: z.string(),
  yearText: z.string(),
  volumes: z.number().int(),
  status: z.enum(OLDREG_STATUS),
  statusName: z.string(),
  /** 0–100 while reading. */
  progress: z.number().int(),
  pageCount: z.number().int(),
  readPages: z.number().int(),
  failedPages: z.number().int(),
  version: z.number().int(),
  importJobId: z.number().int().nullable(),
  error: z.string(),
  createdAt: z.string(),
});
export type OldregRegister = z.infer<typeof OldregRegister>;

export const OldregDetail = OldregRegister.extend({
  pages: z.array(OldregPageBrief),
  people: z.array(OldregPerson),
  /** The 字辈 character each 世 should carry (the clan's poems), for the review's flags: { "3": "光" }. */
  zibei: z.record(z.string(), z.string()),
});
export type OldregDetail = z.infer<typeof OldregDetail>;

export const OldregChar = z.object({ ch: z.string(), conf: z.number(), box: OldregBox });
export const OldregPage = z.object({
  no: z.number().int(),
  status: z.enum(['pending', 'read', 'failed']),
  width: z.number().int(),
  height: z.number().int(),
  error: z.string(),
  /** Lines in reading order (columns right to left, top to bottom). */
  lines: z.array(z.object({ dir: z.enum(['v', 'h']), chars: z.array(OldregChar) })),
});
export type OldregPage = z.infer<typeof OldregPage>;

const registerFields = {
  title: text('谱名', 60).pipe(z.string().min(1, '请填写谱名')),
  hall: text('堂号', 30).default(''),
  yearText: text('编修年代', 40).default(''),
  volumes: int4('卷数', 0).pipe(z.number().max(999)).default(0),
};

export const create = call({
  method: 'POST',
  path: '/oldreg/create',
  access: 'user',
  params: z.object({ clanId: id('族谱ID'), ...registerFields }),
  reply: OldregRegister,
  summary: '【新增】新建旧谱记录（谱名、堂号、编修年代、卷数）',
});

export const update = call({
  method: 'POST',
  path: '/oldreg/update',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID'), ...registerFields }),
  reply: OldregRegister,
  summary: '【新增】修改旧谱的谱名、堂号、编修年代、卷数',
});

export const list = call({
  method: 'GET',
  path: '/oldreg/list',
  access: 'user',
  params: z.object({ clanId: id('族谱ID'), ...paging }),
  reply: page(OldregRegister),
  summary: '【新增】本族谱的旧谱（新建的在前）',
});

export const detail = call({
  method: 'GET',
  path: '/oldreg/detail',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID') }),
  reply: OldregDetail,
  summary: '【新增】旧谱详情：页面、识别进度、待校对的人物',
});

export const upload = call({
  method: 'POST',
  path: '/oldreg/upload',
  access: 'user',
  multipart: true,
  uploadLimit: () => ({ bytes: OLDREG_MAX_BYTES, message: `文件太大，单个文件不能超过${OLDREG_MAX_BYTES / 1024 / 1024}MB` }),
  params: z.object({ registerId: id('旧谱ID') }),
  reply: OldregRegister,
  summary: '【新增】上传旧谱扫描件（表单字段 file + registerId）：PDF 或页面图片，每次一个文件，按上传顺序编页',
});

export const read = call({
  method: 'POST',
  path: '/oldreg/read',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID') }),
  reply: OldregRegister,
  summary: '【新增】开始识别尚未识别（或识别失败）的页面',
});

export const pageGet = call({
  method: 'GET',
  path: '/oldreg/page',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID'), no: int4('页码', 1) }),
  reply: OldregPage,
  summary: '【新增】一页的识别结果：逐字的位置与置信度',
});

export const PAGE_IMAGE = rawCall({
  method: 'GET',
  path: '/oldreg/page/image',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID'), no: int4('页码', 1) }),
  summary: '【新增】一页的原始图片（PNG/JPEG；PDF 的页面为识别时生成的 PNG）',
  raw: { contentType: 'image/png' },
});

export const savePeople = call({
  method: 'POST',
  path: '/oldreg/people/save',
  access: 'user',
  params: z.object({
    registerId: id('旧谱ID'),
    version: int4('旧谱版本', 0),
    people: z.array(OldregPersonInput).max(20000).describe('人物'),
  }),
  reply: OldregRegister,
  summary: '【新增】保存校对后的人物（全部）；不写入族谱',
});

export const confirm = call({
  method: 'POST',
  path: '/oldreg/confirm',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID'), version: int4('旧谱版本', 0) }),
  reply: OldregRegister,
  summary: '【新增】校对完成：把人物交给 GEDCOM 导入（预览、查重、日志），在导入预览中确认后写入族谱',
});

export const remove = call({
  method: 'POST',
  path: '/oldreg/delete',
  access: 'user',
  params: z.object({ registerId: id('旧谱ID') }),
  reply: z.null(),
  summary: '【新增】删除旧谱及其全部页面图片与识别结果（已导入族谱的成员不受影响）',
});
