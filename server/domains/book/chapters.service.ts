/**
 * Chapters of the clan book: clanArticle (谱序, 凡例, 家训, 跋 of a project), pw 谱文 of a clan with its catalogue
 * (pwCatalog). Reading follows the project's read access; writing needs 'clan.edit' (admin, 协管员).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { ARTICLE_KINDS, type ArticleKind } from '@contract/book';
import type * as c from '@contract/book';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import type { ClanRef } from '../../db/keys';
import { fail, must } from '../../http/errors';
import { requireProjectRole } from '../projects/index';
import { clanAccess } from '../clans/index';
import * as repo from './chapters.repo';
import type { ArticleRow } from './chapters.repo';
import { cleanHtml, plainText, textLength } from './rich-text';
import { pwRowsInOrder, type CatalogRow, type PwRow } from './pw-order';

const EDIT = 'clan.edit' as const;

const articleItem = (r: ArticleRow) => ({
  id: r.id, projectId: r.projectId, title: r.title, kind: r.kind as ArticleKind, kindName: ARTICLE_KINDS[r.kind as ArticleKind] ?? '其他',
  author: r.author, sort: r.sort, length: r.length, updatedAt: r.updatedAt.toISOString(), version: r.version,
});
const article = (r: ArticleRow) => ({ ...articleItem(r), content: r.content });

async function articleById(ctx: Ctx, id: number): Promise<ArticleRow> {
  const r = await repo.locateArticle(ctx.db, id);
  if (!r) fail('篇章不存在');
  return r;
}

export async function articlesOf(ctx: Ctx, projectId: number): Promise<ArticleRow[]> {
  return repo.articlesOf(ctx.db, projectId);
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
  const n = await repo.maxArticleSort(ctx.db, p.projectId);
  const row = await repo.insertArticle(ctx.db, {
    projectId: p.projectId, title: p.title, kind: p.kind, author: p.author ?? '', content, length: textLength(content),
    sort: p.sort ?? n + 1, updatedAt: ctx.adapters.clock.now(),
  });
  return article(row);
}

export async function articleEdit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.articleEdit>): Promise<Reply<typeof c.articleEdit>> {
  const old = await articleById(ctx, p.id);
  await requireProjectRole(ctx, old.projectId, EDIT);
  const content = p.content !== undefined ? cleanHtml(p.content) : undefined;
  if (content !== undefined) must(plainText(content), '请填写正文');
  const row = await repo.updateArticle(ctx.db, old.projectId, p.id, {
    ...(p.title !== undefined ? { title: p.title } : {}), ...(p.kind !== undefined ? { kind: p.kind } : {}),
    ...(p.author !== undefined ? { author: p.author } : {}), ...(p.sort !== undefined ? { sort: p.sort } : {}),
    ...(content !== undefined ? { content, length: textLength(content) } : {}), updatedAt: ctx.adapters.clock.now(),
  }, p.version);
  must(row, '该篇章已被他人修改，请刷新后再试');
  return article(row);
}

export async function articleDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const old = await articleById(ctx, p.id);
  await requireProjectRole(ctx, old.projectId, EDIT);
  await repo.deleteArticle(ctx.db, old.projectId, p.id);
  return null;
}

// ——— 谱文 ———

export const catalogsOf = (ctx: Ctx, clan: ClanRef) => repo.catalogsOf(ctx.db, clan);
export const pwOf = (ctx: Ctx, clan: ClanRef) => pwRowsInOrder(ctx.db, clan);
/** The clan of a 谱文 or catalogue row, as the queries name it. */
const clanOf = (r: { projectId: number; clanId: number }): ClanRef => ({ projectId: r.projectId, id: r.clanId });

const pwItem = (r: PwRow, catalogs: CatalogRow[]) => ({
  id: r.id, clanId: r.clanId, catalogId: r.catalogId, catalogName: catalogs.find((k) => k.id === r.catalogId)?.name ?? '',
  title: r.title, author: r.author, sort: r.sort, length: r.length, updatedAt: r.updatedAt.toISOString(),
});

async function pwById(ctx: Ctx, id: number): Promise<PwRow> {
  const r = await repo.locatePw(ctx.db, id);
  if (!r) fail('谱文不存在');
  return r;
}

async function checkCatalog(ctx: Ctx, clan: ClanRef, catalogId: number | null | undefined) {
  if (catalogId === null || catalogId === undefined) return;
  const k = await repo.locateCatalog(ctx.db, catalogId);
  must(k && k.projectId === clan.projectId && k.clanId === clan.id, '目录不存在');
}

