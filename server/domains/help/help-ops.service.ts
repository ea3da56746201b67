/** The staff side of help (/ops/help/*): feedback answers, articles, questions and the 客服 contact. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/help';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { cleanHtml } from '../book/index';
import { displayNames } from '../accounts/index';
import { publishMessage } from '../messages/index';
import { requireStaff } from '../staff/index';
import * as repo from './help.repo';
import { articleOf, CONTACT_KEY, contactOf, toFeedback, typeName } from './help.service';

/** GET /ops/help/feedback/list */
export async function feedback(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsFeedbackList>): Promise<Reply<typeof c.opsFeedbackList>> {
  await requireStaff(ctx, 'service');
  const rows = await repo.feedbackPage(ctx.db, p.status, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const staff = await displayNames(ctx.db, rows.map((r) => r.answeredBy));
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      ...toFeedback(r), user: { id: r.userId, name: r.nickname || r.userName || `用户${r.userId}` },
      answeredBy: r.answeredBy ? staff.get(r.answeredBy)?.name ?? `用户${r.answeredBy}` : null,
    })),
    hasNext: rows.length > p.pageSize,
  };
}

/** POST /ops/help/feedback/answer: answered once; the user gets a notice in his message centre. */
export async function answer(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsFeedbackAnswer>): Promise<Reply<typeof c.opsFeedbackAnswer>> {
  await requireStaff(ctx, 'service');
  const f = await repo.feedbackById(ctx.db, p.id);
  if (!f) fail('反馈不存在');
  if (f.status !== 'open') fail('该反馈已答复');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.answerFeedback(tx, f.id, p.answer, ctx.user.id, ctx.adapters.clock.now()))) fail('该反馈已答复');
    await publishMessage(ctx, tx, {
      userId: f.userId, kind: 'notification', title: `您的反馈（${typeName(f.type)}）有了答复`, content: p.answer, link: '/mine/set/feedback?tab=mine',
    });
  });
  return { status: 'answered' };
}

/** POST /ops/help/article/save: refused when someone saved since the editor loaded it. */
export async function saveArticle(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsArticleSave>): Promise<Reply<typeof c.opsArticleSave>> {
  await requireStaff(ctx, ['operator', 'service']);
  const content = cleanHtml(p.content);
  if (!content.replace(/<[^>]*>/g, '').trim()) fail('请填写正文');
  const saved = await repo.saveArticle(ctx.db, { type: p.type, title: p.title, content, version: p.version, by: ctx.user.id, now: ctx.adapters.clock.now() });
  if (!saved) fail('该文章已被他人修改，请刷新后再改');
  return articleOf(ctx, p.type);
}

/** POST /ops/help/question/save */
export async function saveQuestion(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsQuestionSave>): Promise<Reply<typeof c.opsQuestionSave>> {
  await requireStaff(ctx, ['operator', 'service']);
  const r = await repo.saveQuestion(ctx.db, { id: p.id, title: p.title, answer: p.answer, sort: p.sort, now: ctx.adapters.clock.now() });
  if (!r) fail('问题不存在');
  return { id: r.id, title: r.title, answer: r.answer, good: r.good, sad: r.sad, sort: r.sort, myVote: null };
}

/** POST /ops/help/question/delete */
export async function deleteQuestion(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsQuestionDelete>): Promise<Reply<typeof c.opsQuestionDelete>> {
  await requireStaff(ctx, ['operator', 'service']);
  if (!(await repo.deleteQuestion(ctx.db, p.id))) fail('问题不存在');
  return { ok: true };
}

/** POST /ops/help/contact/save */
export async function saveContact(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsContactSave>): Promise<Reply<typeof c.opsContactSave>> {
  await requireStaff(ctx, 'service');
  await repo.saveSetting(ctx.db, CONTACT_KEY, { wechatId: p.wechatId, wechatQr: p.wechatQr, phone: p.phone, hours: p.hours }, ctx.user.id, ctx.adapters.clock.now());
  return contactOf(ctx);
}
