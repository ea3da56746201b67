/**
 * Village articles (our additions, contract/village.ts): written with the content editor by the village's admins,
 * cleaned with the one rich-text policy (book cleanHtml) and the sensitive-word filter.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/village';
import type { VillageArticle } from '@contract/village';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { displayNames } from '../accounts/index';
import { cleanHtml, plainText } from '../book/index';
import * as repo from './village.repo';
import type { ArticleRow } from './village.repo';
import { loadVillage, requireVillageAdmin } from './village.service';

async function withAuthors(ctx: Ctx, rows: ArticleRow[]) {
  const names = await displayNames(ctx.db, rows.map((r) => r.authorId));
  return rows.map((r) => ({
    id: r.id, villageId: r.villageId, title: r.title, html: r.html, author: { id: r.authorId, name: names.get(r.authorId)?.name ?? `用户${r.authorId}` },
    createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  }));
}

async function load(ctx: Ctx, id: number): Promise<ArticleRow> {
  const a = await repo.articleById(ctx.db, id);
  if (!a) fail('文章不存在');
  return a;
}

export async function list(ctx: Ctx, p: ParsedParams<typeof c.villageArticleList>): Promise<Reply<typeof c.villageArticleList>> {
  await loadVillage(ctx.db, p.villageId);
  const rows = await repo.articlePage(ctx.db, p.villageId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const list = (await withAuthors(ctx, rows.slice(0, p.pageSize))).map(({ html, ...a }) => ({ ...a, summary: plainText(html).slice(0, 80) }));
  return { list, hasNext: rows.length > p.pageSize };
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<VillageArticle> {
  const [a] = await withAuthors(ctx, [await load(ctx, p.id)]);
  return a!;
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageArticleSave>): Promise<Reply<typeof c.villageArticleSave>> {
  await loadVillage(ctx.db, p.villageId);
  await requireVillageAdmin(ctx, p.villageId);
  const html = cleanHtml(p.html);
  must(plainText(html).trim() || /<img/i.test(html), '请填写正文');
  if (findSensitive(p.title).length || findSensitive(plainText(html)).length) fail(SENSITIVE_MESSAGE);
  const now = ctx.adapters.clock.now();
  if (p.id) {
    const a = await load(ctx, p.id);
    must(a.villageId === p.villageId, '文章不存在');
    const done = await repo.updateArticle(ctx.db, a.id, { title: p.title, html, updatedAt: now });
    return detail(ctx, { id: done!.id });
  }
  const a = await repo.insertArticle(ctx.db, { villageId: p.villageId, authorId: ctx.user.id, title: p.title, html, createdAt: now, updatedAt: now });
  return detail(ctx, { id: a.id });
}

export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.villageArticleDelete>> {
  const a = await load(ctx, p.id);
  await requireVillageAdmin(ctx, a.villageId);
  await repo.deleteArticle(ctx.db, a.id);
  return { deleted: true };
}
