/**
 * The surname library (contract/surname.ts): surnames from licensed data (catalogue.ts), editorial content by staff
 * (with its source), comments with likes/dislikes, member counts, the pedigree, halls, plaza, gw-news.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/surname';
import { CONTENT_KIND_NAMES, NEWS_TYPES, type ContentKind, type Surname } from '@contract/surname';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { cleanHtml } from '../book/index';
import { setUserFirstName } from '../accounts/index';
import { booksOfSurname } from '../cpg/index';
import { requireStaff, staffRolesOf } from '../staff/index';
import { allSurnames, surnameById, surnameByName, surnameOf } from './catalogue';
import * as repo from './surname.repo';
import type { ContentRow } from './surname.repo';

const GUEST_ID = 1;
const me = (ctx: Ctx): number => (ctx.user && ctx.user.id !== GUEST_ID ? ctx.user.id : 0);

function mustSurname(id: number): Surname {
  const s = surnameById(id);
  if (!s) fail('姓氏不存在');
  return s;
}

const toContent = (r: ContentRow): Reply<typeof c.newsList>['list'][number] => ({
  id: r.id, surname: r.surname, kind: r.kind as ContentKind, kindName: CONTENT_KIND_NAMES[r.kind as ContentKind] ?? r.kind, title: r.title,
  summary: r.summary, cover: r.cover, source: r.source, era: r.era, newsType: r.newsType, tags: r.tags, likes: r.likes, shares: r.shares,
  views: r.views, createdAt: r.createdAt.toISOString(),
});

const contentPage = (rows: ContentRow[], pageSize: number) => {
  const pg = toPage(rows, pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map(toContent) };
};

function slice<T>(list: readonly T[], p: { pageIndex: number; pageSize: number }) {
  const from = (p.pageIndex - 1) * p.pageSize;
  return { list: list.slice(from, from + p.pageSize), hasNext: list.length > from + p.pageSize };
}

// ——— Lists and one surname ———

export function list(p: ParsedParams<typeof c.surnameList>): Reply<typeof c.surnameList> {
  const k = p.keyword?.toLowerCase();
  const all = allSurnames().filter((s) => (s.bjxIndex > 0 || k) && (p.compound === undefined || s.compound === p.compound)
    && (!k || s.name.includes(k) || s.pinyin.startsWith(k) || s.junwang.includes(k)));
  return slice(all, p);
}

export async function topList(ctx: Ctx, p: ParsedParams<typeof c.surnameTopList>): Promise<Reply<typeof c.surnameTopList>> {
  const ranked = allSurnames().filter((s) => s.rank > 0).sort((a, b) => a.rank - b.rank);
  const pg = slice(ranked, p);
  const counts = await repo.userCounts(ctx.db, pg.list.map((s) => s.name));
  return { hasNext: pg.hasNext, list: pg.list.map((s) => ({ ...s, users: counts.get(s.name) ?? 0 })) };
}

export function get(p: { id?: number; name?: string }): Reply<typeof c.surnameGet> {
  if (p.id) return mustSurname(p.id);
  if (p.name) {
    const s = surnameByName(p.name);
    if (!s) fail('姓氏不存在');
    return s;
  }
  fail('请指定姓氏');
}

export async function info(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.surnameInfo>> {
  const s = mustSurname(p.id);
  const [users, stats, halls, counts, mine] = await Promise.all([
    repo.userCounts(ctx.db, [s.name]), repo.clanStats(ctx.db, s.name), repo.hallCount(ctx.db, s.name), repo.kindCounts(ctx.db, s.name),
    me(ctx) ? repo.firstNameOf(ctx.db, me(ctx)) : Promise.resolve(''),
  ]);
  return { ...s, users: users.get(s.name) ?? 0, members: stats.members, clans: stats.clans, halls, counts, mine: mine === s.name };
}

export async function memberInfo(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.surnameMemberInfo>> {
  const s = mustSurname(p.id);
  const [users, stats] = await Promise.all([repo.userCounts(ctx.db, [s.name]), repo.clanStats(ctx.db, s.name)]);
  return { users: users.get(s.name) ?? 0, members: stats.members, clans: stats.clans };
}

export async function product(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.surnameProduct>> {
  const s = mustSurname(p.id);
  const books = await booksOfSurname(ctx.db, s.name, 20);
  return { list: books.map((b) => ({ id: b.id, title: b.title, hall: b.hall, place: b.place, yearText: b.yearText, cover: b.cover, price: b.price })) };
}

export function check(p: { name: string }): Reply<typeof c.surnameCheck> {
  const s = surnameOf(p.name);
  return { found: !!s, surname: s ?? null };
}

export async function guide(ctx: Ctx): Promise<Reply<typeof c.surnameGuide>> {
  const mine = me(ctx) ? await repo.firstNameOf(ctx.db, me(ctx)) : '';
  const hot = allSurnames().filter((s) => s.rank > 0 && s.rank <= 12).sort((a, b) => a.rank - b.rank);
  return { mySurname: (mine && surnameByName(mine)) || null, hot };
}

export async function setMine(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.surnameSetMine>> {
  const s = mustSurname(p.id);
  const firstName = await setUserFirstName(ctx.db, ctx.user.id, s.name, ctx.adapters.clock.now());
  if (firstName === undefined) fail('用户不存在');
  return { firstName };
}

export async function firstNames(p: { all?: boolean }): Promise<Reply<typeof c.firstNames>> {
  return { list: allSurnames().filter((s) => p.all || s.bjxIndex > 0).map((s) => ({ id: s.id, name: s.name, compound: s.compound })) };
}

// ——— Editorial content ———

export async function articles(ctx: Ctx, p: ParsedParams<typeof c.surnameArticles>): Promise<Reply<typeof c.surnameArticles>> {
  const s = mustSurname(p.id);
  return contentPage(await repo.contents(ctx.db, { ...p, surname: s.name, kinds: p.kind ? [p.kind] : ['origin', 'article', 'news'] }), p.pageSize);
}

export async function celebrities(ctx: Ctx, p: ParsedParams<typeof c.surnameCelebrities>): Promise<Reply<typeof c.surnameCelebrities>> {
  const s = mustSurname(p.id);
  return contentPage(await repo.contents(ctx.db, { ...p, surname: s.name, kinds: [p.kind] }), p.pageSize);
}

export async function halls(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.surnameHalls>> {
  const s = mustSurname(p.id);
  const [temples, hallRows] = await Promise.all([
    repo.contents(ctx.db, { surname: s.name, kinds: ['temple'], pageIndex: 1, pageSize: 50 }), repo.publicHalls(ctx.db, s.name),
  ]);
  return { temples: temples.slice(0, 50).map(toContent), halls: hallRows.map((h) => ({ ...h, visits: Number(h.visits) })) };
}

export async function content(ctx: Ctx, p: { id: number }, kind?: ContentKind): Promise<Reply<typeof c.surnameContent>> {
  const r = await repo.contentById(ctx.db, p.id);
  if (!r || (kind && r.kind !== kind)) fail('内容不存在');
  return { ...toContent(r), body: r.body, liked: me(ctx) ? await repo.marked(ctx.db, r.id, me(ctx), 'like') : false };
}

async function mustContent(ctx: Ctx, id: number): Promise<ContentRow> {
  const r = await repo.contentById(ctx.db, id);
  if (!r) fail('内容不存在');
  return r;
}

export async function like(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.surnameContentLike>> {
  const r = await mustContent(ctx, p.id);
  return ctx.db.transaction(async (tx) => {
    if (await repo.marked(tx, r.id, ctx.user.id, 'like')) return { liked: false, likes: await repo.unmark(tx, r.id, ctx.user.id, 'like', 'likes') };
    return { liked: true, likes: await repo.markOnce(tx, r.id, ctx.user.id, 'like', 'likes', ctx.adapters.clock.now()) };
  });
}

export async function share(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.surnameContentShare>> {
  const r = await mustContent(ctx, p.id);
  return { shares: await ctx.db.transaction((tx) => repo.markOnce(tx, r.id, ctx.user.id, 'share', 'shares', ctx.adapters.clock.now())) };
}

export async function history(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.surnameContentHistory>> {
  const r = await mustContent(ctx, p.id);
  return { views: await ctx.db.transaction((tx) => repo.markOnce(tx, r.id, ctx.user.id, 'view', 'views', ctx.adapters.clock.now())) };
}

// ——— Comments ———

const toComment = (r: repo.CommentRow, uid: number) => ({ ...r, mine: r.userId === uid, createdAt: r.createdAt.toISOString() });

export async function comments(ctx: Ctx, p: ParsedParams<typeof c.surnameComments>): Promise<Reply<typeof c.surnameComments>> {
  const s = mustSurname(p.id);
  const pg = toPage(await repo.comments(ctx.db, s.name, me(ctx), p), p.pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map((r) => toComment(r, me(ctx))) };
}

export async function commentAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.surnameCommentAdd>): Promise<Reply<typeof c.surnameCommentAdd>> {
  const s = mustSurname(p.id);
  if (findSensitive(p.text).length) fail(SENSITIVE_MESSAGE);
  const id = await repo.insertComment(ctx.db, { surname: s.name, userId: ctx.user.id, text: p.text, createdAt: ctx.adapters.clock.now() });
  const [row] = (await repo.comments(ctx.db, s.name, ctx.user.id, { pageIndex: 1, pageSize: 50 })).filter((r) => r.id === id);
  if (!row) throw new Error(`surname comment ${id} vanished`);
  return toComment(row, ctx.user.id);
}

export async function vote(ctx: Ctx<'user'>, p: { id: number }, value: 1 | -1): Promise<Reply<typeof c.surnameCommentLike>> {
  if (!(await repo.commentById(ctx.db, p.id))) fail('评论不存在');
  return ctx.db.transaction((tx) => repo.vote(tx, p.id, ctx.user.id, value));
}

export async function commentDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const r = await repo.commentById(ctx.db, p.id);
  if (!r) fail('评论不存在');
  if (r.userId !== ctx.user.id) {
    const roles = await staffRolesOf(ctx.db, ctx.user.id);
    if (!roles.some((x) => x === 'admin' || x === 'moderator')) fail('只能删除自己的评论');
  }
  await repo.deleteComment(ctx.db, r.id, ctx.adapters.clock.now());
  return null;
}

// ——— Pedigree, plaza ———

export async function pedigree(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.surnamePedigree>> {
  const s = mustSurname(p.id);
  const clans = await repo.publicClans(ctx.db, s.name);
  const byHall = new Map<string, repo.ClanRow[]>();
  for (const cl of clans) {
    const k = cl.hall.trim();
    byHall.set(k, [...(byHall.get(k) ?? []), cl]);
  }
  const branches: Reply<typeof c.surnamePedigree>['branches'] = [];
  if (s.junwang) {
    // a hall named after the 郡望 (天水堂 of 赵) belongs under it
    const own = [...byHall.keys()].filter((k) => k && k.startsWith(s.junwang));
    branches.push({ key: `junwang:${s.junwang}`, name: `${s.junwang}郡望`, kind: 'junwang', clans: own.flatMap((k) => byHall.get(k) ?? []) });
    for (const k of own) byHall.delete(k);
  }
  for (const [k, v] of [...byHall.entries()].filter(([k]) => k).sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    branches.push({ key: `hall:${k}`, name: k.endsWith('堂') ? k : `${k}堂`, kind: 'hall', clans: v });
  }
  const none = byHall.get('');
  if (none?.length) branches.push({ key: 'none', name: '未注明堂号', kind: 'none', clans: none });
  return { surname: s, branches };
}

export async function plaza(ctx: Ctx, p: ParsedParams<typeof c.surnamePlaza>): Promise<Reply<typeof c.surnamePlaza>> {
  const s = mustSurname(p.id);
  const pg = toPage(await repo.plaza(ctx.db, s.name, p), p.pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

// ——— gw-news ———

export const newsTypes = (): Reply<typeof c.newsTypes> => ({ list: NEWS_TYPES.map((t) => ({ ...t })) });
export async function newsTags(ctx: Ctx): Promise<Reply<typeof c.newsTags>> {
  return { list: await repo.newsTags(ctx.db) };
}
export async function newsList(ctx: Ctx, p: ParsedParams<typeof c.newsList>): Promise<Reply<typeof c.newsList>> {
  return contentPage(await repo.contents(ctx.db, { ...p, kinds: ['news'], newsType: p.type }), p.pageSize);
}

// ——— Staff ———

const toOps = (r: ContentRow) => ({ ...toContent(r), body: r.body, updatedAt: r.updatedAt.toISOString() });

export async function opsList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsSurnameContents>): Promise<Reply<typeof c.opsSurnameContents>> {
  await requireStaff(ctx, 'operator');
  const pg = toPage(await repo.contents(ctx.db, { ...p, kinds: p.kind ? [p.kind] : undefined }), p.pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map(toOps) };
}

export async function opsSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsSurnameContentSave>): Promise<Reply<typeof c.opsSurnameContentSave>> {
  await requireStaff(ctx, 'operator');
  if (!surnameByName(p.surname)) fail('姓氏不在姓氏库中');
  if (p.kind === 'news' && !p.newsType) fail('请选择资讯分类');
  const now = ctx.adapters.clock.now();
  const v = {
    surname: p.surname, kind: p.kind, title: p.title, summary: p.summary, body: cleanHtml(p.body), cover: p.cover, source: p.source,
    era: p.era, newsType: p.kind === 'news' ? p.newsType : 0, tags: p.tags, updatedAt: now,
  };
  if (!p.id) return toOps(await repo.insertContent(ctx.db, { ...v, createdBy: ctx.user.id, createdAt: now }));
  const row = await repo.updateContent(ctx.db, p.id, v);
  if (!row) fail('内容不存在');
  return toOps(row);
}

export async function opsDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  await requireStaff(ctx, 'operator');
  if (!(await repo.deleteContent(ctx.db, p.id))) fail('内容不存在');
  return null;
}
