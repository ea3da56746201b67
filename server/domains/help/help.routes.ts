import type { FastifyInstance } from 'fastify';
import * as c from '@contract/help';
import { route } from '../../http/route';
import * as help from './help.service';
import * as reports from './help-reports.service';
import * as beacons from './help-beacons.service';
import * as ops from './help-ops.service';

export function helpRoutes(app: FastifyInstance): void {
  route(app, c.questionList, (_p, ctx) => help.questions(ctx));
  route(app, c.questionSearch, (p, ctx) => help.search(ctx, p));
  route(app, c.questionVote, (p, ctx) => help.vote(ctx, p));
  route(app, c.feedbackTypeList, () => help.feedbackTypes());
  route(app, c.feedbackAdd, (p, ctx) => help.addFeedback(ctx, p));
  route(app, c.feedbackMine, (p, ctx) => help.myFeedback(ctx, p));
  route(app, c.reportAdd, (p, ctx) => reports.add(ctx, p));
  route(app, c.articleContent, (p, ctx) => help.article(ctx, p));
  route(app, c.contactInfo, (_p, ctx) => help.contact(ctx));
  route(app, c.userPlatform, (p, ctx) => beacons.platform(ctx, p));
  route(app, c.baiduReturn, (p, ctx) => beacons.baidu(ctx, p));
  route(app, c.tencentReport, (p, ctx) => beacons.tencent(ctx, p));
  route(app, c.dataVersionList, (_p, ctx) => beacons.versions(ctx));
  route(app, c.opsFeedbackList, (p, ctx) => ops.feedback(ctx, p));
  route(app, c.opsFeedbackAnswer, (p, ctx) => ops.answer(ctx, p));
  route(app, c.opsArticleSave, (p, ctx) => ops.saveArticle(ctx, p));
  route(app, c.opsQuestionSave, (p, ctx) => ops.saveQuestion(ctx, p));
  route(app, c.opsQuestionDelete, (p, ctx) => ops.deleteQuestion(ctx, p));
  route(app, c.opsContactSave, (p, ctx) => ops.saveContact(ctx, p));
  route(app, c.opsBeacons, (p, ctx) => beacons.list(ctx, p));
}
