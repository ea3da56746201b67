/**
 * Help for users: questions and votes, feedback types and feedback, articles (agreements) and the 客服 contact
 * (contract/help.ts).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/help';
import { ARTICLE_TITLES, FEEDBACK_TYPES, type ArticleType, type ContactInfo, type Question } from '@contract/help';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './help.repo';
import { DEFAULT_ARTICLES } from './help.defaults';

/** Who votes: a logged-in user, else his guest session, else his address. */
function voterOf(ctx: Ctx): string {
  if (ctx.user && !ctx.user.isGuest) return `u:${ctx.user.id}`;
  if (ctx.user) return `s:${ctx.user.sessionId}`;
  return `ip:${ctx.ip}`;
}

async function withVotes(ctx: Ctx, rows: repo.QuestionRow[]): Promise<Question[]> {
  const mine = await repo.votesOf(ctx.db, voterOf(ctx), rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, title: r.title, answer: r.answer, good: r.good, sad: r.sad, sort: r.sort, myVote: mine.get(r.id) ?? null }));
}

/** GET /question/list */
export async function questions(ctx: Ctx): Promise<Reply<typeof c.questionList>> {
  return { list: await withVotes(ctx, await repo.questions(ctx.db)) };
}

/** GET /question/search */
export async function search(ctx: Ctx, p: ParsedParams<typeof c.questionSearch>): Promise<Reply<typeof c.questionSearch>> {
  return { list: await withVotes(ctx, await repo.searchQuestions(ctx.db, p.kw)) };
}

/** GET /question/setQuestionGoodOrSad: one vote per voter; a second one changes nothing. */
export async function vote(ctx: Ctx, p: ParsedParams<typeof c.questionVote>): Promise<Reply<typeof c.questionVote>> {
  if (!(await repo.questionById(ctx.db, p.id))) fail('问题不存在');
  const voter = voterOf(ctx);
  await ctx.db.transaction((tx) => repo.vote(tx, p.id, voter, p.type, ctx.adapters.clock.now()));
  const q = (await repo.questionById(ctx.db, p.id))!;
  const mine = (await repo.votesOf(ctx.db, voter, [p.id])).get(p.id) ?? p.type;
  return { good: q.good, sad: q.sad, myVote: mine };
}

/** GET /feedbackType/list */
export function feedbackTypes(): Reply<typeof c.feedbackTypeList> {
  return { list: FEEDBACK_TYPES.map((t) => ({ id: t.id, name: t.name })) };
}

export const typeName = (type: string | number) => FEEDBACK_TYPES.find((t) => t.id === Number(type))?.name ?? '其他';

export const toFeedback = (r: repo.FeedbackRow) => ({
  id: r.id, type: Number(r.type), typeName: typeName(r.type), content: r.content, images: r.images, contact: r.contact,
  status: r.status as 'open' | 'answered', answer: r.answer, answeredAt: r.answeredAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
});

/** POST /feedback/add */
export async function addFeedback(ctx: Ctx<'user'>, p: ParsedParams<typeof c.feedbackAdd>): Promise<Reply<typeof c.feedbackAdd>> {
  const id = await repo.insertFeedback(ctx.db, {
    userId: ctx.user.id, type: String(p.type), content: p.content, images: p.images, contact: p.contact, createdAt: ctx.adapters.clock.now(),
  });
  return { id };
}

/** GET /feedback/add: my feedback and the answers. */
export async function myFeedback(ctx: Ctx<'user'>, p: ParsedParams<typeof c.feedbackMine>): Promise<Reply<typeof c.feedbackMine>> {
  const rows = await repo.feedbackOf(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(toFeedback), hasNext: rows.length > p.pageSize };
}

/** The article as staff saved it, or its first text (version 0). */
export async function articleOf(ctx: Pick<Ctx, 'db'>, type: ArticleType): Promise<Reply<typeof c.articleContent>> {
  const r = await repo.article(ctx.db, type);
  if (r) return { type, title: r.title, content: r.content, version: r.version, updatedAt: r.updatedAt.toISOString() };
  return { type, title: ARTICLE_TITLES[type], content: DEFAULT_ARTICLES[type], version: 0, updatedAt: null };
}

/** GET /article/content */
export function article(ctx: Ctx, p: ParsedParams<typeof c.articleContent>): Promise<Reply<typeof c.articleContent>> {
  return articleOf(ctx, p.type);
}

export const CONTACT_KEY = 'service.contact';

export async function contactOf(ctx: Pick<Ctx, 'db'>): Promise<ContactInfo> {
  const v = (await repo.setting(ctx.db, CONTACT_KEY)) ?? {};
  const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
  const out = { wechatId: s('wechatId'), wechatQr: s('wechatQr'), phone: s('phone'), hours: s('hours') };
  return { configured: !!(out.wechatId || out.wechatQr || out.phone), ...out };
}

/** GET /contact/info */
export function contact(ctx: Ctx): Promise<Reply<typeof c.contactInfo>> {
  return contactOf(ctx);
}
