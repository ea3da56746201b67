import type { FastifyInstance } from 'fastify';
import * as c from '@contract/chat';
import { route } from '../../http/route';
import * as chat from './chat.service';
import * as messages from './chat-messages.service';
import * as safety from './chat-safety.service';
import * as cs from '@contract/chat-service';
import * as service from './chat-service.service';
import * as moderation from './chat-moderation.service';

export function chatRoutes(app: FastifyInstance): void {
  route(app, c.chatConversations, (p, ctx) => chat.list(ctx, p));
  route(app, c.chatConversation, (p, ctx) => chat.detail(ctx, p));
  route(app, c.chatReadMessage, (p, ctx) => chat.read(ctx, p));
  route(app, c.chatUnReadCount, (_p, ctx) => chat.unreadCount(ctx));
  route(app, c.chatOpen, (p, ctx) => chat.open(ctx, p));
  route(app, c.chatSettings, (p, ctx) => chat.settings(ctx, p));
  route(app, c.chatDelete, (p, ctx) => chat.remove(ctx, p));
  route(app, c.chatSend, (p, ctx) => messages.send(ctx, p));
  route(app, c.chatMessages, (p, ctx) => messages.history(ctx, p));
  route(app, c.chatRecall, (p, ctx) => messages.recall(ctx, p));
  route(app, c.chatBlock, (p, ctx) => safety.block(ctx, p));
  route(app, c.chatBlocks, (_p, ctx) => safety.blocks(ctx));
  route(app, c.chatSilence, (p, ctx) => safety.silence(ctx, p));
  route(app, c.chatReport, (p, ctx) => safety.report(ctx, p));
  route(app, cs.chatServiceOpen, (_p, ctx) => chat.openService(ctx));
  route(app, cs.opsServiceList, (p, ctx) => service.list(ctx, p));
  route(app, cs.opsServiceMessages, (p, ctx) => service.history(ctx, p));
  route(app, cs.opsServiceSend, (p, ctx) => service.send(ctx, p));
  route(app, cs.opsServiceAssign, (p, ctx) => service.assign(ctx, p));
  route(app, cs.opsServiceClose, (p, ctx) => service.close(ctx, p));
  route(app, cs.opsServiceReplies, (_p, ctx) => service.replies(ctx));
  route(app, cs.opsServiceReplySave, (p, ctx) => service.saveReply(ctx, p));
  route(app, cs.opsServiceReplyDelete, (p, ctx) => service.deleteReply(ctx, p));
  route(app, cs.opsChatReports, (p, ctx) => moderation.reports(ctx, p));
  route(app, cs.opsChatReportHandle, (p, ctx) => moderation.handle(ctx, p));
  route(app, cs.opsChatUnban, (p, ctx) => moderation.unban(ctx, p));
  route(app, cs.opsChatLog, (p, ctx) => moderation.log(ctx, p));
}
