import type { FastifyInstance } from 'fastify';
import * as c from '@contract/messages';
import { route } from '../../http/route';
import * as svc from './messages.service';

export function messagesRoutes(app: FastifyInstance): void {
  route(app, c.messageCount, (_p, ctx) => svc.counts(ctx));
  route(app, c.messageProject, (_p, ctx) => svc.byProject(ctx));
  route(app, c.messageList, (p, ctx) => svc.list(ctx, p));
  route(app, c.messageRead, (p, ctx) => svc.read(ctx, p));
  route(app, c.messageReadAll, (p, ctx) => svc.readAll(ctx, p));
  route(app, c.messageSettingsGet, (_p, ctx) => svc.settings(ctx));
  route(app, c.messageSettingsSet, (p, ctx) => svc.setSettings(ctx, p));
}
