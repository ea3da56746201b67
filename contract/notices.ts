/**
 * 家族公告 (issue #14): announcements of a family (project) — 修谱进度, 祭祖 dates, 捐资 calls — written by its
 * 管理员 / 协管员 and read by anyone who may read the family. Pinned ones first, then the newest.
 * Not in api-calls.tsv (our addition; the spec's /data/notice is the site's own notice board).
 */
import { z } from 'zod';
import { call, flag, id, int4, page, paging, text } from './common/index';

export const Notice = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 置顶: shown first. */
  pinned: z.boolean(),
  authorName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const noticeList = call({
  method: 'GET', path: '/project/notice/list', access: 'session',
  params: z.object({ projectId: id('家族ID'), ...paging }),
  reply: page(Notice),
  summary: '家族公告：置顶在前，再按发布时间新到旧；能查看家族的人可读',
});

export const noticeSave = call({
  method: 'POST', path: '/project/notice/save', access: 'user',
  params: z.object({
    projectId: id('家族ID'),
    id: id('公告ID').optional(),
    version: int4('版本号').optional(),
    title: text('标题', 40).min(1, '请填写标题'),
    content: text('内容', 2000).min(1, '请填写内容'),
    pinned: flag('置顶').optional(),
  }),
  reply: Notice,
  summary: '发布（无id）或修改（id+version）公告；管理员、协管员',
});

export const noticeDelete = call({
  method: 'POST', path: '/project/notice/delete/:id', access: 'user',
  params: z.object({ id: id('公告ID'), projectId: id('家族ID') }),
  reply: z.object({ deleted: z.boolean() }),
  summary: '删除公告；管理员、协管员',
});
