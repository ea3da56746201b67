/** 家族公告: readers of the family read; its 管理员 / 协管员 publish, edit (version checked) and delete. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/notices';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { onProjectDelete, requireProjectRole } from '../projects/index';
import * as repo from './notices.repo';

const out = (r: repo.NoticeRow): c.Notice => ({
  id: r.id, projectId: r.projectId, title: r.title, content: r.content, pinned: r.pinned, authorName: r.authorName,
  version: r.version, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

export async function noticeList(ctx: Ctx, p: ParsedParams<typeof c.noticeList>): Promise<Reply<typeof c.noticeList>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.noticePage(ctx.db, p.projectId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(out), hasNext: rows.length > p.pageSize };
}

export async function noticeSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.noticeSave>): Promise<Reply<typeof c.noticeSave>> {
  await requireProjectRole(ctx, p.projectId, 'manager');
  const at = ctx.adapters.clock.now();
  const v = { title: p.title, content: p.content, pinned: !!p.pinned, at };
  const id = await ctx.db.transaction(async (tx) => {
    if (p.id === undefined) return repo.insertNotice(tx, { ...v, projectId: p.projectId, authorId: ctx.user.id });
    must(p.version !== undefined, '请提供版本号（version）');
    const before = await repo.noticeById(tx, p.projectId, p.id);
    if (!before) fail('公告不存在');
    if (!(await repo.updateNotice(tx, p.projectId, p.id, p.version, v))) fail('该公告已被他人修改，请刷新后再试');
    return p.id;
  });
  return out((await repo.noticeById(ctx.db, p.projectId, id))!);
}

export async function noticeDelete(ctx: Ctx<'user'>, p: ParsedParams<typeof c.noticeDelete>): Promise<Reply<typeof c.noticeDelete>> {
  await requireProjectRole(ctx, p.projectId, 'manager');
  const deleted = await ctx.db.transaction((tx) => repo.deleteNotice(tx, p.projectId, p.id));
  if (!deleted) fail('公告不存在');
  return { deleted };
}

onProjectDelete((tx, projectId) => repo.deleteOfProject(tx, projectId));
