/**
 * Chapters of the clan book: clanArticle (谱序, 凡例, 家训, 跋 of a project), pw 谱文 of a clan with its catalogue
 * (pwCatalog). Reading follows the project's read access; writing needs 'clan.edit' (admin, 协管员).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import { ARTICLE_KINDS, type ArticleKind } from '@contract/book';
import type * as c from '@contract/book';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clanArticles, pwArticles, pwCatalogs } from '../../db/schema/index';
import { requireProjectRole } from '../projects/access';
import { clanAccess } from '../clans/clans.service';
import { cleanHtml, plainText, textLength } from './rich-text';
import * as order from './pw-order';
import type { CatalogRow, PwRow } from './pw-order';

type ArticleRow = typeof clanArticles.$inferSelect;
const EDIT = 'clan.edit' as const;

const articleItem = (r: ArticleRow) => ({
  id: r.id, projectId: r.projectId, title: r.title, kind: r.kind as ArticleKind, kindName: ARTICLE_KINDS[r.kind as ArticleKind] ?? '其他',
  author: r.author, sort: r.sort, length: r.length, updatedAt: r.updatedAt.toISOString(), version: r.version,
});
const article = (r: ArticleRow) => ({ ...articleItem(r), content: r.content });

async function articleById(ctx: Ctx, id: number): Promise<ArticleRow> {
  const [r] = await ctx.db.select().from(clanArticles).where(eq(clanArticles.id, id)).limit(1);
  if (!r) fail('篇章不存在');
  return r;
}

export async function articlesOf(ctx: Ctx, projectId: number): Promise<ArticleRow[]> {
  return ctx.db.select().from(clanArticles).where(eq(clanArticles.projectId, projectId)).orderBy(asc(clanArticles.sort), asc(clanArticles.id));
}

export async function articleChapters(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.articleChapters>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  return {
    list: (await articlesOf(ctx, p.projectId)).map(articleItem),
    kinds: Object.entries(ARTICLE_KINDS).map(([value, name]) => ({ value: value as ArticleKind, name })),
  };
}

export async function articleGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.articleGet>> {
  const r = await articleById(ctx, p.id);
  await requireProjectRole(ctx, r.projectId, 'visitor');
  return article(r);
}

export async function articleAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.articleAdd>): Promise<Reply<typeof c.articleAdd>> {
  await requireProjectRole(ctx, p.projectId, EDIT);
  const content = cleanHtml(p.content);
  must(plainText(content), '请填写正文');
  const [{ n }] = await ctx.db.select({ n: sql<number>`coalesce(max(${clanArticles.sort}), 0)::int` }).from(clanArticles)
    .where(eq(clanArticles.projectId, p.projectId));
  const [row] = await ctx.db.insert(clanArticles).values({
    projectId: p.projectId, title: p.title, kind: p.kind, author: p.author ?? '', content, length: textLength(content),
    sort: p.sort ?? Number(n) + 1, updatedAt: ctx.adapters.clock.now(),
  }).returning();
  return article(row);
}

export async function articleEdit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.articleEdit>): Promise<Reply<typeof c.articleEdit>> {
  const old = await articleById(ctx, p.id);
  await requireProjectRole(ctx, old.projectId, EDIT);
  const content = p.content !== undefined ? cleanHtml(p.content) : undefined;
  if (content !== undefined) must(plainText(content), '请填写正文');
  const conds = [eq(clanArticles.id, p.id)];
  if (p.version !== undefined) conds.push(eq(clanArticles.version, p.version));
  const [row] = await ctx.db.update(clanArticles).set({
    ...(p.title !== undefined ? { title: p.title } : {}), ...(p.kind !== undefined ? { kind: p.kind } : {}),
    ...(p.author !== undefined ? { author: p.author } : {}), ...(p.sort !== undefined ? { sort: p.sort } : {}),
    ...(content !== undefined ? { content, length: textLength(content) } : {}),
    version: sql`${clanArticles.version} + 1`, updatedAt: ctx.adapters.clock.now(),
  }).where(and(...conds)).returning();
  must(row, '该篇章已被他人修改，请刷新后再试');
  return article(row);
}

export async function articleDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const old = await articleById(ctx, p.id);
  await requireProjectRole(ctx, old.projectId, EDIT);
  await ctx.db.delete(clanArticles).where(eq(clanArticles.id, p.id));
  return null;
}

// ——— 谱文 ———

export const catalogsOf = (ctx: Ctx, clanId: number) => order.catalogsOf(ctx.db, clanId);
export const pwOf = (ctx: Ctx, clanId: number) => order.pwRowsInOrder(ctx.db, clanId);

const pwItem = (r: PwRow, catalogs: CatalogRow[]) => ({
  id: r.id, clanId: r.clanId, catalogId: r.catalogId, catalogName: catalogs.find((k) => k.id === r.catalogId)?.name ?? '',
  title: r.title, author: r.author, sort: r.sort, length: r.length, updatedAt: r.updatedAt.toISOString(),
});

async function pwById(ctx: Ctx, id: number): Promise<PwRow> {
  const [r] = await ctx.db.select().from(pwArticles).where(eq(pwArticles.id, id)).limit(1);
  if (!r) fail('谱文不存在');
  return r;
}

async function checkCatalog(ctx: Ctx, clanId: number, catalogId: number | null | undefined) {
  if (catalogId === null || catalogId === undefined) return;
  const [k] = await ctx.db.select().from(pwCatalogs).where(eq(pwCatalogs.id, catalogId)).limit(1);
  must(k && k.clanId === clanId, '目录不存在');
}

export async function pwSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.pwSave>): Promise<Reply<typeof c.pwSave>> {
  const content = cleanHtml(p.content);
  must(plainText(content), '请填写正文');
  const now = ctx.adapters.clock.now();
  let row: PwRow;
  if (p.id === undefined) {
    must(p.clanId, '请选择族谱');
    const { clan } = await clanAccess(ctx, p.clanId, EDIT);
    await checkCatalog(ctx, clan.id, p.catalogId);
    const [{ n }] = await ctx.db.select({ n: sql<number>`coalesce(max(${pwArticles.sort}), 0)::int` }).from(pwArticles).where(eq(pwArticles.clanId, clan.id));
    [row] = await ctx.db.insert(pwArticles).values({
      projectId: clan.projectId, clanId: clan.id, catalogId: p.catalogId ?? null, title: p.title, author: p.author ?? '',
      content, length: textLength(content), sort: Number(n) + 1, updatedAt: now,
    }).returning();
  } else {
    const old = await pwById(ctx, p.id);
    if (p.clanId !== undefined) must(p.clanId === old.clanId, '谱文不存在');
    await clanAccess(ctx, old.clanId, EDIT);
    await checkCatalog(ctx, old.clanId, p.catalogId);
    [row] = await ctx.db.update(pwArticles).set({
      title: p.title, content, length: textLength(content), updatedAt: now,
      ...(p.author !== undefined ? { author: p.author } : {}), ...(p.catalogId !== undefined ? { catalogId: p.catalogId } : {}),
    }).where(eq(pwArticles.id, p.id)).returning();
  }
  return { ...pwItem(row, await catalogsOf(ctx, row.clanId)), content: row.content };
}

export async function pwSort(ctx: Ctx<'user'>, p: ParsedParams<typeof c.pwSort>): Promise<Reply<typeof c.pwSort>> {
  await clanAccess(ctx, p.clanId, EDIT);
  const ids = await ctx.db.select({ id: pwArticles.id }).from(pwArticles).where(eq(pwArticles.clanId, p.clanId));
  const mine = new Set(ids.map((r) => r.id));
  must(new Set(p.ids).size === p.ids.length && p.ids.length === mine.size && p.ids.every((i) => mine.has(i)), '排序须包含该族谱的全部谱文');
  await ctx.db.transaction(async (tx) => {
    for (const [i, id] of p.ids.entries()) await tx.update(pwArticles).set({ sort: i + 1 }).where(eq(pwArticles.id, id));
  });
  const { rows, catalogs } = await pwOf(ctx, p.clanId);
  return { list: rows.map((r) => pwItem(r, catalogs)) };
}

export async function pwDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const old = await pwById(ctx, p.id);
  await clanAccess(ctx, old.clanId, EDIT);
  await ctx.db.delete(pwArticles).where(eq(pwArticles.id, p.id));
  return null;
}

export async function pwGet(ctx: Ctx, p: { id: number; preview?: number }): Promise<Reply<typeof c.pwGet>> {
  const r = await pwById(ctx, p.id);
  await clanAccess(ctx, r.clanId);
  return { ...pwItem(r, await catalogsOf(ctx, r.clanId)), content: r.content, text: p.preview ? plainText(r.content) : '' };
}

export async function pwList(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.pwList>> {
  await clanAccess(ctx, p.id);
  const { rows, catalogs } = await pwOf(ctx, p.id);
  return { list: rows.map((r) => pwItem(r, catalogs)) };
}

// ——— Catalogue ———

async function catalogOut(ctx: Ctx, k: CatalogRow) {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(pwArticles).where(eq(pwArticles.catalogId, k.id));
  return { id: k.id, clanId: k.clanId, name: k.name, sort: k.sort, count: Number(n) };
}

async function catalogById(ctx: Ctx, id: number): Promise<CatalogRow> {
  const [k] = await ctx.db.select().from(pwCatalogs).where(eq(pwCatalogs.id, id)).limit(1);
  if (!k) fail('目录不存在');
  return k;
}

export async function catalogGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.catalogGet>> {
  const k = await catalogById(ctx, p.id);
  await clanAccess(ctx, k.clanId);
  const { rows, catalogs } = await pwOf(ctx, k.clanId);
  return { ...(await catalogOut(ctx, k)), list: rows.filter((r) => r.catalogId === k.id).map((r) => pwItem(r, catalogs)) };
}

export async function catalogList(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.catalogList>> {
  await clanAccess(ctx, p.clanId);
  const list = [];
  for (const k of await catalogsOf(ctx, p.clanId)) list.push(await catalogOut(ctx, k));
  return { list };
}

export async function catalogAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.catalogAdd>): Promise<Reply<typeof c.catalogAdd>> {
  const { clan } = await clanAccess(ctx, p.clanId, EDIT);
  const existing = await catalogsOf(ctx, clan.id);
  if (existing.some((k) => k.name === p.name)) fail('该目录已存在');
  if (existing.length >= 100) fail('目录最多100个');
  const sort = p.sort ?? existing.reduce((m, k) => Math.max(m, k.sort), 0) + 1;
  const [k] = await ctx.db.insert(pwCatalogs).values({ projectId: clan.projectId, clanId: clan.id, name: p.name, sort })
    .onConflictDoNothing().returning();
  must(k, '该目录已存在');
  return catalogOut(ctx, k);
}

export async function catalogDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const k = await catalogById(ctx, p.id);
  await clanAccess(ctx, k.clanId, EDIT);
  await ctx.db.transaction(async (tx) => {
    await tx.update(pwArticles).set({ catalogId: null }).where(eq(pwArticles.catalogId, k.id));
    await tx.delete(pwCatalogs).where(eq(pwCatalogs.id, k.id));
  });
  return null;
}