export async function pwSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.pwSave>): Promise<Reply<typeof c.pwSave>> {
  const content = cleanHtml(p.content);
  must(plainText(content), '请填写正文');
  const now = ctx.adapters.clock.now();
  let row: PwRow;
  if (p.id === undefined) {
    must(p.clanId, '请选择族谱');
    const { clan } = await clanAccess(ctx, p.clanId, EDIT);
    await checkCatalog(ctx, clan, p.catalogId);
    const n = await repo.maxPwSort(ctx.db, clan);
    row = await repo.insertPw(ctx.db, {
      projectId: clan.projectId, clanId: clan.id, catalogId: p.catalogId ?? null, title: p.title, author: p.author ?? '',
      content, length: textLength(content), sort: n + 1, updatedAt: now,
    });
  } else {
    const old = await pwById(ctx, p.id);
    if (p.clanId !== undefined) must(p.clanId === old.clanId, '谱文不存在');
    await clanAccess(ctx, old.clanId, EDIT);
    await checkCatalog(ctx, clanOf(old), p.catalogId);
    row = await repo.updatePw(ctx.db, old.projectId, p.id, {
      title: p.title, content, length: textLength(content), updatedAt: now,
      ...(p.author !== undefined ? { author: p.author } : {}), ...(p.catalogId !== undefined ? { catalogId: p.catalogId } : {}),
    });
  }
  return { ...pwItem(row, await catalogsOf(ctx, clanOf(row))), content: row.content };
}

export async function pwSort(ctx: Ctx<'user'>, p: ParsedParams<typeof c.pwSort>): Promise<Reply<typeof c.pwSort>> {
  const { clan } = await clanAccess(ctx, p.clanId, EDIT);
  const ids = await repo.pwIdsOfClan(ctx.db, clan);
  const mine = new Set(ids.map((r) => r.id));
  must(new Set(p.ids).size === p.ids.length && p.ids.length === mine.size && p.ids.every((i) => mine.has(i)), '排序须包含该族谱的全部谱文');
  await ctx.db.transaction(async (tx) => {
    for (const [i, id] of p.ids.entries()) await repo.updatePw(tx, clan.projectId, id, { sort: i + 1 });
  });
  const { rows, catalogs } = await pwOf(ctx, clan);
  return { list: rows.map((r) => pwItem(r, catalogs)) };
}

export async function pwDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const old = await pwById(ctx, p.id);
  await clanAccess(ctx, old.clanId, EDIT);
  await repo.deletePw(ctx.db, old.projectId, p.id);
  return null;
}

export async function pwGet(ctx: Ctx, p: { id: number; preview?: number }): Promise<Reply<typeof c.pwGet>> {
  const r = await pwById(ctx, p.id);
  await clanAccess(ctx, r.clanId);
  return { ...pwItem(r, await catalogsOf(ctx, clanOf(r))), content: r.content, text: p.preview ? plainText(r.content) : '' };
}

export async function pwList(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.pwList>> {
  const { clan } = await clanAccess(ctx, p.id);
  const { rows, catalogs } = await pwOf(ctx, clan);
  return { list: rows.map((r) => pwItem(r, catalogs)) };
}

// ——— Catalogue ———

async function catalogOut(ctx: Ctx, k: CatalogRow) {
  return { id: k.id, clanId: k.clanId, name: k.name, sort: k.sort, count: await repo.catalogSize(ctx.db, k.projectId, k.id) };
}

async function catalogById(ctx: Ctx, id: number): Promise<CatalogRow> {
  const k = await repo.locateCatalog(ctx.db, id);
  if (!k) fail('目录不存在');
  return k;
}

export async function catalogGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.catalogGet>> {
  const k = await catalogById(ctx, p.id);
  await clanAccess(ctx, k.clanId);
  const { rows, catalogs } = await pwOf(ctx, clanOf(k));
  return { ...(await catalogOut(ctx, k)), list: rows.filter((r) => r.catalogId === k.id).map((r) => pwItem(r, catalogs)) };
}

export async function catalogList(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.catalogList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const list = [];
  for (const k of await catalogsOf(ctx, clan)) list.push(await catalogOut(ctx, k));
  return { list };
}

export async function catalogAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.catalogAdd>): Promise<Reply<typeof c.catalogAdd>> {
  const { clan } = await clanAccess(ctx, p.clanId, EDIT);
  const existing = await catalogsOf(ctx, clan);
  if (existing.some((k) => k.name === p.name)) fail('该目录已存在');
  if (existing.length >= 100) fail('目录最多100个');
  const sort = p.sort ?? existing.reduce((m, k) => Math.max(m, k.sort), 0) + 1;
  const k = await repo.insertCatalog(ctx.db, { projectId: clan.projectId, clanId: clan.id, name: p.name, sort });
  must(k, '该目录已存在');
  return catalogOut(ctx, k);
}

export async function catalogDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const k = await catalogById(ctx, p.id);
  await clanAccess(ctx, k.clanId, EDIT);
  await ctx.db.transaction((tx) => repo.deleteCatalog(tx, k.projectId, k.id));
  return null;
}

// ——— For other domains (through index.ts) ———

/** The book's chapters as plain text for the layout engine (print): the project's articles, the clan's 谱文 in book order. */
export async function chapterTexts(db: Tx, projectId: number, clanId: number) {
  const articles = (await repo.articlesOf(db, projectId)).map((a) => ({ kind: a.kind, title: a.title, text: plainText(a.content) }));
  const { rows, catalogs } = await pwRowsInOrder(db, { projectId, id: clanId });
  const pw = rows.map((w) => ({ title: w.title, text: plainText(w.content), section: catalogs.find((k) => k.id === w.catalogId)?.name ?? '谱文' }));
  return { articles, pw };
}
